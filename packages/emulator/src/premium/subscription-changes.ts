import {
  type APIEntitlement,
  type APISKU,
  EntitlementType,
  type Snowflake,
  SubscriptionStatus,
} from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { StoredSubscription } from '../state/subscription-store.js';
import { endEntitlement, grantEntitlement } from './entitlement-changes.js';
import { premiumEvent } from './premium-event.js';
import { nextPeriodEnd, premiumTimestamp } from './premium-time.js';

/** A subscription just started, with the entitlement it granted. */
export interface StartedSubscription {
  subscription: StoredSubscription;
  entitlement: APIEntitlement;
}

/**
 * A user subscribes to a SUBSCRIPTION SKU (for a guild when the SKU is a guild subscription), as the
 * service tells it: SUBSCRIPTION_CREATE (inactive, no entitlement yet), ENTITLEMENT_CREATE (an
 * APPLICATION_SUBSCRIPTION entitlement with no end), SUBSCRIPTION_UPDATE (active, its entitlement listed).
 * The first period runs one month from now.
 * @see {@link https://discord.com/developers/docs/monetization/implementing-app-subscriptions | Implementing App Subscriptions}
 */
export function startSubscription(
  context: EmulatorContext,
  sku: APISKU,
  userId: Snowflake,
  guildId: Snowflake | undefined,
): StartedSubscription {
  const now = context.clock.now();
  const entry: StoredSubscription = {
    applicationId: sku.application_id,
    subscription: {
      id: context.nextId(),
      user_id: userId,
      sku_ids: [sku.id],
      entitlement_ids: [],
      renewal_sku_ids: null,
      current_period_start: premiumTimestamp(now),
      current_period_end: premiumTimestamp(nextPeriodEnd(now)),
      status: SubscriptionStatus.Inactive,
      canceled_at: null,
    },
  };
  context.state.subscriptions.add(entry);
  premiumEvent(context, entry.applicationId, 'SUBSCRIPTION_CREATE', entry.subscription);
  const entitlement = grantEntitlement(context, sku.application_id, {
    skuId: sku.id,
    userId,
    ...(guildId !== undefined ? { guildId } : {}),
    type: EntitlementType.ApplicationSubscription,
    starts: true,
    consumable: false,
    subscriptionId: entry.subscription.id,
  });
  entry.subscription.entitlement_ids = [entitlement.id];
  entry.subscription.status = SubscriptionStatus.Active;
  premiumEvent(context, entry.applicationId, 'SUBSCRIPTION_UPDATE', entry.subscription);
  return { subscription: structuredClone(entry), entitlement };
}

/** The user cancels: ENDING from now (`canceled_at`), active to the end of the period (SUBSCRIPTION_UPDATE). */
export function cancelSubscription(context: EmulatorContext, entry: StoredSubscription): void {
  entry.subscription.status = SubscriptionStatus.Ending;
  entry.subscription.canceled_at = premiumTimestamp(context.clock.now());
  premiumEvent(context, entry.applicationId, 'SUBSCRIPTION_UPDATE', entry.subscription);
}

/** The user takes a cancellation back before the period ends: ACTIVE again, `canceled_at` null. */
export function resumeSubscription(context: EmulatorContext, entry: StoredSubscription): void {
  entry.subscription.status = SubscriptionStatus.Active;
  entry.subscription.canceled_at = null;
  premiumEvent(context, entry.applicationId, 'SUBSCRIPTION_UPDATE', entry.subscription);
}

/**
 * Brings every subscription up to the emulator clock: an ACTIVE one whose period has ended renews (its
 * period moves on by months until it covers now; one SUBSCRIPTION_UPDATE), an ENDING one ends (its
 * entitlements' `ends_at` set to the period's end, ENTITLEMENT_UPDATE each, then INACTIVE,
 * SUBSCRIPTION_UPDATE). Called where the clock matters: after the clock moves, and before a
 * monetization route or an interaction reads entitlements.
 */
export function settleSubscriptions(context: EmulatorContext): void {
  const now = context.clock.now();
  for (const entry of context.state.subscriptions.all()) {
    const { subscription } = entry;
    const end = Date.parse(subscription.current_period_end);
    if (end > now) continue;
    if (subscription.status === SubscriptionStatus.Active) {
      let start = end;
      let next = nextPeriodEnd(end);
      while (next <= now) {
        start = next;
        next = nextPeriodEnd(next);
      }
      subscription.current_period_start = premiumTimestamp(start);
      subscription.current_period_end = premiumTimestamp(next);
      premiumEvent(context, entry.applicationId, 'SUBSCRIPTION_UPDATE', subscription);
    } else if (subscription.status === SubscriptionStatus.Ending) {
      for (const id of subscription.entitlement_ids) {
        const entitlement = context.state.entitlements.get(entry.applicationId, id);
        if (entitlement && !entitlement.deleted && entitlement.ends_at == null)
          endEntitlement(context, entitlement, end);
      }
      subscription.status = SubscriptionStatus.Inactive;
      premiumEvent(context, entry.applicationId, 'SUBSCRIPTION_UPDATE', subscription);
    }
  }
}
