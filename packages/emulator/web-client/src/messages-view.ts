import { call } from './api.js';
import { renderAttachments } from './attachments-view.js';
import { displayName } from './display-name.js';
import { h, replace } from './dom.js';
import { renderEmbed } from './embed-view.js';
import { type MarkdownContext, renderMarkdown } from './markdown-dom.js';
import { ownMessageActions } from './message-actions.js';
import { renderComponents } from './message-components.js';
import { renderMessageThread } from './message-thread.js';
import { renderPoll } from './poll-view.js';
import { renderReactions } from './reactions-view.js';
import type { Session } from './session.js';
import { renderStickers } from './sticker-view.js';
import { isSystemMessage, renderSystemMessage } from './system-message.js';
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
    messages.map((m) =>
      isSystemMessage(m)
        ? renderSystemMessage(m, session)
        : renderMessage(m, session, markdown, openMessageMenu, openUserMenu),
    ),
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
  // A channel webhook's message is signed with the webhook's name (its author is the webhook, no user of the
  // world, so it has no Apps menu). An app's replies carry the app's `webhook_id` too, but their author is
  // the app's bot.
  const webhook =
    typeof m.webhook_id === 'string' &&
    !session.world.applications.some((a) => a.bot.id === m.author.id) &&
    !session.world.users.some((u) => u.id === m.author.id);
  const author = webhook
    ? h('span', { class: 'author bot' }, m.author.username)
    : h(
        'button',
        {
          type: 'button',
          class: m.author.bot ? 'author bot' : 'author',
          'aria-haspopup': 'menu',
          'aria-label': `Apps for ${m.author.username}`,
        },
        name,
      );
  if (!webhook) author.addEventListener('click', () => openUserMenu(m.author.id, m.author.username, author));
  // Discord tags an app's bot and an app's webhook APP, any other webhook BOT.
  const tag = webhook ? (m.application_id ? 'APP' : 'BOT') : m.author.bot ? 'APP' : null;
  let article: HTMLElement | undefined;
  const own = ownMessageActions(m, session, () => article!);
  article = h(
    'article',
    {
      class: `msg${flags & ephemeral ? ' ephemeral' : ''}`,
      'data-message-id': m.id,
      'aria-label': `Message from ${m.author.username}`,
    },
    used,
    renderReplyQuote(m, session),
    h(
      'header',
      null,
      author,
      tag ? h('span', { class: 'tag' }, tag) : null,
      h('time', { datetime: m.timestamp }, new Date(m.timestamp).toLocaleTimeString()),
      m.edited_timestamp ? h('span', { class: 'edited' }, '(edited)') : null,
      m.pinned ? h('span', { class: 'hint', title: 'Pinned' }, '📌') : null,
      own,
      menu,
    ),
    flags & loading ? h('p', { class: 'thinking', role: 'status' }, `${name} is thinking…`) : null,
    typeof m.content === 'string' && m.content !== ''
      ? h('div', { class: 'content' }, renderMarkdown(m.content, markdown))
      : null,
    (Array.isArray(m.embeds) ? m.embeds : []).map((e) => renderEmbed(e, markdown, attachments)),
    renderComponents(m.components ?? ([] as Component[]), m, session, markdown),
    renderPoll(m, session),
    renderStickers(m),
    renderAttachments(m),
    renderReactions(m, session),
    renderMessageThread(m, session),
    flags & ephemeral ? h('p', { class: 'only-you' }, '👁 Only you can see this') : null,
  );
  return article;
}

/** A reply's quote above it, as the client shows it: who wrote the message replied to, and its start. */
function renderReplyQuote(m: Message, session: Session): HTMLElement | null {
  if (m.type !== 19 || m.referenced_message === undefined) return null;
  const quoted = m.referenced_message;
  if (quoted === null) return h('div', { class: 'reply-quote' }, '↪ Original message was deleted');
  const text =
    typeof quoted.content === 'string' && quoted.content !== '' ? quoted.content : 'Click to see attachment';
  return h(
    'div',
    { class: 'reply-quote' },
    '↪ ',
    h('span', { class: 'reply-author' }, displayName(session, quoted.author)),
    ' ',
    h('span', { class: 'reply-text' }, text.length > 100 ? `${text.slice(0, 100)}…` : text),
  );
}
