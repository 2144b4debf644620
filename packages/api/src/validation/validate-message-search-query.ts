import {
  MessageSearchAuthorType,
  MessageSearchEmbedType,
  MessageSearchHasType,
  MessageSearchSortMode,
} from '../enums/message-search.js';
import { FieldErrorCodes } from '../error-codes.js';
import { MessageSearchLimits as L } from '../message-search-limits.js';
import { parseQueryBoolean } from '../query-boolean.js';
import { isSnowflake, type Snowflake } from '../snowflake.js';
import { characterLength } from './character-length.js';
import type { FieldError, ValidationResult } from './field-error.js';

/** A filter value of `author_type` or `has`, with whether it was negated (`-bot`). */
export interface SearchFilterValue<T extends string> {
  value: T;
  negated: boolean;
}

/** A checked search query: defaults filled in, lists absent when not given. */
export interface CheckedMessageSearchQuery {
  limit: number;
  offset: number;
  maxId?: Snowflake;
  minId?: Snowflake;
  slop: number;
  content?: string;
  channelIds?: Snowflake[];
  authorTypes?: SearchFilterValue<MessageSearchAuthorType>[];
  authorIds?: Snowflake[];
  mentions?: Snowflake[];
  mentionRoleIds?: Snowflake[];
  mentionEveryone?: boolean;
  repliedToUserIds?: Snowflake[];
  repliedToMessageIds?: Snowflake[];
  pinned?: boolean;
  has?: SearchFilterValue<MessageSearchHasType>[];
  embedTypes?: MessageSearchEmbedType[];
  embedProviders?: string[];
  linkHostnames?: string[];
  attachmentFilenames?: string[];
  attachmentExtensions?: string[];
  sortBy: MessageSearchSortMode;
  sortOrder: 'asc' | 'desc';
  includeNsfw: boolean;
}

const snowflakeLists = {
  channel_id: ['channelIds', L.channelIdsMax],
  author_id: ['authorIds', L.valuesMax],
  mentions: ['mentions', L.valuesMax],
  mentions_role_id: ['mentionRoleIds', L.valuesMax],
  replied_to_user_id: ['repliedToUserIds', L.valuesMax],
  replied_to_message_id: ['repliedToMessageIds', L.valuesMax],
} as const;

const textLists = {
  embed_provider: ['embedProviders', L.textValueMaxLength],
  link_hostname: ['linkHostnames', L.textValueMaxLength],
  attachment_filename: ['attachmentFilenames', L.filenameMaxLength],
  attachment_extension: ['attachmentExtensions', L.textValueMaxLength],
} as const;

/**
 * Checks the query of `GET /guilds/{guild.id}/messages/search` as the service reads it: `limit` 1-25
 * (default 25), `offset` 0-9975, `slop` 0-100 (default 2), `content` at most 1024 characters, snowflakes
 * for ids (at most 500 channels, 100 of each other list), known `author_type`, `has` (each negatable with a
 * leading `-`) and `embed_type` values, `sort_by` `timestamp` or `relevance`, `sort_order` `asc` or `desc`,
 * boolean query strings for `mention_everyone`, `pinned` and `include_nsfw`. Lists are repeated parameters.
 * Every problem is reported at its parameter (and index); parameters it does not know are ignored.
 * @example
 * validateMessageSearchQuery(new URLSearchParams('content=pizza&author_type=-bot&limit=10'));
 * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages | Search Guild Messages}
 */
