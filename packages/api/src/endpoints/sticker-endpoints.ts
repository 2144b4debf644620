import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  APISticker,
  APIStickerPack,
  RESTGetStickerPacksResult,
  RESTPatchAPIGuildStickerJSONBody,
  RESTPostAPIGuildStickerFormDataBody,
} from '../types/sticker.js';
import { defineEndpoint } from './define-endpoint.js';

const guildStickers = '/guilds/:guildId/stickers';
const guildSticker = '/guilds/:guildId/stickers/:stickerId';
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;
const read = { auth: ['bot'], major: [], global: true, replay: 'always' } as const;

/**
 * Stickers: a guild's (listed and read by any bot there; made with Create Expressions from a PNG, APNG,
 * GIF or Lottie file; edited and deleted by their maker with it or by anyone with Manage Expressions),
 * limited per guild; and any sticker by id and the standard packs.
 * @see {@link https://discord.com/developers/docs/resources/sticker | Sticker resource}
 */
export const StickerEndpoints = {
  listGuildStickers: defineEndpoint<{ result: APISticker[] }>()({
    operationId: 'list_guild_stickers',
    method: 'GET',
    route: guildStickers,
    ...perGuild,
    replay: 'always',
  }),
  createGuildSticker: defineEndpoint<{ body: RESTPostAPIGuildStickerFormDataBody; result: APISticker }>()({
    operationId: 'create_guild_sticker',
    method: 'POST',
    route: guildStickers,
    ...perGuild,
    // Sent twice, it makes two stickers.
    replay: 'unsent-only',
    reason: true,
    files: { at: 'form', mode: 'create' },
  }),
  getGuildSticker: defineEndpoint<{ result: APISticker }>()({
    operationId: 'get_guild_sticker',
    method: 'GET',
    route: guildSticker,
    ...perGuild,
    replay: 'always',
  }),
  updateGuildSticker: defineEndpoint<{ body: RESTPatchAPIGuildStickerJSONBody; result: APISticker }>()({
    operationId: 'update_guild_sticker',
    method: 'PATCH',
    route: guildSticker,
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  deleteGuildSticker: defineEndpoint()({
    operationId: 'delete_guild_sticker',
    method: 'DELETE',
    route: guildSticker,
    ...perGuild,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownSticker,
    reason: true,
  }),
  getSticker: defineEndpoint<{ result: APISticker }>()({
    operationId: 'get_sticker',
    method: 'GET',
    route: '/stickers/:stickerId',
    ...read,
  }),
  listStickerPacks: defineEndpoint<{ result: RESTGetStickerPacksResult }>()({
    operationId: 'list_sticker_packs',
    method: 'GET',
    route: '/sticker-packs',
    ...read,
  }),
  getStickerPack: defineEndpoint<{ result: APIStickerPack }>()({
    operationId: 'get_sticker_pack',
    method: 'GET',
    route: '/sticker-packs/:packId',
    ...read,
  }),
} as const;
