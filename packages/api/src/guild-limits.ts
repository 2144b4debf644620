/**
 * The limits of the routes that manage a guild: its audit log, roles, members, bans, channels and invites.
 * @see {@link https://discord.com/developers/docs/resources/guild | Guild resource}
 */
export const GuildLimits = {
  /** `X-Audit-Log-Reason`: 1-512 characters (URL-encoded UTF-8 on the wire). */
  auditLogReasonMaxLength: 512,
  /** Entries per page of `GET /guilds/{id}/audit-logs`: 1-100, default 50. */
  auditLogPageDefault: 50,
  auditLogPageMax: 100,
  /** Roles a guild may have (@everyone included); one more is 30005. */
  rolesMax: 250,
  /** A role's name. */
  roleNameMaxLength: 100,
  /** A role colour: an RGB value. */
  colorMax: 0xffffff,
  /** A member's nickname. */
  nickMaxLength: 32,
  /** How far ahead a timeout may end: 28 days. */
  timeoutMaxMs: 28 * 24 * 60 * 60 * 1000,
  /** Members per page of `GET /guilds/{id}/members/search`: 1-1000, default 1. */
  memberSearchDefault: 1,
  memberSearchMax: 1000,
  /** Channels a guild may have (threads aside); one more is 30013. */
  channelsMax: 500,
  /** A channel's name. */
  channelNameMaxLength: 100,
  /** A forum or media channel's topic (a text channel's: `ChannelLimits.topicMaxLength`). */
  forumTopicMaxLength: 4096,
  /** A channel's permission overwrites. */
  overwritesMax: 1000,
  // Bans
  /** Bans per page of `GET /guilds/{id}/bans`: 1-1000, default 1000. */
  bansPageDefault: 1000,
  bansPageMax: 1000,
  /** How far back a ban deletes the user's messages: at most 7 days (604800 seconds). */
  banDeleteMessageSecondsMax: 604800,
  /** The deprecated `delete_message_days` of a ban: at most 7. */
  banDeleteMessageDaysMax: 7,
  /** User ids one bulk ban takes. */
  bulkBanMax: 200,
  // Invites
  /** An invite's `max_age`: 0 (never expires) to 7 days, one day by default. */
  inviteMaxAgeDefault: 86_400,
  inviteMaxAgeMax: 604_800,
  /** An invite's `max_uses`: 0 (unlimited) to 100. */
  inviteMaxUsesMax: 100,
  /** Invites a guild may have; one more is 30016. */
  invitesMax: 1000,
  // Guild settings
  /** A guild's name: 2-100 characters. */
  guildNameMinLength: 2,
  guildNameMaxLength: 100,
  /** A guild's description: at most 300 characters. */
  guildDescriptionMaxLength: 300,
  /** The AFK timeouts a guild may set, in seconds. */
  afkTimeouts: [60, 300, 900, 1800, 3600],
  /** The highest verification level (4, very high), notification level (1) and content filter (2). */
  verificationLevelMax: 4,
  defaultMessageNotificationsMax: 1,
  explicitContentFilterMax: 2,
  /** Every system channel flag bit set (SUPPRESS_JOIN_NOTIFICATIONS … SUPPRESS_ROLE_SUBSCRIPTION_PURCHASE_NOTIFICATION_REPLIES). */
  systemChannelFlagsMax: 63,
  /** A guild image (icon, splash, banner): at most 10 MiB decoded. */
  guildImageMaxBytes: 10 * 1024 * 1024,
  /** Days of inactivity a prune counts: 1-30, 7 by default. */
  pruneDaysDefault: 7,
  pruneDaysMax: 30,
  /** A prune's day, by which it measures inactivity, in milliseconds. */
  pruneDayMs: 86_400_000,
  /** Members a guild's widget lists: at most 100. */
  widgetMembersMax: 100,
  // Welcome screen
  /** Channels a welcome screen links to. */
  welcomeChannelsMax: 5,
  /** A welcome screen's description: at most 140 characters. */
  welcomeScreenDescriptionMaxLength: 140,
  /** What a welcome screen says of one channel: 1-50 characters. */
  welcomeChannelDescriptionMaxLength: 50,
  // Incident actions
  /** How far ahead invites or DMs may be paused: 24 hours. */
  incidentActionMaxMs: 24 * 60 * 60 * 1000,
  // Integrations
  /** Integrations `GET /guilds/{id}/integrations` lists: at most 50 (the rest cannot be read). */
  integrationsListMax: 50,
  // Templates
  /** Templates a guild may have; a second is 30031. */
  templatesPerGuildMax: 1,
  /** A template's name: 1-100 characters. */
  templateNameMaxLength: 100,
  /** A template's description: at most 120 characters. */
  templateDescriptionMaxLength: 120,
  // Onboarding
  /** Prompts of a guild's onboarding. */
  onboardingPromptsMax: 15,
  /** A prompt's title: 1-100 characters. */
  onboardingPromptTitleMaxLength: 100,
  /** Options of one prompt: 1-50. */
  onboardingOptionsMax: 50,
  /** An option's title: 1-50 characters. */
  onboardingOptionTitleMaxLength: 50,
  /** An option's description: at most 100 characters. */
  onboardingOptionDescriptionMaxLength: 100,
  /** An option's emoji name: at most 100 characters. */
  onboardingOptionEmojiNameMaxLength: 100,
  /** The roles, and the channels, one option gives. */
  onboardingOptionIdsMax: 50,
  /** The default channels of a guild's onboarding. */
  onboardingDefaultChannelsMax: 500,
  /** Onboarding that is on counts at least 7 channels, 5 of them where `@everyone` may send messages. */
  onboardingChannelsMin: 7,
  onboardingOpenChannelsMin: 5,
} as const;
