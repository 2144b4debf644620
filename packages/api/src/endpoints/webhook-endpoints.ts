import { RESTJSONErrorCodes } from '../error-codes.js';
import type { APIInteractionResponseMessageData } from '../types/interaction-response.js';
import type { APIMessage } from '../types/resolved-objects.js';
import { defineEndpoint } from './define-endpoint.js';

// The token in the path is the credential; each webhook (an interaction's is the app id with the
// interaction token) has its own buckets, outside the global limit.
const byToken = { auth: ['token'], major: ['webhookId', 'webhookToken'], global: false } as const;
const webhook = '/webhooks/:webhookId/:webhookToken';
const original = '/webhooks/:webhookId/:webhookToken/messages/@original';
const message = '/webhooks/:webhookId/:webhookToken/messages/:messageId';
const goneMessage = { goneCode: RESTJSONErrorCodes.UnknownMessage } as const;

/** The query of a webhook message operation: `thread_id` names the thread the message is in. */
export interface RESTWebhookThreadQuery {
  thread_id?: string;
}

/**
 * The webhook operations authenticated by the webhook's token: executing it (an interaction's follow-up
 * messages) and its messages (`@original` is an interaction's first answer).
 * @see {@link https://discord.com/developers/docs/resources/webhook | Webhook resource}
 */
export const WebhookTokenEndpoints = {
  getWebhookByToken: defineEndpoint<{ result: unknown }>()({
    operationId: 'get_webhook_by_token',
    method: 'GET',
    route: webhook,
    ...byToken,
    replay: 'always',
  }),
  executeWebhook: defineEndpoint<{
    body: APIInteractionResponseMessageData;
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
    body: APIInteractionResponseMessageData;
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
    body: APIInteractionResponseMessageData;
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
