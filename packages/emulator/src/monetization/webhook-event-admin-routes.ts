import { notFound } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import type { Router } from '../http/router.js';

/**
 * `GET /_emulator/applications/:applicationId/webhook-events`: the Webhook Events sent to the app's event
 * webhooks URL, oldest first, each with its payload (`body`), its `state` (`pending`, `delivered`,
 * `failed`, `dropped`), its attempts (`{ at, status, error? }`) and when the next is due (`nextAttemptAt`),
 * and the app's `event_webhooks_status` (3 once the service stopped sending).
 */
export function registerWebhookEventAdminRoutes(router: Router): void {
  router.add(
    localRoute({
      method: 'GET',
      path: '/_emulator/applications/:applicationId/webhook-events',
      handler: ({ emulator, params }) => {
        const application = emulator.findApplication(params.applicationId);
        if (!application) throw notFound(0, `no application ${params.applicationId} in the world`);
        return jsonResponse(200, {
          eventWebhooksStatus: application.eventWebhooksStatus,
          deliveries: emulator.runtime.webhookEvents.list(application.id),
        });
      },
    }),
  );
}
