import type { APIGuildVanityUrl } from '../types/guild-settings.js';
import { defineEndpoint } from './define-endpoint.js';

const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;

/**
 * A guild's own settings beyond its roles, members and channels, limited per guild.
 * @see {@link https://discord.com/developers/docs/resources/guild | Guild resource}
 */
export const GuildSettingsEndpoints = {
  getGuildVanityUrl: defineEndpoint<{ result: APIGuildVanityUrl }>()({
    operationId: 'get_guild_vanity_url',
    method: 'GET',
    route: '/guilds/:guildId/vanity-url',
    ...perGuild,
    replay: 'always',
  }),
} as const;
