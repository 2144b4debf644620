/**
 * How an entitlement came to be: bought, a Nitro perk, a developer's gift, a test-mode purchase, free, a
 * user's gift, claimed with Nitro, or an app subscription.
 * @see {@link https://discord.com/developers/docs/resources/entitlement#entitlement-object-entitlement-types | Entitlement types}
 */
export const EntitlementType = {
  Purchase: 1,
  PremiumSubscription: 2,
  DeveloperGift: 3,
  TestModePurchase: 4,
  FreePurchase: 5,
  UserGift: 6,
  PremiumPurchase: 7,
  ApplicationSubscription: 8,
} as const;

/** An entitlement type value. */
export type EntitlementType = (typeof EntitlementType)[keyof typeof EntitlementType];
