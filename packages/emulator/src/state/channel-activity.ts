import type { ChannelActivity } from '../world/to-api-channel.js';
import type { MessageStore } from './message-store.js';

/**
 * A channel's newest message id and message count, from the messages the emulator keeps. Ephemeral
 * messages are left out: only their user sees them, and the channel's `last_message_id` never points at one.
 * The store keeps both per channel, so this costs the same in a channel of 10,000 messages as in an empty one.
 */
export function channelActivity(
  messages: Pick<MessageStore, 'activity' | 'get'>,
  channelId: string,
): ChannelActivity {
  const activity = messages.activity(channelId);
  // A forum post's first message has the post's id (threads started elsewhere never hold one).
  return messages.get(channelId)?.channel_id === channelId
    ? { ...activity, hasFirstMessage: true }
    : activity;
}
