import { RESTJSONErrorCodes } from '@slashkit/api';
import { forbidden } from '../http/http-error.js';
import { memberGuildPermissions } from '../world/guild-permissions.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorRole } from '../world/world.js';
import { channelPermissions } from './channel-permissions.js';
import { canActOnMember, canManageRole, highestRole, type RoleHolder } from './role-hierarchy.js';

/**
 * Refuses with 403/50013 (Missing Permissions) unless `actor` holds `permission` in the guild (the owner
 * and ADMINISTRATOR holders hold every one); `what` names it for the message, e.g. `'Manage Roles'`.
 */
export function requireGuildPermission(
  guild: EmulatorGuild,
  actor: RoleHolder,
  permission: bigint,
  what: string,
): void {
  const held = memberGuildPermissions(guild, actor);
  if ((held & permission) !== permission)
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      `Missing Permissions: this needs ${what} in the guild`,
    );
}

/**
 * Refuses with 403/50013 unless the role hierarchy lets `actor` touch `role` ({@link canManageRole});
 * `action` says what was tried, e.g. `'edit'`, `'assign'`.
 */
export function requireRoleBelow(
  guild: EmulatorGuild,
  actor: RoleHolder,
  role: EmulatorRole,
  action: string,
): void {
  if (canManageRole(guild, actor, role)) return;
  const own = highestRole(guild, actor);
  throw forbidden(
    RESTJSONErrorCodes.MissingPermissions,
    `Missing Permissions: cannot ${action} role "${role.name}" (position ${role.position}): it is not below the highest role "${own.name}" (position ${own.position})`,
  );
}

/**
 * Refuses with 403/50013 unless the role hierarchy lets `actor` act on `target` ({@link canActOnMember});
 * `action` says what was tried, e.g. `'kick'`, `'ban'`, `'time out'`.
 */
export function requireMemberBelow(
  guild: EmulatorGuild,
  actor: RoleHolder,
  target: RoleHolder,
  action: string,
): void {
  if (canActOnMember(guild, actor, target)) return;
  const why =
    guild.ownerId === target.userId
      ? 'nobody acts on the guild owner'
      : actor.userId === target.userId
        ? 'one cannot do this to oneself'
        : `their highest role "${highestRole(guild, target).name}" is not below "${highestRole(guild, actor).name}"`;
  throw forbidden(
    RESTJSONErrorCodes.MissingPermissions,
    `Missing Permissions: cannot ${action} member ${target.userId}: ${why}`,
  );
}

/**
 * Refuses with 403/50013 unless `actor` holds `permission` in `channel` (its overwrites applied; the owner
 * and ADMINISTRATOR holders hold every one); `what` names it for the message.
 */
export function requireChannelPermission(
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  actor: RoleHolder,
  permission: bigint,
  what: string,
): void {
  const held = channelPermissions(guild, channel, actor.roles, actor.userId);
  if ((held & permission) !== permission)
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      `Missing Permissions: this needs ${what} in #${channel.name}`,
    );
}
