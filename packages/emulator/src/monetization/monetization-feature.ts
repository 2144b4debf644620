import type { EmulatorFeature } from '../http/emulator-feature.js';
import { registerEntitlementRoutes } from './entitlement-routes.js';
import { registerPremiumAdminRoutes } from './premium-admin-routes.js';
import { registerSkuRoutes } from './sku-routes.js';
import { registerWebhookEventAdminRoutes } from './webhook-event-admin-routes.js';
import { deliverWebhookEvent } from './webhook-event-delivery.js';

/**
 * Premium apps: the SKUs of an app (from its world file or the admin API), entitlements (listed, read,
 * test ones made and deleted, consumables consumed), subscriptions (listed and read per SKU; renewed and
 * ended by the emulator clock), with ENTITLEMENT_* and SUBSCRIPTION_* on the gateway; and the admin routes
 * through which a user buys a SKU and cancels a subscription; the Webhook Events sent, with their attempts.
 * @see {@link https://discord.com/developers/docs/monetization/overview | Monetization overview}
 */
export const monetizationFeature: EmulatorFeature = {
  name: 'monetization',
  setup(router, context) {
    context.events.subscribe((event) => deliverWebhookEvent(context, event));
    registerSkuRoutes(router);
    registerEntitlementRoutes(router);
    registerPremiumAdminRoutes(router);
    registerWebhookEventAdminRoutes(router);
  },
};
