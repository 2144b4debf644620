import type { Snowflake } from '@slashkit/api';
import type { CallOptions } from './call-options.js';

/**
 * Options of `rest.messages.getChannelMessages`: at most one of `around`, `before`, `after` (when several are
 * given the service uses `around`, then `before`, then `after`), and `limit` 1-100 (default 50).
 * @example
 * await rest.messages.getChannelMessages(channelId, { before: messageId, limit: 10 });
 */
export interface ListChannelMessagesOptions extends CallOptions {
  around?: Snowflake;
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
}

/** Options of `rest.guilds.getGuild`. */
export interface GetGuildOptions extends CallOptions {
  /** Add `approximate_member_count` and `approximate_presence_count` (`with_counts=true`). */
  withCounts?: boolean;
}

/** Options of `rest.members.getGuildMembers`: `limit` 1-1000 (default 1), members after the user id `after`. */
export interface ListGuildMembersOptions extends CallOptions {
  limit?: number;
  after?: Snowflake;
}

/** Options of `rest.users.getCurrentUserGuilds`: `limit` 1-200 (default 200), by guild id. */
export interface ListCurrentUserGuildsOptions extends CallOptions {
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
  /** Add the approximate counts (`with_counts=true`). */
  withCounts?: boolean;
}
