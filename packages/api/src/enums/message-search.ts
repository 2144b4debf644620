// The vocabulary of Search Guild Messages. Each filter value of `author_type` and `has` may be negated with a
// leading `-` (`-bot`: not sent by a bot).

/**
 * Who sent a message, for `author_type`.
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages-author-types | Author Types}
 */
export const MessageSearchAuthorType = {
  User: 'user',
  Bot: 'bot',
  Webhook: 'webhook',
} as const;

/** A message search author type (negate with a leading `-`). */
export type MessageSearchAuthorType = (typeof MessageSearchAuthorType)[keyof typeof MessageSearchAuthorType];

/**
 * What a message has, for `has`.
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages-search-has-types | Search Has Types}
 */
export const MessageSearchHasType = {
  Image: 'image',
  Sound: 'sound',
  Video: 'video',
  File: 'file',
  Sticker: 'sticker',
  Embed: 'embed',
  Link: 'link',
  Poll: 'poll',
  Snapshot: 'snapshot',
} as const;

/** A message search has type (negate with a leading `-`). */
export type MessageSearchHasType = (typeof MessageSearchHasType)[keyof typeof MessageSearchHasType];

/**
 * The kinds of embed, for `embed_type` (wider than embed types: `gif` is a `gifv` embed).
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages-search-embed-types | Search Embed Types}
 */
export const MessageSearchEmbedType = {
  Image: 'image',
  Video: 'video',
  Gif: 'gif',
  Sound: 'sound',
  Article: 'article',
} as const;

/** A message search embed type. */
export type MessageSearchEmbedType = (typeof MessageSearchEmbedType)[keyof typeof MessageSearchEmbedType];

/**
 * How results are ordered, for `sort_by`: by creation time (the default) or by relevance to `content`
 * (which ignores `sort_order`).
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages-search-sort-modes | Search Sort Modes}
 */
export const MessageSearchSortMode = {
  Timestamp: 'timestamp',
  Relevance: 'relevance',
} as const;

/** A message search sort mode. */
export type MessageSearchSortMode = (typeof MessageSearchSortMode)[keyof typeof MessageSearchSortMode];
