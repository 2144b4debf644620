import type {
  APIGuildApplicationCommandPermissions,
  RESTPutAPIApplicationCommandPermissionsJSONBody,
} from '../types/application-command-permissions.js';
import { defineEndpoint } from './define-endpoint.js';

const scopes = ['applications.commands.permissions.update'] as const;
const perGuild = { major: ['guildId'], global: true, replay: 'always' } as const;

/**
 * The command permission operations of one guild: reading them (the bot, or a Bearer token), and
 * editing one command's (a Bearer token of a user who may manage the guild and its roles, only).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Permissions}
 */
export const CommandPermissionEndpoints = {
  listGuildApplicationCommandPermissions: defineEndpoint<{
    result: APIGuildApplicationCommandPermissions[];
  }>()({
    operationId: 'list_guild_application_command_permissions',
    method: 'GET',
    route: '/applications/:applicationId/guilds/:guildId/commands/permissions',
    auth: ['bot', 'bearer'],
    scopes,
    ...perGuild,
  }),
  getGuildApplicationCommandPermissions: defineEndpoint<{
    result: APIGuildApplicationCommandPermissions;
  }>()({
    operationId: 'get_guild_application_command_permissions',
    method: 'GET',
    route: '/applications/:applicationId/guilds/:guildId/commands/:commandId/permissions',
    auth: ['bot', 'bearer'],
    scopes,
    ...perGuild,
  }),
  setGuildApplicationCommandPermissions: defineEndpoint<{
    body: RESTPutAPIApplicationCommandPermissionsJSONBody;
    result: APIGuildApplicationCommandPermissions;
  }>()({
    operationId: 'set_guild_application_command_permissions',
    method: 'PUT',
    route: '/applications/:applicationId/guilds/:guildId/commands/:commandId/permissions',
    // The document lists the bot token too; the service refuses it (50024): a user's token only.
    auth: ['bearer'],
    scopes,
    ...perGuild,
  }),
  batchEditApplicationCommandPermissions: defineEndpoint()({
    operationId: null,
    notInDocument:
      "Batch Edit Application Command Permissions (PUT on the guild's command permissions) was disabled by the service and dropped from the document; the service answers 405, and so does the emulator, so a caller learns it is gone.",
    method: 'PUT',
    route: '/applications/:applicationId/guilds/:guildId/commands/permissions',
    auth: ['bot', 'bearer'],
    scopes,
    ...perGuild,
  }),
} as const;
