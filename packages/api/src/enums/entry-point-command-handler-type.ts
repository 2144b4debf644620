/**
 * Who handles a PRIMARY_ENTRY_POINT command. The names keep the service's brand, as Discord's docs list them.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-entry-point-command-handler-types | Entry point command handler types}
 */
export const EntryPointCommandHandlerType = {
  /** The app answers through the interaction token (for example with LAUNCH_ACTIVITY). */
  AppHandler: 1,
  /** The service launches the Activity itself and posts a message in the launching channel. */
  DiscordLaunchActivity: 2,
} as const;

/** An entry-point handler value (1-2). */
export type EntryPointCommandHandlerType =
  (typeof EntryPointCommandHandlerType)[keyof typeof EntryPointCommandHandlerType];
