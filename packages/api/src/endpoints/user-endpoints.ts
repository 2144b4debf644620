import { RESTJSONErrorCodes } from '../error-codes.js';
import type { APIDMChannel } from '../types/channel.js';
import type {
  RESTGetAPICurrentUserGuildsQuery,
  RESTPostAPICurrentUserCreateDMChannelJSONBody,
} from '../types/channel-message-bodies.js';
import type { APIConnection } from '../types/connection.js';
import type { APIGuildMember, APIPartialGuild } from '../types/guild.js';
import type { APICurrentUser, RESTPatchAPICurrentUserJSONBody } from '../types/oauth2.js';
import type { APIUser } from '../types/resolved-objects.js';
import { defineEndpoint } from './define-endpoint.js';

const read = { major: [], global: true, replay: 'always' } as const;

/**
 * The user operations: the current user (the bot, or a Bearer token's user), any user, the current
 * user's guilds and (for a Bearer token) its member in one of them and its connected accounts, and
 * opening a DM.
 * @see {@link https://discord.com/developers/docs/resources/user | User resource}
 */
export const UserEndpoints = {
  getMyUser: defineEndpoint<{ result: APICurrentUser }>()({
    operationId: 'get_my_user',
    method: 'GET',
    route: '/users/@me',
    auth: ['bot', 'bearer'],
    scopes: ['identify'],
    ...read,
  }),
  getUser: defineEndpoint<{ result: APIUser }>()({
    operationId: 'get_user',
    method: 'GET',
    route: '/users/:userId',
    auth: ['bot'],
    ...read,
  }),
  listMyGuilds: defineEndpoint<{ result: APIPartialGuild[]; query: RESTGetAPICurrentUserGuildsQuery }>()({
    operationId: 'list_my_guilds',
    method: 'GET',
    route: '/users/@me/guilds',
    auth: ['bot', 'bearer'],
    scopes: ['guilds'],
    ...read,
    query: ['before', 'after', 'limit', 'with_counts'],
  }),
  getMyGuildMember: defineEndpoint<{ result: APIGuildMember }>()({
    operationId: 'get_my_guild_member',
    method: 'GET',
    route: '/users/@me/guilds/:guildId/member',
    auth: ['bearer'],
    scopes: ['guilds.members.read'],
    ...read,
  }),
  listMyConnections: defineEndpoint<{ result: APIConnection[] }>()({
    operationId: 'list_my_connections',
    method: 'GET',
    route: '/users/@me/connections',
    // The document also lists Bot tokens; the docs: "Requires the `connections` OAuth2 scope".
    auth: ['bearer'],
    scopes: ['connections'],
    ...read,
  }),
  createDm: defineEndpoint<{ body: RESTPostAPICurrentUserCreateDMChannelJSONBody; result: APIDMChannel }>()({
    operationId: 'create_dm',
    method: 'POST',
    route: '/users/@me/channels',
    auth: ['bot'],
    major: [],
    global: true,
    // Opening a DM that is open answers the same channel.
    replay: 'always',
  }),
  leaveGuild: defineEndpoint()({
    operationId: 'leave_guild',
    method: 'DELETE',
    route: '/users/@me/guilds/:guildId',
    auth: ['bot'],
    major: [],
    global: true,
    // Leaving twice ends where leaving once did (the second is 10004).
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownGuild,
  }),
  updateMyUser: defineEndpoint<{ body: RESTPatchAPICurrentUserJSONBody; result: APICurrentUser }>()({
    operationId: 'update_my_user',
    method: 'PATCH',
    route: '/users/@me',
    auth: ['bot'],
    major: [],
    global: true,
    // The same edit twice ends where once did.
    replay: 'always',
  }),
} as const;
