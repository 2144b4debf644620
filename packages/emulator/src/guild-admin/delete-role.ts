import { AuditLogEvent, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { requireGuildPermission, requireRoleBelow } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { badRequest } from '../http/http-error.js';
import { toApiRole } from '../world/to-api-role.js';
import { publishChannel } from './channel-events.js';
import { guildRole } from './edit-role.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { roleAuditKeys } from './role-audit-fields.js';
import { publishRoleDelete } from './role-events.js';
import { syncUserRoles } from './sync-user-roles.js';

/**
 * Deletes a role as the service does: Manage Roles and a role below the actor's highest; never @everyone
 * nor an integration's managed role (400/50028). Members lose it, channels lose its overwrites (each a
 * CHANNEL_UPDATE); GUILD_ROLE_DELETE and a ROLE_DELETE audit entry with what it was.
 * @see {@link https://discord.com/developers/docs/resources/guild#delete-guild-role | Delete Guild Role}
 */
export function deleteRole(action: GuildAction, roleId: string): void {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.ManageRoles, 'Manage Roles');
  const role = guildRole(guild, roleId);
  if (role.id === guild.id || role.managed)
    throw badRequest(
      role.managed
        ? `Invalid Role: "${role.name}" belongs to an integration; remove the app to remove its role`
        : 'Invalid Role: @everyone cannot be deleted',
      RESTJSONErrorCodes.InvalidRole,
    );
  requireRoleBelow(guild, actor, role, 'delete');
  const before = toApiRole(role, context.state.world.applications);
  guild.roles = guild.roles.filter((r) => r.id !== role.id);
  for (const member of guild.members) member.roles = member.roles.filter((id) => id !== role.id);
  syncUserRoles(context.state.world, guild);
  publishRoleDelete(context, guild, role.id);
  for (const channel of guild.channels) {
    const kept = channel.permissionOverwrites.filter((o) => !(o.type === 0 && o.id === role.id));
    if (kept.length === channel.permissionOverwrites.length) continue;
    channel.permissionOverwrites = kept;
    publishChannel(context, guild, channel, 'UPDATE');
  }
  auditAction(action, {
    actionType: AuditLogEvent.RoleDelete,
    targetId: role.id,
    changes: auditLogChanges(before, null, roleAuditKeys),
  });
}
