import {
  type APIGuildApplicationCommandPermissions,
  type RESTPutAPIApplicationCommandPermissionsJSONBody,
  Routes,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions, EditCommandPermissionsOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import { RouteTemplates } from '../client/route-templates.js';
import { RESTError } from '../errors/rest-error.js';
import type { Encodable } from '../json-encodable.js';
import { hashSecret } from '../util/hash-secret.js';
import type { PermissionMethods } from './permission-methods.js';

/** The command permission endpoints, over the request core: what {@link PermissionMethods} documents. */
export class PermissionEndpoints implements PermissionMethods {
  readonly #core: RESTCore;

  constructor(core: RESTCore) {
    this.#core = core;
  }

  getGuildCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions[]> {
    return this.#core.call({
      method: 'GET',
      path: Routes.guildApplicationCommandsPermissions(applicationId, guildId),
      route: RouteTemplates.guildPermissions,
      majorParameter: guildId,
      auth: true,
      replay: 'always',
      options,
    });
  }

  getCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions> {
    return this.#core.call({
      method: 'GET',
      path: Routes.applicationCommandPermissions(applicationId, guildId, commandId),
      route: RouteTemplates.commandPermissions,
      majorParameter: guildId,
      auth: true,
      replay: 'always',
      options,
    });
  }

  editCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPutAPIApplicationCommandPermissionsJSONBody>,
    options: EditCommandPermissionsOptions = {},
  ): Promise<APIGuildApplicationCommandPermissions> {
    const bearer = options.bearerToken ?? this.#core.clientBearerToken();
    if (!bearer) {
      return Promise.reject(
        new RESTError(
          'BEARER_TOKEN_REQUIRED',
          `PUT ${RouteTemplates.commandPermissions} needs a Bearer token: the service rejects Bot tokens for permission edits. Pass { bearerToken } (an OAuth2 access token with scope applications.commands.permissions.update, of a user who can manage the guild and its roles) as the last argument, or create the client with authPrefix: 'Bearer'.`,
        ),
      );
    }
    return this.#core.call({
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
