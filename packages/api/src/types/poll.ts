import type { Snowflake } from '../snowflake.js';

/**
 * The text (and, for an answer, the emoji) of a poll's question or answer.
 * @see {@link https://discord.com/developers/docs/resources/poll#poll-media-object | Poll media object}
 */
export interface APIPollMedia {
  text?: string;
  /** A unicode emoji (`id` null) or a custom emoji, as a reaction's emoji. */
  emoji?: { id: Snowflake | null; name: string | null; animated?: boolean };
}

/** The text (and, for an answer, the emoji: a unicode one by `name`, a custom one by `id`) a new poll gives. */
export interface APIPollMediaCreate {
  text?: string;
  emoji?: { id?: Snowflake; name?: string };
}

/** One answer of a poll: its id (1, 2, … in order) and its media. */
export interface APIPollAnswer {
  answer_id: number;
  poll_media: APIPollMedia;
}

/**
 * A poll as a message's `poll` sends it: the question, the answers, when it ends, and its results.
 * @see {@link https://discord.com/developers/docs/resources/poll#poll-object | Poll object}
 */
export interface APIPoll {
  question: APIPollMedia;
  answers: APIPollAnswer[];
  /** ISO 8601 time the poll ends. */
  expiry: string | null;
  allow_multiselect: boolean;
  /** 1 DEFAULT, the only layout. */
  layout_type: number;
  results?: APIPollResults;
}

/** The votes of a poll: per answer, how many and whether the reader voted for it; final once it ended. */
export interface APIPollResults {
  is_finalized: boolean;
  answer_counts: { id: number; count: number; me_voted: boolean }[];
}

/**
 * A poll as a message body creates it: the question, 1-10 answers, the hours it runs (1-768, 24 by
 * default), whether a user may pick several answers, and the layout.
 * @see {@link https://discord.com/developers/docs/resources/poll#poll-create-request-object | Poll create request object}
 */
export interface RESTAPIPollCreate {
  question: APIPollMediaCreate;
  answers: { poll_media: APIPollMediaCreate }[];
  duration?: number;
  allow_multiselect?: boolean;
  layout_type?: number;
}

/**
 * The payload of MESSAGE_POLL_VOTE_ADD and MESSAGE_POLL_VOTE_REMOVE: one user's vote for one answer.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#message-poll-vote-add | Message Poll Vote Add}
 */
export interface GatewayMessagePollVoteData {
  user_id: Snowflake;
  channel_id: Snowflake;
  message_id: Snowflake;
  /** Absent in DMs. */
  guild_id?: Snowflake;
  answer_id: number;
}
