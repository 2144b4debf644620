import type { ChannelType } from '../enums/channel-type.js';
import type { Snowflake } from '../snowflake.js';
import type { APIThreadChannel } from './channel.js';
import type { RESTPostAPIChannelMessageJSONBody } from './channel-message-bodies.js';
import type { APIGuildMember } from './guild.js';

/** Minutes of inactivity after which a thread archives itself. */
export type ThreadAutoArchiveDuration = 60 | 1440 | 4320 | 10080;

/**
 * A user's membership of a thread, as the thread-member routes and THREAD_MEMBERS_UPDATE carry it; with
 * `with_member=true` its guild member too.
 * @see {@link https://discord.com/developers/docs/resources/channel#thread-member-object | Thread Member object}
 */
export interface APIThreadMember {
  /** The thread's id. */
  id: Snowflake;
  user_id: Snowflake;
  /** When the user joined the thread (ISO 8601). */
  join_timestamp: string;
  /** Notification settings bit set. */
  flags: number;
  /** The user's guild member (`with_member=true` only). */
  member?: APIGuildMember;
}

/** The body of `POST /channels/{id}/messages/{id}/threads`: a thread started from a message. */
export interface RESTPostAPIChannelMessagesThreadsJSONBody {
  /** 1-100 characters. */
  name: string;
  auto_archive_duration?: ThreadAutoArchiveDuration;
  /** Slowmode in seconds (0-21600). */
  rate_limit_per_user?: number | null;
}

/**
 * The body of `POST /channels/{id}/threads` in a text or announcement channel: a thread without a message
 * (`type` 10, 11 or 12; 12, private, when left out as in API v10).
 */
export interface RESTPostAPIChannelThreadsJSONBody extends RESTPostAPIChannelMessagesThreadsJSONBody {
  type?: ChannelType;
  /** Private threads: whether members who are not moderators may invite others. */
  invitable?: boolean;
}

/** The body of `POST /channels/{id}/threads` in a forum or media channel: a post with its first message. */
export interface RESTPostAPIGuildForumThreadsJSONBody extends RESTPostAPIChannelMessagesThreadsJSONBody {
  message: RESTPostAPIChannelMessageJSONBody;
  /** Up to 5 ids of the channel's `available_tags`. */
  applied_tags?: Snowflake[];
}

/** A thread as its creation answers it: with the creator's thread member. */
export interface APIThreadChannelWithMember extends APIThreadChannel {
  member?: APIThreadMember;
}

/** The query of the thread-member list: `with_member`, members after the user id `after`, `limit` 1-100. */
export interface RESTGetAPIChannelThreadMembersQuery {
  with_member?: boolean;
  after?: Snowflake;
  limit?: number;
}

/** The query of `GET /channels/{id}/thread-members/{user_id}`. */
export interface RESTGetAPIChannelThreadMemberQuery {
  with_member?: boolean;
}

/** The query of the archived thread lists: threads archived before `before` (ISO 8601; a thread id for the joined list), `limit`. */
export interface RESTGetAPIChannelThreadsArchivedQuery {
  before?: string;
  limit?: number;
}

/**
 * A list of threads with the calling user's thread member of each it joined: the archived lists (with
 * `has_more`) and the guild's active threads.
 * @see {@link https://discord.com/developers/docs/resources/channel#list-public-archived-threads | List Public Archived Threads}
 */
export interface RESTGetAPIChannelThreadsResult {
  threads: APIThreadChannel[];
  members: APIThreadMember[];
  has_more: boolean;
}

/**
 * The payload of THREAD_LIST_SYNC: the active threads of some channels (all of the guild's when
 * `channel_ids` is absent), sent when the bot gains access to them.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#thread-list-sync | Thread List Sync}
 */
export interface GatewayThreadListSyncData {
  guild_id: Snowflake;
  channel_ids?: Snowflake[];
  threads: APIThreadChannel[];
  members: APIThreadMember[];
}

/**
 * The payload of THREAD_MEMBERS_UPDATE: who joined and who left a thread.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#thread-members-update | Thread Members Update}
 */
export interface GatewayThreadMembersUpdateData {
  id: Snowflake;
  guild_id: Snowflake;
  /** Members of the thread, capped at 50. */
  member_count: number;
  added_members?: APIThreadMember[];
  removed_member_ids?: Snowflake[];
}

/**
 * The payload of THREAD_MEMBER_UPDATE: the bot's own thread member changed (it joined).
 * @see {@link https://discord.com/developers/docs/events/gateway-events#thread-member-update | Thread Member Update}
 */
export interface GatewayThreadMemberUpdateData extends APIThreadMember {
  guild_id: Snowflake;
}
