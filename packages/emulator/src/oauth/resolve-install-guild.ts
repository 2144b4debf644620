import type { Snowflake } from '@slashkit/api';
import { canManageGuild } from '../installs/guild-install.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { InstallRequest } from '../state/install-request.js';
import { guildPermissions } from '../world/guild-permissions.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * The guild a guild install goes to: the locked `guild_id`, else the user's pick, else the preselected
 * one; it must be a guild of the world where the user has MANAGE_GUILD. Returns the guild or what is wrong.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#bot-authorization-flow | Bot authorization flow}
 */
export function resolveInstallGuild(
  install: InstallRequest,
  userId: Snowflake,
  picked: string | null | undefined,
  context: EmulatorContext,
): { guild: EmulatorGuild } | { problem: string } {
  const guildId = install.guildLocked ? install.guildId : picked || install.guildId;
  if (!guildId) return { problem: 'choose the server to add the app to (guild_id)' };
  if (install.guildLocked && picked && picked !== install.guildId) {
    return { problem: `the server is fixed to ${install.guildId} (disable_guild_select=true)` };
  }
  const guild = context.findGuild(guildId);
  if (!guild) return { problem: `no server ${JSON.stringify(guildId)} in the world` };
  if (!canManageGuild(guildPermissions(guild, userId))) {
    const user = context.findUser(userId);
    return {
      problem: `${user?.username ?? userId} lacks Manage Server in ${guild.name}, so cannot add apps to it; pick a server they manage`,
    };
  }
  return { guild };
}
