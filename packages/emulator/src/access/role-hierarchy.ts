import type { EmulatorGuild, EmulatorMember, EmulatorRole } from '../world/world.js';

/** Who acts or is acted on: a member's user id and the roles they hold (@everyone implied). */
export type RoleHolder = Pick<EmulatorMember, 'userId' | 'roles'>;

/**
 * Orders two roles as the service sorts them: the higher `position` first; at the same position the
 * role with the lower id sits higher. Negative when `a` sits above `b`.
 * @see {@link https://discord.com/developers/docs/topics/permissions#role-object | Role object}
 */
export function compareRoles(a: EmulatorRole, b: EmulatorRole): number {
  if (a.position !== b.position) return b.position - a.position;
  const x = BigInt(a.id);
  const y = BigInt(b.id);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The highest role `member` holds in the guild: @everyone when they hold none. */
export function highestRole(guild: EmulatorGuild, member: RoleHolder): EmulatorRole {
  let highest = guild.roles.find((r) => r.id === guild.id);
  for (const role of guild.roles)
    if (member.roles.includes(role.id) && (highest === undefined || compareRoles(role, highest) < 0))
      highest = role;
  // Every guild has its @everyone role (world files and snapshots are checked for it).
  return highest!;
}

/** The position of the highest role `member` holds (0, @everyone's, when they hold none). */
export function highestRolePosition(guild: EmulatorGuild, member: RoleHolder): number {
  return highestRole(guild, member).position;
}

/** Whether `userId` owns the guild: the owner is above every role and every member. */
export function isGuildOwner(guild: EmulatorGuild, userId: string): boolean {
  return guild.ownerId === userId;
}

/**
 * Whether the role hierarchy lets `actor` edit, assign, remove, move or delete `role`: the owner may
 * touch every role; anyone else only roles below their highest role. ADMINISTRATOR does not lift this
 * (it grants permissions, not rank). Permissions (MANAGE_ROLES) are checked apart.
 * @see {@link https://discord.com/developers/docs/topics/permissions#permission-hierarchy | Permission hierarchy}
 */
export function canManageRole(guild: EmulatorGuild, actor: RoleHolder, role: EmulatorRole): boolean {
  if (isGuildOwner(guild, actor.userId)) return true;
  return compareRoles(role, highestRole(guild, actor)) > 0;
}

/**
 * Whether the role hierarchy lets `actor` kick, ban, time out, rename or change the roles of `target`:
 * nobody acts on the owner; the owner acts on everyone else; anyone else only on members whose highest
 * role is below their own (so never on themselves). Permissions are checked apart.
 * @see {@link https://discord.com/developers/docs/topics/permissions#permission-hierarchy | Permission hierarchy}
 */
export function canActOnMember(guild: EmulatorGuild, actor: RoleHolder, target: RoleHolder): boolean {
  if (isGuildOwner(guild, target.userId)) return false;
  if (isGuildOwner(guild, actor.userId)) return true;
  return compareRoles(highestRole(guild, target), highestRole(guild, actor)) > 0;
}
