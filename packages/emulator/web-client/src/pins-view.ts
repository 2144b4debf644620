import { displayName } from './display-name.js';
import { h, replace } from './dom.js';
import type { Session } from './session.js';
import type { Message } from './types.js';

/**
 * The channel's pinned messages, as the client's pins list shows them (newest first): author and the start
 * of the text, each a link that scrolls to the message. `pinned` is the service's (the messages are read as
 * the user's client reads them), so a pin or unpin by a bot or a moderator shows after its
 * CHANNEL_PINS_UPDATE.
 */
export function renderPins(host: HTMLElement, messages: Message[], session: Session): number {
  const pinned = messages.filter((m) => m.pinned === true).reverse();
  replace(
    host,
    h('h3', null, `Pinned messages — ${pinned.length}`),
    pinned.length === 0
      ? h('p', { class: 'hint' }, 'This channel has no pinned messages.')
      : h(
          'ul',
          null,
          pinned.map((m) => {
            const text = m.content || (m.embeds?.length ? '(embed)' : '(attachment)');
            const link = h(
              'a',
              { href: '#', class: 'pin' },
              h('strong', null, displayName(session, m.author)),
              ' ',
              text.length > 120 ? `${text.slice(0, 120)}…` : text,
            );
            link.addEventListener('click', (e) => {
              e.preventDefault();
              document
                .querySelector(`article[data-message-id="${m.id}"]`)
                ?.scrollIntoView({ block: 'center' });
            });
            return h('li', null, link);
          }),
        ),
  );
  return pinned.length;
}
