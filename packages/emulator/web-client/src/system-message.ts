import { displayName } from './display-name.js';
import { h } from './dom.js';
import type { Session } from './session.js';
import type { Message } from './types.js';

/** USER_JOIN: the service's message that its author joined the guild (it has no content of its own). */
const userJoin = 7;
/** THREAD_STARTER_MESSAGE: a thread's first message, pointing at the message it was started from. */
const threadStarter = 21;

/** Whether the client draws this message as a system line rather than as someone's message. */
export const isSystemMessage = (m: Message): boolean => m.type === userJoin || m.type === threadStarter;

/**
 * A system message as the client draws it: one line with an arrow, no avatar, no menu. A member's join
 * (type 7) carries no text: the client writes the greeting, naming the new member. A thread's starter
 * message (type 21) shows the message the thread started from: its author and its start, or that it was
 * deleted.
 */
export function renderSystemMessage(m: Message, session: Session): HTMLElement {
  if (m.type === threadStarter) return renderThreadStarter(m, session);
  return h(
    'article',
    { class: 'msg system', 'data-message-id': m.id, 'aria-label': 'System message' },
    h(
      'p',
      { class: 'system-line' },
      h('span', { class: 'system-icon', 'aria-hidden': 'true' }, '→ '),
      h('strong', null, displayName(session, m.author)),
      ' joined the server.',
      h('time', { datetime: m.timestamp }, new Date(m.timestamp).toLocaleTimeString()),
    ),
  );
}

function renderThreadStarter(m: Message, session: Session): HTMLElement {
  const quoted = m.referenced_message;
  const text = typeof quoted?.content === 'string' && quoted.content !== '' ? quoted.content : null;
  return h(
    'article',
    { class: 'msg system thread-starter', 'data-message-id': m.id, 'aria-label': 'Thread starter message' },
    h(
      'p',
      { class: 'system-line' },
      h('span', { class: 'system-icon', 'aria-hidden': 'true' }, '🧵 '),
      quoted
        ? [
            'Started from ',
            h('strong', null, displayName(session, quoted.author)),
            '’s message',
            text
              ? [
                  ': ',
                  h('span', { class: 'reply-text' }, text.length > 100 ? `${text.slice(0, 100)}…` : text),
                ]
              : null,
          ]
        : quoted === null
          ? 'Original message was deleted'
          : 'Started from a message',
      h('time', { datetime: m.timestamp }, new Date(m.timestamp).toLocaleTimeString()),
    ),
  );
}
