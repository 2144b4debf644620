import type {
  APIConnection,
  APISKU,
  ApplicationIntegrationType,
  ChannelType,
  Locale,
  Snowflake,
} from '@slashkit/api';

/** A user of the emulated service. */
export interface EmulatorUser {
  id: Snowflake;
  username: string;
  globalName: string | null;
  /** The user's settings locale: the last fallback for localized command lists. */
  locale: Locale;
  /** Whether the user is 18 or older (age-restricted commands). */
  adult: boolean;
  bot: boolean;
  /** Role ids the user holds in the world's primary guild (empty when not a member). A convenience copy. */
  roles: Snowflake[];
  /** The accounts the user connected, as `GET /users/@me/connections` answers them. */
  connections: APIConnection[];
}

/** A guild role. `permissions` is a decimal bit-set string, as on the wire. */
export interface EmulatorRole {
  id: Snowflake;
  name: string;
  permissions: string;
  position: number;
  color: number;
  hoist: boolean;
  mentionable: boolean;
  managed: boolean;
  /** The second colour of a gradient; absent or null: none. */
  secondaryColor?: number | null;
  /** The third colour (a holographic style); absent or null: none. */
  tertiaryColor?: number | null;
  /** The role icon's hash; absent or null: none. */
  icon?: string | null;
  /** The role's unicode emoji; absent or null: none. */
  unicodeEmoji?: string | null;
}

/** A channel permission overwrite (type 0 = role, 1 = member), as the service stores them. */
export interface EmulatorPermissionOverwrite {
  id: Snowflake;
  type: 0 | 1;
  allow: string;
  deny: string;
}

/** A guild channel (threads included; their `parentId` is the channel they live in). */
export interface EmulatorChannel {
  id: Snowflake;
  name: string;
  type: ChannelType;
  parentId: Snowflake | null;
  /** Age-restricted channel. */
  nsfw: boolean;
  permissionOverwrites: EmulatorPermissionOverwrite[];
  /** Sorting position among the guild's channels. */
  position: number;
  /** The channel topic, or null. */
  topic: string | null;
  /** Slowmode: seconds a user waits between messages (0 = off). */
  rateLimitPerUser: number;
  /** A voice or stage channel's most connected users; absent or 0: no limit. */
  userLimit?: number;
  /** Channel flags bit set. */
  flags: number;
  /** A thread's own state (owner, archive state, members…); absent: the defaults of `threadFacts`. */
  thread?: EmulatorThread;
  /** A forum or media channel's tags for its posts; absent: none. */
  availableTags?: EmulatorForumTag[];
}

/** A user's membership of a thread. */
export interface EmulatorThreadMember {
  userId: Snowflake;
  /** ISO 8601. */
  joinTimestamp: string;
  /** Notification settings bit set. */
  flags: number;
}

/** What a thread holds beyond a channel's settings: who started it, its archive state, its members. */
export interface EmulatorThread {
  ownerId: Snowflake;
  archived: boolean;
  locked: boolean;
  /** Minutes of inactivity before it archives itself: 60, 1440, 4320 or 10080. */
  autoArchiveDuration: 60 | 1440 | 4320 | 10080;
  /** When the archived state last changed (ISO 8601). */
  archiveTimestamp: string;
  /** ISO 8601. */
  createTimestamp: string;
  /** Private threads: whether members who are not moderators may invite others. */
  invitable: boolean;
  /** Posts of forums: the applied tag ids. */
  appliedTags: Snowflake[];
  /** Messages ever sent in it (deletions do not count down). */
  totalMessageSent: number;
  /** Its members, in the order they joined. */
  members: EmulatorThreadMember[];
  /** The message it was started from (in its parent), when it was. */
  starterMessageId?: Snowflake;
}

/** A tag a forum or media channel offers its posts. */
export interface EmulatorForumTag {
  id: Snowflake;
  name: string;
  /** Only members with Manage Threads may apply it. */
  moderated: boolean;
  emojiId: Snowflake | null;
  emojiName: string | null;
}