export function validateMessageSearchQuery(
  params: URLSearchParams,
): ValidationResult<CheckedMessageSearchQuery> {
  const errors: FieldError[] = [];
  const bad = (path: (string | number)[], code: string, message: string) =>
    errors.push({ path, code, message });
  const integer = (key: string, min: number, max: number, fallback: number): number => {
    const text = params.get(key);
    if (text === null) return fallback;
    const value = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(value)) bad([key], FieldErrorCodes.Coerce, `Value "${text}" is not int.`);
    else if (value < min)
      bad([key], FieldErrorCodes.Min, `int value should be greater than or equal to ${min}.`);
    else if (value > max)
      bad([key], FieldErrorCodes.Max, `int value should be less than or equal to ${max}.`);
    else return value;
    return fallback;
  };
  const boolean = (key: string): boolean | undefined => {
    const text = params.get(key);
    const value = parseQueryBoolean(text, false);
    if (text !== null && value === undefined)
      bad([key], FieldErrorCodes.Boolean, `Value "${text}" is not a boolean: send true or false.`);
    return text === null ? undefined : value;
  };
  const list = (key: string, max: number): string[] | undefined => {
    const values = params.getAll(key);
    if (values.length === 0) return undefined;
    if (values.length > max) {
      bad([key], FieldErrorCodes.MaxLength, `Must be ${max} or fewer in length.`);
      return undefined;
    }
    return values;
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[], negatable: boolean) => {
    const values = list(key, L.valuesMax);
    if (!values) return undefined;
    const kept: SearchFilterValue<T>[] = [];
    values.forEach((text, i) => {
      const negated = negatable && text.startsWith('-');
      const value = (negated ? text.slice(1) : text) as T;
      if (allowed.includes(value)) kept.push({ value, negated });
      else
        bad(
          [key, i],
          FieldErrorCodes.Choices,
          `Value must be one of ${allowed.map((a) => `"${a}"`).join(', ')}${negatable ? ' (or negated with -)' : ''}.`,
        );
    });
    return kept;
  };

  const query: CheckedMessageSearchQuery = {
    limit: integer('limit', 1, L.limitMax, L.limitMax),
    offset: integer('offset', 0, L.offsetMax, 0),
    slop: integer('slop', 0, L.slopMax, L.slopDefault),
    sortBy: MessageSearchSortMode.Timestamp,
    sortOrder: 'desc',
    includeNsfw: boolean('include_nsfw') ?? false,
  };
  for (const key of ['max_id', 'min_id'] as const) {
    const id = params.get(key);
    if (id === null) continue;
    if (!isSnowflake(id)) bad([key], FieldErrorCodes.Snowflake, `Value "${id}" is not snowflake.`);
    else query[key === 'max_id' ? 'maxId' : 'minId'] = id;
  }
  const content = params.get('content');
  if (content !== null) {
    if (characterLength(content) > L.contentMaxLength)
      bad(['content'], FieldErrorCodes.MaxLength, `Must be ${L.contentMaxLength} or fewer in length.`);
    else query.content = content;
  }
  for (const [key, [field, max]] of Object.entries(snowflakeLists)) {
    const values = list(key, max);
    if (!values) continue;
    const wrong = values.findIndex((id) => !isSnowflake(id));
    if (wrong >= 0)
      bad([key, wrong], FieldErrorCodes.Snowflake, `Value "${values[wrong]}" is not snowflake.`);
    else query[field] = values;
  }
  for (const [key, [field, maxLength]] of Object.entries(textLists)) {
    const values = list(key, L.valuesMax);
    if (!values) continue;
    const long = values.findIndex((text) => characterLength(text) > maxLength);
    if (long >= 0) bad([key, long], FieldErrorCodes.MaxLength, `Must be ${maxLength} or fewer in length.`);
    else query[field] = values;
  }
  const authorTypes = oneOf('author_type', Object.values(MessageSearchAuthorType), true);
  if (authorTypes) query.authorTypes = authorTypes;
  const has = oneOf('has', Object.values(MessageSearchHasType), true);
  if (has) query.has = has;
  const embedTypes = oneOf('embed_type', Object.values(MessageSearchEmbedType), false);
  if (embedTypes) query.embedTypes = embedTypes.map((t) => t.value);
  const mentionEveryone = boolean('mention_everyone');
  if (mentionEveryone !== undefined) query.mentionEveryone = mentionEveryone;
  const pinned = boolean('pinned');
  if (pinned !== undefined) query.pinned = pinned;
  const sortBy = params.get('sort_by');
  if (sortBy !== null) {
    if (sortBy === 'timestamp' || sortBy === 'relevance') query.sortBy = sortBy;
    else bad(['sort_by'], FieldErrorCodes.Choices, 'Value must be one of "timestamp", "relevance".');
  }
  const sortOrder = params.get('sort_order');
  if (sortOrder !== null) {
    if (sortOrder === 'asc' || sortOrder === 'desc') query.sortOrder = sortOrder;
    else bad(['sort_order'], FieldErrorCodes.Choices, 'Value must be one of "asc", "desc".');
  }
  return errors.length === 0 ? { success: true, data: query } : { success: false, errors };
}
