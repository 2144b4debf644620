import type { APIGuildChannel } from '../types/channel.js';
import type { APIGuild } from '../types/guild.js';
import { defineEndpoint } from './define-endpoint.js';

const perGuild = { auth: ['bot'], major: ['guildId'], global: true, replay: 'always' } as const;

/**
 * The guild operations, limited per guild.
 * @see {@link https://discord.com/developers/docs/resources/guild | Guild resource}
 */
export const GuildEndpoints = {
  getGuild: defineEndpoint<{ result: APIGuild; query: { with_counts?: boolean } }>()({
    operationId: 'get_guild',
    method: 'GET',
    route: '/guilds/:guildId',
    ...perGuild,
    query: ['with_counts'],
  }),
  listGuildChannels: defineEndpoint<{ result: APIGuildChannel[] }>()({
    operationId: 'list_guild_channels',
    method: 'GET',
    route: '/guilds/:guildId/channels',
    ...perGuild,
  }),
} as const;
