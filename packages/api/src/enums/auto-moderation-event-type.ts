/**
 * When an AutoMod rule is checked: a member sends a message (1), or a member joins or edits their
 * profile (2, for member-profile rules).
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-rule-object-event-types | Event types}
 */
export const AutoModerationEventType = {
  MessageSend: 1,
  MemberUpdate: 2,
} as const;

/** An AutoMod event type value. */
export type AutoModerationEventType = (typeof AutoModerationEventType)[keyof typeof AutoModerationEventType];
