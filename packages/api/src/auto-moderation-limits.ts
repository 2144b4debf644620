import { AutoModerationTriggerType } from './enums/auto-moderation-trigger-type.js';

/**
 * The limits of AutoMod rules: their fields, their trigger metadata and actions, and how many rules of
 * each trigger type a guild holds.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-rule-object-trigger-metadata-field-limits | Trigger metadata field limits}
 */
export const AutoModerationLimits = {
  /** A rule's name: 1-100 characters. */
  nameMaxLength: 100,
  /** Actions per rule: 1-5. */
  actionsMax: 5,
  /** Exempt roles per rule. */
  exemptRolesMax: 20,
  /** Exempt channels per rule. */
  exemptChannelsMax: 50,
  /** `keyword_filter`: at most 1000 keywords of at most 60 characters. */
  keywordsMax: 1000,
  keywordMaxLength: 60,
  /** `regex_patterns`: at most 10 patterns of at most 260 characters. */
  regexPatternsMax: 10,
  regexPatternMaxLength: 260,
  /** `allow_list`: at most 100 entries on a keyword rule, 1000 on a keyword-preset rule, 60 characters each. */
  allowListMaxKeyword: 100,
  allowListMaxPreset: 1000,
  allowListEntryMaxLength: 60,
  /** `mention_total_limit`: at most 50 unique mentions. */
  mentionTotalLimitMax: 50,
  /** A block action's `custom_message`: at most 150 characters. */
  customMessageMaxLength: 150,
  /** A timeout action's `duration_seconds`: at most 4 weeks. */
  timeoutMaxSeconds: 2_419_200,
  /** Rules per guild by trigger type. */
  rulesPerGuild: Object.freeze({
    [AutoModerationTriggerType.Keyword]: 6,
    [AutoModerationTriggerType.Spam]: 1,
    [AutoModerationTriggerType.KeywordPreset]: 1,
    [AutoModerationTriggerType.MentionSpam]: 1,
    [AutoModerationTriggerType.MemberProfile]: 1,
  } as const),
} as const;
