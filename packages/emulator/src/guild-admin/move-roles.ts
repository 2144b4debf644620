import {
  AuditLogEvent,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPatchAPIGuildRolePositionsJSONBody,
} from '@slashkit/api';
import { requireGuildPermission, requireRoleBelow } from '../access/require-guild-permission.js';
import { compareRoles, highestRole, isGuildOwner } from '../access/role-hierarchy.js';
import { badRequest, forbidden } from '../http/http-error.js';
import type { EmulatorRole } from '../world/world.js';
import { guildRole } from './edit-role.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { publishRole } from './role-events.js';

/**
 * Moves roles as the service does: Manage Roles; each role moved, and the place it goes to, below the
 * actor's highest role (the owner may move any); @everyone stays at 0 (400/50028). The roles are then
 * numbered 1… from the bottom in their new order (same position: the lower id above), each role whose
 * position changed a GUILD_ROLE_UPDATE and each moved one a ROLE_UPDATE audit entry. Returns every role,
 * lowest first.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-role-positions | Modify Guild Role Positions}
 */
export function moveRoles(
  action: GuildAction,
  moves: RESTPatchAPIGuildRolePositionsJSONBody,
): EmulatorRole[] {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.ManageRoles, 'Manage Roles');
  const own = highestRole(guild, actor);
  const wanted = new Map<EmulatorRole, number>();
  for (const move of moves) {
    const role = guildRole(guild, move.id);
    if (move.position === undefined || move.position === null) continue;
    if (role.id === guild.id) {
      if (move.position === 0) continue;
      throw badRequest('Invalid Role: @everyone stays at position 0', RESTJSONErrorCodes.InvalidRole);
    }
    requireRoleBelow(guild, actor, role, 'move');
    if (!isGuildOwner(guild, actor.userId) && move.position >= own.position)
      throw forbidden(
        RESTJSONErrorCodes.MissingPermissions,
        `Missing Permissions: cannot move role "${role.name}" to position ${move.position}: not below the highest role "${own.name}" (position ${own.position})`,
      );
    wanted.set(role, move.position);
  }
  const before = new Map(guild.roles.map((r) => [r, r.position]));
  // Every role but @everyone, lowest first, at the position it is asked to take (or keeps). A role moved
  // up to a position lands above the role that was there, one moved down below it: it takes its place.
  const above = (role: EmulatorRole): number => ((wanted.get(role) ?? 0) > (before.get(role) ?? 0) ? 1 : -1);
  const ordered = guild.roles
    .filter((r) => r.id !== guild.id)
    .sort((a, b) => {
      const pa = wanted.get(a) ?? a.position;
      const pb = wanted.get(b) ?? b.position;
      if (pa !== pb) return pa - pb;
      if (wanted.has(a) && !wanted.has(b)) return above(a);
      if (wanted.has(b) && !wanted.has(a)) return -above(b);
      return compareRoles(b, a);
    });
  ordered.forEach((role, index) => {
    role.position = index + 1;
  });
  for (const role of ordered) {
    const was = before.get(role);
    if (was === role.position) continue;
    publishRole(context, guild, role, 'UPDATE');
    if (wanted.has(role))
      auditAction(action, {
        actionType: AuditLogEvent.RoleUpdate,
        targetId: role.id,
        changes: [{ key: 'position', old_value: was, new_value: role.position }],
      });
  }
  return [...guild.roles].sort((a, b) => compareRoles(b, a));
}
