import type { Snowflake } from '@slashkit/api';
import type { CallOptions } from './call-options.js';

/** Options of `rest.scheduledEvents.getGuildScheduledEvents` and `getGuildScheduledEvent`. */
export interface GetScheduledEventsOptions extends CallOptions {
  /** Include each event's `user_count` (how many users are interested). */
  withUserCount?: boolean;
}

/** Options of `rest.scheduledEvents.getGuildScheduledEventUsers`: a page by user id. */
export interface GetScheduledEventUsersOptions extends CallOptions {
  /** 1-100 (100). */
  limit?: number;
  /** Include each user's guild `member`. */
  withMember?: boolean;
  /** Users before this id (wins over `after`). */
  before?: Snowflake;
  /** Users after this id. */
  after?: Snowflake;
}
