import type { Locale } from '../enums/locale.js';
import type { Snowflake } from '../snowflake.js';
import type { APIGuildIncidentsData } from './guild-incidents.js';
import type { APIRole, APIUser } from './resolved-objects.js';

/**
 * A guild, as `GET /guilds/{id}` returns it (and `GUILD_CREATE` begins with): the guild's settings, roles,
 * emojis and stickers. Fields the emulator has no world for carry the service's defaults.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-object | Guild object}
 */
export interface APIGuild {
  id: Snowflake;
  name: string;
  icon: string | null;
  description: string | null;
  home_header: string | null;
  splash: string | null;
  discovery_splash: string | null;
  banner: string | null;
  features: string[];
  owner_id: Snowflake;
  /** The application that created the guild (bot-created guilds), or null. */
  application_id: Snowflake | null;
  /** Deprecated: `deprecated` on the service. */
  region: string;
  afk_channel_id: Snowflake | null;
  /** Seconds: 60, 300, 900, 1800 or 3600. */
  afk_timeout: number;
  system_channel_id: Snowflake | null;
  system_channel_flags: number;
  widget_enabled: boolean;
  widget_channel_id: Snowflake | null;
  verification_level: number;
  roles: APIRole[];
  default_message_notifications: number;
  mfa_level: number;
  explicit_content_filter: number;
  max_presences: number | null;
  max_members: number;
  max_stage_video_channel_users: number;
  max_video_channel_users: number;
  vanity_url_code: string | null;
  premium_tier: number;
  premium_subscription_count: number;
  preferred_locale: Locale;
  rules_channel_id: Snowflake | null;
  safety_alerts_channel_id: Snowflake | null;
  public_updates_channel_id: Snowflake | null;
  premium_progress_bar_enabled: boolean;
  nsfw: boolean;
  nsfw_level: number;
  /** Custom emojis (the emulator's guilds have none). */
  emojis: unknown[];
  /** Custom stickers (the emulator's guilds have none). */
  stickers: unknown[];
  /** The guild's paused invites and DMs (`PUT /guilds/{id}/incident-actions`), or null. */
  incidents_data: APIGuildIncidentsData | null;
  /** With `?with_counts=true`: the number of members. */
  approximate_member_count?: number;
  /** With `?with_counts=true`: the number of members online. */
  approximate_presence_count?: number;
}

/**
 * A guild member, as `GET /guilds/{id}/members/{user_id}` and the member list return it (with its user).
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-member-object | Guild member object}
 */
export interface APIGuildMember {
  user: APIUser;
  nick: string | null;
  avatar: string | null;
  banner: string | null;
  roles: Snowflake[];
  /** ISO 8601. */
  joined_at: string;
  premium_since: string | null;
  deaf: boolean;
  mute: boolean;
  flags: number;
  pending: boolean;
  communication_disabled_until: string | null;
}

/**
 * A guild as `GET /users/@me/guilds` lists it: the current user's view of it (owner, permissions).
 * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-guilds | Get Current User Guilds}
 */
export interface APIPartialGuild {
  id: Snowflake;
  name: string;
  icon: string | null;
  banner: string | null;
  /** Whether the current user owns the guild. */
  owner: boolean;
  /** The current user's guild permissions, a decimal bit-set string. */
  permissions: string;
  features: string[];
  /** With `?with_counts=true`. */
  approximate_member_count?: number;
  /** With `?with_counts=true`. */
  approximate_presence_count?: number;
}
