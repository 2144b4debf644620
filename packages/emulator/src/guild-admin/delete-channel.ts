import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { requireChannelPermission } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { worldEvent } from '../events/world-event.js';
import { channelActivity } from '../state/channel-activity.js';
import { type APIGuildChannelOrThread, toApiChannel } from '../world/to-api-channel.js';
import type { EmulatorChannel } from '../world/world.js';
import { channelAuditKeys } from './channel-audit-fields.js';
import { publishChannel } from './channel-events.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { isThread } from './guild-channel.js';
import { leaveVoice } from './member-voice-edit.js';
import { publishStageInstance } from './stage-instance-events.js';

/**
 * Deletes a guild channel (Manage Channels in it) or a thread (Manage Threads), as the service does: the
 * channels of a deleted category stay, out of any category (CHANNEL_UPDATE each); the threads of a deleted
 * channel go with it (THREAD_DELETE each). CHANNEL_DELETE (THREAD_DELETE) and a CHANNEL_DELETE
 * (THREAD_DELETE) audit entry. Their messages and files go with them, a live stage closes, and whoever
 * was connected to a voice channel is disconnected (VOICE_STATE_UPDATE). Answers the channel as it was.
 * @see {@link https://discord.com/developers/docs/resources/channel#deleteclose-channel | Delete/Close Channel}
 */
export function deleteChannel(action: GuildAction, channel: EmulatorChannel): APIGuildChannelOrThread {
  const { context, guild, actor } = action;
  const thread = isThread(channel);
  requireChannelPermission(
    guild,
    channel,
    actor,
    thread ? PermissionFlags.ManageThreads : PermissionFlags.ManageChannels,
    thread ? 'Manage Threads' : 'Manage Channels',
  );
  const wire = toApiChannel(guild, channel, channelActivity(context.state.messages, channel.id));
  const threads = guild.channels.filter((c) => isThread(c) && c.parentId === channel.id);
  // Told while it is still there, so that those who could view it are the ones told.
  for (const child of threads) publishThreadDelete(action, child);
  if (thread) publishThreadDelete(action, channel);
  else publishChannel(context, guild, channel, 'DELETE');
  // A live stage closes with its channel: STAGE_INSTANCE_DELETE (the channel's deletion is the audit entry).
  const live = context.state.stageInstances.delete(channel.id);
  if (live) publishStageInstance(context, 'DELETE', live);
  // Whoever was connected to it is disconnected: VOICE_STATE_UPDATE with no channel, as on leaving.
  for (const state of context.state.voiceStates.inChannel(channel.id))
    leaveVoice(context, guild, state.userId);
  const gone = new Set([channel.id, ...threads.map((t) => t.id)]);
  guild.channels = guild.channels.filter((c) => !gone.has(c.id));
  // Its invites lead nowhere now: they go too (the service sends no INVITE_DELETE for them).
  context.state.invites.forget({ guildId: guild.id, channelId: channel.id });
  // Their messages and files go with them, as on the service (a snapshot never holds a message nowhere).
  const { messages, attachments } = context.state;
  for (const id of gone)
    for (const message of messages.deleteQuietly(messages.list({ channelId: id }).map((m) => m.id)))
      for (const file of message.attachments) attachments.delete(file.id);
  for (const child of guild.channels)
    if (child.parentId === channel.id) {
      child.parentId = null;
      publishChannel(context, guild, child, 'UPDATE');
    }
  auditAction(action, {
    actionType: thread ? AuditLogEvent.ThreadDelete : AuditLogEvent.ChannelDelete,
    targetId: channel.id,
    changes: auditLogChanges(wire, null, channelAuditKeys),
  });
  return wire;
}

function publishThreadDelete(action: GuildAction, thread: EmulatorChannel): void {
  const { guild } = action;
  const data = { id: thread.id, guild_id: guild.id, parent_id: thread.parentId, type: thread.type };
  action.context.events.publish(
    worldEvent('THREAD_DELETE', { guildId: guild.id, channelId: thread.id }, data),
  );
}
