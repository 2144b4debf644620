import { RESTJSONErrorCodes } from '../error-codes.js';
import type { APIRole } from '../types/resolved-objects.js';
import type {
  RESTGetAPIGuildRoleMemberCountsResult,
  RESTPatchAPIGuildRoleJSONBody,
  RESTPatchAPIGuildRolePositionsJSONBody,
  RESTPostAPIGuildRoleJSONBody,
} from '../types/role-bodies.js';
import { defineEndpoint } from './define-endpoint.js';

const roles = '/guilds/:guildId/roles';
const role = '/guilds/:guildId/roles/:roleId';
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;

/**
 * The role operations of a guild, limited per guild.
 * @see {@link https://discord.com/developers/docs/topics/permissions#role-object | Role object}
 */
export const RoleEndpoints = {
  listGuildRoles: defineEndpoint<{ result: APIRole[] }>()({
    operationId: 'list_guild_roles',
    method: 'GET',
    route: roles,
    ...perGuild,
    replay: 'always',
  }),
  createGuildRole: defineEndpoint<{ body: RESTPostAPIGuildRoleJSONBody; result: APIRole }>()({
    operationId: 'create_guild_role',
    method: 'POST',
    route: roles,
    ...perGuild,
    // Sent twice, it makes two roles.
    replay: 'unsent-only',
    reason: true,
  }),
  bulkUpdateGuildRoles: defineEndpoint<{ body: RESTPatchAPIGuildRolePositionsJSONBody; result: APIRole[] }>()(
    {
      operationId: 'bulk_update_guild_roles',
      method: 'PATCH',
      route: roles,
      ...perGuild,
      replay: 'always',
      reason: true,
    },
  ),
  guildRoleMemberCounts: defineEndpoint<{ result: RESTGetAPIGuildRoleMemberCountsResult }>()({
    operationId: 'guild_role_member_counts',
    method: 'GET',
    route: '/guilds/:guildId/roles/member-counts',
    ...perGuild,
    replay: 'always',
  }),
  getGuildRole: defineEndpoint<{ result: APIRole }>()({
    operationId: 'get_guild_role',
    method: 'GET',
    route: role,
    ...perGuild,
    replay: 'always',
  }),
  updateGuildRole: defineEndpoint<{ body: RESTPatchAPIGuildRoleJSONBody; result: APIRole }>()({
    operationId: 'update_guild_role',
    method: 'PATCH',
    route: role,
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  deleteGuildRole: defineEndpoint()({
    operationId: 'delete_guild_role',
    method: 'DELETE',
    route: role,
    ...perGuild,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownRole,
    reason: true,
  }),
} as const;
