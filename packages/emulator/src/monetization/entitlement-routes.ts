import { Endpoints, RESTJSONErrorCodes, SKUType } from '@slashkit/api';
import { badRequest, notFound } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { serve } from '../http/serve.js';
import { settleSubscriptions } from '../premium/subscription-changes.js';
import { botApplication } from './bot-application.js';
import { entitlementPage } from './entitlement-list.js';
import { readTestEntitlementBody } from './test-entitlement-body.js';
import { createTestEntitlement, deleteTestEntitlement, liveEntitlement } from './test-entitlements.js';

/**
 * The entitlement routes of a bot's own app: list (filters and pages, see `entitlementPage`), get, create a
 * test entitlement for a user or guild (TEST_MODE_PURCHASE, valid until deleted; 10027 for a SKU not the
 * app's, 10004/10013 for an owner not in the world, 40074 when the owner holds the SKU already), delete
 * one (test entitlements only: 40019), and consume one (CONSUMABLE SKUs only: 40018). Changes are
 * ENTITLEMENT_CREATE and ENTITLEMENT_DELETE on the gateway; subscriptions are brought up to the clock first.
 * @see {@link https://discord.com/developers/docs/resources/entitlement | Entitlement resource}
 */
export function registerEntitlementRoutes(router: Router): void {
  router
    .add(
      serve(Endpoints.getEntitlements, (ctx) => {
        const application = botApplication(ctx, ctx.params.applicationId);
        settleSubscriptions(ctx.emulator);
        const all = ctx.emulator.state.entitlements.of(application.id);
        return jsonResponse(200, entitlementPage(all, ctx.url, ctx.emulator.clock.now()));
      }),
    )
    .add(
      serve(Endpoints.getEntitlement, (ctx) => {
        const application = botApplication(ctx, ctx.params.applicationId);
        settleSubscriptions(ctx.emulator);
        const entitlement = ctx.emulator.state.entitlements.get(application.id, ctx.params.entitlementId);
        if (!entitlement) throw notFound(RESTJSONErrorCodes.UnknownEntitlement, 'Unknown Entitlement');
        return jsonResponse(200, entitlement);
      }),
    )
    .add(
      serve(Endpoints.createEntitlement, async (ctx) => {
        const application = botApplication(ctx, ctx.params.applicationId);
        const body = readTestEntitlementBody(await readJsonBody(ctx.request));
        return jsonResponse(200, createTestEntitlement(ctx.emulator, application, body));
      }),
    )
    .add(
      serve(Endpoints.deleteEntitlement, (ctx) => {
        const application = botApplication(ctx, ctx.params.applicationId);
        deleteTestEntitlement(ctx.emulator, application, ctx.params.entitlementId);
        return jsonResponse(204);
      }),
    )
    .add(
      serve(Endpoints.consumeEntitlement, (ctx) => {
        const application = botApplication(ctx, ctx.params.applicationId);
        const entitlement = liveEntitlement(ctx.emulator, application, ctx.params.entitlementId);
        const sku = application.skus.find((s) => s.id === entitlement.sku_id);
        if (sku?.type !== SKUType.Consumable)
          throw badRequest(
            `Only consumable SKUs can be consumed: SKU ${entitlement.sku_id} is not CONSUMABLE (3)`,
            RESTJSONErrorCodes.OnlyConsumableSKUsCanBeConsumed,
          );
        // Consuming twice ends where consuming once did.
        entitlement.consumed = true;
        return jsonResponse(204);
      }),
    );
}
