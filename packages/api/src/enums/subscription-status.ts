/**
 * The status of a subscription: ACTIVE (renews), INACTIVE (not being charged), ENDING (active, will not
 * renew: cancelled). Entitlements, not the status, say whether to grant the perks.
 * @see {@link https://discord.com/developers/docs/resources/subscription#subscription-statuses | Subscription statuses}
 */
export const SubscriptionStatus = {
  Active: 0,
  Inactive: 1,
  Ending: 2,
} as const;

/** A subscription status value. */
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];
