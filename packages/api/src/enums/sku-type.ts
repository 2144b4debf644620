/**
 * The type of a SKU: DURABLE and CONSUMABLE one-time purchases, SUBSCRIPTION (the SKU to grant and test
 * with) and SUBSCRIPTION_GROUP (made by the service beside each SUBSCRIPTION, not used for anything yet).
 * @see {@link https://discord.com/developers/docs/resources/sku#sku-object-sku-types | SKU types}
 */
export const SKUType = {
  Durable: 2,
  Consumable: 3,
  Subscription: 5,
  SubscriptionGroup: 6,
} as const;

/** A SKU type value. */
export type SKUType = (typeof SKUType)[keyof typeof SKUType];
