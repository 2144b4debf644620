/**
 * The bits of a guild's `system_channel_flags`: which of the service's own messages its system channel
 * leaves out (`SuppressJoinNotifications`: no message when a member joins).
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-object-system-channel-flags | System channel flags}
 */
export const SystemChannelFlags = {
  SuppressJoinNotifications: 1 << 0,
  SuppressPremiumSubscriptions: 1 << 1,
  SuppressGuildReminderNotifications: 1 << 2,
  SuppressJoinNotificationReplies: 1 << 3,
  SuppressRoleSubscriptionPurchaseNotifications: 1 << 4,
  SuppressRoleSubscriptionPurchaseNotificationReplies: 1 << 5,
} as const;

/** A system channel flag value. */
export type SystemChannelFlags = (typeof SystemChannelFlags)[keyof typeof SystemChannelFlags];
