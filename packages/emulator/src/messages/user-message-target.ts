import type { UserChannel, UserChannelRefusal } from '../access/user-channel.js';
import { userChannel } from '../access/user-channel.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import { messageHiddenFrom } from './message-visibility.js';

/** A message a user acts on (reacts, votes, replies, starts a thread), with the channel as they reach it. */
export interface UserMessageTarget {
  place: UserChannel;
  message: EmulatorMessage;
}

/**
 * The message `messageId` as user `userId` reaches it: it exists (404 `UNKNOWN_MESSAGE`), they can reach
 * its channel (see `userChannel`) and see it (403 `CANNOT_SEE_MESSAGE`: another user's ephemeral answer).
 */
export function userMessageTarget(
  emulator: EmulatorContext,
  userId: string,
  messageId: string,
): UserMessageTarget | UserChannelRefusal {
  const message = emulator.state.messages.get(messageId);
  if (!message) return { status: 404, reason: 'UNKNOWN_MESSAGE', message: `no message ${messageId}` };
  const place = userChannel(emulator, userId, message.channel_id);
  if ('reason' in place) return place;
  if (messageHiddenFrom(message, userId, emulator.state.dmChannels) !== null)
    return {
      status: 403,
      reason: 'CANNOT_SEE_MESSAGE',
      message: `${place.user.username} cannot see message ${messageId}`,
    };
  return { place, message };
}
