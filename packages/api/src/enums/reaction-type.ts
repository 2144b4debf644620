/**
 * Normal reactions or burst (super) reactions: the `type` query of `GET …/reactions/{emoji}` and the
 * `type` of a reaction event.
 * @see {@link https://discord.com/developers/docs/resources/message#get-reactions-reaction-types | Reaction types}
 */
export const ReactionType = {
  Normal: 0,
  Burst: 1,
} as const;

/** A reaction type value. */
export type ReactionType = (typeof ReactionType)[keyof typeof ReactionType];
