import type { ApplicationCommandPermissionType } from '../enums/application-command-permission-type.js';
import type { Snowflake } from '../snowflake.js';

/**
 * One permission overwrite: allow or deny a role, user or channel.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-permissions-object-application-command-permissions-structure | Application command permissions structure}
 */
export interface APIApplicationCommandPermission {
  /** Role, user or channel id; the guild id for @everyone; guild id − 1 for All Channels. */
  id: Snowflake;
  type: ApplicationCommandPermissionType;
  /** True allows, false disallows. */
  permission: boolean;
}

/**
 * The permissions of one command (or, when `id` is the application id, of the whole app) in a guild.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-permissions-object-guild-application-command-permissions-structure | Guild application command permissions structure}
 */
export interface APIGuildApplicationCommandPermissions {
  /** The command id, or the application id for the app-wide defaults. */
  id: Snowflake;
  application_id: Snowflake;
  guild_id: Snowflake;
  /** At most 100. */
  permissions: APIApplicationCommandPermission[];
}

/** The body of Edit Application Command Permissions (PUT, Bearer token only). */
export interface RESTPutAPIApplicationCommandPermissionsJSONBody {
  permissions: APIApplicationCommandPermission[];
}
