/**
 * What an AutoMod rule looks for: keywords or regular expressions of its own (1, at most 6 rules per
 * guild), generic spam (3), the service's keyword presets (4), too many mentions (5), or keywords in a
 * member's profile (6); at most one rule of each of the others per guild.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-rule-object-trigger-types | Trigger types}
 */
export const AutoModerationTriggerType = {
  Keyword: 1,
  Spam: 3,
  KeywordPreset: 4,
  MentionSpam: 5,
  MemberProfile: 6,
} as const;

/** An AutoMod trigger type value. */
export type AutoModerationTriggerType =
  (typeof AutoModerationTriggerType)[keyof typeof AutoModerationTriggerType];
