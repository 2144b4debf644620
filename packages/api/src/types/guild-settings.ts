import type { Locale } from '../enums/locale.js';
import type { Snowflake } from '../snowflake.js';
import type { APIEmoji } from './emoji.js';
import type { APISticker } from './sticker.js';

/**
 * What `GET /guilds/{id}/vanity-url` answers: the guild's vanity invite code (null when it has none) and
 * how many times it was used.
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-vanity-url | Get Guild Vanity URL}
 */
export interface APIGuildVanityUrl {
  code: string | null;
  uses: number;
}

/**
 * The body of `PATCH /guilds/{id}` (Modify Guild): every field optional; a null resets it (no icon, no
 * system channel…). Images are image data (`data:image/png;base64,…`).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild | Modify Guild}
 */
export interface RESTPatchAPIGuildJSONBody {
  /** 2-100 characters. */
  name?: string;
  /** Deprecated; the service ignores it. */
  region?: string | null;
  /** 0 none to 4 very high. */
  verification_level?: number | null;
  /** 0 all messages, 1 only mentions. */
  default_message_notifications?: number | null;
  /** 0 disabled, 1 members without roles, 2 all members. */
  explicit_content_filter?: number | null;
  afk_channel_id?: Snowflake | null;
  /** Seconds: 60, 300, 900, 1800 or 3600. */
  afk_timeout?: number | null;
  icon?: string | null;
  splash?: string | null;
  discovery_splash?: string | null;
  banner?: string | null;
  home_header?: string | null;
  system_channel_id?: Snowflake | null;
  /** A bit set of system channel flags. */
  system_channel_flags?: number | null;
  rules_channel_id?: Snowflake | null;
  public_updates_channel_id?: Snowflake | null;
  safety_alerts_channel_id?: Snowflake | null;
  preferred_locale?: Locale | null;
  /** The guild's features; only the mutable ones may be added or removed (COMMUNITY needs Administrator). */
  features?: string[] | null;
  /** 0-300 characters. */
  description?: string | null;
  premium_progress_bar_enabled?: boolean | null;
}

/**
 * What `GET /guilds/{id}/preview` answers: a guild's public face (name, images, features, emojis,
 * stickers, approximate counts).
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-preview-object | Guild Preview object}
 */
export interface APIGuildPreview {
  id: Snowflake;
  name: string;
  icon: string | null;
  home_header: string | null;
  splash: string | null;
  discovery_splash: string | null;
  emojis: APIEmoji[];
  features: string[];
  approximate_member_count: number;
  approximate_presence_count: number;
  description: string | null;
  stickers: APISticker[];
}

/**
 * What `GET /guilds/{id}/prune` answers: how many members a prune with the same settings would remove.
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-prune-count | Get Guild Prune Count}
 */
export interface RESTGetAPIGuildPruneCountResult {
  pruned: number;
}

/**
 * The query of `GET /guilds/{id}/prune`: `days` of inactivity (1-30, default 7) and the roles whose holders
 * may be counted too (comma-separated ids).
 */
export interface RESTGetAPIGuildPruneCountQuery {
  days?: number;
  include_roles?: string;
}

/**
 * The body of `POST /guilds/{id}/prune` (Begin Guild Prune).
 * @see {@link https://discord.com/developers/docs/resources/guild#begin-guild-prune | Begin Guild Prune}
 */
export interface RESTPostAPIGuildPruneJSONBody {
  /** Days of inactivity: 1-30, 7 by default. */
  days?: number;
  /** Whether the answer counts the pruned (true by default; false answers `pruned: null`). */
  compute_prune_count?: boolean;
  /** Roles whose holders may be pruned too (a member holding any other role stays). */
  include_roles?: Snowflake[];
  /** Deprecated: use the `X-Audit-Log-Reason` header. */
  reason?: string;
}

/** What `POST /guilds/{id}/prune` answers: the members removed, or null with `compute_prune_count: false`. */
export interface RESTPostAPIGuildPruneResult {
  pruned: number | null;
}
