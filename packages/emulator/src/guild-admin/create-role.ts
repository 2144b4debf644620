import {
  AuditLogEvent,
  GuildLimits,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPostAPIGuildRoleJSONBody,
} from '@slashkit/api';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { badRequest } from '../http/http-error.js';
import { toApiRole } from '../world/to-api-role.js';
import type { EmulatorRole } from '../world/world.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { requireGrantable } from './require-grantable.js';
import { roleAuditKeys } from './role-audit-fields.js';
import { publishRole } from './role-events.js';
import { roleStyleOf } from './role-style.js';

/**
 * Creates a role as the service does: Manage Roles, at most 250 roles (400/30005), only permissions the
 * actor holds; "new role" with @everyone's permissions by default, placed at position 1 (the roles above
 * @everyone move up one, each a GUILD_ROLE_UPDATE). GUILD_ROLE_CREATE, and a ROLE_CREATE audit entry.
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-role | Create Guild Role}
 */
export function createRole(action: GuildAction, body: RESTPostAPIGuildRoleJSONBody): EmulatorRole {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.ManageRoles, 'Manage Roles');
  if (guild.roles.length >= GuildLimits.rolesMax)
    throw badRequest(
      `Maximum number of guild roles reached (${GuildLimits.rolesMax})`,
      RESTJSONErrorCodes.MaximumRoles,
    );
  const everyone = guild.roles.find((r) => r.id === guild.id);
  const permissions = body.permissions ?? everyone?.permissions ?? '0';
  requireGrantable(guild, actor, BigInt(permissions), 'a role');
  const role: EmulatorRole = {
    id: context.nextId(),
    name: body.name ?? 'new role',
    permissions,
    position: 1,
    color: body.colors?.primary_color ?? body.color ?? 0,
    hoist: body.hoist ?? false,
    mentionable: body.mentionable ?? false,
    managed: false,
    ...roleStyleOf(body),
  };
  const shifted = guild.roles.filter((r) => r.id !== guild.id && r.position >= 1);
  for (const other of shifted) other.position += 1;
  guild.roles.push(role);
  publishRole(context, guild, role, 'CREATE');
  for (const other of shifted) publishRole(context, guild, other, 'UPDATE');
  const wire = toApiRole(role, context.state.world.applications);
  auditAction(action, {
    actionType: AuditLogEvent.RoleCreate,
    targetId: role.id,
    changes: auditLogChanges(null, wire, roleAuditKeys),
  });
  return role;
}
