import { Endpoints, EntitlementOwnerType, SKUType } from '@slashkit/api';
import { type Case, GUILD, type Harness, MEMBER } from '../harness.js';

// SKUs, entitlements and subscriptions with the Bot token: the SDK's calls, each with a refusal the
// service makes. The SKUs come from the admin API (a developer's portal), a subscription from a purchase.

const UNKNOWN = '1250000000000009999';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const entitlements = (h: Harness) => `/applications/${h.appId}/entitlements`;

/** Makes the SKUs the cases use, once: a subscription, a consumable, a durable. */
async function skus(h: Harness): Promise<void> {
  if (h.state.premiumSku) return;
  const make = async (name: string, type: number) =>
    (await h.admin('POST', `/applications/${h.appId}/skus`, { name, type })).id as string;
  h.state.premiumSku = await make('Premium', SKUType.Subscription);
  h.state.coinsSku = await make('Coins', SKUType.Consumable);
  h.state.foreverSku = await make('Forever', SKUType.Durable);
}

export const monetizationCases: Case[] = [
  {
    op: Endpoints.listApplicationSkus,
    status: 200,
    as: 'Bot',
    what: "the app's SKUs",
    run: async (h) => {
      await skus(h);
      return h.sdk.monetization.listSKUs(h.appId);
    },
  },
  {
    op: Endpoints.listApplicationSkus,
    status: 404,
    code: 10002,
    as: 'Bot',
    what: 'an unknown application',
    run: (h) => h.sdk.monetization.listSKUs(UNKNOWN).catch(() => undefined),
  },
  {
    op: Endpoints.createEntitlement,
    status: 200,
    as: 'Bot',
    what: 'a test entitlement for a user',
    run: async (h) => {
      await skus(h);
      const made = await h.sdk.monetization.createTestEntitlement(h.appId, {
        skuId: h.state.premiumSku!,
        ownerId: MEMBER,
        ownerType: EntitlementOwnerType.User,
      });
      h.state.testEntitlement = made.id;
    },
  },
  {
    op: Endpoints.createEntitlement,
    status: 200,
    as: 'Bot',
    what: 'a test entitlement for a guild, to a consumable',
    run: async (h) => {
      const made = await h.sdk.monetization.createTestEntitlement(h.appId, {
        skuId: h.state.coinsSku!,
        ownerId: GUILD,
        ownerType: EntitlementOwnerType.Guild,
      });
      h.state.coinsEntitlement = made.id;
    },
  },
  {
    op: Endpoints.createEntitlement,
    status: 404,
    code: 10027,
    as: 'Bot',
    what: 'a SKU that is not the app’s',
    run: (h) =>
      h.sdk.monetization
        .createTestEntitlement(h.appId, {
          skuId: UNKNOWN,
          ownerId: MEMBER,
          ownerType: EntitlementOwnerType.User,
        })
        .catch(() => undefined),
  },
  {
    op: Endpoints.createEntitlement,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'an owner_type that is neither 1 nor 2',
    run: (h) =>
      h.raw('POST', entitlements(h), {
        authorization: bot(h),
        body: JSON.stringify({ sku_id: h.state.premiumSku, owner_id: MEMBER, owner_type: 3 }),
        type: 'application/json',
      }),
  },
  {
    op: Endpoints.getEntitlements,
    status: 200,
    as: 'Bot',
    what: "a user's, by SKU",
    run: (h) =>
      h.sdk.monetization.listEntitlements(h.appId, {
        userId: MEMBER,
        skuIds: [h.state.premiumSku!],
        excludeEnded: true,
        limit: 10,
      }),
  },
  {
    op: Endpoints.getEntitlements,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a limit past 100',
    run: (h) => h.sdk.monetization.listEntitlements(h.appId, { limit: 101 }).catch(() => undefined),
  },
  {
    op: Endpoints.getEntitlement,
    status: 200,
    as: 'Bot',
    what: "a guild's entitlement",
    run: (h) => h.sdk.monetization.getEntitlement(h.appId, h.state.coinsEntitlement!),
  },
  {
    op: Endpoints.getEntitlement,
    status: 404,
    code: 10029,
    as: 'Bot',
    what: 'an unknown entitlement',
    run: (h) => h.sdk.monetization.getEntitlement(h.appId, UNKNOWN).catch(() => undefined),
  },
  {
    op: Endpoints.consumeEntitlement,
    status: 204,
    as: 'Bot',
    what: 'a consumable',
    run: (h) => h.sdk.monetization.consumeEntitlement(h.appId, h.state.coinsEntitlement!),
  },
  {
    op: Endpoints.consumeEntitlement,
    status: 400,
    code: 40018,
    as: 'Bot',
    what: 'a subscription entitlement',
    run: (h) =>
      h.sdk.monetization.consumeEntitlement(h.appId, h.state.testEntitlement!).catch(() => undefined),
  },
  {
    op: Endpoints.deleteEntitlement,
    status: 204,
    as: 'Bot',
    what: 'a test entitlement',
    run: (h) => h.sdk.monetization.deleteTestEntitlement(h.appId, h.state.testEntitlement!),
  },
  {
    op: Endpoints.deleteEntitlement,
    status: 400,
    code: 40019,
    as: 'Bot',
    what: 'a bought entitlement',
    run: async (h) => {
      const bought = await h.admin('POST', '/purchases', { userId: MEMBER, skuId: h.state.foreverSku });
      return h.raw('DELETE', `${entitlements(h)}/${bought.entitlement.id}`, { authorization: bot(h) });
    },
  },
  {
    op: Endpoints.getSkuSubscriptions,
    status: 200,
    as: 'Bot',
    what: "a user's subscriptions",
    run: async (h) => {
      const bought = await h.admin('POST', '/purchases', { userId: MEMBER, skuId: h.state.premiumSku });
      h.state.subscription = bought.subscription.id;
      return h.sdk.monetization.listSKUSubscriptions(h.state.premiumSku!, { userId: MEMBER, limit: 5 });
    },
  },
  {
    op: Endpoints.getSkuSubscriptions,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'no user_id with a Bot token',
    run: (h) => h.sdk.monetization.listSKUSubscriptions(h.state.premiumSku!).catch(() => undefined),
  },
  {
    op: Endpoints.getSkuSubscription,
    status: 200,
    as: 'Bot',
    what: 'a subscription',
    run: (h) => h.sdk.monetization.getSKUSubscription(h.state.premiumSku!, h.state.subscription!),
  },
  {
    op: Endpoints.getSkuSubscription,
    status: 404,
    code: 10027,
    as: 'Bot',
    what: 'a SKU that is not the app’s',
    run: (h) => h.sdk.monetization.getSKUSubscription(UNKNOWN, h.state.subscription!).catch(() => undefined),
  },
];
