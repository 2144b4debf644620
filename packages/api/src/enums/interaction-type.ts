/**
 * The kind of interaction the service delivers.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export const InteractionType = {
  Ping: 1,
  ApplicationCommand: 2,
  MessageComponent: 3,
  ApplicationCommandAutocomplete: 4,
  ModalSubmit: 5,
} as const;

/** An interaction type value. */
export type InteractionType = (typeof InteractionType)[keyof typeof InteractionType];
