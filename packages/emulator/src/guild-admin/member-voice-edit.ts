import {
  AuditLogEvent,
  ChannelType,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPatchAPIGuildMemberJSONBody,
} from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { voiceChannel } from '../access/voice-channel.js';
import { badRequest, forbidden } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorVoiceState } from '../state/voice-state-store.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorMember } from '../world/world.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { publishVoiceStateUpdate } from './voice-state-update-event.js';

/** What a member edit does in voice, checked: a server mute or deafen, a move (a channel) or a disconnect (null). */
export interface MemberVoiceEdit {
  voice: EmulatorVoiceState;
  mute: boolean | undefined;
  deaf: boolean | undefined;
  /** Where the member goes: a voice or stage channel, null to disconnect them, undefined to stay. */
  move: EmulatorChannel | null | undefined;
}

/**
 * Checks the voice part of a member edit before anything changes, as the service does: `mute` needs Mute
 * Members, `deaf` Deafen Members, `channel_id` Move Members (and Connect in the channel moved to; null
 * disconnects); each needs the member in a voice channel of the guild (400/40032). Undefined when the edit
 * has no voice part.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-member | Modify Guild Member}
 */
export function checkMemberVoiceEdit(
  action: GuildAction,
  target: EmulatorMember,
  body: RESTPatchAPIGuildMemberJSONBody,
): MemberVoiceEdit | undefined {
  const mute = body.mute ?? undefined;
  const deaf = body.deaf ?? undefined;
  if (mute === undefined && deaf === undefined && body.channel_id === undefined) return undefined;
  const { guild, actor, context } = action;
  if (mute !== undefined) requireGuildPermission(guild, actor, PermissionFlags.MuteMembers, 'Mute Members');
  if (deaf !== undefined)
    requireGuildPermission(guild, actor, PermissionFlags.DeafenMembers, 'Deafen Members');
  if (body.channel_id !== undefined)
    requireGuildPermission(guild, actor, PermissionFlags.MoveMembers, 'Move Members');
  const voice = context.state.voiceStates.get(guild.id, target.userId);
  if (!voice)
    throw badRequest(
      `Target user is not connected to voice: member ${target.userId} is in no voice channel of this guild`,
      RESTJSONErrorCodes.TargetUserNotConnectedToVoice,
    );
  let move: EmulatorChannel | null | undefined;
  if (body.channel_id === null) move = null;
  else if (body.channel_id !== undefined) {
    move = voiceChannel(guild, body.channel_id);
    if ((channelPermissions(guild, move, actor.roles, actor.userId) & PermissionFlags.Connect) === 0n)
      throw forbidden(
        RESTJSONErrorCodes.MissingPermissions,
        `Missing Permissions: moving a member to #${move.name} needs Connect there`,
      );
  }
  return { voice, mute, deaf, move };
}

/**
 * Applies a checked voice edit: the member's server mute and deafen, then the move or disconnect, each a
 * VOICE_STATE_UPDATE, with MEMBER_MOVE / MEMBER_DISCONNECT audit entries (mute and deafen go in the edit's
 * MEMBER_UPDATE entry).
 */
export function applyMemberVoiceEdit(
  action: GuildAction,
  target: EmulatorMember,
  edit: MemberVoiceEdit,
): void {
  const { context, guild } = action;
  if (edit.mute !== undefined) target.mute = edit.mute;
  if (edit.deaf !== undefined) target.deaf = edit.deaf;
  if (edit.move === null) {
    leaveVoice(context, guild, target.userId);
    auditAction(action, {
      actionType: AuditLogEvent.MemberDisconnect,
      targetId: null,
      options: { count: '1' },
    });
    return;
  }
  if (edit.move !== undefined && edit.move.id !== edit.voice.channelId) {
    const moved = context.state.voiceStates.set({
      ...edit.voice,
      channelId: edit.move.id,
      suppress: edit.move.type === ChannelType.GuildStageVoice,
      requestToSpeakTimestamp: null,
    });
    publishVoiceStateUpdate(context, guild, moved);
    auditAction(action, {
      actionType: AuditLogEvent.MemberMove,
      targetId: null,
      options: { channel_id: edit.move.id, count: '1' },
    });
    return;
  }
  if (edit.mute !== undefined || edit.deaf !== undefined) publishVoiceStateUpdate(context, guild, edit.voice);
}

/**
 * A member leaves the voice channel they are in (nothing when in none): by hand, disconnected by a
 * moderator, or because they left the guild. VOICE_STATE_UPDATE with no channel.
 */
export function leaveVoice(context: EmulatorContext, guild: EmulatorGuild, userId: string): void {
  const state = context.state.voiceStates.delete(guild.id, userId);
  if (state) publishVoiceStateUpdate(context, guild, state, true);
}
