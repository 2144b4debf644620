/**
 * Who may see a scheduled event: only the guild's members (2, GUILD_ONLY), the one level there is.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-object-guild-scheduled-event-privacy-level | Privacy level}
 */
export const GuildScheduledEventPrivacyLevel = {
  GuildOnly: 2,
} as const;

/** A scheduled event privacy level value. */
export type GuildScheduledEventPrivacyLevel =
  (typeof GuildScheduledEventPrivacyLevel)[keyof typeof GuildScheduledEventPrivacyLevel];
