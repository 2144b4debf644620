/**
 * A message's `type`: someone's words (`Default`, `Reply`, `ChatInputCommand`, `ContextMenuCommand`) or
 * one of the service's own messages (`UserJoin` when a member joins, `ChannelPinnedMessage`…).
 * @see {@link https://discord.com/developers/docs/resources/message#message-object-message-types | Message types}
 */
export const MessageType = {
  Default: 0,
  RecipientAdd: 1,
  RecipientRemove: 2,
  Call: 3,
  ChannelNameChange: 4,
  ChannelIconChange: 5,
  ChannelPinnedMessage: 6,
  UserJoin: 7,
  GuildBoost: 8,
  GuildBoostTier1: 9,
  GuildBoostTier2: 10,
  GuildBoostTier3: 11,
  ChannelFollowAdd: 12,
  GuildDiscoveryDisqualified: 14,
  GuildDiscoveryRequalified: 15,
  GuildDiscoveryGracePeriodInitialWarning: 16,
  GuildDiscoveryGracePeriodFinalWarning: 17,
  ThreadCreated: 18,
  Reply: 19,
  ChatInputCommand: 20,
  ThreadStarterMessage: 21,
  GuildInviteReminder: 22,
  ContextMenuCommand: 23,
  AutoModerationAction: 24,
  RoleSubscriptionPurchase: 25,
  InteractionPremiumUpsell: 26,
  StageStart: 27,
  StageEnd: 28,
  StageSpeaker: 29,
  StageTopic: 31,
  GuildApplicationPremiumSubscription: 32,
  GuildIncidentAlertModeEnabled: 36,
  GuildIncidentAlertModeDisabled: 37,
  GuildIncidentReportRaid: 38,
  GuildIncidentReportFalseAlarm: 39,
  PurchaseNotification: 44,
  PollResult: 46,
} as const;

/** A message type value. */
export type MessageType = (typeof MessageType)[keyof typeof MessageType];
