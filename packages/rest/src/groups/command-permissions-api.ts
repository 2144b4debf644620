import {
  type APIGuildApplicationCommandPermissions,
  Endpoints,
  type RESTPutAPIApplicationCommandPermissionsJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions, EditCommandPermissionsOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { Encodable } from '../json-encodable.js';

/**
 * The command permissions of a guild (`rest.permissions`): read every command's overwrites, read one,
 * edit one (with a user's Bearer token).
 * @example
 * const all = await rest.permissions.getGuildCommandPermissions(appId, guildId);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Permissions}
 */
export class CommandPermissionsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * Lists the permission overwrites of every command of the app in a guild (an entry whose `id` is the
   * application id holds the app-wide defaults).
   * @example
   * const all = await rest.permissions.getGuildCommandPermissions(appId, guildId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-guild-application-command-permissions | Get Guild Application Command Permissions}
   */
  getGuildCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions[]> {
    const params = { applicationId, guildId };
    return this.#core.send(Endpoints.listGuildApplicationCommandPermissions, params, undefined, options);
  }

  /**
   * Fetches the permission overwrites of one command in a guild.
   * @example
   * const { permissions } = await rest.permissions.getCommandPermissions(appId, guildId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions}
   */
  getCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions> {
    const params = { applicationId, guildId, commandId };
    return this.#core.send(Endpoints.getGuildApplicationCommandPermissions, params, undefined, options);
  }

  /**
   * Overwrites one command's permissions in a guild (at most 100 entries). The service accepts only a
   * Bearer token here (scope `applications.commands.permissions.update`, of a user who can manage the guild
   * and its roles): pass it as `bearerToken`, or build the client with `authPrefix: 'Bearer'`; with only a
   * Bot token the call fails before sending. There is no batch edit: the service disabled it, so edit each
   * command on its own.
   * @example
   * await rest.permissions.editCommandPermissions(appId, guildId, commandId,
   *   { permissions: [{ id: roleId, type: 1, permission: true }] }, { bearerToken: accessToken });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions},
   *   {@link https://discord.com/developers/docs/reference#authentication | Authentication}
   */
  editCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPutAPIApplicationCommandPermissionsJSONBody>,
    options?: EditCommandPermissionsOptions,
  ): Promise<APIGuildApplicationCommandPermissions> {
    const params = { applicationId, guildId, commandId };
    return this.#core.send(Endpoints.setGuildApplicationCommandPermissions, params, body, options);
  }
}
