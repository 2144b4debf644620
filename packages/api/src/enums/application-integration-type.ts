/**
 * Installation context: where an app is installed.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#interaction-contexts | Interaction contexts},
 *   {@link https://discord.com/developers/docs/resources/application#installation-context | Installation context}
 */
export const ApplicationIntegrationType = {
  GuildInstall: 0,
  UserInstall: 1,
} as const;

/** An installation context value. */
export type ApplicationIntegrationType =
  (typeof ApplicationIntegrationType)[keyof typeof ApplicationIntegrationType];
