import {
  AuditLogEvent,
  ChannelType,
  GuildLimits,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPostAPIGuildChannelJSONBody,
} from '@slashkit/api';
import { requireChannelPermission, requireGuildPermission } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { badRequest } from '../http/http-error.js';
import { channelActivity } from '../state/channel-activity.js';
import { toApiChannel } from '../world/to-api-channel.js';
import type { EmulatorChannel } from '../world/world.js';
import { channelAuditKeys } from './channel-audit-fields.js';
import { publishChannel } from './channel-events.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { categoryFor, isThread, isVoiceType } from './guild-channel.js';
import { requireOverwritesGrantable } from './require-overwrites-grantable.js';

/**
 * Creates a guild channel as the service does: Manage Channels (in its category, when it has one), at most
 * 500 channels (400/30013), a `parent_id` that is a category, overwrites the actor may set (Manage Roles,
 * only bits they hold). A text channel unless `type` says otherwise, placed after the others unless
 * `position` says where. CHANNEL_CREATE and a CHANNEL_CREATE audit entry.
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-channel | Create Guild Channel}
 */
export function createChannel(action: GuildAction, body: RESTPostAPIGuildChannelJSONBody): EmulatorChannel {
  const { context, guild, actor } = action;
  const type = body.type ?? ChannelType.GuildText;
  const parentId = categoryFor(guild, body.parent_id ?? null, type);
  const parent = parentId === null ? null : guild.channels.find((c) => c.id === parentId)!;
  if (parent)
    requireChannelPermission(guild, parent, actor, PermissionFlags.ManageChannels, 'Manage Channels');
  else requireGuildPermission(guild, actor, PermissionFlags.ManageChannels, 'Manage Channels');
  if (guild.channels.filter((c) => !isThread(c)).length >= GuildLimits.channelsMax)
    throw badRequest(
      `Maximum number of guild channels reached (${GuildLimits.channelsMax})`,
      RESTJSONErrorCodes.MaximumGuildChannels,
    );
  const overwrites = (body.permission_overwrites ?? []).map((o) => ({
    id: o.id,
    type: o.type,
    allow: o.allow ?? '0',
    deny: o.deny ?? '0',
  }));
  requireOverwritesGrantable(action, parent, overwrites);
  const channel: EmulatorChannel = {
    id: context.nextId(),
    name: body.name,
    type,
    parentId,
    nsfw: body.nsfw ?? false,
    permissionOverwrites: overwrites,
    position:
      body.position ?? Math.max(-1, ...guild.channels.filter((c) => !isThread(c)).map((c) => c.position)) + 1,
    topic: body.topic ?? null,
    rateLimitPerUser: body.rate_limit_per_user ?? 0,
    flags: body.flags ?? 0,
    ...(isVoiceType(type) && body.user_limit ? { userLimit: body.user_limit } : {}),
  };
  guild.channels.push(channel);
  publishChannel(context, guild, channel, 'CREATE');
  const wire = toApiChannel(guild, channel, channelActivity(context.state.messages, channel.id));
  auditAction(action, {
    actionType: AuditLogEvent.ChannelCreate,
    targetId: channel.id,
    changes: auditLogChanges(null, wire, channelAuditKeys),
  });
  return channel;
}
