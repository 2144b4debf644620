import type { ApplicationCommandPermissionType } from '../enums/application-command-permission-type.js';
import type { Snowflake } from '../snowflake.js';

/**
 * One permission overwrite: allow or deny a role, user or channel.
 * @see spec "Application command permission"
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
 * @see spec "Guild application command permissions"
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
