import type { APIEntitlement, EntitlementType, Snowflake } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { premiumEvent } from './premium-event.js';
import { premiumTimestamp } from './premium-time.js';

/** What a new entitlement is: its SKU, its owner (a user, or a guild with the user who bought it), its type. */
export interface NewEntitlement {
  skuId: Snowflake;
  userId?: Snowflake;
  guildId?: Snowflake;
  type: EntitlementType;
  /** Test entitlements and one-time purchases are valid forever: no start or end. */
  starts: boolean;
  /** Consumable SKUs: `consumed: false` until the app consumes it. */
  consumable: boolean;
  subscriptionId?: Snowflake;
}

/** Grants an entitlement of `applicationId` (ENTITLEMENT_CREATE) and answers it. */
export function grantEntitlement(
  context: EmulatorContext,
  applicationId: Snowflake,
  input: NewEntitlement,
): APIEntitlement {
  const entitlement: APIEntitlement = {
    id: context.nextId(),
    sku_id: input.skuId,
    application_id: applicationId,
    ...(input.userId !== undefined ? { user_id: input.userId } : {}),
    ...(input.guildId !== undefined ? { guild_id: input.guildId } : {}),
    type: input.type,
    deleted: false,
    starts_at: input.starts ? premiumTimestamp(context.clock.now()) : null,
    ends_at: null,
    ...(input.consumable ? { consumed: false } : {}),
    ...(input.subscriptionId !== undefined ? { subscription_id: input.subscriptionId } : {}),
  };
  context.state.entitlements.add(entitlement);
  premiumEvent(context, applicationId, 'ENTITLEMENT_CREATE', entitlement);
  return structuredClone(entitlement);
}

/** Deletes an entitlement (kept, `deleted: true`, as the service lists it on request): ENTITLEMENT_DELETE. */
export function deleteEntitlement(context: EmulatorContext, entitlement: APIEntitlement): void {
  entitlement.deleted = true;
  premiumEvent(context, entitlement.application_id, 'ENTITLEMENT_DELETE', entitlement);
}

/** Ends an entitlement at `endsAt` (a subscription that ended): ENTITLEMENT_UPDATE with its `ends_at`. */
export function endEntitlement(context: EmulatorContext, entitlement: APIEntitlement, endsAt: number): void {
  entitlement.ends_at = premiumTimestamp(endsAt);
  premiumEvent(context, entitlement.application_id, 'ENTITLEMENT_UPDATE', entitlement);
}
