import {
  type APIEntitlement,
  type APISKU,
  type APISubscription,
  Endpoints,
  type EntitlementOwnerType,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/** Options of `rest.monetization.listEntitlements`: filters and a page, by entitlement id. */
export interface ListEntitlementsOptions extends CallOptions {
  /** Only this user's entitlements. */
  userId?: Snowflake;
  /** Only entitlements to these SKUs. */
  skuIds?: readonly Snowflake[];
  /** Only this guild's entitlements. */
  guildId?: Snowflake;
  before?: Snowflake;
  after?: Snowflake;
  /** 1-100 (the service's default: 100). */
  limit?: number;
  /** Leave out entitlements that have ended (the service's default: false). */
  excludeEnded?: boolean;
  /** Leave out deleted entitlements (the service's default: true). */
  excludeDeleted?: boolean;
}

/** Options of `rest.monetization.listSKUSubscriptions`: a user's subscriptions, a page by subscription id. */
export interface ListSKUSubscriptionsOptions extends CallOptions {
  /** The user whose subscriptions to list (required with a Bot token). */
  userId?: Snowflake;
  before?: Snowflake;
  after?: Snowflake;
  /** 1-100 (the service's default: 50). */
  limit?: number;
}

/** What `rest.monetization.createTestEntitlement` grants: a SKU to a guild (1) or a user (2). */
export interface TestEntitlementOptions {
  skuId: Snowflake;
  ownerId: Snowflake;
  ownerType: EntitlementOwnerType;
}

/**
 * Premium apps (`rest.monetization`): the app's SKUs, who holds them (entitlements, test ones made and
 * deleted, consumables consumed), and the subscriptions of a SKU.
 * @example
 * const entitlements = await rest.monetization.listEntitlements(appId, { userId, excludeEnded: true });
 * @see {@link https://discord.com/developers/docs/monetization/overview | Monetization overview}
 */
export class MonetizationAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * The app's SKUs (`GET /applications/{application.id}/skus`); a subscription comes twice, as SUBSCRIPTION
   * (5, the one to grant and test) and SUBSCRIPTION_GROUP (6).
   * @example
   * const premium = (await rest.monetization.listSKUs(appId)).find((sku) => sku.type === SKUType.Subscription);
   * @see {@link https://discord.com/developers/docs/resources/sku#list-skus | List SKUs}
   */
  listSKUs(applicationId: Snowflake, options?: CallOptions): Promise<APISKU[]> {
    return this.#core.send(Endpoints.listApplicationSkus, { applicationId }, undefined, options);
  }

  /**
   * The app's entitlements, active and ended (`GET /applications/{application.id}/entitlements`), in order
   * of id, filtered by user, guild and SKUs.
   * @example
   * const owned = await rest.monetization.listEntitlements(appId, { userId, skuIds: [skuId], excludeEnded: true });
   * @see {@link https://discord.com/developers/docs/resources/entitlement#list-entitlements | List Entitlements}
   */
  listEntitlements(
    applicationId: Snowflake,
    options: ListEntitlementsOptions = {},
  ): Promise<APIEntitlement[]> {
    const { userId, skuIds, guildId, before, after, limit, excludeEnded, excludeDeleted, ...call } = options;
    return this.#core.send(Endpoints.getEntitlements, { applicationId }, undefined, {
      ...call,
      query: {
        user_id: userId,
        // One string of ids, comma-delimited, as the docs type it (a list would go as repeated parameters).
        // https://discord.com/developers/docs/resources/entitlement#list-entitlements-query-string-params
        sku_ids: skuIds?.join(','),
        before,
        after,
        limit,
        guild_id: guildId,
        exclude_ended: excludeEnded,
        exclude_deleted: excludeDeleted,
      },
    });
  }

  /**
   * One entitlement (`GET /applications/{application.id}/entitlements/{entitlement.id}`).
   * @example
   * const entitlement = await rest.monetization.getEntitlement(appId, entitlementId);
   * @see {@link https://discord.com/developers/docs/resources/entitlement#get-entitlement | Get Entitlement}
   */
  getEntitlement(
    applicationId: Snowflake,
    entitlementId: Snowflake,
    options?: CallOptions,
  ): Promise<APIEntitlement> {
    return this.#core.send(Endpoints.getEntitlement, { applicationId, entitlementId }, undefined, options);
  }

  /**
   * Grants a test entitlement to a SKU for a guild or a user (`POST /applications/{application.id}/entitlements`):
   * valid forever (no `starts_at` or `ends_at`), until deleted with {@link MonetizationAPI.deleteTestEntitlement}.
   * @example
   * await rest.monetization.createTestEntitlement(appId, { skuId, ownerId: userId, ownerType: EntitlementOwnerType.User });
   * @see {@link https://discord.com/developers/docs/resources/entitlement#create-test-entitlement | Create Test Entitlement}
   */
  createTestEntitlement(
    applicationId: Snowflake,
    entitlement: TestEntitlementOptions,
    options?: CallOptions,
  ): Promise<APIEntitlement> {
    const body = {
      sku_id: entitlement.skuId,
      owner_id: entitlement.ownerId,
      owner_type: entitlement.ownerType,
    };
    return this.#core.send(Endpoints.createEntitlement, { applicationId }, body, options);
  }

  /**
   * Deletes a test entitlement (`DELETE /applications/{application.id}/entitlements/{entitlement.id}`):
   * the guild or user no longer holds the SKU.
   * @example
   * await rest.monetization.deleteTestEntitlement(appId, entitlementId);
   * @see {@link https://discord.com/developers/docs/resources/entitlement#delete-test-entitlement | Delete Test Entitlement}
   */
  deleteTestEntitlement(
    applicationId: Snowflake,
    entitlementId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    return this.#core.send(Endpoints.deleteEntitlement, { applicationId, entitlementId }, undefined, options);
  }

  /**
   * Marks an entitlement to a CONSUMABLE SKU consumed
   * (`POST /applications/{application.id}/entitlements/{entitlement.id}/consume`).
   * @example
   * await rest.monetization.consumeEntitlement(appId, entitlementId);
   * @see {@link https://discord.com/developers/docs/resources/entitlement#consume-an-entitlement | Consume an Entitlement}
   */
  consumeEntitlement(
    applicationId: Snowflake,
    entitlementId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    return this.#core.send(
      Endpoints.consumeEntitlement,
      { applicationId, entitlementId },
      undefined,
      options,
    );
  }

  /**
   * A user's subscriptions to a SKU (`GET /skus/{sku.id}/subscriptions`), in order of id.
   * @example
   * const [subscription] = await rest.monetization.listSKUSubscriptions(skuId, { userId });
   * @see {@link https://discord.com/developers/docs/resources/subscription#list-sku-subscriptions | List SKU Subscriptions}
   */
  listSKUSubscriptions(
    skuId: Snowflake,
    options: ListSKUSubscriptionsOptions = {},
  ): Promise<APISubscription[]> {
    const { userId, before, after, limit, ...call } = options;
    return this.#core.send(Endpoints.getSkuSubscriptions, { skuId }, undefined, {
      ...call,
      query: { before, after, limit, user_id: userId },
    });
  }

  /**
   * One subscription to a SKU (`GET /skus/{sku.id}/subscriptions/{subscription.id}`).
   * @example
   * const subscription = await rest.monetization.getSKUSubscription(skuId, subscriptionId);
   * @see {@link https://discord.com/developers/docs/resources/subscription#get-sku-subscription | Get SKU Subscription}
   */
  getSKUSubscription(
    skuId: Snowflake,
    subscriptionId: Snowflake,
    options?: CallOptions,
  ): Promise<APISubscription> {
    return this.#core.send(Endpoints.getSkuSubscription, { skuId, subscriptionId }, undefined, options);
  }
}
