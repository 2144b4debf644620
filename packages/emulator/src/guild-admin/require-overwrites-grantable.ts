import { PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { forbidden, notFound } from '../http/http-error.js';
import { allPermissions, memberGuildPermissions } from '../world/guild-permissions.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorPermissionOverwrite, World } from '../world/world.js';
import type { GuildAction } from './guild-action.js';
import { requireGrantable } from './require-grantable.js';

/**
 * Refuses permission overwrites the actor may not set, as the service does: Manage Roles; only bits the
 * actor holds in `where` (the channel, or for a new channel its category; the guild without one) may be
 * allowed or denied; Manage Roles itself only by administrators; each overwrite's role must be the
 * guild's (10011) and its member a user of the world (10013).
 * @see {@link https://discord.com/developers/docs/resources/channel#edit-channel-permissions | Edit Channel Permissions}
 */
export function requireOverwritesGrantable(
  action: GuildAction,
  where: EmulatorChannel | null,
  overwrites: readonly EmulatorPermissionOverwrite[],
): void {
  const { guild, actor, context } = action;
  if (overwrites.length === 0) return;
  requireGuildPermission(guild, actor, PermissionFlags.ManageRoles, 'Manage Roles');
  for (const overwrite of overwrites) requireTarget(context.state.world, guild, overwrite);
  const held = where
    ? channelPermissions(guild, where, actor.roles, actor.userId)
    : memberGuildPermissions(guild, actor);
  const bits = overwrites.reduce((all, o) => all | BigInt(o.allow) | BigInt(o.deny), 0n);
  if ((bits & PermissionFlags.ManageRoles) !== 0n && held !== allPermissions)
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      'Missing Permissions: only administrators may set Manage Roles (Manage Permissions) in a channel',
    );
  requireGrantable(guild, actor, bits & ~PermissionFlags.ManageRoles, 'an overwrite', held);
}

function requireTarget(world: World, guild: EmulatorGuild, overwrite: EmulatorPermissionOverwrite): void {
  if (overwrite.type === 0 && !guild.roles.some((r) => r.id === overwrite.id))
    throw notFound(RESTJSONErrorCodes.UnknownRole, `Unknown Role: no role ${overwrite.id} in this guild`);
  const user =
    world.users.some((u) => u.id === overwrite.id) ||
    world.applications.some((a) => a.bot.id === overwrite.id);
  if (overwrite.type === 1 && !user)
    throw notFound(RESTJSONErrorCodes.UnknownUser, `Unknown User: no user ${overwrite.id} in the world`);
}
