import { type APIFollowedChannel, ChannelType, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { requireChannelPermission } from '../access/require-guild-permission.js';
import type { RoleHolder } from '../access/role-hierarchy.js';
import { worldEvent } from '../events/world-event.js';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

/**
 * Follows an announcement channel into a text channel, as the service does: the source an announcement
 * channel, the target a text or announcement channel (400/50024 otherwise) where `target.actor` holds
 * Manage Webhooks; WEBHOOKS_UPDATE for the target. Answers the followed channel and the id of the webhook
 * that posts there (the emulator keeps no such webhook: crossposts do not reach the target).
 * @see {@link https://discord.com/developers/docs/resources/channel#follow-announcement-channel | Follow Announcement Channel}
 */
export function followChannel(
  context: EmulatorContext,
  source: EmulatorChannel,
  target: { guild: EmulatorGuild; channel: EmulatorChannel; actor: RoleHolder },
): APIFollowedChannel {
  if (source.type !== ChannelType.GuildAnnouncement)
    throw badRequest(
      'Cannot execute action on this channel type: only announcement channels are followed',
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  const { guild, channel, actor } = target;
  if (channel.type !== ChannelType.GuildText && channel.type !== ChannelType.GuildAnnouncement)
    throw badRequest(
      'Cannot execute action on this channel type: announcements are followed into a text channel',
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  requireChannelPermission(guild, channel, actor, PermissionFlags.ManageWebhooks, 'Manage Webhooks');
  const place = { guildId: guild.id, channelId: channel.id };
  context.events.publish(
    worldEvent('WEBHOOKS_UPDATE', place, { guild_id: guild.id, channel_id: channel.id }),
  );
  return { channel_id: source.id, webhook_id: context.nextId() };
}
