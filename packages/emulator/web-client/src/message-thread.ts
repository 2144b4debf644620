import { call, type ErrorBody } from './api.js';
import { h } from './dom.js';
import type { Session } from './session.js';
import { findChannel, threadStateText } from './thread-places.js';
import { placeHref } from './threads-view.js';
import type { Message } from './types.js';

/** The message flag HAS_THREAD: a thread was started from it (the thread has the message's id). */
const hasThread = 1 << 5;
/** The channel types whose messages may start a thread: text (0) and announcement (5). */
const threadParents = [0, 5];

/** Whether the user may be offered "Create Thread" on this message here (not on an ephemeral one). */
export function canStartThread(message: Message, session: Session): boolean {
  const place = session.place;
  if (!('guildId' in place)) return false;
  const channel = findChannel(session.places, place.channelId);
  const flags = message.flags ?? 0;
  return (
    channel !== undefined &&
    threadParents.includes(channel.type) &&
    (flags & hasThread) === 0 &&
    (flags & (1 << 6)) === 0
  );
}

/**
 * Asks for the new thread's name under the message (its start by default, as the client proposes), then
 * starts it from the message through the admin API's user thread route (the same checks and THREAD_CREATE
 * as any user's) and opens it. Escape cancels.
 */
export function openStartThread(message: Message, session: Session, article: HTMLElement): void {
  const place = session.place;
  if (!('guildId' in place)) return;
  article.querySelector('.start-thread')?.remove();
  const proposed = (message.content || 'New thread').slice(0, 40);
  const input = h('input', { type: 'text', 'aria-label': 'Thread name', maxlength: 100, value: proposed });
  const form = h(
    'form',
    { class: 'start-thread', 'aria-label': 'Create thread' },
    input,
    h('button', { type: 'submit', class: 'button' }, 'Create Thread'),
  );
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const answer = await call<{ id?: string } & ErrorBody>(
      'POST',
      `/_emulator/channels/${place.channelId}/threads`,
      { userId: session.userId, name: input.value.trim(), messageId: message.id },
    );
    if (answer.ok && answer.data.id) location.hash = placeHref(session, place.guildId, answer.data.id);
    else if (answer.status !== 0)
      session.notice(answer.data?.message ?? `Cannot start a thread (HTTP ${answer.status})`, 'error');
  });
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    form.remove();
  });
  article.append(form);
  input.select();
}

/**
 * The thread started from a message, under it as the client shows it: its name (a link that opens it) and
 * its state. Null for a message without one.
 */
export function renderMessageThread(message: Message, session: Session): HTMLElement | null {
  const place = session.place;
  if (((message.flags ?? 0) & hasThread) === 0 || !('guildId' in place)) return null;
  const thread = findChannel(session.places, message.id);
  const state = thread ? threadStateText(thread) : null;
  return h(
    'div',
    { class: 'message-thread' },
    h('a', { href: placeHref(session, place.guildId, message.id) }, `🧵 ${thread?.name ?? 'Thread'}`),
    state ? h('span', { class: 'thread-state' }, state) : null,
  );
}
