/**
 * Interaction context: where in the client a command can be used.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#interaction-contexts | Interaction contexts}
 */
export const InteractionContextType = {
  Guild: 0,
  BotDM: 1,
  /** Only meaningful for commands installed to a user. */
  PrivateChannel: 2,
} as const;

/** An interaction context value. */
export type InteractionContextType = (typeof InteractionContextType)[keyof typeof InteractionContextType];
