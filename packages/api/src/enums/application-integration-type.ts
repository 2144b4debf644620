/**
 * Installation context: where an app is installed.
 * @see spec "Installation and interaction contexts", service-facts "Enumerations"
 */
export const ApplicationIntegrationType = {
  GuildInstall: 0,
  UserInstall: 1,
} as const;

/** An installation context value. */
export type ApplicationIntegrationType =
  (typeof ApplicationIntegrationType)[keyof typeof ApplicationIntegrationType];
