import type { Snowflake } from '@slashkit/api';
import { uninstallFromGuild } from '../installs/guild-install.js';
import type { GuildAction } from './guild-action.js';
import { publishMemberRemove } from './member-events.js';
import { leaveVoice } from './member-voice-edit.js';
import { syncUserRoles } from './sync-user-roles.js';

/**
 * Takes a member out of the guild (a kick, a ban, a user leaving): they leave voice, their entry goes, an
 * app's bot leaves with its app's install (GUILD_DELETE to its sessions), and GUILD_MEMBER_REMOVE is
 * published.
 */
export function removeMember(action: Pick<GuildAction, 'context' | 'guild'>, userId: Snowflake): void {
  const { context, guild } = action;
  leaveVoice(context, guild, userId);
  const application = context.state.world.applications.find((a) => a.bot.id === userId);
  if (application) uninstallFromGuild(context, application, guild);
  guild.members = guild.members.filter((m) => m.userId !== userId);
  syncUserRoles(context.state.world, guild);
  publishMemberRemove(context, guild, userId);
}
