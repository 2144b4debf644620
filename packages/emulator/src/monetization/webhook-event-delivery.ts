import { postWebhookEvent } from '../app-endpoints/post-webhook-event.js';
import type { EmulatorEvent } from '../events/event-bus.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';

/** The bus events that are Webhook Events too, by their Webhook Event type. */
const webhookEventTypes: ReadonlySet<string> = new Set([
  'ENTITLEMENT_CREATE',
  'ENTITLEMENT_UPDATE',
  'ENTITLEMENT_DELETE',
]);

/**
 * Sends an app's own events that are Webhook Events (ENTITLEMENT_CREATE, _UPDATE, _DELETE) to its event
 * webhooks URL when Webhook Events are enabled (status 2) for that type: the documented envelope
 * (`version` 1, `application_id`, `type` 1, `event { type, timestamp, data }`), signed with the app's key.
 * Fire and forget: a slow or failing endpoint never holds up the request that made the event.
 * @see {@link https://discord.com/developers/docs/events/webhook-events | Webhook Events}
 */
export function deliverWebhookEvent(context: EmulatorContext, event: EmulatorEvent): void {
  if (!webhookEventTypes.has(event.type) || event.applicationId === null) return;
  const application = context.findApplication(event.applicationId);
  if (
    !application?.eventWebhooksUrl ||
    application.eventWebhooksStatus !== 2 ||
    !application.eventWebhooksTypes.includes(event.type)
  )
    return;
  const now = context.clock.now();
  const body = JSON.stringify({
    version: 1,
    application_id: application.id,
    type: 1,
    event: { type: event.type, timestamp: new Date(now).toISOString(), data: event.data },
  });
  void postWebhookEvent(application.eventWebhooksUrl, body, application.privateKey, Math.floor(now / 1000));
}
