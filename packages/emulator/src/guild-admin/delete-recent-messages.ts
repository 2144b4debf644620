import { type Snowflake, snowflakeTimestamp } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * Deletes what `userId` posted in the guild's channels in the last `seconds` (a ban's
 * `delete_message_seconds`), each delete told as any delete is (MESSAGE_DELETE, the web client).
 */
export function deleteRecentMessages(
  context: EmulatorContext,
  guild: EmulatorGuild,
  userId: Snowflake,
  seconds: number,
): void {
  const since = context.clock.now() - seconds * 1000;
  for (const channel of guild.channels)
    for (const message of context.state.messages.list({ channelId: channel.id }))
      if (message.author.id === userId && snowflakeTimestamp(message.id) >= since)
        context.state.messages.delete(message.id);
}
