import {
  type APIGuildApplicationCommandPermissions,
  type RESTPutAPIApplicationCommandPermissionsJSONBody,
  Routes,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions, EditCommandPermissionsOptions } from '../call-options.js';
import { RouteTemplates } from '../client/route-templates.js';
import { RESTError } from '../errors/rest-error.js';
import type { Encodable } from '../json-encodable.js';
import { hashSecret } from '../util/hash-secret.js';
import { CommandEndpoints } from './command-endpoints.js';

/** The command permission endpoints of {@link REST}: read every command's overwrites, read one, edit one. */
export abstract class PermissionEndpoints extends CommandEndpoints {
  /**
   * Lists the permission overwrites of every command of the app in a guild (an entry whose `id` is the
   * application id holds the app-wide defaults).
   * @example
   * const all = await rest.getGuildCommandPermissions(appId, guildId);
   * @see service-facts "Endpoints left out of the spec"
   */
  getGuildCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions[]> {
    return this.call({
      method: 'GET',
      path: Routes.guildApplicationCommandsPermissions(applicationId, guildId),
      route: RouteTemplates.guildPermissions,
      majorParameter: guildId,
      auth: true,
      replay: 'always',
      options,
    });
  }

  /**
   * Fetches the permission overwrites of one command in a guild.
   * @example
   * const { permissions } = await rest.getCommandPermissions(appId, guildId, commandId);
   * @see spec "Command permissions"
   */
  getCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions> {
    return this.call({
      method: 'GET',
      path: Routes.applicationCommandPermissions(applicationId, guildId, commandId),
      route: RouteTemplates.commandPermissions,
      majorParameter: guildId,
      auth: true,
      replay: 'always',
      options,
    });
  }

  /**
   * Overwrites one command's permissions in a guild (at most 100 entries). The service accepts only a
   * Bearer token here (scope `applications.commands.permissions.update`, of a user who can manage the guild
   * and its roles): pass it as `bearerToken`, or build the client with `authPrefix: 'Bearer'`; with only a
   * Bot token the call fails before sending. There is no batch edit: the service disabled it, so edit each
   * command on its own.
   * @example
   * await rest.editCommandPermissions(appId, guildId, commandId,
   *   { permissions: [{ id: roleId, type: 1, permission: true }] }, { bearerToken: accessToken });
   * @see spec "Command permissions", service-facts "Authentication"
   */
  editCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPutAPIApplicationCommandPermissionsJSONBody>,
    options: EditCommandPermissionsOptions = {},
  ): Promise<APIGuildApplicationCommandPermissions> {
    const bearer = options.bearerToken ?? this.clientBearerToken();
    if (!bearer) {
      return Promise.reject(
        new RESTError(
          'BEARER_TOKEN_REQUIRED',
          `PUT ${RouteTemplates.commandPermissions} needs a Bearer token: the service rejects Bot tokens for permission edits. Pass { bearerToken } (an OAuth2 access token with scope applications.commands.permissions.update, of a user who can manage the guild and its roles) as the last argument, or create the client with authPrefix: 'Bearer'.`,
        ),
      );
    }
    return this.call({
      method: 'PUT',
      path: Routes.applicationCommandPermissions(applicationId, guildId, commandId),
      route: RouteTemplates.commandPermissions,
      // Limits of a Bearer token are its own, so keep its requests apart from the bot's buckets.
      majorParameter: `${guildId}:${hashSecret(bearer)}`,
      auth: `Bearer ${bearer}`,
      replay: 'always',
      body,
      secrets: [bearer],
      options,
    });
  }
}
