import { PermissionFlags, type RESTPutAPIChannelPermissionJSONBody } from '@slashkit/api';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import type { EmulatorChannel, EmulatorPermissionOverwrite } from '../world/world.js';
import { publishChannel } from './channel-events.js';
import type { GuildAction } from './guild-action.js';
import { requireNotThread } from './guild-channel.js';
import { overwriteAuditEntries } from './overwrite-audit.js';
import { requireOverwritesGrantable } from './require-overwrites-grantable.js';

/**
 * Sets (`body`) or removes (`null`) the overwrite of role or member `targetId` in a channel, as the
 * service does: a guild channel, not a thread (400/50024); Manage Roles; only bits the actor holds there
 * (Manage Roles itself only for administrators). Removing one that is not there changes nothing. A
 * CHANNEL_UPDATE and a CHANNEL_OVERWRITE_* audit entry when something changed.
 * @see {@link https://discord.com/developers/docs/resources/channel#edit-channel-permissions | Edit Channel Permissions}
 */
export function setOverwrite(
  action: GuildAction,
  channel: EmulatorChannel,
  targetId: string,
  body: RESTPutAPIChannelPermissionJSONBody | null,
): void {
  const { context, guild, actor } = action;
  requireNotThread(channel, 'permission overwrites');
  requireGuildPermission(guild, actor, PermissionFlags.ManageRoles, 'Manage Roles');
  const before = channel.permissionOverwrites;
  let after: EmulatorPermissionOverwrite[];
  if (body === null) after = before.filter((o) => o.id !== targetId);
  else {
    const overwrite = { id: targetId, type: body.type, allow: body.allow ?? '0', deny: body.deny ?? '0' };
    requireOverwritesGrantable(action, channel, [overwrite]);
    const index = before.findIndex((o) => o.id === targetId);
    after = index === -1 ? [...before, overwrite] : before.map((o, i) => (i === index ? overwrite : o));
  }
  if (JSON.stringify(after) === JSON.stringify(before)) return;
  channel.permissionOverwrites = after;
  publishChannel(context, guild, channel, 'UPDATE');
  overwriteAuditEntries(action, channel, before, after);
}
