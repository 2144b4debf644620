import type { ApplicationRoleConnectionMetadataType } from '../enums/application-role-connection-metadata-type.js';
import type { LocalizationMap } from '../enums/locale.js';

/**
 * One field an application offers guilds for Linked Roles (at most 5 per application): a guild then asks,
 * on a role, that a user's value for `key` compare to its own as `type` says.
 * @see {@link https://discord.com/developers/docs/resources/application-role-connection-metadata#application-role-connection-metadata-object | Application Role Connection Metadata object}
 */
export interface APIApplicationRoleConnectionMetadata {
  type: ApplicationRoleConnectionMetadataType;
  /** The key the user's values use: 1-50 characters of `a-z`, `0-9` and `_`, each key once. */
  key: string;
  /** 1-100 characters. */
  name: string;
  name_localizations?: LocalizationMap | null;
  /** 1-200 characters. */
  description: string;
  description_localizations?: LocalizationMap | null;
}

/**
 * The body of `PUT /applications/{application.id}/role-connections/metadata`: every record the application
 * declares from now on (the list replaces the old one; an empty list removes them all).
 * @see {@link https://discord.com/developers/docs/resources/application-role-connection-metadata#update-application-role-connection-metadata-records | Update Application Role Connection Metadata Records}
 */
export type RESTPutAPIApplicationRoleConnectionMetadataJSONBody = APIApplicationRoleConnectionMetadata[];

/**
 * What an application stored for one user on the platform it connects (Linked Roles): shown on the user's
 * profile and compared with the guilds' role requirements. A user the application stored nothing for reads
 * with nulls and no metadata.
 * @see {@link https://discord.com/developers/docs/resources/user#application-role-connection-object | Application Role Connection object}
 */
export interface APIApplicationRoleConnection {
  /** The vanity name of the platform (at most 50 characters), or null. */
  platform_name: string | null;
  /** The user's name on the platform (at most 100 characters), or null. */
  platform_username: string | null;
  /** The user's value for each metadata key, stringified (at most 100 characters each). */
  metadata: Record<string, string>;
}

/**
 * The body of `PUT /users/@me/applications/{application.id}/role-connection` (a user's access token holding
 * `role_connections.write`): the whole connection, replacing the last one. Metadata keys are the
 * application's records' keys; a value is sent as a string or a number (integers, `1`/`0` for booleans,
 * ISO 8601 for dates) and stored stringified.
 * @see {@link https://discord.com/developers/docs/resources/user#update-current-user-application-role-connection | Update Current User Application Role Connection}
 */
export interface RESTPutAPICurrentUserApplicationRoleConnectionJSONBody {
  // `undefined` as well: a body built with discord-api-types' type may hold it (JSON drops it).
  platform_name?: string | null | undefined;
  platform_username?: string | null | undefined;
  metadata?: Record<string, string | number> | null | undefined;
}
