import { type GatewayMessageDeleteBulkData, type Snowflake, snowflakeTimestamp } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * Deletes what `userId` posted in the guild's channels (threads included) in the last `seconds` (a ban's
 * `delete_message_seconds`), with their files. As on the service, bots are told once per channel with a
 * MESSAGE_DELETE_BULK (GUILD_MESSAGES) listing that channel's deleted ids, not a MESSAGE_DELETE each.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#message-delete-bulk | Message Delete Bulk}
 */
export function deleteRecentMessages(
  context: EmulatorContext,
  guild: EmulatorGuild,
  userId: Snowflake,
  seconds: number,
): void {
  const since = context.clock.now() - seconds * 1000;
  const { messages, attachments } = context.state;
  for (const channel of guild.channels) {
    const ids = messages
      .list({ channelId: channel.id })
      .filter((m) => m.author.id === userId && snowflakeTimestamp(m.id) >= since)
      .map((m) => m.id);
    if (ids.length === 0) continue;
    const deleted = messages.deleteQuietly(ids);
    for (const message of deleted) for (const file of message.attachments) attachments.delete(file.id);
    const data: GatewayMessageDeleteBulkData = {
      ids: deleted.map((m) => m.id),
      channel_id: channel.id,
      guild_id: guild.id,
    };
    context.events.publish(
      worldEvent('MESSAGE_DELETE_BULK', { guildId: guild.id, channelId: channel.id }, data),
    );
  }
}
