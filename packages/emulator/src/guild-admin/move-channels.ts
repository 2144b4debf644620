import {
  AuditLogEvent,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPatchAPIGuildChannelPositionsJSONBody,
} from '@slashkit/api';
import { requireChannelPermission, requireGuildPermission } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { badRequest, notFound } from '../http/http-error.js';
import type { EmulatorChannel } from '../world/world.js';
import { publishChannel } from './channel-events.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { categoryFor, isThread } from './guild-channel.js';

/**
 * Moves guild channels as the service does, every check before anything changes: Manage Channels; each
 * channel the guild's (10003), not a thread; at most one moved to another category (400/40009), which
 * takes Manage Channels on it and on the category; `lock_permissions` gives it the category's overwrites
 * (Manage Roles). Each channel whose position, category or overwrites changed: a CHANNEL_UPDATE and a
 * CHANNEL_UPDATE audit entry.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-channel-positions | Modify Guild Channel Positions}
 */
export function moveChannels(action: GuildAction, moves: RESTPatchAPIGuildChannelPositionsJSONBody): void {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.ManageChannels, 'Manage Channels');
  const planned: { channel: EmulatorChannel; position: number; parentId: string | null; lock: boolean }[] =
    [];
  for (const move of moves) {
    const channel = guild.channels.find((c) => c.id === move.id && !isThread(c));
    if (!channel)
      throw notFound(
        RESTJSONErrorCodes.UnknownChannel,
        `Unknown Channel: no channel ${move.id} in this guild`,
      );
    const parentId =
      move.parent_id === undefined ? channel.parentId : categoryFor(guild, move.parent_id, channel.type);
    planned.push({
      channel,
      position: move.position ?? channel.position,
      parentId,
      lock: move.lock_permissions === true,
    });
  }
  const reparented = planned.filter((p) => p.parentId !== p.channel.parentId);
  if (reparented.length > 1)
    throw badRequest(
      'Only one channel can have a parent_id modified at a time',
      RESTJSONErrorCodes.OnlyOneParentChange,
    );
  for (const { channel, parentId, lock } of reparented) {
    requireChannelPermission(guild, channel, actor, PermissionFlags.ManageChannels, 'Manage Channels');
    const parent = parentId === null ? null : guild.channels.find((c) => c.id === parentId)!;
    if (parent)
      requireChannelPermission(guild, parent, actor, PermissionFlags.ManageChannels, 'Manage Channels');
    if (lock) requireGuildPermission(guild, actor, PermissionFlags.ManageRoles, 'Manage Roles');
  }
  for (const { channel, position, parentId, lock } of planned) {
    const before = { position: channel.position, parent_id: channel.parentId };
    const moved = parentId !== channel.parentId;
    channel.position = position;
    channel.parentId = parentId;
    const parent = parentId === null ? undefined : guild.channels.find((c) => c.id === parentId);
    if (moved && lock && parent)
      channel.permissionOverwrites = parent.permissionOverwrites.map((o) => ({ ...o }));
    const changes = auditLogChanges(before, { position: channel.position, parent_id: channel.parentId });
    if (changes.length === 0 && !(moved && lock)) continue;
    publishChannel(context, guild, channel, 'UPDATE');
    if (changes.length > 0)
      auditAction(action, { actionType: AuditLogEvent.ChannelUpdate, targetId: channel.id, changes });
  }
}
