/**
 * The four kinds of application command.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types}
 */
export const ApplicationCommandType = {
  /** Slash command, shown when the user types `/`. */
  ChatInput: 1,
  /** Command in the user context menu. */
  User: 2,
  /** Command in the message context menu. */
  Message: 3,
  /** Main way to launch the app's Activity. */
  PrimaryEntryPoint: 4,
} as const;

/** A command type value (1-4). */
export type ApplicationCommandType = (typeof ApplicationCommandType)[keyof typeof ApplicationCommandType];
