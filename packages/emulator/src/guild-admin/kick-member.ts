import { AuditLogEvent, PermissionFlags, type Snowflake } from '@slashkit/api';
import { requireGuildPermission, requireMemberBelow } from '../access/require-guild-permission.js';
import { uninstallFromGuild } from '../installs/guild-install.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { memberEntry } from './member-entry.js';
import { publishMemberRemove } from './member-events.js';
import { leaveVoice } from './member-voice-edit.js';
import { syncUserRoles } from './sync-user-roles.js';

/**
 * Kicks a member as the service does: Kick Members, on a member below the actor (never the owner nor
 * oneself); 10007 for someone who is not a member. The member leaves (an app's bot leaves with its app's
 * install, as removing it does). GUILD_MEMBER_REMOVE and a MEMBER_KICK audit entry.
 * @see {@link https://discord.com/developers/docs/resources/guild#remove-guild-member | Remove Guild Member}
 */
export function kickMember(action: GuildAction, userId: string): void {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.KickMembers, 'Kick Members');
  const member = memberEntry(context.state.world, guild, userId);
  requireMemberBelow(guild, actor, member, 'kick');
  removeMember(action, member.userId);
  auditAction(action, { actionType: AuditLogEvent.MemberKick, targetId: member.userId });
}

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
