import type { APIEntitlement, Snowflake } from '@slashkit/api';
import type { EmulatorState } from '../state/emulator-state.js';

/** Whether an entitlement's `ends_at` has passed at `now` (one with no end never ends). */
export function hasEnded(entitlement: APIEntitlement, now: number): boolean {
  return entitlement.ends_at != null && Date.parse(entitlement.ends_at) <= now;
}

/** Whether an entitlement grants its SKU at `now`: not deleted, not consumed, started and not ended. */
export function isActiveEntitlement(entitlement: APIEntitlement, now: number): boolean {
  if (entitlement.deleted || entitlement.consumed === true || hasEnded(entitlement, now)) return false;
  return entitlement.starts_at == null || Date.parse(entitlement.starts_at) <= now;
}

/**
 * Whether a guild, or a user on their own, holds an active entitlement of the app to SKU `skuId` at `now`
 * (a second purchase or test entitlement of it is refused then).
 */
export function holdsSku(
  state: EmulatorState,
  now: number,
  applicationId: Snowflake,
  skuId: Snowflake,
  owner: { guildId: Snowflake } | { userId: Snowflake },
): boolean {
  return state.entitlements
    .of(applicationId)
    .some(
      (e) =>
        e.sku_id === skuId &&
        isActiveEntitlement(e, now) &&
        ('guildId' in owner
          ? e.guild_id === owner.guildId
          : e.guild_id === undefined && e.user_id === owner.userId),
    );
}

/**
 * The entitlements an interaction carries: the app's active ones of the invoking user and of the guild
 * it happens in, in order of id.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object | Interaction object}
 */
export function activeEntitlements(
  state: EmulatorState,
  now: number,
  applicationId: Snowflake,
  userId: Snowflake,
  guildId: Snowflake | null,
): APIEntitlement[] {
  return state.entitlements
    .of(applicationId)
    .filter(
      (e) =>
        isActiveEntitlement(e, now) &&
        ((e.guild_id === undefined && e.user_id === userId) || (guildId !== null && e.guild_id === guildId)),
    )
    .map((e) => structuredClone(e));
}
