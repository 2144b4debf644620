import { PermissionFlags, TimedOutPermissions } from '@slashkit/api';
import { isTimedOut } from './member-timeout.js';
import type { EmulatorGuild, EmulatorMember } from './world.js';

/** Every permission bit (what owners and administrators effectively have). */
export const allPermissions: bigint = (1n << 53n) - 1n;

/**
 * A member's guild-level permissions: the OR of @everyone and their roles; everything for the owner and
 * for holders of ADMINISTRATOR. With `now` (emulator time), a member timed out then keeps only
 * `TimedOutPermissions`. Returns null when the user is not a member of the guild.
 */
export function guildPermissions(guild: EmulatorGuild, userId: string, now?: number): bigint | null {
  const member = guild.members.find((m) => m.userId === userId);
  return member ? memberGuildPermissions(guild, member, now) : null;
}

/** {@link guildPermissions} of a member given as such (an installed bot without a member entry, too). */
export function memberGuildPermissions(
  guild: EmulatorGuild,
  member: Pick<EmulatorMember, 'userId' | 'roles'>,
  now?: number,
): bigint {
  if (guild.ownerId === member.userId) return allPermissions;
  let bits = 0n;
  for (const role of guild.roles) {
    if (role.id === guild.id || member.roles.includes(role.id)) bits |= BigInt(role.permissions);
  }
  if ((bits & PermissionFlags.Administrator) !== 0n) return allPermissions;
  return timedOutAt(guild, member.userId, now) ? bits & TimedOutPermissions : bits;
}

/** Whether `userId` is a member of the guild timed out at `now` (never when `now` is not given). */
export function timedOutAt(guild: EmulatorGuild, userId: string | null, now: number | undefined): boolean {
  if (now === undefined || userId === null) return false;
  return isTimedOut(
    guild.members.find((m) => m.userId === userId),
    now,
  );
}
