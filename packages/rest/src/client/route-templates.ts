import { RouteTemplates as ApiRouteTemplates, Routes, type Snowflake } from '@slashkit/api';
import type { Target } from './endpoint-call.js';

/**
 * A template of `@slashkit/api` as this client shows it in errors, logs and bucket keys, in the service
 * documentation's style: `/applications/:applicationId/commands` becomes `/applications/{application_id}/commands`.
 */
function shown(template: string): string {
  return template.replace(
    /:([A-Za-z]+)/g,
    (_, name: string) => `{${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}}`,
  );
}

/** The route template of every endpoint with a method, for rate-limit buckets, errors and logs. */
export const RouteTemplates = {
  commands: shown(ApiRouteTemplates.applicationCommands),
  command: shown(ApiRouteTemplates.applicationCommand),
  guildCommands: shown(ApiRouteTemplates.applicationGuildCommands),
  guildCommand: shown(ApiRouteTemplates.applicationGuildCommand),
  guildPermissions: shown(ApiRouteTemplates.guildApplicationCommandsPermissions),
  commandPermissions: shown(ApiRouteTemplates.applicationCommandPermissions),
  callback: shown(ApiRouteTemplates.interactionCallback),
  webhook: shown(ApiRouteTemplates.webhook),
  webhookMessage: shown(ApiRouteTemplates.webhookMessage),
  original: shown(Routes.webhookMessage(':applicationId', ':interactionToken', '@original')),
  currentApplication: ApiRouteTemplates.currentApplication,
  gateway: ApiRouteTemplates.gateway,
  gatewayBot: ApiRouteTemplates.gatewayBot,
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
