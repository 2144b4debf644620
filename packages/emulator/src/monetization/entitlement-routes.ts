import {
  type APIEntitlement,
  Endpoints,
  EntitlementOwnerType,
  EntitlementType,
  RESTJSONErrorCodes,
  SKUType,
} from '@slashkit/api';
import { badRequest, notFound } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { serve } from '../http/serve.js';
import { isActiveEntitlement } from '../premium/active-entitlements.js';
import { deleteEntitlement, grantEntitlement } from '../premium/entitlement-changes.js';
import { settleSubscriptions } from '../premium/subscription-changes.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorApplication } from '../world/world.js';
import { botApplication } from './bot-application.js';
import { entitlementPage } from './entitlement-list.js';
import { readTestEntitlementBody } from './test-entitlement-body.js';

/** An entitlement of the app, not deleted (404/10029 otherwise: a deleted one is gone for a write). */
function liveEntitlement(
  context: EmulatorContext,
  application: EmulatorApplication,
  id: string,
): APIEntitlement {
  const entitlement = context.state.entitlements.get(application.id, id);
  if (!entitlement || entitlement.deleted)
    throw notFound(RESTJSONErrorCodes.UnknownEntitlement, 'Unknown Entitlement');
  return entitlement;
}

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
        const { emulator } = ctx;
        const sku = application.skus.find((s) => s.id === body.sku_id);
        if (!sku)
          throw notFound(
            RESTJSONErrorCodes.UnknownSKU,
            `Unknown SKU: ${body.sku_id} is not a SKU of this app`,
          );
        const forGuild = body.owner_type === EntitlementOwnerType.Guild;
        if (forGuild && !emulator.findGuild(body.owner_id))
          throw notFound(RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
        if (!forGuild && !emulator.findUser(body.owner_id))
          throw notFound(RESTJSONErrorCodes.UnknownUser, 'Unknown User');
        settleSubscriptions(emulator);
        const now = emulator.clock.now();
        const held = emulator.state.entitlements
          .of(application.id)
          .some(
            (e) =>
              e.sku_id === sku.id &&
              isActiveEntitlement(e, now) &&
              (forGuild
                ? e.guild_id === body.owner_id
                : e.guild_id === undefined && e.user_id === body.owner_id),
          );
        if (held)
          throw badRequest(
            `An entitlement has already been granted for this resource: ${forGuild ? 'guild' : 'user'} ${body.owner_id} holds SKU ${sku.id}`,
            RESTJSONErrorCodes.EntitlementAlreadyGranted,
          );
        const entitlement = grantEntitlement(emulator, application.id, {
          skuId: sku.id,
          ...(forGuild ? { guildId: body.owner_id } : { userId: body.owner_id }),
          type: EntitlementType.TestModePurchase,
          starts: false,
          consumable: sku.type === SKUType.Consumable,
        });
        return jsonResponse(200, entitlement);
      }),
    )
    .add(
      serve(Endpoints.deleteEntitlement, (ctx) => {
        const application = botApplication(ctx, ctx.params.applicationId);
        const entitlement = liveEntitlement(ctx.emulator, application, ctx.params.entitlementId);
        if (entitlement.type !== EntitlementType.TestModePurchase)
          throw badRequest(
            'You can only delete sandbox entitlements: this one was bought, not made with Create Test Entitlement',
            RESTJSONErrorCodes.OnlySandboxEntitlementsCanBeDeleted,
          );
        deleteEntitlement(ctx.emulator, entitlement);
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
