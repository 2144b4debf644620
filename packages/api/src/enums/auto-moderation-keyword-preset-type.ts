/**
 * The service's own word lists a keyword-preset rule matches: profanity (1), sexual content (2), slurs (3).
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-rule-object-keyword-preset-types | Keyword preset types}
 */
export const AutoModerationKeywordPresetType = {
  Profanity: 1,
  SexualContent: 2,
  Slurs: 3,
} as const;

/** An AutoMod keyword preset value. */
export type AutoModerationKeywordPresetType =
  (typeof AutoModerationKeywordPresetType)[keyof typeof AutoModerationKeywordPresetType];
