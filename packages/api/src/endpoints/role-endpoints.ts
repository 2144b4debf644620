import type { APIRole } from '../types/resolved-objects.js';
import { defineEndpoint } from './define-endpoint.js';

const perGuild = { auth: ['bot'], major: ['guildId'], global: true, replay: 'always' } as const;

/**
 * The role operations of a guild, limited per guild.
 * @see {@link https://discord.com/developers/docs/topics/permissions#role-object | Role object}
 */
export const RoleEndpoints = {
  listGuildRoles: defineEndpoint<{ result: APIRole[] }>()({
    operationId: 'list_guild_roles',
    method: 'GET',
    route: '/guilds/:guildId/roles',
    ...perGuild,
  }),
} as const;
