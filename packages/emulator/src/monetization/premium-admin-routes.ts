import { type APISKU, EntitlementOwnerType, SKUType, SubscriptionStatus } from '@slashkit/api';
import { AdminFields } from '../http/admin-fields.js';
import { badRequest, HttpError, notFound } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { buySku } from '../premium/buy-sku.js';
import {
  cancelSubscription,
  resumeSubscription,
  settleSubscriptions,
} from '../premium/subscription-changes.js';
import { buildSku, defaultSkuFlags } from '../world/build-sku.js';
import { createTestEntitlement, deleteTestEntitlement } from './test-entitlements.js';

const skuTypes: readonly number[] = [SKUType.Durable, SKUType.Consumable, SKUType.Subscription];

/**
 * The admin routes of premium apps, as a developer's portal and a user's store sheet act:
 * - `POST /_emulator/applications/:applicationId/skus` `{ name, type, flags? }` makes a SKU (2 durable,
 *   3 consumable, 5 subscription; a subscription gets its SUBSCRIPTION_GROUP (6) made beside it, as the
 *   service does) and answers it;
 * - `POST /_emulator/applications/:applicationId/test-entitlements` `{ skuId, userId }` or `{ skuId, guildId }`
 *   grants a test entitlement as Create Test Entitlement does (see `createTestEntitlement`), answered with it;
 *   `DELETE …/test-entitlements/:entitlementId` deletes one (ENTITLEMENT_DELETE);
 * - `POST /_emulator/purchases` `{ userId, skuId, guildId? }`: a user buys a SKU (see `buySku`), answered
 *   `{ entitlement, subscription? }`;
 * - `POST /_emulator/subscriptions/:subscriptionId/cancel` and `…/resume`: the user cancels (ENDING to the
 *   period's end) or takes it back, answered with the subscription.
 */
export function registerPremiumAdminRoutes(router: Router): void {
  router
    .add(
      localRoute({
        method: 'POST',
        path: '/_emulator/applications/:applicationId/skus',
        handler: async ({ request, emulator, params }) => {
          const application = emulator.findApplication(params.applicationId);
          if (!application) throw notFound(0, `no application ${params.applicationId} in the world`);
          const fields = new AdminFields(
            await readJsonBody(request),
            ['name', 'type', 'flags'],
            '{ "name": "Premium", "type": 5 }',
          );
          const name = fields.string('name', 1, 100);
          const type = fields.raw('type');
          if (typeof type !== 'number' || !skuTypes.includes(type))
            throw badRequest('type: expected 2 (durable), 3 (consumable) or 5 (subscription)');
          const flags = fields.has('flags') ? fields.raw('flags') : defaultSkuFlags(type as SKUType);
          if (!Number.isSafeInteger(flags) || (flags as number) < 0)
            throw badRequest('flags: expected a non-negative integer bit set (SKUFlags)');
          const make = (skuType: SKUType): APISKU =>
            buildSku({ id: emulator.nextId(), name, type: skuType, flags: flags as number }, application.id);
          // The service lists a subscription's group first: it is made first.
          if (type === SKUType.Subscription) application.skus.push(make(SKUType.SubscriptionGroup));
          const sku = make(type as SKUType);
          application.skus.push(sku);
          return jsonResponse(200, sku);
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: '/_emulator/applications/:applicationId/test-entitlements',
        handler: async ({ request, emulator, params }) => {
          const application = emulator.findApplication(params.applicationId);
          if (!application) throw notFound(0, `no application ${params.applicationId} in the world`);
          const fields = new AdminFields(
            await readJsonBody(request),
            ['skuId', 'userId', 'guildId'],
            '{ "skuId": "…", "userId": "…" }',
          );
          const skuId = fields.snowflake('skuId', 'the SKU granted');
          if (fields.has('userId') === fields.has('guildId'))
            throw badRequest('give exactly one of userId (a user holds it) and guildId (a guild does)');
          const forGuild = fields.has('guildId');
          const ownerId = forGuild
            ? fields.snowflake('guildId', 'the guild that holds it')
            : fields.snowflake('userId', 'the user who holds it');
          const entitlement = createTestEntitlement(emulator, application, {
            sku_id: skuId,
            owner_id: ownerId,
            owner_type: forGuild ? EntitlementOwnerType.Guild : EntitlementOwnerType.User,
          });
          return jsonResponse(200, entitlement);
        },
      }),
    )
    .add(
      localRoute({
        method: 'DELETE',
        path: '/_emulator/applications/:applicationId/test-entitlements/:entitlementId',
        handler: ({ emulator, params }) => {
          const application = emulator.findApplication(params.applicationId);
          if (!application) throw notFound(0, `no application ${params.applicationId} in the world`);
          deleteTestEntitlement(emulator, application, params.entitlementId);
          return jsonResponse(204);
        },
      }),
    )
    .add({
      method: 'POST',
      path: '/_emulator/purchases',
      handler: async ({ request, emulator }) => {
        const fields = new AdminFields(
          await readJsonBody(request),
          ['userId', 'skuId', 'guildId'],
          '{ "userId": "…", "skuId": "…" }',
        );
        const result = buySku(emulator, {
          userId: fields.snowflake('userId', 'the user who buys'),
          skuId: fields.snowflake('skuId', 'the SKU bought'),
          ...(fields.has('guildId') ? { guildId: fields.snowflake('guildId', 'the guild it is for') } : {}),
        });
        if ('status' in result) throw new HttpError(result.status, 0, result.message);
        return jsonResponse(200, result);
      },
    })
    .add(
      localRoute({
        method: 'POST',
        path: '/_emulator/subscriptions/:subscriptionId/:action',
        handler: ({ emulator, params }) => {
          const action = params.action;
          if (action !== 'cancel' && action !== 'resume')
            throw notFound(0, `no such action ${JSON.stringify(action)}: cancel or resume`);
          settleSubscriptions(emulator);
          const entry = emulator.state.subscriptions.get(params.subscriptionId);
          if (!entry) throw notFound(0, `no subscription ${params.subscriptionId}`);
          const { status } = entry.subscription;
          if (action === 'cancel') {
            if (status !== SubscriptionStatus.Active)
              throw badRequest('only an ACTIVE subscription can be canceled');
            cancelSubscription(emulator, entry);
          } else {
            if (status !== SubscriptionStatus.Ending)
              throw badRequest('only an ENDING (canceled) subscription can be resumed');
            resumeSubscription(emulator, entry);
          }
          return jsonResponse(200, entry.subscription);
        },
      }),
    );
}
