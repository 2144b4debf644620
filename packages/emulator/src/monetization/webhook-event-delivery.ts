import type { EmulatorEvent } from '../events/event-bus.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { sendWebhookEvent } from '../webhook-events/send-webhook-event.js';

/** The bus events that are Webhook Events too, by their Webhook Event type. */
const webhookEventTypes: ReadonlySet<string> = new Set([
  'ENTITLEMENT_CREATE',
  'ENTITLEMENT_UPDATE',
  'ENTITLEMENT_DELETE',
]);

/**
 * Sends an app's own bus events that are Webhook Events too (ENTITLEMENT_CREATE, _UPDATE, _DELETE) to its
 * event webhooks URL, as {@link sendWebhookEvent} does (when enabled for the type, retried, recorded).
 * @see {@link https://discord.com/developers/docs/events/webhook-events | Webhook Events}
 */
export function deliverWebhookEvent(context: EmulatorContext, event: EmulatorEvent): void {
  if (!webhookEventTypes.has(event.type) || event.applicationId === null) return;
  sendWebhookEvent(context, event.applicationId, event.type, event.data);
}
