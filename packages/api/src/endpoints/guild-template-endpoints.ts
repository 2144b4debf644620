import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  APIGuildTemplate,
  RESTPatchAPIGuildTemplateJSONBody,
  RESTPostAPIGuildTemplateJSONBody,
} from '../types/guild-template.js';
import { defineEndpoint } from './define-endpoint.js';

const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;
const template = '/guilds/:guildId/templates/:code';

/**
 * A guild's templates (one at most): listed, made, synced, edited and deleted per guild, and read by code.
 * @see {@link https://discord.com/developers/docs/resources/guild-template | Guild Template resource}
 */
export const GuildTemplateEndpoints = {
  getGuildTemplate: defineEndpoint<{ result: APIGuildTemplate }>()({
    operationId: 'get_guild_template',
    method: 'GET',
    route: '/guilds/templates/:code',
    auth: ['bot'],
    major: [],
    global: true,
    replay: 'always',
  }),
  listGuildTemplates: defineEndpoint<{ result: APIGuildTemplate[] }>()({
    operationId: 'list_guild_templates',
    method: 'GET',
    route: '/guilds/:guildId/templates',
    ...perGuild,
    replay: 'always',
  }),
  createGuildTemplate: defineEndpoint<{ body: RESTPostAPIGuildTemplateJSONBody; result: APIGuildTemplate }>()(
    {
      operationId: 'create_guild_template',
      method: 'POST',
      route: '/guilds/:guildId/templates',
      ...perGuild,
      // A second create is refused (30031: one template per guild).
      replay: 'unsent-only',
    },
  ),
  syncGuildTemplate: defineEndpoint<{ result: APIGuildTemplate }>()({
    operationId: 'sync_guild_template',
    method: 'PUT',
    route: template,
    ...perGuild,
    // Syncing again takes the same guild.
    replay: 'always',
  }),
  updateGuildTemplate: defineEndpoint<{
    body: RESTPatchAPIGuildTemplateJSONBody;
    result: APIGuildTemplate;
  }>()({
    operationId: 'update_guild_template',
    method: 'PATCH',
    route: template,
    ...perGuild,
    replay: 'always',
  }),
  deleteGuildTemplate: defineEndpoint<{ result: APIGuildTemplate }>()({
    operationId: 'delete_guild_template',
    method: 'DELETE',
    route: template,
    ...perGuild,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownGuildTemplate,
  }),
} as const;
