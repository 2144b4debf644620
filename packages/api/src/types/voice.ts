import type { Snowflake } from '../snowflake.js';
import type { APIGuildMember } from './guild.js';

/**
 * A user's connection to a guild's voice or stage channel (no audio: who is where, muted or not, allowed
 * to speak or not). `mute` and `deaf` are the server's (a moderator's); the `self_` fields the user's own.
 * @see {@link https://discord.com/developers/docs/resources/voice#voice-state-object | Voice State object}
 */
export interface APIVoiceState {
  guild_id?: Snowflake;
  /** The channel the user is connected to; null once they left. */
  channel_id: Snowflake | null;
  user_id: Snowflake;
  /** The member, in a guild's voice state (REST answers and VOICE_STATE_UPDATE). */
  member?: APIGuildMember;
  session_id: string;
  deaf: boolean;
  mute: boolean;
  self_deaf: boolean;
  self_mute: boolean;
  self_stream?: boolean;
  self_video: boolean;
  /** Whether the user may not speak (a stage channel's audience). */
  suppress: boolean;
  /** When the user asked to speak on a stage (ISO 8601), or null. */
  request_to_speak_timestamp: string | null;
}

/**
 * A voice region a voice or stage channel's `rtc_region` may name.
 * @see {@link https://discord.com/developers/docs/resources/voice#voice-region-object | Voice Region object}
 */
export interface APIVoiceRegion {
  id: string;
  name: string;
  /** True for the one region closest to the caller. */
  optimal: boolean;
  deprecated: boolean;
  custom: boolean;
}

/**
 * The body of `PATCH /guilds/{guild.id}/voice-states/@me`: in the stage channel the bot is in, suppress or
 * unsuppress itself (unsuppressing takes Mute Members) or ask to speak (Request to Speak).
 * @see {@link https://discord.com/developers/docs/resources/voice#modify-current-user-voice-state | Modify Current User Voice State}
 */
export interface RESTPatchAPIGuildVoiceStateCurrentMemberJSONBody {
  /** The stage channel the bot is in. */
  channel_id?: Snowflake;
  suppress?: boolean;
  /** A present or future time (ISO 8601), or null to withdraw the request. */
  request_to_speak_timestamp?: string | null;
}

/**
 * The body of `PATCH /guilds/{guild.id}/voice-states/{user.id}`: suppress or unsuppress a member in the
 * stage channel they are in (Mute Members).
 * @see {@link https://discord.com/developers/docs/resources/voice#modify-user-voice-state | Modify User Voice State}
 */
export interface RESTPatchAPIGuildVoiceStateUserJSONBody {
  /** The stage channel the member is in. */
  channel_id?: Snowflake;
  suppress?: boolean;
}
