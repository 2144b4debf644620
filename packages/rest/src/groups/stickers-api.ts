import {
  type APISticker,
  type APIStickerPack,
  Endpoints,
  type RESTGetStickerPacksResult,
  type RESTPatchAPIGuildStickerJSONBody,
  type RESTPostAPIGuildStickerFormDataBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { MessageFile } from '../files/message-file.js';

/**
 * Stickers (`rest.stickers`, Bot token): a guild's (limited per guild; made with Create Expressions from a
 * PNG, APNG, GIF or Lottie file of at most 512 KiB, edited and deleted by their uploader or with Manage
 * Expressions, `reason` for the audit log), any sticker by id, and the standard packs.
 * @example
 * const sticker = await rest.stickers.createGuildSticker(guildId, { name: 'wave', tags: 'wave' }, { name: 'wave.png', data: pngBytes });
 * await rest.messages.createMessage(channelId, { sticker_ids: [sticker.id] });
 * @see {@link https://discord.com/developers/docs/resources/sticker | Sticker resource}
 */
export class StickersAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A guild's stickers (`GET /guilds/{guild.id}/stickers`); each with `user` when the bot may create or
   * manage expressions.
   * @example
   * const stickers = await rest.stickers.getGuildStickers(guildId);
   * @see {@link https://discord.com/developers/docs/resources/sticker#list-guild-stickers | List Guild Stickers}
   */
  getGuildStickers(guildId: Snowflake, options?: CallOptions): Promise<APISticker[]> {
    return this.#core.send(Endpoints.listGuildStickers, { guildId }, undefined, options);
  }

  /**
   * One of a guild's stickers (`GET /guilds/{guild.id}/stickers/{sticker.id}`).
   * @example
   * const sticker = await rest.stickers.getGuildSticker(guildId, stickerId);
   * @see {@link https://discord.com/developers/docs/resources/sticker#get-guild-sticker | Get Guild Sticker}
   */
  getGuildSticker(guildId: Snowflake, stickerId: Snowflake, options?: CallOptions): Promise<APISticker> {
    return this.#core.send(Endpoints.getGuildSticker, { guildId, stickerId }, undefined, options);
  }

  /**
   * Makes a guild sticker (`POST /guilds/{guild.id}/stickers`, multipart: the fields and the file as the
   * part `file`; Create Expressions): a name of 2-30 characters, tags (a unicode emoji's name), an optional
   * description of 2-100, a PNG, APNG, GIF or Lottie file of at most 512 KiB. Refused with 30039 when the
   * guild holds all it may; never replayed after an ambiguous failure.
   * @example
   * await rest.stickers.createGuildSticker(guildId, { name: 'wave', tags: 'wave' }, { name: 'wave.png', data: pngBytes }, { reason: 'new sticker' });
   * @see {@link https://discord.com/developers/docs/resources/sticker#create-guild-sticker | Create Guild Sticker}
   */
  createGuildSticker(
    guildId: Snowflake,
    body: RESTPostAPIGuildStickerFormDataBody,
    file: MessageFile,
    options?: AuditLogOptions,
  ): Promise<APISticker> {
    return this.#core.send(Endpoints.createGuildSticker, { guildId }, body, {
      ...options,
      files: [file],
      caller: 'createGuildSticker()',
    });
  }

  /**
   * Edits a guild sticker's name, tags or description (`PATCH /guilds/{guild.id}/stickers/{sticker.id}`).
   * @example
   * await rest.stickers.editGuildSticker(guildId, stickerId, { description: 'Hello there' });
   * @see {@link https://discord.com/developers/docs/resources/sticker#modify-guild-sticker | Modify Guild Sticker}
   */
  editGuildSticker(
    guildId: Snowflake,
    stickerId: Snowflake,
    body: RESTPatchAPIGuildStickerJSONBody,
    options?: AuditLogOptions,
  ): Promise<APISticker> {
    return this.#core.send(Endpoints.updateGuildSticker, { guildId, stickerId }, body, options);
  }

  /**
   * Deletes a guild sticker (`DELETE /guilds/{guild.id}/stickers/{sticker.id}`); a retry that finds it
   * already gone (10060) resolves.
   * @example
   * await rest.stickers.deleteGuildSticker(guildId, stickerId, { reason: 'unused' });
   * @see {@link https://discord.com/developers/docs/resources/sticker#delete-guild-sticker | Delete Guild Sticker}
   */
  deleteGuildSticker(guildId: Snowflake, stickerId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.deleteGuildSticker, { guildId, stickerId }, undefined, options);
  }

  /**
   * A sticker by id (`GET /stickers/{sticker.id}`): a standard one, or a guild's.
   * @example
   * const sticker = await rest.stickers.getSticker(stickerId);
   * @see {@link https://discord.com/developers/docs/resources/sticker#get-sticker | Get Sticker}
   */
  getSticker(stickerId: Snowflake, options?: CallOptions): Promise<APISticker> {
    return this.#core.send(Endpoints.getSticker, { stickerId }, undefined, options);
  }

  /**
   * The standard sticker packs (`GET /sticker-packs`).
   * @example
   * const { sticker_packs } = await rest.stickers.getStickerPacks();
   * @see {@link https://discord.com/developers/docs/resources/sticker#list-sticker-packs | List Sticker Packs}
   */
  getStickerPacks(options?: CallOptions): Promise<RESTGetStickerPacksResult> {
    return this.#core.send(Endpoints.listStickerPacks, {}, undefined, options);
  }

  /**
   * One standard sticker pack (`GET /sticker-packs/{pack.id}`).
   * @example
   * const pack = await rest.stickers.getStickerPack(packId);
   * @see {@link https://discord.com/developers/docs/resources/sticker#get-sticker-pack | Get Sticker Pack}
   */
  getStickerPack(packId: Snowflake, options?: CallOptions): Promise<APIStickerPack> {
    return this.#core.send(Endpoints.getStickerPack, { packId }, undefined, options);
  }
}
