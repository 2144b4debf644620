import type { APIEntitlement, APISubscription, Snowflake } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';

/** The monetization events of the gateway (sent to the app's sessions whatever their intents). */
export type PremiumEventType =
  | 'ENTITLEMENT_CREATE'
  | 'ENTITLEMENT_UPDATE'
  | 'ENTITLEMENT_DELETE'
  | 'SUBSCRIPTION_CREATE'
  | 'SUBSCRIPTION_UPDATE'
  | 'SUBSCRIPTION_DELETE';

/**
 * Tells the app (its gateway sessions, and anything on the event bus) of a change to one of its
 * entitlements or subscriptions: an app's own event, with no guild (the service sends it on shard 0).
 * The payload is a copy: later changes to the stored object do not reach an event already sent.
 */
export function premiumEvent(
  context: EmulatorContext,
  applicationId: Snowflake,
  type: PremiumEventType,
  data: APIEntitlement | APISubscription,
): void {
  context.events.publish({ type, applicationId, guildId: null, data: structuredClone(data) });
}
