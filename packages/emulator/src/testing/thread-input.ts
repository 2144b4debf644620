import type { APIThreadChannel } from '@slashkit/api';
import { type MessageRef, messageIdOf } from './message-ref.js';

/**
 * How a test user starts a thread (`user.startThread(name, options)`), as the client lets them: from a
 * message of the channel (the thread takes the message's id), as a forum or media post with its first
 * message, or bare, of a thread `type`.
 */
export interface StartThreadOptions {
  /** The channel's message the thread starts from (needs Create Public Threads). */
  message?: MessageRef;
  /**
   * A thread without a message: 11 public (the default; needs Create Public Threads) or 12 private (Create
   * Private Threads); 10 an announcement thread, in an announcement channel (its default there).
   */
  type?: 10 | 11 | 12;
  /** A forum or media channel's post: its first message (required there; needs Send Messages). */
  content?: string;
  /** A forum or media post's tags, by id (at most 5 of the channel's). */
  appliedTags?: readonly string[];
}

/** A thread as `startThread()` resolves with it: the channel the service sends (THREAD_CREATE's). */
export type StartedThread = APIThreadChannel;

/** A thread, as a test names it: its id, or the thread itself (anything with its `id`). */
export type ThreadRef = string | { readonly id: string };

/** The id of the thread a {@link ThreadRef} names. */
export const threadIdOf = (ref: ThreadRef): string => (typeof ref === 'string' ? ref : ref.id);

/** The body of `POST /_emulator/channels/:channelId/threads` for a user's new thread. */
export function startThreadBody(
  userId: string,
  name: string,
  options: StartThreadOptions,
): Record<string, unknown> {
  return {
    userId,
    name,
    ...(options.message === undefined ? {} : { messageId: messageIdOf(options.message) }),
    ...(options.type === undefined ? {} : { type: options.type }),
    ...(options.content === undefined ? {} : { content: options.content }),
    ...(options.appliedTags === undefined ? {} : { appliedTags: [...options.appliedTags] }),
  };
}
