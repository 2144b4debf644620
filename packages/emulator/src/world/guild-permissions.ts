import { PermissionFlags } from '@slashkit/api';
import type { EmulatorGuild, EmulatorMember } from './world.js';

/** Every permission bit (what owners and administrators effectively have). */
export const allPermissions: bigint = (1n << 53n) - 1n;

/**
 * A member's guild-level permissions: the OR of @everyone and their roles; everything for the owner and
 * for holders of ADMINISTRATOR. Returns null when the user is not a member of the guild.
 */
export function guildPermissions(guild: EmulatorGuild, userId: string): bigint | null {
  const member = guild.members.find((m) => m.userId === userId);
  return member ? memberGuildPermissions(guild, member) : null;
}

/** {@link guildPermissions} of a member given as such (an installed bot without a member entry, too). */
export function memberGuildPermissions(
  guild: EmulatorGuild,
  member: Pick<EmulatorMember, 'userId' | 'roles'>,
): bigint {
  if (guild.ownerId === member.userId) return allPermissions;
  let bits = 0n;
  for (const role of guild.roles) {
    if (role.id === guild.id || member.roles.includes(role.id)) bits |= BigInt(role.permissions);
  }
  return (bits & PermissionFlags.Administrator) !== 0n ? allPermissions : bits;
}
