import { call } from './api.js';
import { renderAttachments } from './attachments-view.js';
import { h, replace } from './dom.js';
import { renderEmbed } from './embed-view.js';
import { type MarkdownContext, renderMarkdown } from './markdown-dom.js';
import { renderComponents } from './message-components.js';
import type { Session } from './session.js';
import type { Component, Message } from './types.js';

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
  markdown: MarkdownContext,
  openMessageMenu: (message: Message, anchor: HTMLElement) => void,
  openUserMenu: (userId: string, username: string, anchor: HTMLElement) => void,
): void {
  replace(
    list,
    messages.length === 0 ? h('p', { class: 'empty' }, 'No messages yet. Type / to run a command.') : null,
    messages.map((m) => renderMessage(m, session, markdown, openMessageMenu, openUserMenu)),
  );
}

function renderMessage(
  m: Message,
  session: Session,
  markdown: MarkdownContext,
  openMenu: (message: Message, anchor: HTMLElement) => void,
  openUserMenu: (userId: string, username: string, anchor: HTMLElement) => void,
): HTMLElement {
  const flags = m.flags ?? 0;
  const attachments = Array.isArray(m.attachments) ? m.attachments : [];
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
    typeof m.content === 'string' && m.content !== ''
      ? h('div', { class: 'content' }, renderMarkdown(m.content, markdown))
      : null,
    (Array.isArray(m.embeds) ? m.embeds : []).map((e) => renderEmbed(e, markdown, attachments)),
    renderComponents(m.components ?? ([] as Component[]), m, session, markdown),
    renderAttachments(m),
    flags & ephemeral ? h('p', { class: 'only-you' }, '👁 Only you can see this') : null,
  );
}
