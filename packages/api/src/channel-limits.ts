/**
 * The limits of the channel, message, guild and user routes a bot also calls.
 * @see {@link https://discord.com/developers/docs/resources/message#create-message | Create Message}
 */
export const ChannelLimits = {
  /** Messages per page of `GET /channels/{id}/messages`: 1-100, default 50. */
  messagesPageDefault: 50,
  messagesPageMax: 100,
  /** Members per page of `GET /guilds/{id}/members`: 1-1000, default 1. */
  membersPageDefault: 1,
  membersPageMax: 1000,
  /** Guilds per page of `GET /users/@me/guilds`: 1-200, default 200. */
  guildsPageDefault: 200,
  guildsPageMax: 200,
  /** Ids in `allowed_mentions.users` or `allowed_mentions.roles`. */
  allowedMentionIds: 100,
  /** A message's `nonce` when it is a string. */
  nonceMaxLength: 25,
  /** A channel topic (forum and media channels take 4096). */
  topicMaxLength: 1024,
  /** Message ids of one bulk delete (50016 outside 2-100). */
  bulkDeleteMin: 2,
  bulkDeleteMax: 100,
  /** Bulk delete takes no message older than two weeks (50034). */
  bulkDeleteMaxAgeMs: 14 * 24 * 60 * 60 * 1000,
  /** Slowmode, in seconds. */
  rateLimitPerUserMax: 21600,
  /** A voice or stage channel's `user_limit` (0: no limit). */
  userLimitMax: 10_000,
  /** Stickers of one message (`sticker_ids`). */
  stickersPerMessage: 3,
} as const;
