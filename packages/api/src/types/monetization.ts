import type { EntitlementOwnerType } from '../enums/entitlement-owner-type.js';
import type { EntitlementType } from '../enums/entitlement-type.js';
import type { SKUType } from '../enums/sku-type.js';
import type { SubscriptionStatus } from '../enums/subscription-status.js';
import type { Snowflake } from '../snowflake.js';

/**
 * A SKU: a premium offering of an app (a one-time purchase or a subscription), with its flags.
 * @see {@link https://discord.com/developers/docs/resources/sku#sku-object | SKU object}
 */
export interface APISKU {
  id: Snowflake;
  type: SKUType;
  application_id: Snowflake;
  /** Customer-facing name. */
  name: string;
  /** A URL slug made from the name. */
  slug: string;
  /** `SKUFlags` bit set. */
  flags: number;
}

/**
 * An entitlement: a user or a guild holds a SKU of the app. A test entitlement has no `starts_at` or
 * `ends_at` (valid forever); a subscription's ends with its period.
 * @see {@link https://discord.com/developers/docs/resources/entitlement#entitlement-object | Entitlement object}
 */
export interface APIEntitlement {
  id: Snowflake;
  sku_id: Snowflake;
  application_id: Snowflake;
  /** The user granted the SKU (or who bought it for a guild). */
  user_id?: Snowflake;
  /** The guild granted the SKU. */
  guild_id?: Snowflake;
  type: EntitlementType;
  deleted: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
  /** For consumable SKUs: whether the app consumed it. */
  consumed?: boolean;
  /** The subscription that granted it. */
  subscription_id?: Snowflake;
}

/**
 * A subscription: a user paying for SKUs period after period; its entitlements grant the perks.
 * @see {@link https://discord.com/developers/docs/resources/subscription#subscription-object | Subscription object}
 */
export interface APISubscription {
  id: Snowflake;
  user_id: Snowflake;
  sku_ids: Snowflake[];
  entitlement_ids: Snowflake[];
  /** The SKUs of the next period, when they change at renewal. */
  renewal_sku_ids: Snowflake[] | null;
  current_period_start: string;
  current_period_end: string;
  status: SubscriptionStatus;
  canceled_at: string | null;
  /** ISO 3166-1 alpha-2; only with a private OAuth2 scope. */
  country?: string;
}

/**
 * The query of `GET /applications/{id}/entitlements`: by user, SKUs (comma-separated ids), guild, a page
 * (`before`/`after` an entitlement id, `limit` 1-100, 100 by default), and whether to leave out ended
 * (default false) and deleted (default true) entitlements.
 */
export interface RESTGetAPIEntitlementsQuery {
  user_id?: Snowflake;
  /** Comma-separated SKU ids. */
  sku_ids?: string;
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
  guild_id?: Snowflake;
  exclude_ended?: boolean;
  exclude_deleted?: boolean;
}

/** The body of `POST /applications/{id}/entitlements`: a test entitlement to a SKU for a guild (1) or user (2). */
export interface RESTPostAPITestEntitlementJSONBody {
  sku_id: Snowflake;
  owner_id: Snowflake;
  owner_type: EntitlementOwnerType;
}

/**
 * The query of `GET /skus/{id}/subscriptions`: a user's subscriptions (required with a Bot token), a page
 * by subscription id (`limit` 1-100, 50 by default).
 */
export interface RESTGetAPISKUSubscriptionsQuery {
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
  user_id?: Snowflake;
}
