/**
 * What an AutoMod rule does when it triggers: block the message (1, with an optional text shown to the
 * author), send an alert to a channel (2), time the member out (3, keyword and mention-spam rules only),
 * or keep the member from interacting (4, member-profile rules only).
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-action-object-action-types | Action types}
 */
export const AutoModerationActionType = {
  BlockMessage: 1,
  SendAlertMessage: 2,
  Timeout: 3,
  BlockMemberInteraction: 4,
} as const;

/** An AutoMod action type value. */
export type AutoModerationActionType =
  (typeof AutoModerationActionType)[keyof typeof AutoModerationActionType];
