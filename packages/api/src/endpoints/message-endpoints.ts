import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  RESTGetAPIChannelMessagesQuery,
  RESTPatchAPIChannelMessageJSONBody,
  RESTPostAPIChannelMessageJSONBody,
} from '../types/channel-message-bodies.js';
import type {
  RESTGetAPIGuildMessagesSearchQuery,
  RESTGetAPIGuildMessagesSearchResult,
} from '../types/message-search.js';
import type { RESTPostAPIChannelMessagesBulkDeleteJSONBody } from '../types/pin.js';
import type { APIMessage } from '../types/resolved-objects.js';
import { defineEndpoint } from './define-endpoint.js';

const messages = '/channels/:channelId/messages';
const message = '/channels/:channelId/messages/:messageId';
const perChannel = { auth: ['bot'], major: ['channelId'], global: true } as const;

/**
 * The message operations of a channel, limited per channel, and the search of a guild's messages.
 * @see {@link https://discord.com/developers/docs/resources/message | Message resource}
 */
export const MessageEndpoints = {
  listMessages: defineEndpoint<{ result: APIMessage[]; query: RESTGetAPIChannelMessagesQuery }>()({
    operationId: 'list_messages',
    method: 'GET',
    route: messages,
    ...perChannel,
    replay: 'always',
    query: ['around', 'before', 'after', 'limit'],
  }),
  // Search Guild Messages: a guild route, limited per guild.
  guildSearch: defineEndpoint<{
    result: RESTGetAPIGuildMessagesSearchResult;
    query: RESTGetAPIGuildMessagesSearchQuery;
  }>()({
    operationId: 'guild_search',
    method: 'GET',
    route: '/guilds/:guildId/messages/search',
    auth: ['bot'],
    major: ['guildId'],
    global: true,
    replay: 'always',
    query: [
      'limit',
      'offset',
      'max_id',
      'min_id',
      'slop',
      'content',
      'channel_id',
      'author_type',
      'author_id',
      'mentions',
      'mentions_role_id',
      'mention_everyone',
      'replied_to_user_id',
      'replied_to_message_id',
      'pinned',
      'has',
      'embed_type',
      'embed_provider',
      'link_hostname',
      'attachment_filename',
      'attachment_extension',
      'sort_by',
      'sort_order',
      'include_nsfw',
    ],
  }),
  createMessage: defineEndpoint<{ body: RESTPostAPIChannelMessageJSONBody; result: APIMessage }>()({
    operationId: 'create_message',
    method: 'POST',
    route: messages,
    ...perChannel,
    // Sent twice, it posts twice (a nonce with enforce_nonce is how a bot makes it safe).
    replay: 'unsent-only',
    files: { at: 'body', mode: 'create' },
  }),
  getMessage: defineEndpoint<{ result: APIMessage }>()({
    operationId: 'get_message',
    method: 'GET',
    route: message,
    ...perChannel,
    replay: 'always',
  }),
  updateMessage: defineEndpoint<{ body: RESTPatchAPIChannelMessageJSONBody; result: APIMessage }>()({
    operationId: 'update_message',
    method: 'PATCH',
    route: message,
    ...perChannel,
    // An edit with files lists every attachment it keeps, so a repeat is the same edit.
    replay: 'always',
    files: { at: 'body', mode: 'edit' },
  }),
  deleteMessage: defineEndpoint()({
    operationId: 'delete_message',
    method: 'DELETE',
    route: message,
    ...perChannel,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownMessage,
    reason: true,
  }),
  bulkDeleteMessages: defineEndpoint<{ body: RESTPostAPIChannelMessagesBulkDeleteJSONBody }>()({
    operationId: 'bulk_delete_messages',
    method: 'POST',
    route: `${messages}/bulk-delete`,
    ...perChannel,
    // A repeat after the first deleted them fails (10008) and deletes nothing more.
    replay: 'always',
    reason: true,
  }),
  crosspostMessage: defineEndpoint<{ result: APIMessage }>()({
    operationId: 'crosspost_message',
    method: 'POST',
    route: `${message}/crosspost`,
    ...perChannel,
    // Publishing twice is refused (40033), never posted twice.
    replay: 'always',
  }),
} as const;
