import { MessageType } from '@slashkit/api';
import type { ChannelActivity } from '../world/to-api-channel.js';
import type { MessageStore } from './message-store.js';

/**
 * A channel's newest message id and message count, from the messages the emulator keeps. Ephemeral
 * messages are left out: only their user sees them, and the channel's `last_message_id` never points at one.
 * The store keeps both per channel, so this costs the same in a channel of 10,000 messages as in an empty one.
 */
export function channelActivity(
  messages: Pick<MessageStore, 'activity' | 'first'>,
  channelId: string,
): ChannelActivity {
  const activity = messages.activity(channelId);
  // A forum post's first message has the post's id; a thread started from a message opens with its
  // starter message (type 21). Neither is one of the thread's messages.
  const first = activity.messageCount > 0 ? messages.first(channelId) : undefined;
  return first !== undefined && (first.id === channelId || first.type === MessageType.ThreadStarterMessage)
    ? { ...activity, hasFirstMessage: true }
    : activity;
}
