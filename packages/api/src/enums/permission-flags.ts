/**
 * The guild permission bits the Application Commands service looks at, as bigints.
 * @see spec "Permission rules", rule 5
 */
export const PermissionFlags = {
  Administrator: 1n << 3n,
  ManageGuild: 1n << 5n,
  SendMessages: 1n << 11n,
  ManageRoles: 1n << 28n,
  UseApplicationCommands: 1n << 31n,
} as const;

/** One of the permission bits above. */
export type PermissionFlag = (typeof PermissionFlags)[keyof typeof PermissionFlags];
