/**
 * The limits of a message's reactions.
 * @see {@link https://discord.com/developers/docs/resources/message#get-reactions | Get Reactions}
 */
export const ReactionLimits = {
  /** Different emoji on one message (30010 past it). */
  emojiPerMessage: 20,
  /** Users per page of `GET …/reactions/{emoji}`: 1-100, default 25. */
  usersPageDefault: 25,
  usersPageMax: 100,
} as const;
