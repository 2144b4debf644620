import type { RESTGetAPIGuildMembersQuery } from '../types/channel-message-bodies.js';
import type { APIGuildMember } from '../types/guild.js';
import { defineEndpoint } from './define-endpoint.js';

const perGuild = { auth: ['bot'], major: ['guildId'], global: true, replay: 'always' } as const;

/**
 * The member operations of a guild, limited per guild.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-member-object | Guild member}
 */
export const GuildMemberEndpoints = {
  listGuildMembers: defineEndpoint<{ result: APIGuildMember[]; query: RESTGetAPIGuildMembersQuery }>()({
    operationId: 'list_guild_members',
    method: 'GET',
    route: '/guilds/:guildId/members',
    ...perGuild,
    query: ['limit', 'after'],
  }),
  getGuildMember: defineEndpoint<{ result: APIGuildMember }>()({
    operationId: 'get_guild_member',
    method: 'GET',
    route: '/guilds/:guildId/members/:userId',
    ...perGuild,
  }),
} as const;
