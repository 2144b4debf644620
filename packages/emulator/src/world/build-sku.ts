import { type APISKU, SKUFlags, SKUType } from '@slashkit/api';
import type { SkuSeed } from './world-seed.js';

/** A SKU's URL slug as the service makes one from its name: lower case, words joined by `-`. */
export function skuSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'sku'
  );
}

/**
 * The flags a SKU has when its seed leaves them out: AVAILABLE, and USER_SUBSCRIPTION for a subscription
 * or its group (the kind most apps sell).
 */
export function defaultSkuFlags(type: SKUType): number {
  const subscription = type === SKUType.Subscription || type === SKUType.SubscriptionGroup;
  return SKUFlags.Available | (subscription ? SKUFlags.UserSubscription : 0);
}

/** The SKU of application `applicationId` that a world file's SKU describes, in its wire form. */
export function buildSku(seed: SkuSeed, applicationId: string): APISKU {
  return {
    id: seed.id,
    type: seed.type,
    application_id: applicationId,
    name: seed.name,
    slug: seed.slug ?? skuSlug(seed.name),
    flags: seed.flags ?? defaultSkuFlags(seed.type),
  };
}
