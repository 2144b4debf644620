/**
 * The type of an interaction response (callback).
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export const InteractionResponseType = {
  Pong: 1,
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredMessageUpdate: 6,
  UpdateMessage: 7,
  ApplicationCommandAutocompleteResult: 8,
  Modal: 9,
  /** @deprecated Use premium buttons instead. */
  PremiumRequired: 10,
  LaunchActivity: 12,
} as const;

/** An interaction response type value. */
export type InteractionResponseType = (typeof InteractionResponseType)[keyof typeof InteractionResponseType];
