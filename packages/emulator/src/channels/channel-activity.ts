import type { MessageStore } from '../interactions/messages/message-store.js';
import type { ChannelActivity } from '../world/to-api-channel.js';

/** A channel's newest message id and message count, from the messages the emulator keeps. */
export function channelActivity(messages: Pick<MessageStore, 'list'>, channelId: string): ChannelActivity {
  const list = messages.list({ channelId });
  return { lastMessageId: list.at(-1)?.id ?? null, messageCount: list.length };
}
