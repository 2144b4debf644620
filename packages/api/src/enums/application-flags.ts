/**
 * Application flags that change what the service does with an app: Activities, and the privileged gateway
 * intents the app may use (the `_LIMITED` variants are what an unverified app under 100 guilds gets).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-entry-point-command-handler-types | Entry point command handler types} (Activities are enabled by the EMBEDDED flag)
 * @see {@link https://discord.com/developers/docs/events/gateway#privileged-intents | Privileged intents}
 */
export const ApplicationFlags = {
  /** The GUILD_PRESENCES intent is granted (verified app). */
  GatewayPresence: 1 << 12,
  /** The GUILD_PRESENCES intent is granted (unverified app). */
  GatewayPresenceLimited: 1 << 13,
  /** The GUILD_MEMBERS intent is granted, and the member list over REST (verified app). */
  GatewayGuildMembers: 1 << 14,
  /** The GUILD_MEMBERS intent is granted, and the member list over REST (unverified app). */
  GatewayGuildMembersLimited: 1 << 15,
  /** The app has an embedded Activity: it gets the automatic "Launch" entry-point command. */
  Embedded: 1 << 17,
  /** The MESSAGE_CONTENT intent is granted (verified app). */
  GatewayMessageContent: 1 << 18,
  /** The MESSAGE_CONTENT intent is granted (unverified app). */
  GatewayMessageContentLimited: 1 << 19,
} as const;

/** A single application flag bit. */
export type ApplicationFlags = (typeof ApplicationFlags)[keyof typeof ApplicationFlags];

/**
 * The application flags that grant each privileged gateway intent (either flag of a pair does); the
 * GUILD_MEMBERS pair also grants the member list over REST (`GET /guilds/{id}/members`).
 * @example
 * const mayList = (app.flags & PrivilegedIntentFlags.GuildMembers) !== 0;
 * @see {@link https://discord.com/developers/docs/events/gateway#privileged-intents | Privileged intents}
 */
export const PrivilegedIntentFlags = {
  /** GUILD_MEMBERS (intent 1 << 1). */
  GuildMembers: ApplicationFlags.GatewayGuildMembers | ApplicationFlags.GatewayGuildMembersLimited,
  /** GUILD_PRESENCES (intent 1 << 8). */
  GuildPresences: ApplicationFlags.GatewayPresence | ApplicationFlags.GatewayPresenceLimited,
  /** MESSAGE_CONTENT (intent 1 << 15). */
  MessageContent: ApplicationFlags.GatewayMessageContent | ApplicationFlags.GatewayMessageContentLimited,
} as const;
