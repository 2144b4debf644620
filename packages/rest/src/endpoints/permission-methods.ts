import type {
  APIGuildApplicationCommandPermissions,
  RESTPutAPIApplicationCommandPermissionsJSONBody,
  Snowflake,
} from '@slashkit/api';
import type { CallOptions, EditCommandPermissionsOptions } from '../call-options.js';
import type { Encodable } from '../json-encodable.js';

/**
 * The command permission methods of `REST`: read every command's overwrites in a guild, read one, edit one.
 * @example
 * const permissions: PermissionMethods = new REST({ token });
 * @see README "Permissions"
 */
export interface PermissionMethods {
  /**
   * Lists the permission overwrites of every command of the app in a guild (an entry whose `id` is the
   * application id holds the app-wide defaults).
   * @example
   * const all = await rest.getGuildCommandPermissions(appId, guildId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-guild-application-command-permissions | Get Guild Application Command Permissions}
   */
  getGuildCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions[]>;

  /**
   * Fetches the permission overwrites of one command in a guild.
   * @example
   * const { permissions } = await rest.getCommandPermissions(appId, guildId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions}
   */
  getCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions>;

  /**
   * Overwrites one command's permissions in a guild (at most 100 entries). The service accepts only a
   * Bearer token here (scope `applications.commands.permissions.update`, of a user who can manage the guild
   * and its roles): pass it as `bearerToken`, or build the client with `authPrefix: 'Bearer'`; with only a
   * Bot token the call fails before sending. There is no batch edit: the service disabled it, so edit each
   * command on its own.
   * @example
   * await rest.editCommandPermissions(appId, guildId, commandId,
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
  ): Promise<APIGuildApplicationCommandPermissions>;
}
