import { RESTJSONErrorCodes } from '../error-codes.js';
import type { APIApplicationCommand } from '../types/application-command.js';
import type {
  RESTPatchAPIApplicationCommandJSONBody,
  RESTPostAPIApplicationCommandJSONBody,
  RESTPutAPIApplicationCommandsJSONBodyItem,
} from '../types/application-command-bodies.js';
import { defineEndpoint } from './define-endpoint.js';

/** The query of a command list: `with_localizations` adds every localization map. */
export interface RESTGetAPIApplicationCommandsQuery {
  with_localizations?: boolean;
}

// A token with applications.commands.update may manage the app's commands as its bot can.
const commandsAuth = { auth: ['bot', 'bearer'], scopes: ['applications.commands.update'] } as const;
// Reads, upserts by name, edits, overwrites and deletes all end in the same state when repeated.
const idempotent = { global: true, replay: 'always' } as const;
const gone = { goneCode: RESTJSONErrorCodes.UnknownApplicationCommand } as const;

const globalCommands = '/applications/:applicationId/commands';
const globalCommand = '/applications/:applicationId/commands/:commandId';
const guildCommands = '/applications/:applicationId/guilds/:guildId/commands';
const guildCommand = '/applications/:applicationId/guilds/:guildId/commands/:commandId';

/**
 * The application command operations, global and per guild.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#endpoints | Application command endpoints}
 */
export const ApplicationCommandEndpoints = {
  listApplicationCommands: defineEndpoint<{
    result: APIApplicationCommand[];
    query: RESTGetAPIApplicationCommandsQuery;
  }>()({
    operationId: 'list_application_commands',
    method: 'GET',
    route: globalCommands,
    ...commandsAuth,
    major: [],
    ...idempotent,
    query: ['with_localizations'],
  }),
  createApplicationCommand: defineEndpoint<{
    body: RESTPostAPIApplicationCommandJSONBody;
    result: APIApplicationCommand;
  }>()({
    operationId: 'create_application_command',
    method: 'POST',
    route: globalCommands,
    ...commandsAuth,
    major: [],
    // A create is an upsert by name: sent twice, it leaves one command.
    ...idempotent,
  }),
  bulkSetApplicationCommands: defineEndpoint<{
    body: readonly RESTPutAPIApplicationCommandsJSONBodyItem[];
    result: APIApplicationCommand[];
  }>()({
    operationId: 'bulk_set_application_commands',
    method: 'PUT',
    route: globalCommands,
    ...commandsAuth,
    major: [],
    ...idempotent,
  }),
  getApplicationCommand: defineEndpoint<{ result: APIApplicationCommand }>()({
    operationId: 'get_application_command',
    method: 'GET',
    route: globalCommand,
    ...commandsAuth,
    major: [],
    ...idempotent,
  }),
  updateApplicationCommand: defineEndpoint<{
    body: RESTPatchAPIApplicationCommandJSONBody;
    result: APIApplicationCommand;
  }>()({
    operationId: 'update_application_command',
    method: 'PATCH',
    route: globalCommand,
    ...commandsAuth,
    major: [],
    ...idempotent,
  }),
  deleteApplicationCommand: defineEndpoint()({
    operationId: 'delete_application_command',
    method: 'DELETE',
    route: globalCommand,
    ...commandsAuth,
    major: [],
    ...idempotent,
    ...gone,
  }),
  listGuildApplicationCommands: defineEndpoint<{
    result: APIApplicationCommand[];
    query: RESTGetAPIApplicationCommandsQuery;
  }>()({
    operationId: 'list_guild_application_commands',
    method: 'GET',
    route: guildCommands,
    ...commandsAuth,
    major: ['guildId'],
    ...idempotent,
    query: ['with_localizations'],
  }),
  createGuildApplicationCommand: defineEndpoint<{
    body: RESTPostAPIApplicationCommandJSONBody;
    result: APIApplicationCommand;
  }>()({
    operationId: 'create_guild_application_command',
    method: 'POST',
    route: guildCommands,
    ...commandsAuth,
    major: ['guildId'],
    ...idempotent,
  }),
  bulkSetGuildApplicationCommands: defineEndpoint<{
    body: readonly RESTPutAPIApplicationCommandsJSONBodyItem[];
    result: APIApplicationCommand[];
  }>()({
    operationId: 'bulk_set_guild_application_commands',
    method: 'PUT',
    route: guildCommands,
    ...commandsAuth,
    major: ['guildId'],
    ...idempotent,
  }),
  getGuildApplicationCommand: defineEndpoint<{ result: APIApplicationCommand }>()({
    operationId: 'get_guild_application_command',
    method: 'GET',
    route: guildCommand,
    ...commandsAuth,
    major: ['guildId'],
    ...idempotent,
  }),
  updateGuildApplicationCommand: defineEndpoint<{
    body: RESTPatchAPIApplicationCommandJSONBody;
    result: APIApplicationCommand;
  }>()({
    operationId: 'update_guild_application_command',
    method: 'PATCH',
    route: guildCommand,
    ...commandsAuth,
    major: ['guildId'],
    ...idempotent,
  }),
  deleteGuildApplicationCommand: defineEndpoint()({
    operationId: 'delete_guild_application_command',
    method: 'DELETE',
    route: guildCommand,
    ...commandsAuth,
    major: ['guildId'],
    ...idempotent,
    ...gone,
  }),
} as const;
