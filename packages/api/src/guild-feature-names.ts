/**
 * Guild features the service sets itself when a guild's managers turn a setting on (they are not in
 * `MutableGuildFeatures`: `PATCH /guilds/{id}` leaves them as they are).
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-object-guild-features | Guild Features}
 */
export const GuildFeatureNames = {
  /** The guild's welcome screen is on (`PATCH /guilds/{id}/welcome-screen` with `enabled`). */
  WelcomeScreenEnabled: 'WELCOME_SCREEN_ENABLED',
} as const;
