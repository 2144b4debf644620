import { PermissionFlags } from '@slashkit/api';
import { defaultWorldSeed, type RunningEmulator, type WorldSeed } from '@slashkit/emulator';
import { startBotEmulator } from './bots-support.js';

// What the moderation bots' tests share (discord.js, discord.py): the seeded world with the primary app's
// bot holding a managed role of a moderation bot, above every role of the world, as inviting it with those
// permissions leaves it; and the emulator started on it.

export const OWNER = '1250000000000000201';
export const MODERATOR_ROLE = '1250000000000000302';
export const BOT_ROLE = '1250000000000000320';

/** What the bot's role holds: what a moderation bot asks for when it is invited. */
export const moderationPermissions =
  PermissionFlags.KickMembers |
  PermissionFlags.BanMembers |
  PermissionFlags.ModerateMembers |
  PermissionFlags.ManageRoles |
  PermissionFlags.ViewAuditLog;

/**
 * The seeded world, with the bot a member holding its managed role at the top (position 4), holding
 * `permissions` (a moderation bot's by default).
 */
export function moderationWorld(permissions: bigint = moderationPermissions): WorldSeed {
  const seed = structuredClone(defaultWorldSeed) as WorldSeed;
  const guild = seed.guilds[0]!;
  guild.roles.push({
    id: BOT_ROLE,
    name: 'mod-bot',
    permissions: permissions.toString(),
    position: 4,
    managed: true,
  });
  guild.members.push({ userId: seed.applications[0]!.id, roles: [BOT_ROLE] });
  return seed;
}

/** An emulator of the moderation world whose app may use every privileged intent. */
export function startModerationEmulator(
  permissions: bigint = moderationPermissions,
): Promise<RunningEmulator> {
  return startBotEmulator({ seed: moderationWorld(permissions), rateLimits: 'off' });
}
