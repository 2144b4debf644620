import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  APIBan,
  RESTGetAPIGuildBansQuery,
  RESTPostAPIGuildBulkBanJSONBody,
  RESTPostAPIGuildBulkBanResult,
  RESTPutAPIGuildBanJSONBody,
} from '../types/guild-ban.js';
import { defineEndpoint } from './define-endpoint.js';

const ban = '/guilds/:guildId/bans/:userId';
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;

/**
 * The bans of a guild, limited per guild.
 * @see {@link https://discord.com/developers/docs/resources/guild#ban-object | Ban object}
 */
export const GuildBanEndpoints = {
  listGuildBans: defineEndpoint<{ result: APIBan[]; query: RESTGetAPIGuildBansQuery }>()({
    operationId: 'list_guild_bans',
    method: 'GET',
    route: '/guilds/:guildId/bans',
    ...perGuild,
    replay: 'always',
    query: ['limit', 'before', 'after'],
  }),
  getGuildBan: defineEndpoint<{ result: APIBan }>()({
    operationId: 'get_guild_ban',
    method: 'GET',
    route: ban,
    ...perGuild,
    replay: 'always',
  }),
  banUserFromGuild: defineEndpoint<{ body: RESTPutAPIGuildBanJSONBody }>()({
    operationId: 'ban_user_from_guild',
    method: 'PUT',
    route: ban,
    ...perGuild,
    // A second ban of a banned user changes nothing.
    replay: 'always',
    reason: true,
  }),
  unbanUserFromGuild: defineEndpoint()({
    operationId: 'unban_user_from_guild',
    method: 'DELETE',
    route: ban,
    ...perGuild,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownBan,
    reason: true,
  }),
  bulkBanUsersFromGuild: defineEndpoint<{
    body: RESTPostAPIGuildBulkBanJSONBody;
    result: RESTPostAPIGuildBulkBanResult;
  }>()({
    operationId: 'bulk_ban_users_from_guild',
    method: 'POST',
    route: '/guilds/:guildId/bulk-ban',
    ...perGuild,
    // Banning the same users again bans nobody new.
    replay: 'always',
    reason: true,
  }),
} as const;
