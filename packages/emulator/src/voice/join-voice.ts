import { randomBytes } from 'node:crypto';
import { ChannelType, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import { voiceChannel } from '../access/voice-channel.js';
import { memberEntry } from '../guild-admin/member-entry.js';
import { publishVoiceStateUpdate } from '../guild-admin/voice-state-update-event.js';
import { forbidden } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorVoiceState } from '../state/voice-state-store.js';
import type { EmulatorGuild } from '../world/world.js';

/** How a user joins: their own mute and deafen (both off by default). */
export interface JoinVoiceOptions {
  selfMute?: boolean;
  selfDeaf?: boolean;
}

/**
 * A member (a user, or a bot by the gateway's op 4) joins a voice or stage channel, or moves there from
 * another of the guild's: View Channel and Connect in it, and room under its `user_limit` unless they hold
 * Move Members (403/50013). On a stage they join the audience (suppressed); a move keeps their session.
 * VOICE_STATE_UPDATE.
 * @see {@link https://discord.com/developers/docs/topics/voice-connections | Voice connections}
 */
export function joinVoice(
  context: EmulatorContext,
  guild: EmulatorGuild,
  userId: string,
  channelId: string,
  options: JoinVoiceOptions = {},
): EmulatorVoiceState {
  const member = memberEntry(context.state.world, guild, userId);
  const channel = voiceChannel(guild, channelId);
  const needed = PermissionFlags.ViewChannel | PermissionFlags.Connect;
  if ((channelPermissions(guild, channel, member.roles, userId) & needed) !== needed)
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      `Missing Permissions: joining #${channel.name} needs View Channel and Connect there`,
    );
  const { voiceStates } = context.state;
  const others = voiceStates.inChannel(channel.id).filter((s) => s.userId !== userId).length;
  if (
    channel.userLimit &&
    others >= channel.userLimit &&
    (channelPermissions(guild, channel, member.roles, userId) & PermissionFlags.MoveMembers) === 0n
  )
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      `Missing Permissions: #${channel.name} is full (${others} of ${channel.userLimit} connected); only Move Members joins a full channel`,
    );
  const before = voiceStates.get(guild.id, userId);
  const state = voiceStates.set({
    guildId: guild.id,
    userId,
    channelId: channel.id,
    sessionId: before?.sessionId ?? randomBytes(16).toString('hex'),
    selfMute: options.selfMute ?? before?.selfMute ?? false,
    selfDeaf: options.selfDeaf ?? before?.selfDeaf ?? false,
    selfVideo: false,
    selfStream: false,
    suppress: channel.type === ChannelType.GuildStageVoice,
    requestToSpeakTimestamp: null,
  });
  publishVoiceStateUpdate(context, guild, state);
  return state;
}
