import { RESTJSONErrorCodes } from '../error-codes.js';
import type { APIThreadChannel } from '../types/channel.js';
import type {
  APIThreadChannelWithMember,
  APIThreadMember,
  RESTGetAPIChannelThreadMemberQuery,
  RESTGetAPIChannelThreadMembersQuery,
  RESTGetAPIChannelThreadsArchivedQuery,
  RESTGetAPIChannelThreadsResult,
  RESTPostAPIChannelMessagesThreadsJSONBody,
  RESTPostAPIChannelThreadsJSONBody,
  RESTPostAPIGuildForumThreadsJSONBody,
} from '../types/thread.js';
import { defineEndpoint } from './define-endpoint.js';

const members = '/channels/:channelId/thread-members';
const archived = '/channels/:channelId/threads/archived';
// Every thread route is limited per channel (the thread, or the channel its threads live in).
const perChannel = { auth: ['bot'], major: ['channelId'], global: true } as const;

/**
 * Threads: starting one (from a message, without one, a forum or media post), its members (join, leave,
 * add, remove, one, the list), the archived lists of a channel and the active threads of a guild. A
 * thread is a channel: it is read, edited and deleted with the channel routes.
 * @see {@link https://discord.com/developers/docs/topics/threads | Threads}
 */
export const ThreadEndpoints = {
  createThreadFromMessage: defineEndpoint<{
    body: RESTPostAPIChannelMessagesThreadsJSONBody;
    result: APIThreadChannel;
  }>()({
    operationId: 'create_thread_from_message',
    method: 'POST',
    route: '/channels/:channelId/messages/:messageId/threads',
    ...perChannel,
    // A message starts one thread: a repeat is refused (160004), never a second thread.
    replay: 'always',
    reason: true,
  }),
  createThread: defineEndpoint<{
    body: RESTPostAPIChannelThreadsJSONBody | RESTPostAPIGuildForumThreadsJSONBody;
    result: APIThreadChannelWithMember;
  }>()({
    operationId: 'create_thread',
    method: 'POST',
    route: '/channels/:channelId/threads',
    ...perChannel,
    // Sent twice, it starts two threads.
    replay: 'unsent-only',
    reason: true,
  }),
  joinThread: defineEndpoint()({
    operationId: 'join_thread',
    method: 'PUT',
    route: `${members}/@me`,
    ...perChannel,
    replay: 'always',
  }),
  joinThreadByPost: defineEndpoint()({
    operationId: null,
    notInDocument:
      'Join Thread by POST: the older method of the route, which the service still takes and discord.py 2.x (thread.join()) sends; the document lists PUT only. Served as Join Thread; rest sends PUT.',
    method: 'POST',
    route: `${members}/@me`,
    ...perChannel,
    replay: 'always',
  }),
  leaveThread: defineEndpoint()({
    operationId: 'leave_thread',
    method: 'DELETE',
    route: `${members}/@me`,
    ...perChannel,
    replay: 'always',
  }),
  addThreadMember: defineEndpoint()({
    operationId: 'add_thread_member',
    method: 'PUT',
    route: `${members}/:userId`,
    ...perChannel,
    replay: 'always',
  }),
  deleteThreadMember: defineEndpoint()({
    operationId: 'delete_thread_member',
    method: 'DELETE',
    route: `${members}/:userId`,
    ...perChannel,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownMember,
  }),
  getThreadMember: defineEndpoint<{ result: APIThreadMember; query: RESTGetAPIChannelThreadMemberQuery }>()({
    operationId: 'get_thread_member',
    method: 'GET',
    route: `${members}/:userId`,
    ...perChannel,
    replay: 'always',
    query: ['with_member'],
  }),
  listThreadMembers: defineEndpoint<{
    result: APIThreadMember[];
    query: RESTGetAPIChannelThreadMembersQuery;
  }>()({
    operationId: 'list_thread_members',
    method: 'GET',
    route: members,
    ...perChannel,
    replay: 'always',
    query: ['with_member', 'limit', 'after'],
  }),
  listPublicArchivedThreads: defineEndpoint<{
    result: RESTGetAPIChannelThreadsResult;
    query: RESTGetAPIChannelThreadsArchivedQuery;
  }>()({
    operationId: 'list_public_archived_threads',
    method: 'GET',
    route: `${archived}/public`,
    ...perChannel,
    replay: 'always',
    query: ['before', 'limit'],
  }),
  listPrivateArchivedThreads: defineEndpoint<{
    result: RESTGetAPIChannelThreadsResult;
    query: RESTGetAPIChannelThreadsArchivedQuery;
  }>()({
    operationId: 'list_private_archived_threads',
    method: 'GET',
    route: `${archived}/private`,
    ...perChannel,
    replay: 'always',
    query: ['before', 'limit'],
  }),
  listMyPrivateArchivedThreads: defineEndpoint<{
    result: RESTGetAPIChannelThreadsResult;
    query: RESTGetAPIChannelThreadsArchivedQuery;
  }>()({
    operationId: 'list_my_private_archived_threads',
    method: 'GET',
    route: '/channels/:channelId/users/@me/threads/archived/private',
    ...perChannel,
    replay: 'always',
    query: ['before', 'limit'],
  }),
  getActiveGuildThreads: defineEndpoint<{ result: RESTGetAPIChannelThreadsResult }>()({
    operationId: 'get_active_guild_threads',
    method: 'GET',
    route: '/guilds/:guildId/threads/active',
    auth: ['bot'],
    major: ['guildId'],
    global: true,
    replay: 'always',
  }),
} as const;
