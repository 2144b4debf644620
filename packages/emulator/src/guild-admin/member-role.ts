import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { requireAssignable, roleAuditChanges } from './edit-member.js';
import { guildRole } from './edit-role.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { memberEntry, storeMember } from './member-entry.js';
import { publishMember } from './member-events.js';
import { syncUserRoles } from './sync-user-roles.js';

/**
 * Gives a member a role (`add`) or takes it away, as the service does: Manage Roles, a role below the
 * actor's highest, never @everyone nor a managed role (400/50028); 10007 and 10011 for an unknown member
 * or role. Nothing happens (and nothing is told) when the member already holds it, or does not. Else
 * GUILD_MEMBER_UPDATE and a MEMBER_ROLE_UPDATE audit entry.
 * @see {@link https://discord.com/developers/docs/resources/guild#add-guild-member-role | Add Guild Member Role}
 */
export function setMemberRole(action: GuildAction, userId: string, roleId: string, add: boolean): void {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.ManageRoles, 'Manage Roles');
  const member = memberEntry(context.state.world, guild, userId);
  const role = guildRole(guild, roleId);
  requireAssignable(action, role, add ? 'assign' : 'remove');
  if (member.roles.includes(role.id) === add) return;
  storeMember(guild, member);
  member.roles = add ? [...member.roles, role.id] : member.roles.filter((id) => id !== role.id);
  syncUserRoles(context.state.world, guild);
  publishMember(context, guild, member, 'UPDATE');
  auditAction(action, {
    actionType: AuditLogEvent.MemberRoleUpdate,
    targetId: member.userId,
    changes: roleAuditChanges(add ? { add: [role], remove: [] } : { add: [], remove: [role] }),
  });
}
