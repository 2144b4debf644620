/**
 * The limits of channel webhooks: their names, how many a channel and a guild hold, and what an execution
 * may override.
 * @see {@link https://discord.com/developers/docs/resources/webhook#create-webhook | Create Webhook}
 */
export const WebhookLimits = {
  /** A webhook's name, and an execution's `username`: 1-80 characters. */
  nameMinLength: 1,
  nameMaxLength: 80,
  /**
   * Substrings no webhook name (nor `username` override) may contain, compared case-insensitively: the
   * service keeps them for its own system users.
   */
  reservedNameParts: Object.freeze(['clyde', 'discord'] as const),
  /** Webhooks per channel (JSON code 30007). */
  perChannel: 15,
  /** Webhooks per guild (JSON code 30058). */
  perGuild: 1000,
  /** An execution's `avatar_url`. */
  avatarUrlMaxLength: 2048,
  /** An execution's `thread_name` (a post in a forum or media channel). */
  threadNameMaxLength: 100,
  /** An execution's `applied_tags`. */
  appliedTagsMax: 5,
  /** The length of the tokens the emulator hands out (the service's are 68 characters). */
  tokenLength: 68,
} as const;
