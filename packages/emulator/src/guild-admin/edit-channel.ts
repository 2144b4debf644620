import {
  type APIAuditLogChange,
  AuditLogEvent,
  type ChannelType,
  PermissionFlags,
  type RESTPatchAPIChannelJSONBody,
} from '@slashkit/api';
import { requireChannelPermission, requireGuildPermission } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { worldEvent } from '../events/world-event.js';
import { channelActivity } from '../state/channel-activity.js';
import { applyThreadEdit, checkThreadEdit, mayEditOwnThread } from '../threads/thread-edit.js';
import { publishUnarchivedMembers } from '../threads/thread-events.js';
import { toApiChannel } from '../world/to-api-channel.js';
import type { EmulatorChannel, EmulatorPermissionOverwrite } from '../world/world.js';
import { channelAuditKeys } from './channel-audit-fields.js';
import { publishChannel } from './channel-events.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { categoryFor, isThread, isVoiceType } from './guild-channel.js';
import { overwriteAuditEntries } from './overwrite-audit.js';
import { requireOverwritesGrantable } from './require-overwrites-grantable.js';

/**
 * Edits a guild channel or a thread as the service does, every check before anything changes. A
 * channel: Manage Channels in it; `name`, `type` (text ↔ announcement), `position`, `topic`, `nsfw`,
 * slowmode, `parent_id` (a category, or null), `flags`, and `permission_overwrites` (the whole list; the
 * overwrites added or changed need Manage Roles and bits the actor holds). A thread: Manage Threads;
 * `name`, slowmode, `flags`, and its archive state, lock and tags (`threads/thread-edit`; its owner may
 * rename, archive and tag it without Manage Threads). CHANNEL_UPDATE (THREAD_UPDATE for
 * a thread), a CHANNEL_UPDATE audit entry and one per overwrite created, changed or removed.
 * @see {@link https://discord.com/developers/docs/resources/channel#modify-channel | Modify Channel}
 */
export function editChannel(
  action: GuildAction,
  channel: EmulatorChannel,
  body: RESTPatchAPIChannelJSONBody,
): EmulatorChannel {
  const { context, guild, actor } = action;
  const thread = isThread(channel);
  const permission = thread ? PermissionFlags.ManageThreads : PermissionFlags.ManageChannels;
  if (!thread || !mayEditOwnThread(guild, channel, actor, body))
    requireChannelPermission(
      guild,
      channel,
      actor,
      permission,
      thread ? 'Manage Threads' : 'Manage Channels',
    );
  // A thread's archive state, lock and tags (issue 35): checked before anything changes.
  if (thread) checkThreadEdit(guild, channel, actor, body);
  const parentId =
    !thread && body.parent_id !== undefined
      ? categoryFor(guild, body.parent_id, channel.type)
      : channel.parentId;
  let overwrites: EmulatorPermissionOverwrite[] | undefined;
  if (!thread && body.permission_overwrites !== undefined) {
    overwrites = (body.permission_overwrites ?? []).map((o) => ({
      id: o.id,
      type: o.type,
      allow: o.allow ?? '0',
      deny: o.deny ?? '0',
    }));
    const changed = overwrites.filter(
      (o) =>
        !channel.permissionOverwrites.some(
          (e) => e.id === o.id && e.type === o.type && e.allow === o.allow && e.deny === o.deny,
        ),
    );
    const removed = channel.permissionOverwrites.filter(
      (e) => !overwrites!.some((o) => o.id === e.id && o.type === e.type),
    );
    if (changed.length > 0 || removed.length > 0)
      requireGuildPermission(guild, actor, PermissionFlags.ManageRoles, 'Manage Roles');
    requireOverwritesGrantable(action, channel, changed);
  }
  const activity = () => channelActivity(context.state.messages, channel.id);
  const before = toApiChannel(guild, channel, activity());
  const oldOverwrites = channel.permissionOverwrites;
  if (body.name !== undefined) channel.name = body.name;
  if (body.rate_limit_per_user !== undefined) channel.rateLimitPerUser = body.rate_limit_per_user ?? 0;
  if (body.flags !== undefined) channel.flags = body.flags ?? 0;
  const unarchived = thread && applyThreadEdit(context.clock.now(), guild, channel, body);
  if (!thread) {
    if (body.type !== undefined && body.type !== null) channel.type = body.type as ChannelType;
    if (body.position !== undefined) channel.position = body.position ?? channel.position;
    if (body.topic !== undefined) channel.topic = body.topic;
    if (body.nsfw !== undefined) channel.nsfw = body.nsfw ?? false;
    if (body.user_limit !== undefined && isVoiceType(channel.type)) {
      if (body.user_limit) channel.userLimit = body.user_limit;
      else delete channel.userLimit;
    }
    channel.parentId = parentId;
    if (overwrites) channel.permissionOverwrites = overwrites;
  }
  const after = toApiChannel(guild, channel, activity());
  if (thread) publishThreadUpdate(action, channel);
  else publishChannel(context, guild, channel, 'UPDATE');
  // After THREAD_UPDATE, its members' THREAD_MEMBER_UPDATE, as the service sends on unarchiving.
  if (unarchived) publishUnarchivedMembers(context, guild, channel);
  const keys = channelAuditKeys.filter((key) => key !== 'permission_overwrites');
  const changes: APIAuditLogChange[] = auditLogChanges(before, after, keys);
  if (changes.length > 0)
    auditAction(action, {
      actionType: thread ? AuditLogEvent.ThreadUpdate : AuditLogEvent.ChannelUpdate,
      targetId: channel.id,
      changes,
    });
  if (overwrites) overwriteAuditEntries(action, channel, oldOverwrites, overwrites);
  return channel;
}

function publishThreadUpdate(action: GuildAction, channel: EmulatorChannel): void {
  const { context, guild } = action;
  const data = toApiChannel(guild, channel, channelActivity(context.state.messages, channel.id));
  context.events.publish(worldEvent('THREAD_UPDATE', { guildId: guild.id, channelId: channel.id }, data));
}
