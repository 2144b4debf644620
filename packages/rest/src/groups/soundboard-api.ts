import {
  type APISoundboardSound,
  Endpoints,
  type RESTGetAPIGuildSoundboardSoundsResult,
  type RESTPatchAPIGuildSoundboardSoundJSONBody,
  type RESTPostAPIGuildSoundboardSoundJSONBody,
  type RESTPostAPISendSoundboardSoundJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * The soundboard (`rest.soundboard`, Bot token): the default sounds, a guild's sounds (made with Create
 * Expressions from MP3 or Ogg data, managed by their uploader or with Manage Expressions; `reason` for the
 * audit log), and playing a sound in the voice channel the bot is connected to.
 * @example
 * const made = await rest.soundboard.createGuildSoundboardSound(guildId, { name: 'tada', sound: 'data:audio/ogg;base64,…' });
 * await rest.soundboard.sendSoundboardSound(voiceChannelId, { sound_id: made.sound_id });
 * @see {@link https://discord.com/developers/docs/resources/soundboard | Soundboard resource}
 */
export class SoundboardAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * The sounds every user may play (`GET /soundboard-default-sounds`).
   * @example
   * const defaults = await rest.soundboard.getDefaultSoundboardSounds();
   * @see {@link https://discord.com/developers/docs/resources/soundboard#list-default-soundboard-sounds | List Default Soundboard Sounds}
   */
  getDefaultSoundboardSounds(options?: CallOptions): Promise<APISoundboardSound[]> {
    return this.#core.send(Endpoints.getSoundboardDefaultSounds, {}, undefined, options);
  }

  /**
   * A guild's sounds (`GET /guilds/{guild.id}/soundboard-sounds`), as `{ items }`; each with `user` when the
   * bot has Create or Manage Expressions.
   * @example
   * const { items } = await rest.soundboard.getGuildSoundboardSounds(guildId);
   * @see {@link https://discord.com/developers/docs/resources/soundboard#list-guild-soundboard-sounds | List Guild Soundboard Sounds}
   */
  getGuildSoundboardSounds(
    guildId: Snowflake,
    options?: CallOptions,
  ): Promise<RESTGetAPIGuildSoundboardSoundsResult> {
    return this.#core.send(Endpoints.listGuildSoundboardSounds, { guildId }, undefined, options);
  }

  /**
   * One of a guild's sounds (`GET /guilds/{guild.id}/soundboard-sounds/{sound.id}`); 10097 for another id.
   * @example
   * const sound = await rest.soundboard.getGuildSoundboardSound(guildId, soundId);
   * @see {@link https://discord.com/developers/docs/resources/soundboard#get-guild-soundboard-sound | Get Guild Soundboard Sound}
   */
  getGuildSoundboardSound(
    guildId: Snowflake,
    soundId: Snowflake,
    options?: CallOptions,
  ): Promise<APISoundboardSound> {
    return this.#core.send(Endpoints.getGuildSoundboardSound, { guildId, soundId }, undefined, options);
  }

  /**
   * Makes a guild sound (`POST /guilds/{guild.id}/soundboard-sounds`; Create Expressions): `name` 2-32
   * characters, `sound` an MP3 or Ogg data URI of at most 512 KiB, `volume` 0-1; 30045 when the guild's
   * slots are full. Never replayed after an ambiguous failure.
   * @example
   * await rest.soundboard.createGuildSoundboardSound(guildId, { name: 'tada', sound, emoji_name: '🎉' }, { reason: 'party' });
   * @see {@link https://discord.com/developers/docs/resources/soundboard#create-guild-soundboard-sound | Create Guild Soundboard Sound}
   */
  createGuildSoundboardSound(
    guildId: Snowflake,
    body: RESTPostAPIGuildSoundboardSoundJSONBody,
    options?: AuditLogOptions,
  ): Promise<APISoundboardSound> {
    return this.#core.send(Endpoints.createGuildSoundboardSound, { guildId }, body, options);
  }

  /**
   * Edits a guild sound's name, volume or emoji (`PATCH /guilds/{guild.id}/soundboard-sounds/{sound.id}`).
   * @example
   * await rest.soundboard.editGuildSoundboardSound(guildId, soundId, { volume: 0.5 });
   * @see {@link https://discord.com/developers/docs/resources/soundboard#modify-guild-soundboard-sound | Modify Guild Soundboard Sound}
   */
  editGuildSoundboardSound(
    guildId: Snowflake,
    soundId: Snowflake,
    body: RESTPatchAPIGuildSoundboardSoundJSONBody,
    options?: AuditLogOptions,
  ): Promise<APISoundboardSound> {
    return this.#core.send(Endpoints.updateGuildSoundboardSound, { guildId, soundId }, body, options);
  }

  /**
   * Deletes a guild sound (`DELETE /guilds/{guild.id}/soundboard-sounds/{sound.id}`).
   * @example
   * await rest.soundboard.deleteGuildSoundboardSound(guildId, soundId, { reason: 'too loud' });
   * @see {@link https://discord.com/developers/docs/resources/soundboard#delete-guild-soundboard-sound | Delete Guild Soundboard Sound}
   */
  deleteGuildSoundboardSound(
    guildId: Snowflake,
    soundId: Snowflake,
    options?: AuditLogOptions,
  ): Promise<void> {
    return this.#core.send(Endpoints.deleteGuildSoundboardSound, { guildId, soundId }, undefined, options);
  }

  /**
   * Plays a sound in the voice channel the bot is connected to (`POST
   * /channels/{channel.id}/send-soundboard-sound`; Speak and Use Soundboard, not muted, deafened or
   * suppressed); `source_guild_id` for another guild's sound (Use External Sounds).
   * @example
   * await rest.soundboard.sendSoundboardSound(voiceChannelId, { sound_id: '1' });
   * @see {@link https://discord.com/developers/docs/resources/soundboard#send-soundboard-sound | Send Soundboard Sound}
   */
  sendSoundboardSound(
    channelId: Snowflake,
    body: RESTPostAPISendSoundboardSoundJSONBody,
    options?: CallOptions,
  ): Promise<void> {
    return this.#core.send(Endpoints.sendSoundboardSound, { channelId }, body, options);
  }
}
