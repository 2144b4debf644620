/**
 * The limits of Search Guild Messages' query.
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages | Search Guild Messages}
 */
export const MessageSearchLimits = {
  /** Results per page: 1-25, default 25. */
  limitMax: 25,
  /** How far `offset` may page: at most 9975 (so 10,000 results in all). */
  offsetMax: 9975,
  /** Words allowed between the tokens of `content`: at most 100, default 2. */
  slopMax: 100,
  slopDefault: 2,
  /** `content`: at most 1024 characters. */
  contentMaxLength: 1024,
  /** `channel_id`: at most 500 channels. */
  channelIdsMax: 500,
  /** Each other list filter (`author_id`, `mentions`, …): at most 100 values. */
  valuesMax: 100,
  /** `embed_provider`, `link_hostname` and `attachment_extension` values: at most 256 characters. */
  textValueMaxLength: 256,
  /** `attachment_filename` values: at most 1024 characters. */
  filenameMaxLength: 1024,
} as const;
