import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type { Operation } from './operations.js';

// SKUs, entitlements and subscriptions (issue 37): the document's schemas per operation, keyed as
// operations.ts keys them. List SKUs is not in the document: its shape is the docs' SKU object.

const sku = z.object({
  id: D.SnowflakeTypeSchema,
  type: z.literal([2, 3, 5, 6]),
  application_id: D.SnowflakeTypeSchema,
  name: z.string(),
  slug: z.string(),
  flags: z.int(),
});
const entitlements = '/applications/{application_id}/entitlements';
const entitlement = D.EntitlementResponseSchema;
const subscription = D.SubscriptionResponseSchema;

/** The monetization operations. */
export const monetizationOperations: Readonly<Record<string, Operation>> = {
  'GET /applications/{application_id}/skus': {
    responses: { 200: z.array(sku) },
    notInDocument:
      'Discord\'s docs, SKU › List SKUs ("Returns all SKUs for a given application"; SKU Structure)',
  },
  [`GET ${entitlements}`]: {
    query: ['user_id', 'sku_ids', 'guild_id', 'before', 'after', 'limit', 'exclude_ended', 'exclude_deleted'],
    responses: { 200: z.array(entitlement) },
  },
  [`POST ${entitlements}`]: {
    request: D.CreateEntitlementRequestDataSchema,
    responses: { 200: entitlement },
  },
  [`GET ${entitlements}/{entitlement_id}`]: { responses: { 200: entitlement } },
  [`DELETE ${entitlements}/{entitlement_id}`]: { responses: { 204: null } },
  [`POST ${entitlements}/{entitlement_id}/consume`]: { responses: { 204: null } },
  'GET /skus/{sku_id}/subscriptions': {
    query: ['before', 'after', 'limit', 'user_id'],
    responses: { 200: z.array(subscription) },
  },
  'GET /skus/{sku_id}/subscriptions/{subscription_id}': { responses: { 200: subscription } },
  // What a bot changes about its app and itself.
  'PATCH /applications/@me': {
    request: D.ApplicationFormPartialSchema,
    responses: { 200: D.PrivateApplicationResponseSchema },
  },
  'DELETE /users/@me/guilds/{guild_id}': { responses: { 204: null } },
  'PATCH /users/@me': {
    request: D.BotAccountPatchRequestSchema,
    responses: { 200: D.UserPIIResponseSchema },
  },
};
