import { call } from './api.js';
import { renderAttachments } from './attachments-view.js';
import { displayName } from './display-name.js';
import { h, replace } from './dom.js';
import { renderEmbed } from './embed-view.js';
import { type MarkdownContext, renderMarkdown } from './markdown-dom.js';
import { renderComponents } from './message-components.js';
import { renderReactions } from './reactions-view.js';
import type { Session } from './session.js';
import type { Component, Message } from './types.js';

const ephemeral = 1 << 6;
const loading = 1 << 7;

/** A command as "used …" names it: its name and type (1 slash, 2 user, 3 message). */
interface UsedCommand {
  name: string;
  type: number;
}

/** Commands by interaction id, read once from `GET /_emulator/interactions/:id` ("member used /roll"). */
const usedCommands = new Map<string, Promise<UsedCommand | null>>();

function usedCommand(interactionId: string): Promise<UsedCommand | null> {
  let used = usedCommands.get(interactionId);
  if (!used) {
    used = call<{ interaction?: { data?: { name?: string; type?: number } } }>(
      'GET',
      `/_emulator/interactions/${interactionId}`,
    ).then((a) => {
      const data = a.ok ? a.data.interaction?.data : undefined;
      return typeof data?.name === 'string' ? { name: data.name, type: data.type ?? 1 } : null;
    });
    usedCommands.set(interactionId, used);
  }
  return used;
}

/** How the real client names a command above its reply: `/roll`, but a context-menu command bare (`High Five`). */
function usedCommandLabel(command: UsedCommand): string {
  return command.type === 1 ? `/${command.name}` : command.name;
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
  // A context-menu command (it has a target) is named bare, a slash command with its `/`.
  const contextMenu = meta?.target_user !== undefined || meta?.target_message_id !== undefined;
  const used =
    meta && meta.type === 2
      ? h(
          'div',
          { class: 'used' },
          `${displayName(session, meta.user)} used `,
          h('span', { class: 'cmd' }, contextMenu ? '…' : '/…'),
        )
      : null;
  if (used && meta)
    void usedCommand(meta.id).then((command) => {
      const slot = used.querySelector('.cmd');
      if (slot && command) slot.textContent = usedCommandLabel(command);
    });
  const name = displayName(session, m.author);
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
    name,
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
    flags & loading ? h('p', { class: 'thinking', role: 'status' }, `${name} is thinking…`) : null,
    typeof m.content === 'string' && m.content !== ''
      ? h('div', { class: 'content' }, renderMarkdown(m.content, markdown))
      : null,
    (Array.isArray(m.embeds) ? m.embeds : []).map((e) => renderEmbed(e, markdown, attachments)),
    renderComponents(m.components ?? ([] as Component[]), m, session, markdown),
    renderAttachments(m),
    renderReactions(m, session),
    flags & ephemeral ? h('p', { class: 'only-you' }, '👁 Only you can see this') : null,
  );
}
