import type { ChannelType } from '../enums/channel-type.js';
import type { Snowflake } from '../snowflake.js';

/**
 * A permission overwrite in a request: whom it is for (`type` 0 a role, 1 a member) and the bits it allows
 * and denies (left out or null: `"0"`).
 * @see {@link https://discord.com/developers/docs/resources/channel#overwrite-object | Overwrite object}
 */
export interface RESTAPIChannelPatchOverwrite {
  id: Snowflake;
  type: 0 | 1;
  allow?: string | null;
  deny?: string | null;
}

/**
 * The body of `POST /guilds/{id}/channels`: `name` is required, everything else optional and nullable;
 * fields a channel's type does not take are ignored.
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-channel | Create Guild Channel}
 */
export interface RESTPostAPIGuildChannelJSONBody {
  /** 1-100 characters. */
  name: string;
  /** Text (default), voice, category, announcement, stage, forum or media. */
  type?: ChannelType | null;
  /** 0-1024 characters (4096 for forum and media channels). */
  topic?: string | null;
  bitrate?: number | null;
  user_limit?: number | null;
  /** Slowmode seconds, 0-21600. */
  rate_limit_per_user?: number | null;
  position?: number | null;
  permission_overwrites?: RESTAPIChannelPatchOverwrite[] | null;
  /** The category the channel goes in. */
  parent_id?: Snowflake | null;
  nsfw?: boolean | null;
  rtc_region?: string | null;
  video_quality_mode?: number | null;
  /** Minutes: 60, 1440, 4320 or 10080. */
  default_auto_archive_duration?: number | null;
  default_thread_rate_limit_per_user?: number | null;
  flags?: number | null;
}

/**
 * The body of `PATCH /channels/{id}` for a guild channel or a thread: the fields to change, each optional
 * (a thread takes `name`, `archived`, `auto_archive_duration`, `locked`, `invitable`,
 * `rate_limit_per_user`, `flags` and `applied_tags`).
 * @see {@link https://discord.com/developers/docs/resources/channel#modify-channel | Modify Channel}
 */
export interface RESTPatchAPIChannelJSONBody extends Partial<Omit<RESTPostAPIGuildChannelJSONBody, 'name'>> {
  name?: string;
  archived?: boolean;
  auto_archive_duration?: number;
  locked?: boolean;
  invitable?: boolean;
  applied_tags?: Snowflake[];
}

/**
 * The body of `PATCH /guilds/{id}/channels`: the channels to move, each with its new `position`, and at
 * most one with a new `parent_id` (`lock_permissions`: take the new category's overwrites).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-channel-positions | Modify Guild Channel Positions}
 */
export type RESTPatchAPIGuildChannelPositionsJSONBody = {
  id: Snowflake;
  position?: number | null;
  lock_permissions?: boolean | null;
  parent_id?: Snowflake | null;
}[];

/**
 * The body of `PUT /channels/{id}/permissions/{overwrite_id}`: for a role (`type` 0) or a member (1), the
 * bits allowed and denied (left out or null: `"0"`).
 * @see {@link https://discord.com/developers/docs/resources/channel#edit-channel-permissions | Edit Channel Permissions}
 */
export interface RESTPutAPIChannelPermissionJSONBody {
  type: 0 | 1;
  allow?: string | null;
  deny?: string | null;
}

/**
 * The body of `POST /channels/{id}/followers`: the channel the announcements are to be posted in.
 * @see {@link https://discord.com/developers/docs/resources/channel#follow-announcement-channel | Follow Announcement Channel}
 */
export interface RESTPostAPIChannelFollowersJSONBody {
  webhook_channel_id: Snowflake;
}

/**
 * What `POST /channels/{id}/followers` answers: the followed channel and the webhook that posts its
 * announcements in the target channel.
 * @see {@link https://discord.com/developers/docs/resources/channel#followed-channel-object | Followed channel object}
 */
export interface APIFollowedChannel {
  channel_id: Snowflake;
  webhook_id: Snowflake;
}
