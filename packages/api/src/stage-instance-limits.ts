/**
 * The limits of stage instances.
 * @see {@link https://discord.com/developers/docs/resources/stage-instance | Stage Instance}
 */
export const StageInstanceLimits = {
  /** A topic: 1-120 characters. */
  topicMaxLength: 120,
} as const;
