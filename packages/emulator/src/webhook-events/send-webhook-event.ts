import { ApplicationWebhookType } from '@slashkit/api';
import { postWebhookEvent } from '../app-endpoints/post-webhook-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { WebhookEventDelivery } from '../runtime/webhook-event-deliveries.js';
import type { EmulatorApplication } from '../world/world.js';
import { webhookEventRetryDelaysMs } from './webhook-event-retries.js';

/** Whether the app receives `type` now: a URL, Webhook Events enabled (status 2), the type subscribed. */
const subscribed = (application: EmulatorApplication | undefined, type: string, url?: string): boolean =>
  application !== undefined &&
  application.eventWebhooksUrl !== null &&
  (url === undefined || application.eventWebhooksUrl === url) &&
  application.eventWebhooksStatus === 2 &&
  application.eventWebhooksTypes.includes(type);

/**
 * Sends one Webhook Event to the app's event webhooks URL when it receives that type: the documented
 * envelope (`version` 1, `application_id`, `type` 1, `event { type, timestamp, data }`), signed anew with
 * the app's key at each attempt. An attempt that gets no 2xx within 3 s is retried with back-off
 * ({@link webhookEventRetryDelaysMs}, on the emulator clock: `POST /_emulator/clock` makes retries due);
 * when every retry failed, the service stops sending: `event_webhooks_status` becomes 3 (disabled by the
 * service) until the app enables it again. Every attempt is recorded (`runtime.webhookEvents`). Fire and
 * forget: a slow or failing endpoint never holds up what made the event.
 * @see {@link https://discord.com/developers/docs/events/webhook-events | Webhook Events}
 */
export function sendWebhookEvent(
  context: EmulatorContext,
  applicationId: string,
  type: string,
  data: unknown,
): void {
  const application = context.findApplication(applicationId);
  if (!application || !subscribed(application, type)) return;
  const body = JSON.stringify({
    version: 1,
    application_id: application.id,
    type: ApplicationWebhookType.Event,
    event: { type, timestamp: new Date(context.clock.now()).toISOString(), data },
  });
  const delivery = context.runtime.webhookEvents.begin({
    applicationId,
    type,
    url: application.eventWebhooksUrl as string,
    body,
  });
  void deliver(context, delivery);
}

async function deliver(context: EmulatorContext, delivery: WebhookEventDelivery): Promise<void> {
  const log = context.runtime.webhookEvents;
  for (let attempt = 0; ; attempt++) {
    // The app, its URL or its subscription may have changed while a retry waited: then it is not sent.
    const application = context.findApplication(delivery.applicationId);
    if (!application || !subscribed(application, delivery.type, delivery.url)) {
      delivery.state = 'dropped';
      delivery.nextAttemptAt = null;
      log.changed(delivery);
      return;
    }
    const at = context.clock.now();
    const answer = await postWebhookEvent(
      delivery.url,
      delivery.body,
      application.privateKey,
      Math.floor(at / 1000),
      context.runtime.fetch,
    );
    delivery.attempts.push({
      at,
      status: answer.status,
      ...(answer.error === undefined ? {} : { error: answer.error }),
    });
    if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
      delivery.state = 'delivered';
      delivery.nextAttemptAt = null;
      log.changed(delivery);
      return;
    }
    const delay = webhookEventRetryDelaysMs[attempt];
    if (delay === undefined) {
      delivery.state = 'failed';
      delivery.nextAttemptAt = null;
      if (application.eventWebhooksStatus === 2) {
        application.eventWebhooksStatus = 3;
        context.log(
          `webhook events: ${application.name}'s event webhooks URL failed ${delivery.attempts.length} times for ${delivery.type}; Webhook Events are disabled (event_webhooks_status 3) until the app enables them again`,
        );
        context.applicationChanged(application);
      }
      log.changed(delivery);
      return;
    }
    delivery.nextAttemptAt = at + delay;
    log.changed(delivery);
    await context.runtime.deadlines.wait(at + delay).reached;
  }
}
