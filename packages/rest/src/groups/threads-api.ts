import {
  type APIThreadChannel,
  type APIThreadChannelWithMember,
  type APIThreadMember,
  Endpoints,
  type RESTGetAPIChannelThreadsResult,
  type RESTPostAPIChannelMessagesThreadsJSONBody,
  type RESTPostAPIChannelThreadsJSONBody,
  type RESTPostAPIGuildForumThreadsJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { Encodable } from '../json-encodable.js';

/** Options of `rest.threads.getThreadMember`: with the user's guild member (`with_member=true`). */
export interface GetThreadMemberOptions extends CallOptions {
  withMember?: boolean;
}

/**
 * Options of `rest.threads.listThreadMembers`: with guild members, members after the user id `after`,
 * `limit` 1-100 (default 100).
 */
export interface ListThreadMembersOptions extends GetThreadMemberOptions {
  after?: Snowflake;
  limit?: number;
}

/**
 * Options of the archived thread lists: threads archived before `before` (an ISO 8601 time; for
 * `listJoinedPrivateArchivedThreads` a thread id), `limit` 1-100 (default 50).
 * @example
 * await rest.threads.listPublicArchivedThreads(channelId, { before: page.threads.at(-1)?.thread_metadata.archive_timestamp });
 */
export interface ListArchivedThreadsOptions extends CallOptions {
  before?: string;
  limit?: number;
}

/**
 * Threads as the bot (`rest.threads`, Bot token): start them (from a message, without one, a forum or
 * media post), their members, and the active and archived lists. A thread is a channel: read, edit
 * (archive, lock, tags) and delete it with `rest.channels`, post in it with `rest.messages`.
 * @example
 * const thread = await rest.threads.startThread(channelId, { name: 'ticket-42', type: 12 });
 * await rest.threads.addThreadMember(thread.id, userId);
 * @see {@link https://discord.com/developers/docs/topics/threads | Threads}
 */
export class ThreadsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * Starts a public thread from a message (`POST /channels/{channel.id}/messages/{message.id}/threads`;
   * an announcement thread in an announcement channel): the thread has the message's id. Needs Create
   * Public Threads; a message starts one thread (160004).
   * @example
   * const thread = await rest.threads.startThreadFromMessage(channelId, messageId, { name: 'Discussion' });
   * @see {@link https://discord.com/developers/docs/resources/channel#start-thread-from-message | Start Thread from Message}
   */
  startThreadFromMessage(
    channelId: Snowflake,
    messageId: Snowflake,
    body: Encodable<RESTPostAPIChannelMessagesThreadsJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIThreadChannel> {
    return this.#core.send(Endpoints.createThreadFromMessage, { channelId, messageId }, body, options);
  }

  /**
   * Starts a thread without a message in a text or announcement channel (`POST
   * /channels/{channel.id}/threads`): `type` 11 public, 12 private (the default), 10 in an announcement
   * channel. Needs Create Public (or Private) Threads; answers it with the bot's thread member.
   * @example
   * const ticket = await rest.threads.startThread(channelId, { name: 'ticket-42', type: 12, invitable: false });
   * @see {@link https://discord.com/developers/docs/resources/channel#start-thread-without-message | Start Thread without Message}
   */
  startThread(
    channelId: Snowflake,
    body: Encodable<RESTPostAPIChannelThreadsJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIThreadChannelWithMember> {
    return this.#core.send(Endpoints.createThread, { channelId }, body, options);
  }

  /**
   * Starts a post in a forum or media channel (`POST /channels/{channel.id}/threads` with its first
   * `message`, and `applied_tags` of the channel's tags). Needs Send Messages; the answer carries the
   * first message as `message`.
   * @example
   * await rest.threads.startForumThread(forumId, { name: 'Bug: login', message: { content: 'Steps…' }, applied_tags: [bugTag] });
   * @see {@link https://discord.com/developers/docs/resources/channel#start-thread-in-forum-or-media-channel | Start Thread in Forum or Media Channel}
   */
  startForumThread(
    channelId: Snowflake,
    body: Encodable<RESTPostAPIGuildForumThreadsJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIThreadChannelWithMember> {
    return this.#core.send(Endpoints.createThread, { channelId }, body, options);
  }

  /**
   * Joins a thread as the bot (`PUT /channels/{channel.id}/thread-members/@me`); not an archived one.
   * @example
   * await rest.threads.joinThread(threadId);
   * @see {@link https://discord.com/developers/docs/resources/channel#join-thread | Join Thread}
   */
  joinThread(channelId: Snowflake, options?: CallOptions): Promise<undefined> {
    return this.#core.send(Endpoints.joinThread, { channelId }, undefined, options);
  }

  /**
   * Leaves a thread (`DELETE /channels/{channel.id}/thread-members/@me`); not an archived one.
   * @example
   * await rest.threads.leaveThread(threadId);
   * @see {@link https://discord.com/developers/docs/resources/channel#leave-thread | Leave Thread}
   */
  leaveThread(channelId: Snowflake, options?: CallOptions): Promise<undefined> {
    return this.#core.send(Endpoints.leaveThread, { channelId }, undefined, options);
  }

  /**
   * Adds a member of the guild to a thread (`PUT /channels/{channel.id}/thread-members/{user.id}`): needs
   * Send Messages in Threads, and in a private thread that is not invitable Manage Threads.
   * @example
   * await rest.threads.addThreadMember(threadId, userId);
   * @see {@link https://discord.com/developers/docs/resources/channel#add-thread-member | Add Thread Member}
   */
  addThreadMember(channelId: Snowflake, userId: Snowflake, options?: CallOptions): Promise<undefined> {
    return this.#core.send(Endpoints.addThreadMember, { channelId, userId }, undefined, options);
  }

  /**
   * Removes a member from a thread (`DELETE /channels/{channel.id}/thread-members/{user.id}`): Manage
   * Threads, or owning the private thread. A retry that finds them gone (10007) resolves.
   * @example
   * await rest.threads.removeThreadMember(threadId, userId);
   * @see {@link https://discord.com/developers/docs/resources/channel#remove-thread-member | Remove Thread Member}
   */
  removeThreadMember(channelId: Snowflake, userId: Snowflake, options?: CallOptions): Promise<undefined> {
    return this.#core.send(Endpoints.deleteThreadMember, { channelId, userId }, undefined, options);
  }

  /**
   * A member of a thread (`GET /channels/{channel.id}/thread-members/{user.id}`), with their guild member
   * when `withMember` is set; 404/10007 for someone who is not one.
   * @example
   * const member = await rest.threads.getThreadMember(threadId, userId, { withMember: true });
   * @see {@link https://discord.com/developers/docs/resources/channel#get-thread-member | Get Thread Member}
   */
  getThreadMember(
    channelId: Snowflake,
    userId: Snowflake,
    options: GetThreadMemberOptions = {},
  ): Promise<APIThreadMember> {
    const { withMember, ...call } = options;
    return this.#core.send(Endpoints.getThreadMember, { channelId, userId }, undefined, {
      ...call,
      query: { with_member: withMember },
    });
  }

  /**
   * The members of a thread by user id (`GET /channels/{channel.id}/thread-members`): `after`, `limit`,
   * and their guild members with `withMember`.
   * @example
   * const members = await rest.threads.listThreadMembers(threadId, { withMember: true, limit: 50 });
   * @see {@link https://discord.com/developers/docs/resources/channel#list-thread-members | List Thread Members}
   */
  listThreadMembers(
    channelId: Snowflake,
    options: ListThreadMembersOptions = {},
  ): Promise<APIThreadMember[]> {
    const { withMember, after, limit, ...call } = options;
    return this.#core.send(Endpoints.listThreadMembers, { channelId }, undefined, {
      ...call,
      query: { with_member: withMember, after, limit },
    });
  }

  /**
   * The guild's active threads the bot can see, with its thread members (`GET
   * /guilds/{guild.id}/threads/active`).
   * @example
   * const { threads } = await rest.threads.listActiveGuildThreads(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#list-active-guild-threads | List Active Guild Threads}
   */
  listActiveGuildThreads(guildId: Snowflake, options?: CallOptions): Promise<RESTGetAPIChannelThreadsResult> {
    return this.#core.send(Endpoints.getActiveGuildThreads, { guildId }, undefined, options);
  }

  /**
   * A channel's archived public threads, newest archive first (`GET
   * /channels/{channel.id}/threads/archived/public`); needs Read Message History.
   * @example
   * const { threads, has_more } = await rest.threads.listPublicArchivedThreads(channelId, { limit: 10 });
   * @see {@link https://discord.com/developers/docs/resources/channel#list-public-archived-threads | List Public Archived Threads}
   */
  listPublicArchivedThreads(
    channelId: Snowflake,
    options: ListArchivedThreadsOptions = {},
  ): Promise<RESTGetAPIChannelThreadsResult> {
    const { before, limit, ...call } = options;
    return this.#core.send(Endpoints.listPublicArchivedThreads, { channelId }, undefined, {
      ...call,
      query: { before, limit },
    });
  }

  /**
   * A channel's archived private threads (`GET /channels/{channel.id}/threads/archived/private`); needs
   * Read Message History and Manage Threads.
   * @example
   * const { threads } = await rest.threads.listPrivateArchivedThreads(channelId);
   * @see {@link https://discord.com/developers/docs/resources/channel#list-private-archived-threads | List Private Archived Threads}
   */
  listPrivateArchivedThreads(
    channelId: Snowflake,
    options: ListArchivedThreadsOptions = {},
  ): Promise<RESTGetAPIChannelThreadsResult> {
    const { before, limit, ...call } = options;
    return this.#core.send(Endpoints.listPrivateArchivedThreads, { channelId }, undefined, {
      ...call,
      query: { before, limit },
    });
  }

  /**
   * The archived private threads of a channel that the bot joined, newest id first (`GET
   * /channels/{channel.id}/users/@me/threads/archived/private`, `before` a thread id).
   * @example
   * const { threads } = await rest.threads.listJoinedPrivateArchivedThreads(channelId, { limit: 5 });
   * @see {@link https://discord.com/developers/docs/resources/channel#list-joined-private-archived-threads | List Joined Private Archived Threads}
   */
  listJoinedPrivateArchivedThreads(
    channelId: Snowflake,
    options: ListArchivedThreadsOptions = {},
  ): Promise<RESTGetAPIChannelThreadsResult> {
    const { before, limit, ...call } = options;
    return this.#core.send(Endpoints.listMyPrivateArchivedThreads, { channelId }, undefined, {
      ...call,
      query: { before, limit },
    });
  }
}
