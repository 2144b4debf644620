/**
 * What an application command permission overwrite targets.
 * @see spec "Application command permission"
 */
export const ApplicationCommandPermissionType = {
  Role: 1,
  User: 2,
  Channel: 3,
} as const;

/** A permission overwrite target type (1-3). */
export type ApplicationCommandPermissionType =
  (typeof ApplicationCommandPermissionType)[keyof typeof ApplicationCommandPermissionType];
