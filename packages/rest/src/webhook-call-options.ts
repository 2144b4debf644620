import type { Snowflake } from '@slashkit/api';
import type { CallOptions } from './call-options.js';
import type { MessageCallOptions } from './files/message-call-options.js';

/** Options of the webhook message methods of `rest.webhooks` that read or delete: the thread the message is in. */
export interface WebhookMessageOptions extends CallOptions {
  /** The thread of the webhook's channel the message is in (`thread_id`); needed for a message in a thread. */
  threadId?: Snowflake;
}

/** Options of `rest.webhooks.editWebhookMessage`: files, the thread, and whether components are sent. */
export interface EditWebhookMessageOptions extends MessageCallOptions {
  /** The thread of the webhook's channel the message is in (`thread_id`). */
  threadId?: Snowflake;
  /** Send the body's non-interactive components with a webhook no app owns (`with_components=true`). */
  withComponents?: boolean;
}

/**
 * Options of `rest.webhooks.executeWebhook`: files, whether to wait for the message, the thread to post in,
 * and whether a webhook no app owns sends components.
 * @example
 * await rest.webhooks.executeWebhook(id, token, { content: 'Deployed' }, { wait: true, threadId });
 */
export interface ExecuteWebhookOptions extends EditWebhookMessageOptions {
  /** Answer with the message posted (`wait=true`); without it the service answers 204 and this resolves `undefined`. */
  wait?: boolean;
}
