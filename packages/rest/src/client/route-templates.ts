import { Routes, type Snowflake } from '@slashkit/api';
import type { Target } from './endpoint-call.js';

// Route templates come from the same Routes builders as the real paths, so they can never drift apart.
const APP = '{application_id}';
const GUILD = '{guild_id}';
const COMMAND = '{command_id}';
const TOKEN = '{interaction_token}';

/** The route template of every endpoint with a method, for rate-limit buckets, errors and logs. */
export const RouteTemplates = {
  commands: Routes.applicationCommands(APP),
  command: Routes.applicationCommand(APP, COMMAND),
  guildCommands: Routes.applicationGuildCommands(APP, GUILD),
  guildCommand: Routes.applicationGuildCommand(APP, GUILD, COMMAND),
  guildPermissions: Routes.guildApplicationCommandsPermissions(APP, GUILD),
  commandPermissions: Routes.applicationCommandPermissions(APP, GUILD, COMMAND),
  callback: Routes.interactionCallback('{interaction_id}', TOKEN),
  webhook: Routes.webhook(APP, TOKEN),
  webhookMessage: Routes.webhookMessage(APP, TOKEN, '{message_id}'),
  original: Routes.webhookMessage(APP, TOKEN, '@original'),
} as const;

/** The command list of an app: global when `guildId` is undefined, else the one of that guild. */
export function commandsTarget(applicationId: Snowflake, guildId: Snowflake | undefined): Target {
  return guildId === undefined
    ? { path: Routes.applicationCommands(applicationId), route: RouteTemplates.commands, majorParameter: '' }
    : {
        path: Routes.applicationGuildCommands(applicationId, guildId),
        route: RouteTemplates.guildCommands,
        majorParameter: guildId,
      };
}

/** One command of an app: global when `guildId` is undefined, else in that guild. */
export function commandTarget(
  applicationId: Snowflake,
  guildId: Snowflake | undefined,
  commandId: Snowflake,
): Target {
  return guildId === undefined
    ? {
        path: Routes.applicationCommand(applicationId, commandId),
        route: RouteTemplates.command,
        majorParameter: '',
      }
    : {
        path: Routes.applicationGuildCommand(applicationId, guildId, commandId),
        route: RouteTemplates.guildCommand,
        majorParameter: guildId,
      };
}
