import { displayName } from './display-name.js';
import { h } from './dom.js';
import type { Session } from './session.js';
import type { Message } from './types.js';

/** USER_JOIN: the service's message that its author joined the guild (it has no content of its own). */
const userJoin = 7;

/** Whether the client draws this message as a system line rather than as someone's message. */
export const isSystemMessage = (m: Message): boolean => m.type === userJoin;

/**
 * A system message as the client draws it: one line with an arrow, no avatar, no menu. A member's join
 * (type 7) carries no text: the client writes the greeting, naming the new member.
 */
export function renderSystemMessage(m: Message, session: Session): HTMLElement {
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
