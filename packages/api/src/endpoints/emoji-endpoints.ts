import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  APIEmoji,
  RESTGetAPIApplicationEmojisResult,
  RESTPatchAPIApplicationEmojiJSONBody,
  RESTPatchAPIGuildEmojiJSONBody,
  RESTPostAPIApplicationEmojiJSONBody,
  RESTPostAPIGuildEmojiJSONBody,
} from '../types/emoji.js';
import { defineEndpoint } from './define-endpoint.js';

const guildEmojis = '/guilds/:guildId/emojis';
const guildEmoji = '/guilds/:guildId/emojis/:emojiId';
const appEmojis = '/applications/:applicationId/emojis';
const appEmoji = '/applications/:applicationId/emojis/:emojiId';
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;
// The service names no major parameter for an application's routes.
const perApp = { auth: ['bot'], major: [], global: true } as const;
const goneEmoji = { goneCode: RESTJSONErrorCodes.UnknownEmoji } as const;

/**
 * The custom emojis of a guild (listed and read by any bot there; made with Create Expressions, edited and
 * deleted by their maker with it or by anyone with Manage Expressions), limited per guild, and those of an
 * application (its bot's alone).
 * @see {@link https://discord.com/developers/docs/resources/emoji | Emoji resource}
 */
export const EmojiEndpoints = {
  listGuildEmojis: defineEndpoint<{ result: APIEmoji[] }>()({
    operationId: 'list_guild_emojis',
    method: 'GET',
    route: guildEmojis,
    ...perGuild,
    replay: 'always',
  }),
  createGuildEmoji: defineEndpoint<{ body: RESTPostAPIGuildEmojiJSONBody; result: APIEmoji }>()({
    operationId: 'create_guild_emoji',
    method: 'POST',
    route: guildEmojis,
    ...perGuild,
    // Sent twice, it makes two emojis.
    replay: 'unsent-only',
    reason: true,
  }),
  getGuildEmoji: defineEndpoint<{ result: APIEmoji }>()({
    operationId: 'get_guild_emoji',
    method: 'GET',
    route: guildEmoji,
    ...perGuild,
    replay: 'always',
  }),
  updateGuildEmoji: defineEndpoint<{ body: RESTPatchAPIGuildEmojiJSONBody; result: APIEmoji }>()({
    operationId: 'update_guild_emoji',
    method: 'PATCH',
    route: guildEmoji,
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  deleteGuildEmoji: defineEndpoint()({
    operationId: 'delete_guild_emoji',
    method: 'DELETE',
    route: guildEmoji,
    ...perGuild,
    replay: 'always',
    ...goneEmoji,
    reason: true,
  }),
  listApplicationEmojis: defineEndpoint<{ result: RESTGetAPIApplicationEmojisResult }>()({
    operationId: 'list_application_emojis',
    method: 'GET',
    route: appEmojis,
    ...perApp,
    replay: 'always',
  }),
  createApplicationEmoji: defineEndpoint<{ body: RESTPostAPIApplicationEmojiJSONBody; result: APIEmoji }>()({
    operationId: 'create_application_emoji',
    method: 'POST',
    route: appEmojis,
    ...perApp,
    // Sent twice, the second is refused: the name is taken.
    replay: 'unsent-only',
  }),
  getApplicationEmoji: defineEndpoint<{ result: APIEmoji }>()({
    operationId: 'get_application_emoji',
    method: 'GET',
    route: appEmoji,
    ...perApp,
    replay: 'always',
  }),
  updateApplicationEmoji: defineEndpoint<{ body: RESTPatchAPIApplicationEmojiJSONBody; result: APIEmoji }>()({
    operationId: 'update_application_emoji',
    method: 'PATCH',
    route: appEmoji,
    ...perApp,
    replay: 'always',
  }),
  deleteApplicationEmoji: defineEndpoint()({
    operationId: 'delete_application_emoji',
    method: 'DELETE',
    route: appEmoji,
    ...perApp,
    replay: 'always',
    ...goneEmoji,
  }),
} as const;
