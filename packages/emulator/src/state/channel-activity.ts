import { MessageFlags } from '@slashkit/api';
import type { ChannelActivity } from '../world/to-api-channel.js';
import type { MessageStore } from './message-store.js';

/**
 * A channel's newest message id and message count, from the messages the emulator keeps. Ephemeral
 * messages are left out: only their user sees them, and the channel's `last_message_id` never points at one.
 */
export function channelActivity(messages: Pick<MessageStore, 'list'>, channelId: string): ChannelActivity {
  const list = messages
    .list({ channelId })
    .filter((message) => ((message.flags ?? 0) & MessageFlags.Ephemeral) === 0);
  return {
    lastMessageId: list.at(-1)?.id ?? null,
    messageCount: list.length,
    // A forum post's first message has the post's id (threads started elsewhere never hold one).
    ...(list.some((message) => message.id === channelId) ? { hasFirstMessage: true } : {}),
  };
}
