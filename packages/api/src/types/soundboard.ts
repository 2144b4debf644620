import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/**
 * A soundboard sound: one of the service's default sounds (no `guild_id`), or a guild's.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#soundboard-sound-object | Soundboard Sound object}
 */
export interface APISoundboardSound {
  name: string;
  sound_id: Snowflake;
  /** From 0 to 1. */
  volume: number;
  /** The sound's custom emoji, or null. */
  emoji_id: Snowflake | null;
  /** The sound's standard emoji (a unicode character), or null. */
  emoji_name: string | null;
  guild_id?: Snowflake;
  /** Whether it can be used (a guild that lost its boosts may not use every sound). */
  available: boolean;
  /** Who uploaded it, for a bot with Create or Manage Expressions. */
  user?: APIUser;
}

/**
 * The answer of `GET /guilds/{guild.id}/soundboard-sounds`.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#list-guild-soundboard-sounds | List Guild Soundboard Sounds}
 */
export interface RESTGetAPIGuildSoundboardSoundsResult {
  items: APISoundboardSound[];
}

/**
 * The body of `POST /guilds/{guild.id}/soundboard-sounds` (Create Expressions).
 * @see {@link https://discord.com/developers/docs/resources/soundboard#create-guild-soundboard-sound | Create Guild Soundboard Sound}
 */
export interface RESTPostAPIGuildSoundboardSoundJSONBody {
  /** 2-32 characters. */
  name: string;
  /** MP3 or Ogg data, as a data URI (`data:audio/mpeg;base64,…`), at most 512 KiB. */
  sound: string;
  /** From 0 to 1; 1 by default. */
  volume?: number | null;
  emoji_id?: Snowflake | null;
  emoji_name?: string | null;
}

/**
 * The body of `PATCH /guilds/{guild.id}/soundboard-sounds/{sound.id}`.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#modify-guild-soundboard-sound | Modify Guild Soundboard Sound}
 */
export type RESTPatchAPIGuildSoundboardSoundJSONBody = Partial<
  Omit<RESTPostAPIGuildSoundboardSoundJSONBody, 'sound'>
>;

/**
 * The body of `POST /channels/{channel.id}/send-soundboard-sound`: the sound, and the guild it is from
 * when it is another guild's.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#send-soundboard-sound | Send Soundboard Sound}
 */
export interface RESTPostAPISendSoundboardSoundJSONBody {
  sound_id: Snowflake;
  source_guild_id?: Snowflake | null;
}

/**
 * VOICE_CHANNEL_EFFECT_SEND: someone sent an effect (here a soundboard sound) in a voice channel the bot is
 * connected to.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#voice-channel-effect-send | Voice Channel Effect Send}
 */
export interface GatewayVoiceChannelEffectSendData {
  channel_id: Snowflake;
  guild_id: Snowflake;
  user_id: Snowflake;
  emoji?: { id: Snowflake | null; name: string | null } | null;
  /** 0 PREMIUM, 1 BASIC. */
  animation_type?: number | null;
  animation_id?: number;
  sound_id?: Snowflake | number;
  sound_volume?: number;
}
