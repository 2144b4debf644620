import { call, type ErrorBody } from './api.js';
import { h, replace } from './dom.js';
import type { Session } from './session.js';
import { findChannel, isThread, threadStateText, threadsOf } from './thread-places.js';

/** Where a place links to, in the URL's hash (the same user). */
export const placeHref = (session: Session, guildId: string, channelId: string): string =>
  `#${new URLSearchParams({ user: session.userId, place: `${guildId}:${channelId}` })}`;

/**
 * The thread list of the channel the user is in, as the client's Threads popout shows it: every thread of
 * it the user can see, newest first, archived and locked ones marked so, each a link that opens it. In a
 * thread or a DM there is nothing to list: returns false (the Threads button hides).
 */
export function renderThreadList(host: HTMLElement, session: Session): boolean {
  const place = session.place;
  const here = 'guildId' in place ? findChannel(session.places, place.channelId) : undefined;
  if (!('guildId' in place) || !here || isThread(here)) {
    replace(host);
    return false;
  }
  const threads = threadsOf(session.places, here.id);
  replace(
    host,
    h('h3', null, `Threads — ${threads.length}`),
    threads.length === 0
      ? h('p', { class: 'hint' }, `#${here.name} has no threads. Start one from a message’s menu.`)
      : h(
          'ul',
          null,
          threads.map((t) => {
            const state = threadStateText(t);
            return h(
              'li',
              { class: state ? 'thread-entry inactive' : 'thread-entry' },
              h('a', { href: placeHref(session, place.guildId, t.id) }, `🧵 ${t.name}`),
              state ? h('span', { class: 'thread-state' }, state) : null,
            );
          }),
        ),
  );
  return true;
}

/**
 * The chat's title in a thread: the parent channel (a link back to it), the thread's name, and its state
 * ("Archived", "Locked") as badges. Null outside a thread.
 */
export function threadTitle(session: Session): HTMLElement[] | null {
  const place = session.place;
  if (!('guildId' in place)) return null;
  const thread = findChannel(session.places, place.channelId);
  if (!thread || !isThread(thread)) return null;
  const guild = session.places.guilds.find((g) => g.id === place.guildId);
  const parent = [...(guild?.channels ?? []), ...(guild?.forums ?? [])].find((c) => c.id === thread.parentId);
  return [
    parent
      ? h(
          'a',
          { class: 'thread-parent', href: placeHref(session, place.guildId, parent.id) },
          `#${parent.name}`,
        )
      : h('span', { class: 'thread-parent' }, 'thread'),
    h('span', { class: 'thread-sep', 'aria-hidden': 'true' }, ' › '),
    h('span', null, `🧵 ${thread.name}`),
    thread.archived ? h('span', { class: 'badge' }, 'Archived') : null,
    thread.locked ? h('span', { class: 'badge' }, 'Locked') : null,
    ...(thread.appliedTags ?? []).map((name) => h('span', { class: 'tag' }, name)),
  ].filter((e): e is HTMLElement => e !== null);
}

/**
 * The thread view's Join / Leave button, as the client offers it in a thread: "Join Thread" when the user
 * is not a member, else "Leave Thread", through the admin API's user thread-member routes (the service's
 * checks, THREAD_MEMBERS_UPDATE; the places are read again when it comes). Returns false outside a thread
 * (the button hides).
 */
export function renderThreadMembership(button: HTMLButtonElement, session: Session): boolean {
  const place = session.place;
  const thread = 'guildId' in place ? findChannel(session.places, place.channelId) : undefined;
  if (!thread || !isThread(thread)) {
    button.onclick = null;
    return false;
  }
  const joined = thread.joined === true;
  button.textContent = joined ? 'Leave Thread' : 'Join Thread';
  button.onclick = async () => {
    button.disabled = true;
    const answer = await call<ErrorBody>(
      joined ? 'DELETE' : 'PUT',
      `/_emulator/channels/${thread.id}/thread-members/${session.userId}`,
    );
    button.disabled = false;
    if (!answer.ok && answer.status !== 0)
      session.notice(
        answer.data?.message ?? `Cannot ${joined ? 'leave' : 'join'} the thread (HTTP ${answer.status})`,
        'error',
      );
  };
  return true;
}
