/**
 * How often a recurring scheduled event comes back: yearly (0), monthly (1), weekly (2), daily (3).
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-recurrence-rule-object-guild-scheduled-event-recurrence-rule-frequency | Recurrence rule frequency}
 */
export const RecurrenceRuleFrequency = {
  Yearly: 0,
  Monthly: 1,
  Weekly: 2,
  Daily: 3,
} as const;

/** A recurrence rule frequency value. */
export type RecurrenceRuleFrequency = (typeof RecurrenceRuleFrequency)[keyof typeof RecurrenceRuleFrequency];
