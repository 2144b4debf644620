import type {
  ApplicationIntegrationType,
  ChannelType,
  ConnectionService,
  ConnectionVisibility,
  Locale,
  SKUType,
  Snowflake,
} from '@slashkit/api';
import type { EmulatorForumTag, EmulatorPermissionOverwrite, EmulatorThread } from './world.js';

/**
 * A world file: what `--seed <file>` and `startEmulator({ seed })` take. Credentials and keys that are
 * left out are derived deterministically from the ids, so the same file always gives the same world.
 * The first application and the first guild are the primary ones.
 */
export interface WorldSeed {
  applications: ApplicationSeed[];
  users: UserSeed[];
  guilds: GuildSeed[];
}

/** An application in a world file. */
export interface ApplicationSeed {
  id: Snowflake;
  name: string;
  description?: string;
  /** A user id from `users`. */
  ownerId: Snowflake;
  botUsername?: string;
  /** The bot's avatar hash (an image in the file store, as `PATCH /users/@me` leaves it). */
  botAvatar?: string;
  /** The bot's banner hash, likewise. */
  botBanner?: string;
  /** The app's icon hash (an image in the file store, as `PATCH /applications/@me` leaves it). */
  icon?: string;
  /** The app's cover image hash, likewise. */
  coverImage?: string;
  botToken?: string;
  clientSecret?: string;
  /** Hex 32-byte Ed25519 seed; derived from the id when left out. */
  privateKey?: string;
  redirectUris?: string[];
  /** Application flags; EMBEDDED (1 << 17) enables Activities. */
  flags?: number;
  discoverable?: boolean;
  /** Defaults to `[0]` (guild install only). */
  integrationTypes?: ApplicationIntegrationType[];
  /** Guild ids the app is installed in; defaults to every guild of the file. */
  guildIds?: Snowflake[];
  interactionsEndpointUrl?: string | null;
  /** The app's SKUs (premium offerings); none when left out. */
  skus?: SkuSeed[];
  /** Tags of the app (at most 5 of at most 20 characters). */
  tags?: string[];
  /** The default in-app authorization link's scopes and permissions; none when left out. */
  installParams?: { scopes: string[]; permissions: string } | null;
  /** Where Webhook Events are sent (checked with a signed PING when set through the API). */
  eventWebhooksUrl?: string | null;
  /** 1 disabled (default), 2 enabled, 3 disabled by the service (its endpoint failed too often). */
  eventWebhooksStatus?: 1 | 2 | 3;
  /** The Webhook Event types sent (`APPLICATION_AUTHORIZED`, `ENTITLEMENT_CREATE`…). */
  eventWebhooksTypes?: string[];
  /** The app's Linked Roles verification page; none when left out. */
  roleConnectionsVerificationUrl?: string | null;
}

/**
 * A SKU of an application in a world file: a one-time purchase (2 durable, 3 consumable) or a
 * subscription (5, with its 6 subscription group listed beside it as the service makes one), its flags
 * (`SKUFlags`: AVAILABLE, GUILD_SUBSCRIPTION, USER_SUBSCRIPTION) and slug (made from the name when left out).
 */
export interface SkuSeed {
  id: Snowflake;
  name: string;
  type: SKUType;
  /** Defaults to AVAILABLE, with USER_SUBSCRIPTION for a subscription or its group. */
  flags?: number;
  slug?: string;
}

/** A user in a world file. */
export interface UserSeed {
  id: Snowflake;
  username: string;
  globalName?: string | null;
  /** Defaults to `en-US`. */
  locale?: Locale;
  /** Defaults to true. */
  adult?: boolean;
  bot?: boolean;
  /** Accounts the user connected (GitHub, Steam, …), as `GET /users/@me/connections` lists them. */
  connections?: ConnectionSeed[];
}

/**
 * An account a user of a world file connected to Discord: its service (`type`, one of `ConnectionService`),
 * its id and username there. The flags default to a verified, public connection that shows its activity.
 */
export interface ConnectionSeed {
  type: ConnectionService;
  id: string;
  name: string;
  /** Default true. */
  verified?: boolean;
  /** Default false. */
  revoked?: boolean;
  /** Default false. */
  friendSync?: boolean;
  /** Default true. */
  showActivity?: boolean;
  /** Default false. */
  twoWayLink?: boolean;
  /** 1 everyone (default), 0 only the user. */
  visibility?: ConnectionVisibility;
}

/** A role in a world file. The role whose id is the guild id is `@everyone` and must be present. */
export interface RoleSeed {
  id: Snowflake;
  name: string;
  /** Decimal permission bit set. */
  permissions: string;
  position?: number;
  color?: number;
  hoist?: boolean;
  mentionable?: boolean;
  /** Whether an integration owns the role (an installed bot's role). Default false. */
  managed?: boolean;
  /** The second colour of a gradient (an RGB value), or null. */
  secondaryColor?: number | null;
  /** The third colour (a holographic style), or null. */
  tertiaryColor?: number | null;
  /** The role icon's hash, or null. */
  icon?: string | null;
  /** The role's unicode emoji, or null. */
  unicodeEmoji?: string | null;
}

/** A channel in a world file. */
export interface ChannelSeed {
  id: Snowflake;
  name: string;
  type: ChannelType;
  parentId?: Snowflake | null;
  nsfw?: boolean;
  permissionOverwrites?: EmulatorPermissionOverwrite[];
  /** Sorting position; defaults to the channel's index in the guild's `channels`. */
  position?: number;
  /** Defaults to null. */
  topic?: string | null;
  /** Slowmode in seconds (0-21600); defaults to 0. */
  rateLimitPerUser?: number;
  /** A voice or stage channel's most connected users (0-10000); defaults to 0, no limit. */
  userLimit?: number;
  /** Channel flags bit set; defaults to 0. */
  flags?: number;
  /** A thread's state (every field optional: owner the guild's owner, active, unlocked, no members). */
  thread?: Partial<EmulatorThread>;
  /** A forum or media channel's tags for its posts (at most 20). */
  availableTags?: EmulatorForumTag[];
}

/** A guild member in a world file. */
export interface MemberSeed {
  /** A user id from `users`, or an application's id for its bot (an installed bot is a member). */
  userId: Snowflake;
  roles?: Snowflake[];
  nick?: string | null;
  joinedAt?: string;
  /** Until when the member is timed out (ISO 8601), or null. */
  communicationDisabledUntil?: string | null;
  mute?: boolean;
  deaf?: boolean;
  /** Guild member flags bit set; defaults to 0. */
  flags?: number;
}

/** A guild in a world file. */
export interface GuildSeed {
  id: Snowflake;
  name: string;
  ownerId: Snowflake;
  preferredLocale?: Locale;
  roles: RoleSeed[];
  channels: ChannelSeed[];
  members: MemberSeed[];
  /** A text channel of this guild where join messages are posted; absent or null: none. */
  systemChannelId?: Snowflake | null;
  /** System channel flags bit set (SUPPRESS_JOIN_NOTIFICATIONS = 1…); defaults to 0. */
  systemChannelFlags?: number;
}
