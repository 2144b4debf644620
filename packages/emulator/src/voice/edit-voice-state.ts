import { ChannelType, FieldErrorCodes, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import type { CheckedVoiceStateBody } from '@slashkit/api/validation';
import { requireChannelPermission } from '../access/require-guild-permission.js';
import type { GuildAction } from '../guild-admin/guild-action.js';
import { memberEntry } from '../guild-admin/member-entry.js';
import { publishVoiceStateUpdate } from '../guild-admin/voice-state-update-event.js';
import { badRequest, invalidForm, notFound } from '../http/http-error.js';
import type { EmulatorVoiceState } from '../state/voice-state-store.js';
import type { EmulatorChannel } from '../world/world.js';

/** A user's voice state in the action's guild; 404/10065 Unknown Voice State when they are in no channel. */
export function voiceStateOf(action: GuildAction, userId: string): EmulatorVoiceState {
  const state = action.context.state.voiceStates.get(action.guild.id, userId);
  if (!state)
    throw notFound(
      RESTJSONErrorCodes.UnknownVoiceState,
      `Unknown Voice State: user ${userId} is in no voice channel of ${action.guild.name}`,
    );
  return state;
}

/**
 * Changes the bot's own voice state on a stage (`PATCH /guilds/{id}/voice-states/@me`), as the docs'
 * caveats say: the bot must be in the stage channel `channel_id` names (10065 in none; 50035 another;
 * 50024 not a stage); unsuppressing takes Mute Members, suppressing never; asking to speak takes Request to
 * Speak, withdrawing never. VOICE_STATE_UPDATE when something changed.
 * @see {@link https://discord.com/developers/docs/resources/voice#modify-current-user-voice-state | Modify Current User Voice State}
 */
export function editOwnVoiceState(action: GuildAction, body: CheckedVoiceStateBody): void {
  const state = voiceStateOf(action, action.actor.userId);
  const channel = stageOf(action, state, body);
  if (body.suppress === false)
    requireChannelPermission(
      action.guild,
      channel,
      action.actor,
      PermissionFlags.MuteMembers,
      'Mute Members',
    );
  if (typeof body.requestToSpeakAt === 'number')
    requireChannelPermission(
      action.guild,
      channel,
      action.actor,
      PermissionFlags.RequestToSpeak,
      'Request to Speak',
    );
  const before = { ...state };
  if (body.suppress !== undefined) state.suppress = body.suppress;
  if (body.requestToSpeakAt !== undefined)
    state.requestToSpeakTimestamp =
      body.requestToSpeakAt === null ? null : new Date(body.requestToSpeakAt).toISOString();
  publishIfChanged(action, before, state);
}

/**
 * Suppresses or unsuppresses a member on a stage (`PATCH /guilds/{id}/voice-states/{user_id}`): Mute
 * Members in it (50013); the member must be in the stage channel `channel_id` names (10007 no member, 10065
 * in none). An unsuppressed user (not a bot) gets a request to speak of now; a suppressed one loses it.
 * @see {@link https://discord.com/developers/docs/resources/voice#modify-user-voice-state | Modify User Voice State}
 */
export function editMemberVoiceState(action: GuildAction, userId: string, body: CheckedVoiceStateBody): void {
  const { context, guild } = action;
  const member = memberEntry(context.state.world, guild, userId);
  const state = voiceStateOf(action, member.userId);
  const channel = stageOf(action, state, body);
  requireChannelPermission(guild, channel, action.actor, PermissionFlags.MuteMembers, 'Mute Members');
  const before = { ...state };
  if (body.suppress !== undefined) {
    state.suppress = body.suppress;
    const bot = context.findUser(userId)?.bot === true;
    if (body.suppress) state.requestToSpeakTimestamp = null;
    else if (!bot) state.requestToSpeakTimestamp = new Date(context.clock.now()).toISOString();
  }
  publishIfChanged(action, before, state);
}

/** The stage channel the state is in, which `channel_id`, when given, must name. */
function stageOf(
  action: GuildAction,
  state: EmulatorVoiceState,
  body: CheckedVoiceStateBody,
): EmulatorChannel {
  if (body.channelId !== undefined && body.channelId !== state.channelId)
    throw invalidForm([
      {
        path: ['channel_id'],
        code: FieldErrorCodes.InvalidValue,
        message: `The user is in channel ${state.channelId}, not ${body.channelId}: name the channel they joined`,
      },
    ]);
  const channel = action.guild.channels.find((c) => c.id === state.channelId)!;
  if (channel.type !== ChannelType.GuildStageVoice)
    throw badRequest(
      `Cannot execute action on this channel type: #${channel.name} is no stage channel; only a stage's voice states change here`,
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  return channel;
}

function publishIfChanged(action: GuildAction, before: EmulatorVoiceState, after: EmulatorVoiceState): void {
  if (before.suppress === after.suppress && before.requestToSpeakTimestamp === after.requestToSpeakTimestamp)
    return;
  publishVoiceStateUpdate(action.context, action.guild, after);
}
