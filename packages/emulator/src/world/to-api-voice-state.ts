import type { APIVoiceState } from '@slashkit/api';
import { apiUserOf } from './api-user-of.js';
import { botMember } from './bot-member.js';
import { toApiGuildMember } from './to-api-guild-member.js';
import type { EmulatorVoiceState } from './voice-state.js';
import type { EmulatorGuild, EmulatorMember, World } from './world.js';

/**
 * A voice state on the wire, as REST answers it and VOICE_STATE_UPDATE sends it: with `guild_id` and the
 * member, the server's mute and deafen read from the member. `channelId` null says the user left.
 * @see {@link https://discord.com/developers/docs/resources/voice#voice-state-object | Voice State object}
 */
export function toApiVoiceState(
  world: World,
  guild: EmulatorGuild,
  state: EmulatorVoiceState,
  channelId: string | null = state.channelId,
): APIVoiceState {
  const member = memberOf(world, guild, state.userId);
  const user = apiUserOf(world, state.userId);
  return {
    guild_id: guild.id,
    channel_id: channelId,
    user_id: state.userId,
    ...(user && member ? { member: toApiGuildMember(member, user) } : {}),
    session_id: state.sessionId,
    deaf: member?.deaf ?? false,
    mute: member?.mute ?? false,
    self_deaf: state.selfDeaf,
    self_mute: state.selfMute,
    self_stream: state.selfStream,
    self_video: state.selfVideo,
    suppress: state.suppress,
    request_to_speak_timestamp: state.requestToSpeakTimestamp,
  };
}

// A member entry, or an installed bot's implicit one; none once they left (their last VOICE_STATE_UPDATE).
function memberOf(world: World, guild: EmulatorGuild, userId: string): EmulatorMember | null {
  const found = guild.members.find((m) => m.userId === userId);
  if (found) return found;
  const application = world.applications.find((a) => a.bot.id === userId);
  return application ? botMember(guild, application) : null;
}
