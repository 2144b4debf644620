import { randomBytes } from 'node:crypto';
import { type GatewayVoiceServerUpdateData, isJsonObject, ownValue } from '@slashkit/api';
import { leaveVoice } from '../guild-admin/member-voice-edit.js';
import { HttpError } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { joinVoice } from '../voice/join-voice.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * The host VOICE_SERVER_UPDATE names: the emulator serves no voice connection (no audio), so its endpoint
 * is a name under `.invalid`, which never resolves: a voice library's connection fails at once, and the
 * name says why.
 */
export const emulatorVoiceEndpoint = 'no-voice-server.slashkit-emulator.invalid';

/** What a Voice State Update does: the session's VOICE_SERVER_UPDATE (after a join or move), or nothing. */
export type VoiceStateUpdateAnswer = { server: GatewayVoiceServerUpdateData | null } | { ignored: string };

/**
 * Handles a bot's Voice State Update (op 4) as the service does, without audio: `guild_id` a guild of the
 * session, `channel_id` a voice or stage channel there that the bot may view and connect to (it joins, or
 * moves, with `self_mute` and `self_deaf`; on a stage, suppressed), or null (it leaves). The guild is told
 * by VOICE_STATE_UPDATE (GUILD_VOICE_STATES), and a join or move answers the session with
 * VOICE_SERVER_UPDATE: a fresh token and {@link emulatorVoiceEndpoint}. What the service would ignore (a
 * payload that is not an object, a guild of another session or shard, a channel the bot may not join) is
 * ignored, with the reason for the log.
 * @see {@link https://discord.com/developers/docs/topics/voice-connections#retrieving-voice-server-information | Retrieving voice server information}
 */
export function voiceStateUpdate(
  context: EmulatorContext,
  application: EmulatorApplication,
  session: { owns(guildId: string): boolean },
  d: unknown,
): VoiceStateUpdateAnswer {
  if (!isJsonObject(d)) return { ignored: 'its payload is not an object' };
  const guildId = ownValue(d, 'guild_id');
  const guild =
    typeof guildId === 'string' && application.guildIds.includes(guildId) && session.owns(guildId)
      ? context.state.world.guilds.find((g) => g.id === guildId)
      : undefined;
  if (!guild) return { ignored: `guild_id ${JSON.stringify(guildId)} is not a guild of this session` };
  const channelId = ownValue(d, 'channel_id');
  if (channelId === null || channelId === undefined) {
    leaveVoice(context, guild, application.bot.id);
    return { server: null };
  }
  if (typeof channelId !== 'string') return { ignored: 'its channel_id is no snowflake' };
  const flag = (key: string) =>
    ownValue(d, key) === true ? true : ownValue(d, key) === false ? false : undefined;
  const selfMute = flag('self_mute');
  const selfDeaf = flag('self_deaf');
  try {
    joinVoice(context, guild, application.bot.id, channelId, {
      ...(selfMute !== undefined ? { selfMute } : {}),
      ...(selfDeaf !== undefined ? { selfDeaf } : {}),
    });
  } catch (error) {
    // The gateway answers no refusal: the service just does not move the bot.
    if (error instanceof HttpError) return { ignored: error.message };
    throw error;
  }
  return {
    server: { token: randomBytes(16).toString('hex'), guild_id: guild.id, endpoint: emulatorVoiceEndpoint },
  };
}
