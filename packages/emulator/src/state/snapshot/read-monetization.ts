import { EntitlementType, isSnowflake, ownValue, SubscriptionStatus } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const entitlementFields: readonly string[] = [
  'id',
  'sku_id',
  'application_id',
  'user_id',
  'guild_id',
  'type',
  'deleted',
  'starts_at',
  'ends_at',
  'consumed',
  'subscription_id',
];
const subscriptionFields: readonly string[] = [
  'id',
  'user_id',
  'sku_ids',
  'entitlement_ids',
  'renewal_sku_ids',
  'current_period_start',
  'current_period_end',
  'status',
  'canceled_at',
  'country',
];

/**
 * Checks `entitlements`: each one's ids (its app in the snapshot's world, no id twice), owner (a user or a
 * guild), type and flags, in the wire form the service answers with.
 */
export function readEntitlements(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const ids = new Set<unknown>();
  reader.array(value, 'entitlements').forEach((item, index) => {
    const at = `entitlements[${index}]`;
    const entitlement = reader.object(item, at);
    if (!entitlement) return;
    reader.knownKeys(entitlement, at, entitlementFields);
    reader.snowflake(entitlement, 'id', at);
    if (ids.has(ownValue(entitlement, 'id'))) reader.problem(`${at}.id`, 'this entitlement comes twice');
    ids.add(ownValue(entitlement, 'id'));
    reader.snowflake(entitlement, 'sku_id', at);
    reader.reference(entitlement, 'application_id', at, refs.applications, 'application');
    if (ownValue(entitlement, 'user_id') !== undefined)
      reader.reference(entitlement, 'user_id', at, refs.users, 'user');
    if (ownValue(entitlement, 'guild_id') !== undefined)
      reader.reference(entitlement, 'guild_id', at, refs.guilds, 'guild');
    if (ownValue(entitlement, 'user_id') === undefined && ownValue(entitlement, 'guild_id') === undefined)
      reader.problem(at, 'an entitlement belongs to a user_id or a guild_id');
    reader.oneOf(entitlement, 'type', at, Object.values(EntitlementType));
    reader.boolean(entitlement, 'deleted', at);
    for (const key of ['starts_at', 'ends_at']) reader.string(entitlement, key, at, true);
    if (ownValue(entitlement, 'consumed') !== undefined) reader.boolean(entitlement, 'consumed', at);
    if (ownValue(entitlement, 'subscription_id') !== undefined)
      reader.snowflake(entitlement, 'subscription_id', at);
  });
}

/** Checks `subscriptions`: each one's app and user in the snapshot's world, its SKUs, period and status. */
export function readSubscriptions(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const ids = new Set<unknown>();
  reader.array(value, 'subscriptions').forEach((item, index) => {
    const at = `subscriptions[${index}]`;
    const entry = reader.object(item, at);
    if (!entry) return;
    reader.knownKeys(entry, at, ['applicationId', 'subscription']);
    reader.reference(entry, 'applicationId', at, refs.applications, 'application');
    const subscription = reader.objectAt(entry, 'subscription', at);
    if (!subscription) return;
    const sat = `${at}.subscription`;
    reader.knownKeys(subscription, sat, subscriptionFields);
    reader.snowflake(subscription, 'id', sat);
    if (ids.has(ownValue(subscription, 'id'))) reader.problem(`${sat}.id`, 'this subscription comes twice');
    ids.add(ownValue(subscription, 'id'));
    reader.reference(subscription, 'user_id', sat, refs.users, 'user');
    for (const key of ['sku_ids', 'entitlement_ids'])
      reader.list(subscription, key, sat, isSnowflake, 'an id (snowflake)');
    if (ownValue(subscription, 'renewal_sku_ids') !== null)
      reader.list(subscription, 'renewal_sku_ids', sat, isSnowflake, 'a SKU id (snowflake)');
    for (const key of ['current_period_start', 'current_period_end']) reader.string(subscription, key, sat);
    reader.string(subscription, 'canceled_at', sat, true);
    reader.oneOf(subscription, 'status', sat, Object.values(SubscriptionStatus));
    if (ownValue(subscription, 'country') !== undefined) reader.string(subscription, 'country', sat);
  });
}
