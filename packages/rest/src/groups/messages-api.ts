import {
  type APIErrorBody,
  type APIMessage,
  documentRoute,
  Endpoints,
  errorCodeHint,
  type RESTGetAPIChannelMessagesPinsResult,
  type RESTGetAPIGuildMessagesSearchQuery,
  type RESTGetAPIGuildMessagesSearchResult,
  RESTJSONErrorCodes,
  type RESTPatchAPIChannelMessageJSONBody,
  type RESTPostAPIChannelMessageJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { ListChannelMessagesOptions } from '../channel-call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import { APIError } from '../errors/api-error.js';
import { HTTPError } from '../errors/http-error.js';
import type { MessageCallOptions } from '../files/message-call-options.js';
import type { Encodable } from '../json-encodable.js';

/**
 * Options of `rest.messages.getPinnedMessages`: pins before `before` (an ISO 8601 time, such as a page's
 * last `pinned_at`), `limit` 1-50 (default 50).
 * @example
 * await rest.messages.getPinnedMessages(channelId, { before: page.items.at(-1)?.pinned_at, limit: 10 });
 */
export interface ListPinsOptions extends CallOptions {
  before?: string;
  limit?: number;
}

/** How many times a search waits for a guild's index and asks again before it gives up. */
const SEARCH_INDEX_WAITS = 3;
/** The shortest wait for an index, in seconds: a `retry_after` of 0 means "soon", not "at once". */
const MIN_INDEX_WAIT = 1;

/**
 * The messages of a channel as the bot (`rest.messages`, Bot token): read, send, edit and delete them,
 * and search a guild's. Limited per channel (the channel id is the major parameter), the search per guild.
 * @example
 * await rest.messages.createMessage(channelId, { content: 'Hello' });
 * @see {@link https://discord.com/developers/docs/resources/message | Message resource}
 */
export class MessagesAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A page of a channel's messages, newest first (`GET /channels/{channel.id}/messages`); empty when the
   * bot lacks Read Message History there.
   * @example
   * const latest = await rest.messages.getChannelMessages(channelId, { limit: 10 });
   * @see {@link https://discord.com/developers/docs/resources/message#get-channel-messages | Get Channel Messages}
   */
  getChannelMessages(channelId: Snowflake, options: ListChannelMessagesOptions = {}): Promise<APIMessage[]> {
    const { around, before, after, limit, ...call } = options;
    return this.#core.send(Endpoints.listMessages, { channelId }, undefined, {
      ...call,
      query: { around, before, after, limit },
    });
  }

  /**
   * One message of a channel (`GET /channels/{channel.id}/messages/{message.id}`).
   * @example
   * const message = await rest.messages.getChannelMessage(channelId, messageId);
   * @see {@link https://discord.com/developers/docs/resources/message#get-channel-message | Get Channel Message}
   */
  getChannelMessage(channelId: Snowflake, messageId: Snowflake, options?: CallOptions): Promise<APIMessage> {
    return this.#core.send(Endpoints.getMessage, { channelId, messageId }, undefined, options);
  }

  /**
   * Sends a message as the bot (`POST /channels/{channel.id}/messages`): content, embeds, components
   * (Components V2 with the IS_COMPONENTS_V2 flag), a reply with `message_reference`, which mentions
   * notify with `allowed_mentions`, and files with `options.files` (multipart; Attach Files). Needs Send
   * Messages (Send Messages in Threads in a thread); never replayed after an ambiguous failure (give a
   * `nonce` with `enforce_nonce` to make a resend safe).
   * @example
   * await rest.messages.createMessage(channelId, { content: 'Done!', message_reference: { message_id: questionId } });
   * await rest.messages.createMessage(channelId, { content: 'The report' }, { files: [{ name: 'report.txt', data: bytes }] });
   * @see {@link https://discord.com/developers/docs/resources/message#create-message | Create Message}
   */
  createMessage(
    channelId: Snowflake,
    body: Encodable<RESTPostAPIChannelMessageJSONBody>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    return this.#core.send(Endpoints.createMessage, { channelId }, body, {
      ...options,
      caller: 'createMessage()',
    });
  }

  /**
   * Edits a message the bot sent (`PATCH /channels/{channel.id}/messages/{message.id}`): the fields given
   * replace the old ones; `options.files` adds files (the message's files stay unless `attachments` says
   * which to keep). An edit with files always lists the files the message keeps (read first when the body
   * names none), so that a retry after a lost answer is the same edit and never adds the files twice.
   * @example
   * await rest.messages.editMessage(channelId, messageId, { content: 'Edited' });
   * @see {@link https://discord.com/developers/docs/resources/message#edit-message | Edit Message}
   */
  editMessage(
    channelId: Snowflake,
    messageId: Snowflake,
    body: Encodable<RESTPatchAPIChannelMessageJSONBody>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    return this.#core.send(Endpoints.updateMessage, { channelId, messageId }, body, {
      ...options,
      caller: 'editMessage()',
    });
  }

  /**
   * Deletes a message (`DELETE /channels/{channel.id}/messages/{message.id}`): the bot's own, or anyone's
   * with Manage Messages (then `reason` goes to the audit log); a retry that finds it already gone (10008)
   * resolves.
   * @example
   * await rest.messages.deleteMessage(channelId, messageId, { reason: 'spam' });
   * @see {@link https://discord.com/developers/docs/resources/message#delete-message | Delete Message}
   */
  deleteMessage(channelId: Snowflake, messageId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.deleteMessage, { channelId, messageId }, undefined, options);
  }

  /**
   * Deletes 2 to 100 messages at once (`POST /channels/{channel.id}/messages/bulk-delete`), none older than
   * two weeks and no id twice; needs Manage Messages (`reason` goes to the audit log). Bots receive one
   * MESSAGE_DELETE_BULK.
   * @example
   * await rest.messages.bulkDeleteMessages(channelId, [firstId, secondId], { reason: 'cleanup' });
   * @see {@link https://discord.com/developers/docs/resources/message#bulk-delete-messages | Bulk Delete Messages}
   */
  bulkDeleteMessages(
    channelId: Snowflake,
    messageIds: readonly Snowflake[],
    options?: AuditLogOptions,
  ): Promise<void> {
    return this.#core.send(
      Endpoints.bulkDeleteMessages,
      { channelId },
      { messages: [...messageIds] },
      options,
    );
  }

  /**
   * Publishes a message of an announcement channel to the channels following it
   * (`POST /channels/{channel.id}/messages/{message.id}/crosspost`): the bot's own with Send Messages,
   * anyone's with Manage Messages; a message is published once (40033).
   * @example
   * const published = await rest.messages.crosspostMessage(announcementsId, messageId);
   * @see {@link https://discord.com/developers/docs/resources/message#crosspost-message | Crosspost Message}
   */
  crosspostMessage(channelId: Snowflake, messageId: Snowflake, options?: CallOptions): Promise<APIMessage> {
    return this.#core.send(Endpoints.crosspostMessage, { channelId, messageId }, undefined, options);
  }

  /**
   * A page of a channel's pinned messages, newest pin first, with `has_more`
   * (`GET /channels/{channel.id}/messages/pins`); empty without Read Message History.
   * @example
   * const { items, has_more } = await rest.messages.getPinnedMessages(channelId, { limit: 10 });
   * @see {@link https://discord.com/developers/docs/resources/message#get-channel-pins | Get Channel Pins}
   */
  getPinnedMessages(
    channelId: Snowflake,
    options: ListPinsOptions = {},
  ): Promise<RESTGetAPIChannelMessagesPinsResult> {
    const { before, limit, ...call } = options;
    return this.#core.send(Endpoints.listPins, { channelId }, undefined, {
      ...call,
      query: { before, limit },
    });
  }

  /**
   * Pins a message (`PUT /channels/{channel.id}/messages/pins/{message.id}`): needs Pin Messages and Read
   * Message History; at most 250 pins a channel (30003). Leaves a notice in the channel; `reason` goes to
   * the audit log.
   * @example
   * await rest.messages.pinMessage(channelId, messageId, { reason: 'the rules' });
   * @see {@link https://discord.com/developers/docs/resources/message#pin-message | Pin Message}
   */
  pinMessage(channelId: Snowflake, messageId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.createPin, { channelId, messageId }, undefined, options);
  }

  /**
   * Unpins a message (`DELETE /channels/{channel.id}/messages/pins/{message.id}`): needs Pin Messages;
   * `reason` goes to the audit log.
   * @example
   * await rest.messages.unpinMessage(channelId, messageId);
   * @see {@link https://discord.com/developers/docs/resources/message#unpin-message | Unpin Message}
   */
  unpinMessage(channelId: Snowflake, messageId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.deletePin, { channelId, messageId }, undefined, options);
  }

  /**
   * Searches the messages of a guild the bot may read (`GET /guilds/{guild.id}/messages/search`): the
   * `query` is the service's own (snake_case keys; lists such as `channel_id`, `author_type` and `has` go
   * as repeated parameters; `-bot`, `-link` negate), sent as given. Resolves with `total_results` and a
   * page of hits (`messages`, each hit in an array of its own) with their `threads` and the bot's `members`
   * of those threads. Limited per guild.
   *
   * While the guild's index is being built the service answers 202 with `retry_after` (seconds): the
   * search waits that long (at least 1 s) and asks again, at most 3 times, and aborts with `signal`. It
   * rejects with the 202 as an `APIError` (`status` 202, `jsonCode` 110000, `retryAfter`, and
   * `body.documents_indexed`) when the index is still not ready, or at once when the wait would exceed
   * the client's `maxRateLimitWait`. A refused query is an `APIError` 400 (50035 with the field).
   * @example
   * const { total_results, messages } = await rest.messages.searchGuildMessages(guildId, {
   *   content: 'release notes',
   *   channel_id: [announcementsId, changelogId],
   *   author_type: ['-bot'],
   *   has: ['link'],
   *   limit: 10,
   * });
   * @see {@link https://discord.com/developers/docs/resources/message#search-guild-messages | Search Guild Messages}
   */
  async searchGuildMessages(
    guildId: Snowflake,
    query: RESTGetAPIGuildMessagesSearchQuery = {},
    options: CallOptions = {},
  ): Promise<RESTGetAPIGuildMessagesSearchResult> {
    for (let waits = 0; ; waits++) {
      const answer = await this.#core.sendWithStatus(Endpoints.guildSearch, { guildId }, undefined, {
        ...options,
        query,
      });
      if (answer.status !== 202) return answer.body;
      const notReady = indexNotReady(answer.body);
      const wait = Math.max(notReady.retryAfter ?? 0, MIN_INDEX_WAIT) * 1000;
      if (notReady.retryAfter === undefined || waits === SEARCH_INDEX_WAITS || wait > this.#core.maxWait)
        throw notReady;
      await this.#core.wait(wait, options.signal);
    }
  }
}

// A search's 202 (the guild's index is not ready) as the error the search rejects with once it stops
// waiting: an APIError carrying the body's `retry_after` (seconds, when it is a number of them), or, for a
// body that is no error object, an HTTPError. The body is the network's: own properties only.
function indexNotReady(body: unknown): APIError | HTTPError {
  const { method } = Endpoints.guildSearch;
  const route = documentRoute(Endpoints.guildSearch.route);
  const rawBody = JSON.stringify(body) ?? '';
  const own = (key: string): unknown =>
    typeof body === 'object' && body !== null && Object.hasOwn(body, key)
      ? (body as Record<string, unknown>)[key]
      : undefined;
  const seconds = own('retry_after');
  const retryAfter =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? { retryAfter: seconds } : {};
  if (typeof own('code') !== 'number' || typeof own('message') !== 'string')
    return new HTTPError({ method, route, status: 202, rawBody, ...retryAfter });
  return new APIError({
    method,
    route,
    status: 202,
    body: body as APIErrorBody,
    rawBody,
    ...retryAfter,
    // The code's advice lives in @slashkit/api, beside every other code's.
    hint: errorCodeHint(RESTJSONErrorCodes.IndexNotYetAvailable)!,
  });
}