/** A guild member. */
export interface EmulatorMember {
  userId: Snowflake;
  roles: Snowflake[];
  nick: string | null;
  /** ISO 8601 timestamp. */
  joinedAt: string;
  /** Until when the member is timed out (ISO 8601); absent or null: not timed out. */
  communicationDisabledUntil?: string | null;
  /** Server-muted in voice. */
  mute?: boolean;
  /** Server-deafened in voice. */
  deaf?: boolean;
  /** Guild member flags bit set (DID_REJOIN, BYPASSES_VERIFICATION…); absent: 0. */
  flags?: number;
}

/** A guild. Its `@everyone` role has the guild's id. */
export interface EmulatorGuild {
  id: Snowflake;
  name: string;
  ownerId: Snowflake;
  preferredLocale: Locale;
  roles: EmulatorRole[];
  channels: EmulatorChannel[];
  members: EmulatorMember[];
  /** The channel where the service posts its own messages (a member joined…); absent or null: none. */
  systemChannelId?: Snowflake | null;
  /** System channel flags bit set (SUPPRESS_JOIN_NOTIFICATIONS = 1…); absent: 0. */
  systemChannelFlags?: number;
}

/** An application (app) with its bot, credentials, signing keys and settings. */
export interface EmulatorApplication {
  id: Snowflake;
  name: string;
  description: string;
  /** The user who owns the app; client-credentials tokens act as this user. */
  ownerId: Snowflake;
  /**
   * The app's bot user (its id is the application id, as on the service); `avatar` and `banner` are image
   * hashes in the file store (`PATCH /users/@me` sets them), null when unset.
   */
  bot: { id: Snowflake; username: string; avatar: string | null; banner: string | null };
  /** The app's icon and cover image: image hashes in the file store (`PATCH /applications/@me`), or null. */
  icon: string | null;
  coverImage: string | null;
  botToken: string;
  /** OAuth2 client id: the application id. */
  clientId: Snowflake;
  clientSecret: string;
  /** Hex Ed25519 public key that interactions are signed for. */
  publicKey: string;
  /** Hex 32-byte Ed25519 private key seed; see `applicationSigningKey`. Emulator-only. */
  privateKey: string;
  redirectUris: string[];
  /** Application flags bit set (EMBEDDED = 1 << 17 means Activities are enabled). */
  flags: number;
  /** Discovery enabled (App Directory): no age-restricted commands allowed. */
  discoverable: boolean;
  /** Installation contexts the app supports; also the default `integration_types` of its commands. */
  integrationTypes: ApplicationIntegrationType[];
  /** Guilds the app is installed in (with the `applications.commands` scope). */
  guildIds: Snowflake[];
  /** Where interactions are POSTed; null means gateway delivery. */
  interactionsEndpointUrl: string | null;
  /** The app's SKUs, in the order they were made. */
  skus: APISKU[];
  tags: string[];
  /** The default in-app authorization link's settings. */
  installParams: { scopes: string[]; permissions: string } | null;
  /** Where Webhook Events go; null: nowhere. */
  eventWebhooksUrl: string | null;
  /** The app's Linked Roles verification page (where a guild's Linked Roles send a user); null: none. */
  roleConnectionsVerificationUrl: string | null;
  /**
   * 1 disabled, 2 enabled, 3 disabled by the service (the emulator sets it when an event's every retry
   * failed; the app enables it again with 2).
   */
  eventWebhooksStatus: 1 | 2 | 3;
  /** The Webhook Event types the app subscribed to. */
  eventWebhooksTypes: string[];
}

/**
 * The live world the emulator serves: applications, users and guilds. The first application and guild are
 * the primary ones that tests and examples use by default.
 */
export interface World {
  /** The primary application (`applications[0]`). */
  application: EmulatorApplication;
  applications: EmulatorApplication[];
  /** The primary guild (`guilds[0]`). */
  guild: EmulatorGuild;
  guilds: EmulatorGuild[];
  users: EmulatorUser[];
}
