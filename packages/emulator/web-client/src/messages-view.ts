import { call } from './api.js';
import { renderAttachments } from './attachments-view.js';
import { h, replace } from './dom.js';
import { renderComponents } from './message-components.js';
import type { Session } from './session.js';
import type { Component, Embed, Message } from './types.js';

const ephemeral = 1 << 6;
const loading = 1 << 7;

/** Command names by interaction id, read once from `GET /_emulator/interactions/:id` ("member used /roll"). */
const commandNames = new Map<string, Promise<string | null>>();

function commandName(interactionId: string): Promise<string | null> {
  let name = commandNames.get(interactionId);
  if (!name) {
    name = call<{ interaction?: { data?: { name?: string } } }>(
      'GET',
      `/_emulator/interactions/${interactionId}`,
    ).then((a) => (a.ok ? (a.data.interaction?.data?.name ?? null) : null));
    commandNames.set(interactionId, name);
  }
  return name;
}

/** Renders a channel's messages, oldest first, with the local notices after them. */
export function renderMessages(
  list: HTMLElement,
  messages: Message[],
  session: Session,
  openMessageMenu: (message: Message, anchor: HTMLElement) => void,
  openUserMenu: (userId: string, username: string, anchor: HTMLElement) => void,
): void {
  replace(
    list,
    messages.length === 0 ? h('p', { class: 'empty' }, 'No messages yet. Type / to run a command.') : null,
    messages.map((m) => renderMessage(m, session, openMessageMenu, openUserMenu)),
  );
}

function renderMessage(
  m: Message,
  session: Session,
  openMenu: (message: Message, anchor: HTMLElement) => void,
  openUserMenu: (userId: string, username: string, anchor: HTMLElement) => void,
): HTMLElement {
  const flags = m.flags ?? 0;
  const meta = m.interaction_metadata;
  const used =
    meta && meta.type === 2
      ? h('div', { class: 'used' }, `${meta.user.username} used `, h('span', { class: 'cmd' }, '/…'))
      : null;
  if (used && meta)
    void commandName(meta.id).then((name) => {
      const slot = used.querySelector('.cmd');
      if (slot && name) slot.textContent = `/${name}`;
    });
  const menu = h(
    'button',
    {
      type: 'button',
      class: 'icon msg-menu',
      'aria-label': 'Apps for this message',
      'aria-haspopup': 'menu',
    },
    '⋯',
  );
  menu.addEventListener('click', () => openMenu(m, menu));
  const author = h(
    'button',
    {
      type: 'button',
      class: m.author.bot ? 'author bot' : 'author',
      'aria-haspopup': 'menu',
      'aria-label': `Apps for ${m.author.username}`,
    },
    m.author.global_name ?? m.author.username,
  );
  author.addEventListener('click', () => openUserMenu(m.author.id, m.author.username, author));
  return h(
    'article',
    {
      class: `msg${flags & ephemeral ? ' ephemeral' : ''}`,
      'data-message-id': m.id,
      'aria-label': `Message from ${m.author.username}`,
    },
    used,
    h(
      'header',
      null,
      author,
      m.author.bot ? h('span', { class: 'tag' }, 'APP') : null,
      h('time', { datetime: m.timestamp }, new Date(m.timestamp).toLocaleTimeString()),
      m.edited_timestamp ? h('span', { class: 'edited' }, '(edited)') : null,
      menu,
    ),
    flags & loading
      ? h('p', { class: 'thinking', role: 'status' }, `${m.author.username} is thinking…`)
      : null,
    m.content ? h('p', { class: 'content' }, m.content) : null,
    (Array.isArray(m.embeds) ? m.embeds : []).map(renderEmbed),
    renderComponents(m.components ?? ([] as Component[]), m, session),
    renderAttachments(m),
    flags & ephemeral ? h('p', { class: 'only-you' }, '👁 Only you can see this') : null,
  );
}

function renderEmbed(e: Embed): HTMLElement {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const section = h(
    'section',
    { class: 'embed' },
    text(e.author?.name) ? h('p', { class: 'embed-author' }, text(e.author?.name)) : null,
    text(e.title) ? h('h3', null, text(e.title)) : null,
    text(e.description) ? h('p', null, text(e.description)) : null,
    (Array.isArray(e.fields) ? e.fields : []).map((f) =>
      h(
        'div',
        { class: f?.inline === true ? 'field inline' : 'field' },
        h('h4', null, text(f?.name)),
        h('p', null, text(f?.value)),
      ),
    ),
    text(e.footer?.text) ? h('footer', null, text(e.footer?.text)) : null,
  );
  // The colour goes through the CSS object model, only as #rrggbb from an integer in range: never a string
  // into a style attribute (the page's policy refuses those anyway), and null or nonsense means no colour.
  const colour = e.color;
  if (typeof colour === 'number' && Number.isInteger(colour) && colour >= 0 && colour <= 0xffffff)
    section.style.borderLeftColor = `#${colour.toString(16).padStart(6, '0')}`;
  return section;
}
