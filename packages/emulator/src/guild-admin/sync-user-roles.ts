import type { EmulatorGuild, World } from '../world/world.js';

/**
 * Keeps the users' convenience copy of their roles (`EmulatorUser.roles`: the roles they hold in the
 * world's primary guild) in step after the members of `guild` changed.
 */
export function syncUserRoles(world: World, guild: EmulatorGuild): void {
  if (guild.id !== world.guild.id) return;
  for (const user of world.users)
    user.roles = [...(guild.members.find((m) => m.userId === user.id)?.roles ?? [])];
}
