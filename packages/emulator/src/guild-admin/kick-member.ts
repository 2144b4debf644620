import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { requireGuildPermission, requireMemberBelow } from '../access/require-guild-permission.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { memberEntry } from './member-entry.js';
import { removeMember } from './remove-member.js';

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
