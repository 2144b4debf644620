/**
 * What an application command permission overwrite targets.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-permissions-object-application-command-permissions-structure | Application command permissions structure}
 */
export const ApplicationCommandPermissionType = {
  Role: 1,
  User: 2,
  Channel: 3,
} as const;

/** A permission overwrite target type (1-3). */
export type ApplicationCommandPermissionType =
  (typeof ApplicationCommandPermissionType)[keyof typeof ApplicationCommandPermissionType];
