import { RESTJSONErrorCodes } from '../error-codes.js';
import type { APIMessage } from '../types/resolved-objects.js';
import type {
  APIWebhook,
  RESTPatchAPIWebhookJSONBody,
  RESTPatchAPIWebhookWithTokenJSONBody,
  RESTPatchAPIWebhookWithTokenMessageJSONBody,
  RESTPostAPIChannelWebhookJSONBody,
  RESTPostAPIWebhookWithTokenJSONBody,
} from '../types/webhook.js';
import { defineEndpoint } from './define-endpoint.js';

// The token in the path is the credential; each webhook (an interaction's is the app id with the
// interaction token) has its own buckets, outside the global limit.
const byToken = { auth: ['token'], major: ['webhookId', 'webhookToken'], global: false } as const;
const webhook = '/webhooks/:webhookId/:webhookToken';
const original = '/webhooks/:webhookId/:webhookToken/messages/@original';
const message = '/webhooks/:webhookId/:webhookToken/messages/:messageId';
const goneMessage = { goneCode: RESTJSONErrorCodes.UnknownMessage } as const;
const goneWebhook = { goneCode: RESTJSONErrorCodes.UnknownWebhook } as const;
const byId = { auth: ['bot'], major: ['webhookId'], global: true } as const;

/** The query of a webhook message operation: `thread_id` names the thread the message is in. */
export interface RESTWebhookThreadQuery {
  thread_id?: string;
}

/**
 * The channel webhook operations a bot calls with its token: creating a webhook in a channel, listing a
 * channel's or a guild's, and reading, editing and deleting one by id (Manage Webhooks, unless the app
 * made it).
 * @see {@link https://discord.com/developers/docs/resources/webhook | Webhook resource}
 */
export const WebhookEndpoints = {
  createWebhook: defineEndpoint<{ body: RESTPostAPIChannelWebhookJSONBody; result: APIWebhook }>()({
    operationId: 'create_webhook',
    method: 'POST',
    route: '/channels/:channelId/webhooks',
    auth: ['bot'],
    major: ['channelId'],
    global: true,
    // Sent twice, it makes two webhooks.
    replay: 'unsent-only',
    reason: true,
  }),
  listChannelWebhooks: defineEndpoint<{ result: APIWebhook[] }>()({
    operationId: 'list_channel_webhooks',
    method: 'GET',
    route: '/channels/:channelId/webhooks',
    auth: ['bot'],
    major: ['channelId'],
    global: true,
    replay: 'always',
  }),
  getGuildWebhooks: defineEndpoint<{ result: APIWebhook[] }>()({
    operationId: 'get_guild_webhooks',
    method: 'GET',
    route: '/guilds/:guildId/webhooks',
    auth: ['bot'],
    major: ['guildId'],
    global: true,
    replay: 'always',
  }),
  getWebhook: defineEndpoint<{ result: APIWebhook }>()({
    operationId: 'get_webhook',
    method: 'GET',
    route: '/webhooks/:webhookId',
    ...byId,
    replay: 'always',
  }),
  updateWebhook: defineEndpoint<{ body: RESTPatchAPIWebhookJSONBody; result: APIWebhook }>()({
    operationId: 'update_webhook',
    method: 'PATCH',
    route: '/webhooks/:webhookId',
    ...byId,
    replay: 'always',
    reason: true,
  }),
  deleteWebhook: defineEndpoint()({
    operationId: 'delete_webhook',
    method: 'DELETE',
    route: '/webhooks/:webhookId',
    ...byId,
    replay: 'always',
    ...goneWebhook,
    reason: true,
  }),
} as const;

/**
 * The webhook operations authenticated by the webhook's token, for a channel webhook (its id and token)
 * and an interaction (the application id and the interaction token) alike: reading, editing and deleting
 * the webhook (channel webhooks only), executing it (an interaction's follow-ups), and its messages
 * (`@original` is an interaction's first answer).
 * @see {@link https://discord.com/developers/docs/resources/webhook | Webhook resource}
 */
export const WebhookTokenEndpoints = {
  getWebhookByToken: defineEndpoint<{ result: APIWebhook }>()({
    operationId: 'get_webhook_by_token',
    method: 'GET',
    route: webhook,
    ...byToken,
    replay: 'always',
  }),
  updateWebhookByToken: defineEndpoint<{ body: RESTPatchAPIWebhookWithTokenJSONBody; result: APIWebhook }>()({
    operationId: 'update_webhook_by_token',
    method: 'PATCH',
    route: webhook,
    ...byToken,
    replay: 'always',
  }),
  deleteWebhookByToken: defineEndpoint()({
    operationId: 'delete_webhook_by_token',
    method: 'DELETE',
    route: webhook,
    ...byToken,
    replay: 'always',
    ...goneWebhook,
  }),
  executeWebhook: defineEndpoint<{
    body: RESTPostAPIWebhookWithTokenJSONBody;
    /** With `wait=true` (always, for an interaction's follow-up); 204 without. */
    result: APIMessage;
    query: RESTWebhookThreadQuery & { wait?: boolean; with_components?: boolean };
  }>()({
    operationId: 'execute_webhook',
    method: 'POST',
    route: webhook,
    ...byToken,
    // Sent twice, it posts twice.
    replay: 'unsent-only',
    files: { at: 'body', mode: 'create' },
    query: ['wait', 'thread_id', 'with_components'],
  }),
  getOriginalWebhookMessage: defineEndpoint<{ result: APIMessage; query: RESTWebhookThreadQuery }>()({
    operationId: 'get_original_webhook_message',
    method: 'GET',
    route: original,
    ...byToken,
    replay: 'always',
    query: ['thread_id'],
  }),
  updateOriginalWebhookMessage: defineEndpoint<{
    body: RESTPatchAPIWebhookWithTokenMessageJSONBody;
    result: APIMessage;
    query: RESTWebhookThreadQuery & { with_components?: boolean };
  }>()({
    operationId: 'update_original_webhook_message',
    method: 'PATCH',
    route: original,
    ...byToken,
    // An edit replaces what it names; one with files lists every attachment, so a repeat is the same edit.
    replay: 'always',
    files: { at: 'body', mode: 'edit' },
    query: ['thread_id', 'with_components'],
  }),
  deleteOriginalWebhookMessage: defineEndpoint<{ query: RESTWebhookThreadQuery }>()({
    operationId: 'delete_original_webhook_message',
    method: 'DELETE',
    route: original,
    ...byToken,
    replay: 'always',
    ...goneMessage,
    query: ['thread_id'],
  }),
  getWebhookMessage: defineEndpoint<{ result: APIMessage; query: RESTWebhookThreadQuery }>()({
    operationId: 'get_webhook_message',
    method: 'GET',
    route: message,
    ...byToken,
    replay: 'always',
    query: ['thread_id'],
  }),
  updateWebhookMessage: defineEndpoint<{
    body: RESTPatchAPIWebhookWithTokenMessageJSONBody;
    result: APIMessage;
    query: RESTWebhookThreadQuery & { with_components?: boolean };
  }>()({
    operationId: 'update_webhook_message',
    method: 'PATCH',
    route: message,
    ...byToken,
    replay: 'always',
    files: { at: 'body', mode: 'edit' },
    query: ['thread_id', 'with_components'],
  }),
  deleteWebhookMessage: defineEndpoint<{ query: RESTWebhookThreadQuery }>()({
    operationId: 'delete_webhook_message',
    method: 'DELETE',
    route: message,
    ...byToken,
    replay: 'always',
    ...goneMessage,
    query: ['thread_id'],
  }),
} as const;
