import type {
  MessageSearchAuthorType,
  MessageSearchEmbedType,
  MessageSearchHasType,
  MessageSearchSortMode,
} from '../enums/message-search.js';
import type { Snowflake } from '../snowflake.js';
import type { APIThreadChannel } from './channel.js';
import type { APIMessage } from './resolved-objects.js';
import type { APIThreadMember } from './thread.js';

/** A filter value that may be negated with a leading `-` (`-bot`, `-file`). */
export type MessageSearchNegatable<T extends string> = T | `-${T}`;

/**
 * The query of `GET /guilds/{guild.id}/messages/search`. Lists go as repeated parameters
 * (`channel_id=1&channel_id=2`); every filter narrows the results.
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages-query-string-params | Query String Params}
 */
export interface RESTGetAPIGuildMessagesSearchQuery {
  /** 1-25, default 25. */
  limit?: number;
  /** At most 9975. */
  offset?: number;
  /** Messages before this id. */
  max_id?: Snowflake;
  /** Messages after this id. */
  min_id?: Snowflake;
  /** Words allowed between the tokens of `content` (at most 100, default 2). */
  slop?: number;
  /** At most 1024 characters. */
  content?: string;
  channel_id?: Snowflake[];
  author_type?: MessageSearchNegatable<MessageSearchAuthorType>[];
  author_id?: Snowflake[];
  mentions?: Snowflake[];
  mentions_role_id?: Snowflake[];
  mention_everyone?: boolean;
  replied_to_user_id?: Snowflake[];
  replied_to_message_id?: Snowflake[];
  pinned?: boolean;
  has?: MessageSearchNegatable<MessageSearchHasType>[];
  embed_type?: MessageSearchEmbedType[];
  /** Case-sensitive, e.g. `Tenor`. */
  embed_provider?: string[];
  link_hostname?: string[];
  attachment_filename?: string[];
  /** Without the dot, e.g. `txt`. */
  attachment_extension?: string[];
  sort_by?: MessageSearchSortMode;
  /** Default `desc`; not used when sorting by relevance. */
  sort_order?: 'asc' | 'desc';
  /** Whether results from age-restricted channels are included (default false). */
  include_nsfw?: boolean;
}

/**
 * Search Guild Messages' answer with status 202 while the guild's search index is built: no results, a
 * JSON code of 110000 (`IndexNotYetAvailable`), and when to ask again (`retry_after` seconds; 0: shortly).
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages | Search Guild Messages}
 */
export interface RESTGetAPIGuildMessagesSearchIndexNotReady {
  message: string;
  code: number;
  documents_indexed: number;
  retry_after: number;
}

/**
 * A message of a search's answer: the message without its `reactions`, and `hit` true (it marked the match
 * among context messages, which are no longer sent; Discord's OpenAPI document lists it, the docs do not).
 */
export type APIMessageSearchHit = Omit<APIMessage, 'reactions'> & { hit?: boolean };

/**
 * The answer of a search: the total number of matches and a page of them (each hit in an array of its own:
 * the arrays once held context messages too), without their `reactions`, with the threads they are in and
 * the bot's thread members of those threads.
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages-response-body | Response Body}
 */
export interface RESTGetAPIGuildMessagesSearchResult {
  doing_deep_historical_index: boolean;
  documents_indexed?: number;
  total_results: number;
  messages: APIMessageSearchHit[][];
  threads?: APIThreadChannel[];
  members?: APIThreadMember[];
}
