import type { ChannelType } from '../enums/channel-type.js';
import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/**
 * A permission overwrite of a channel: `type` 0 for a role, 1 for a member; `allow` and `deny` are decimal
 * bit-set strings.
 */
export interface APIPermissionOverwrite {
  id: Snowflake;
  type: 0 | 1;
  allow: string;
  deny: string;
}

/**
 * A tag a forum or media channel offers its posts.
 * @see {@link https://discord.com/developers/docs/resources/channel#forum-tag-object | Forum Tag object}
 */
export interface APIGuildForumTag {
  id: Snowflake;
  name: string;
  /** Only members with Manage Threads may apply it. */
  moderated: boolean;
  emoji_id: Snowflake | null;
  emoji_name: string | null;
}

/** The fields every channel has. */
export interface APIChannelBase {
  id: Snowflake;
  type: ChannelType;
  /** The newest message of the channel (it may have been deleted since), or null. */
  last_message_id: Snowflake | null;
  /** Channel flags bit set. */
  flags: number;
}

/**
 * A guild channel that is not a thread (text, voice, category, announcement, stage, directory, forum,
 * media), as `GET /channels/{id}`, `GET /guilds/{id}/channels` and `GUILD_CREATE` carry it.
 * @see {@link https://discord.com/developers/docs/resources/channel#channel-object | Channel object}
 */
export interface APIGuildChannel extends APIChannelBase {
  guild_id: Snowflake;
  name: string;
  /** Sorting position among the guild's channels. */
  position: number;
  permission_overwrites: APIPermissionOverwrite[];
  /** The category the channel is in, or null. */
  parent_id: Snowflake | null;
  nsfw: boolean;
  /** The channel topic (0-1024 characters; forums up to 4096), or null. */
  topic: string | null;
  /** Slowmode: seconds a user waits between messages (0-21600). */
  rate_limit_per_user: number;
  /** Voice and stage channels: bits per second. */
  bitrate?: number;
  /** Voice and stage channels: the most users at once (0: no limit). */
  user_limit?: number;
  /** Voice and stage channels: the voice region, null for automatic. */
  rtc_region?: string | null;
  /** Forum and media channels: the tags a post may carry. */
  available_tags?: APIGuildForumTag[];
  /** Forum and media channels: the reaction shown on posts, or null. */
  default_reaction_emoji?: { emoji_id: Snowflake | null; emoji_name: string | null } | null;
  /** Forum and media channels: 0 latest activity, 1 creation date, or null (unset). */
  default_sort_order?: 0 | 1 | null;
  /** Forum channels: 0 not set, 1 list, 2 gallery. */
  default_forum_layout?: 0 | 1 | 2;
  /** Forum, media and text channels: the slowmode new threads get. */
  default_thread_rate_limit_per_user?: number;
  /** The member's permissions in it (interactions' `channel` only), a decimal bit-set string. */
  permissions?: string;
}

/** What a thread carries about its archiving. */
export interface APIThreadMetadata {
  archived: boolean;
  /** Minutes of inactivity before the thread is archived: 60, 1440, 4320 or 10080. */
  auto_archive_duration: 60 | 1440 | 4320 | 10080;
  /** When the archived state last changed (ISO 8601). */
  archive_timestamp: string;
  locked: boolean;
  /** Private threads: whether members who are not moderators may invite others. */
  invitable?: boolean;
  /** When the thread was created (ISO 8601). */
  create_timestamp?: string;
}

/** A thread (announcement, public or private): a channel under a text, announcement or forum channel. */
export interface APIThreadChannel extends APIChannelBase {
  guild_id: Snowflake;
  name: string;
  /** The channel the thread lives in. */
  parent_id: Snowflake | null;
  /** Who started the thread. */
  owner_id: Snowflake;
  rate_limit_per_user: number;
  thread_metadata: APIThreadMetadata;
  /** Messages in the thread (without its first message), capped at 50 on older threads. */
  message_count: number;
  /** Members of the thread, capped at 50. */
  member_count: number;
  /** Messages ever sent in the thread. */
  total_message_sent: number;
  /** Posts of forum and media channels: the ids of the tags applied to it. */
  applied_tags?: Snowflake[];
  /** The member's permissions in it (interactions' `channel` only), a decimal bit-set string. */
  permissions?: string;
}

/** A DM between the current user (or bot) and one other user. */
export interface APIDMChannel extends APIChannelBase {
  type: 1;
  /** The other user. */
  recipients: APIUser[];
}

/**
 * A channel, as the channel endpoints return it: a guild channel, a thread or a DM.
 * @see {@link https://discord.com/developers/docs/resources/channel#channel-object | Channel object}
 */
export type APIChannel = APIGuildChannel | APIThreadChannel | APIDMChannel;
