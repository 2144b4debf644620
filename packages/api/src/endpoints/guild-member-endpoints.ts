import { RESTJSONErrorCodes } from '../error-codes.js';
import type { RESTGetAPIGuildMembersQuery } from '../types/channel-message-bodies.js';
import type { APIGuildMember } from '../types/guild.js';
import type {
  RESTGetAPIGuildMembersSearchQuery,
  RESTPatchAPICurrentGuildMemberJSONBody,
  RESTPatchAPIGuildMemberJSONBody,
  RESTPutAPIGuildMemberJSONBody,
} from '../types/guild-member-bodies.js';
import { defineEndpoint } from './define-endpoint.js';

const member = '/guilds/:guildId/members/:userId';
const memberRole = '/guilds/:guildId/members/:userId/roles/:roleId';
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;

/**
 * The member operations of a guild, limited per guild: among them adding a user who granted the bot's
 * application `guilds.join`.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-member-object | Guild member}
 */
export const GuildMemberEndpoints = {
  listGuildMembers: defineEndpoint<{ result: APIGuildMember[]; query: RESTGetAPIGuildMembersQuery }>()({
    operationId: 'list_guild_members',
    method: 'GET',
    route: '/guilds/:guildId/members',
    ...perGuild,
    replay: 'always',
    query: ['limit', 'after'],
  }),
  searchGuildMembers: defineEndpoint<{
    result: APIGuildMember[];
    query: RESTGetAPIGuildMembersSearchQuery;
  }>()({
    operationId: 'search_guild_members',
    method: 'GET',
    route: '/guilds/:guildId/members/search',
    ...perGuild,
    replay: 'always',
    query: ['limit', 'query'],
  }),
  getGuildMember: defineEndpoint<{ result: APIGuildMember }>()({
    operationId: 'get_guild_member',
    method: 'GET',
    route: member,
    ...perGuild,
    replay: 'always',
  }),
  addGuildMember: defineEndpoint<{
    body: RESTPutAPIGuildMemberJSONBody;
    result: APIGuildMember | undefined;
  }>()({
    operationId: 'add_guild_member',
    method: 'PUT',
    route: member,
    ...perGuild,
    // A second add finds the user a member already (204) and changes nothing.
    replay: 'always',
  }),
  updateGuildMember: defineEndpoint<{ body: RESTPatchAPIGuildMemberJSONBody; result: APIGuildMember }>()({
    operationId: 'update_guild_member',
    method: 'PATCH',
    route: member,
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  updateMyGuildMember: defineEndpoint<{
    body: RESTPatchAPICurrentGuildMemberJSONBody;
    result: APIGuildMember;
  }>()({
    operationId: 'update_my_guild_member',
    method: 'PATCH',
    route: '/guilds/:guildId/members/@me',
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  modifyCurrentUserNick: defineEndpoint<{
    body: { nick?: string | null };
    result: { nick: string | null };
  }>()({
    operationId: null,
    notInDocument:
      "Modify Current User Nick, deprecated for Modify Current Member but still in Discord's docs (Guild › Modify Current User Nick); discord.py 2.2 sets the bot's own nickname through it",
    method: 'PATCH',
    route: '/guilds/:guildId/members/@me/nick',
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  deleteGuildMember: defineEndpoint()({
    operationId: 'delete_guild_member',
    method: 'DELETE',
    route: member,
    ...perGuild,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownMember,
    reason: true,
  }),
  addGuildMemberRole: defineEndpoint()({
    operationId: 'add_guild_member_role',
    method: 'PUT',
    route: memberRole,
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  deleteGuildMemberRole: defineEndpoint()({
    operationId: 'delete_guild_member_role',
    method: 'DELETE',
    route: memberRole,
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
} as const;
