import {
  AuditLogEvent,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPatchAPIGuildRoleJSONBody,
} from '@slashkit/api';
import { requireGuildPermission, requireRoleBelow } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { notFound } from '../http/http-error.js';
import { toApiRole } from '../world/to-api-role.js';
import type { EmulatorGuild, EmulatorRole } from '../world/world.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { requireGrantable } from './require-grantable.js';
import { roleAuditKeys } from './role-audit-fields.js';
import { publishRole } from './role-events.js';
import { roleStyleOf } from './role-style.js';

/** The role `roleId` of the guild, or 404/10011 Unknown Role. */
export function guildRole(guild: EmulatorGuild, roleId: string): EmulatorRole {
  const role = guild.roles.find((r) => r.id === roleId);
  if (!role) throw notFound(RESTJSONErrorCodes.UnknownRole, 'Unknown Role');
  return role;
}

/**
 * Edits a role as the service does: Manage Roles, a role below the actor's highest (the owner may edit
 * any), and no permission added that the actor lacks. Null resets a field (no colour, not hoisted…);
 * @everyone keeps its name. GUILD_ROLE_UPDATE and a ROLE_UPDATE audit entry with what changed.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-role | Modify Guild Role}
 */
export function editRole(
  action: GuildAction,
  roleId: string,
  body: RESTPatchAPIGuildRoleJSONBody,
): EmulatorRole {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.ManageRoles, 'Manage Roles');
  const role = guildRole(guild, roleId);
  requireRoleBelow(guild, actor, role, 'edit');
  if (body.permissions !== undefined && body.permissions !== null) {
    const added = BigInt(body.permissions) & ~BigInt(role.permissions);
    requireGrantable(guild, actor, added, `role "${role.name}"`);
  }
  const before = toApiRole(role, context.state.world.applications);
  if (body.name !== undefined && role.id !== guild.id) role.name = body.name ?? 'new role';
  if (body.permissions !== undefined) role.permissions = body.permissions ?? '0';
  if (body.colors !== undefined) role.color = body.colors?.primary_color ?? 0;
  else if (body.color !== undefined) role.color = body.color ?? 0;
  if (body.hoist !== undefined) role.hoist = body.hoist ?? false;
  if (body.mentionable !== undefined) role.mentionable = body.mentionable ?? false;
  Object.assign(role, roleStyleOf(body));
  const after = toApiRole(role, context.state.world.applications);
  publishRole(context, guild, role, 'UPDATE');
  auditAction(action, {
    actionType: AuditLogEvent.RoleUpdate,
    targetId: role.id,
    changes: auditLogChanges(before, after, roleAuditKeys),
  });
  return role;
}
