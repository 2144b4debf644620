import { timingSafeEqual } from 'node:crypto';
import { RESTJSONErrorCodes } from '@slashkit/api';
import { notFound, unauthorized } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorWebhook } from '../state/webhook-store.js';

/**
 * The channel webhook a `/webhooks/{id}/{token}` request names, as the service checks it: 404/10015 when
 * there is no webhook `webhookId`, 401/50027 when `token` is not its token (another webhook's token opens
 * nothing here). The comparison takes the same time however much of the token matches.
 * @see {@link https://discord.com/developers/docs/resources/webhook#get-webhook-with-token | Get Webhook with Token}
 */
export function tokenWebhook(context: EmulatorContext, webhookId: string, token: string): EmulatorWebhook {
  const webhook = context.state.webhooks.get(webhookId);
  if (!webhook) throw notFound(RESTJSONErrorCodes.UnknownWebhook, 'Unknown Webhook');
  if (!sameSecret(webhook.token, token))
    throw unauthorized(
      RESTJSONErrorCodes.InvalidWebhookToken,
      'Invalid Webhook Token: this is not the token of this webhook; copy the webhook URL again',
    );
  return webhook;
}

/** Whether `webhookId` names a channel webhook (and not an application whose interaction token follows). */
export function isChannelWebhook(context: EmulatorContext, webhookId: string): boolean {
  return context.state.webhooks.get(webhookId) !== undefined;
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
