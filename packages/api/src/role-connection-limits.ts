/**
 * The limits of Linked Roles: an application's role connection metadata records and a user's role
 * connection with it.
 * @see {@link https://discord.com/developers/docs/resources/application-role-connection-metadata | Application Role Connection Metadata}
 * @see {@link https://discord.com/developers/docs/resources/user#update-current-user-application-role-connection | Update Current User Application Role Connection}
 */
export const RoleConnectionLimits = {
  /** An application declares at most 5 metadata records. */
  metadataRecordsMax: 5,
  /** A record's key: 1-50 characters of `a-z`, `0-9` and `_`. */
  keyMaxLength: 50,
  /** A record's name (and each translation of it): 1-100 characters. */
  nameMaxLength: 100,
  /** A record's description (and each translation of it): 1-200 characters. */
  descriptionMaxLength: 200,
  /** A user's connection: the platform's vanity name, at most 50 characters. */
  platformNameMaxLength: 50,
  /** A user's connection: their username on the platform, at most 100 characters. */
  platformUsernameMaxLength: 100,
  /** A user's connection: each metadata value, stringified, 1-100 characters. */
  metadataValueMaxLength: 100,
} as const;
