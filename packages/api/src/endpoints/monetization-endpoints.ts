import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  APIEntitlement,
  APISKU,
  APISubscription,
  RESTGetAPIEntitlementsQuery,
  RESTGetAPISKUSubscriptionsQuery,
  RESTPostAPITestEntitlementJSONBody,
} from '../types/monetization.js';
import { defineEndpoint } from './define-endpoint.js';

const entitlements = '/applications/:applicationId/entitlements';
const entitlement = `${entitlements}/:entitlementId`;
const subscriptions = '/skus/:skuId/subscriptions';
// Reads, deleting a test entitlement and consuming one end in the same state when repeated.
const bot = { auth: ['bot'], major: [], global: true, replay: 'always' } as const;

/**
 * The monetization operations: an app's SKUs, its entitlements (listed, read, consumed, and test ones
 * created and deleted) and the subscriptions of a SKU.
 * @see {@link https://discord.com/developers/docs/resources/entitlement | Entitlement resource}
 */
export const MonetizationEndpoints = {
  listApplicationSkus: defineEndpoint<{ result: APISKU[] }>()({
    operationId: null,
    notInDocument:
      "Discord's docs, SKU › List SKUs (GET /applications/{application.id}/skus, an array of SKU objects); @discordjs/core and discord.py call it",
    method: 'GET',
    route: '/applications/:applicationId/skus',
    ...bot,
  }),
  getEntitlements: defineEndpoint<{ result: APIEntitlement[]; query: RESTGetAPIEntitlementsQuery }>()({
    operationId: 'get_entitlements',
    method: 'GET',
    route: entitlements,
    ...bot,
    query: ['user_id', 'sku_ids', 'before', 'after', 'limit', 'guild_id', 'exclude_ended', 'exclude_deleted'],
  }),
  getEntitlement: defineEndpoint<{ result: APIEntitlement }>()({
    operationId: 'get_entitlement',
    method: 'GET',
    route: entitlement,
    ...bot,
  }),
  createEntitlement: defineEndpoint<{ body: RESTPostAPITestEntitlementJSONBody; result: APIEntitlement }>()({
    operationId: 'create_entitlement',
    method: 'POST',
    route: entitlements,
    ...bot,
    // A repeat would grant a second entitlement.
    replay: 'unsent-only',
  }),
  deleteEntitlement: defineEndpoint()({
    operationId: 'delete_entitlement',
    method: 'DELETE',
    route: entitlement,
    ...bot,
    goneCode: RESTJSONErrorCodes.UnknownEntitlement,
  }),
  consumeEntitlement: defineEndpoint()({
    operationId: 'consume_entitlement',
    method: 'POST',
    route: `${entitlement}/consume`,
    ...bot,
  }),
  getSkuSubscriptions: defineEndpoint<{
    result: APISubscription[];
    query: RESTGetAPISKUSubscriptionsQuery;
  }>()({
    operationId: 'get_sku_subscriptions',
    method: 'GET',
    route: subscriptions,
    ...bot,
    query: ['before', 'after', 'limit', 'user_id'],
  }),
  getSkuSubscription: defineEndpoint<{ result: APISubscription }>()({
    operationId: 'get_sku_subscription',
    method: 'GET',
    route: `${subscriptions}/:subscriptionId`,
    ...bot,
  }),
} as const;
