import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/** A role of a template's guild: its placeholder id (`@everyone` 0) and what a new guild's role gets. */
export interface APIGuildTemplateRole {
  id: number;
  name: string;
  permissions: string;
  color: number;
  colors: null;
  hoist: boolean;
  mentionable: boolean;
  icon: string | null;
  unicode_emoji: string | null;
}

/** A role's permission overwrite in a template's channel: the role by its placeholder id. */
export interface APIGuildTemplateOverwrite {
  id: number;
  type: 0;
  allow: string;
  deny: string;
}

/** A channel of a template's guild (text, voice, category or forum), ids as placeholders. */
export interface APIGuildTemplateChannel {
  id: number;
  type: number;
  name: string;
  position: number;
  topic: string | null;
  bitrate: number;
  user_limit: number;
  nsfw: boolean;
  rate_limit_per_user: number;
  parent_id: number | null;
  default_auto_archive_duration: number | null;
  permission_overwrites: APIGuildTemplateOverwrite[];
  available_tags: unknown[] | null;
  template: string;
  default_reaction_emoji: null;
  default_thread_rate_limit_per_user: number | null;
  default_sort_order: number | null;
  default_forum_layout: number | null;
  default_tag_setting: string | null;
  theme_color: number | null;
}

/**
 * The guild a template holds: its settings, roles and channels, each id a placeholder integer (the
 * channels point at their category and the guild at its AFK and system channels by those).
 * @see {@link https://discord.com/developers/docs/resources/guild-template#guild-template-object | Guild Template object}
 */
export interface APIGuildTemplateSerializedGuild {
  name: string;
  description: string | null;
  region: string | null;
  verification_level: number;
  default_message_notifications: number;
  explicit_content_filter: number;
  preferred_locale: string;
  afk_channel_id: number | null;
  afk_timeout: number;
  system_channel_id: number | null;
  system_channel_flags: number;
  icon_hash: string | null;
  roles: APIGuildTemplateRole[];
  channels: APIGuildTemplateChannel[];
}

/**
 * A guild template: a code that makes a new guild like its source guild was when it was last synced.
 * @see {@link https://discord.com/developers/docs/resources/guild-template#guild-template-object | Guild Template object}
 */
export interface APIGuildTemplate {
  code: string;
  name: string;
  description: string | null;
  usage_count: number;
  creator_id: Snowflake;
  creator: APIUser | null;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601: when it was last synced. */
  updated_at: string;
  source_guild_id: Snowflake;
  serialized_source_guild: APIGuildTemplateSerializedGuild;
  /** True when the guild changed since the last sync, null otherwise. */
  is_dirty: boolean | null;
}

/**
 * The body of `POST /guilds/{id}/templates` (Create Guild Template).
 * @see {@link https://discord.com/developers/docs/resources/guild-template#create-guild-template | Create Guild Template}
 */
export interface RESTPostAPIGuildTemplateJSONBody {
  /** 1-100 characters. */
  name: string;
  /** At most 120 characters. */
  description?: string | null;
}

/**
 * The body of `PATCH /guilds/{id}/templates/{code}` (Modify Guild Template): each field optional.
 * @see {@link https://discord.com/developers/docs/resources/guild-template#modify-guild-template | Modify Guild Template}
 */
export type RESTPatchAPIGuildTemplateJSONBody = Partial<RESTPostAPIGuildTemplateJSONBody>;
