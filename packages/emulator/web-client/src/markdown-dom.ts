import { type Child, h } from './dom.js';
import { emojiView } from './emoji-view.js';
import { formatTimestamp } from './format-timestamp.js';
import { httpUrl } from './http-url.js';
import { parseMarkdown } from './markdown.js';
import type { BlockNode, InlineNode } from './markdown-nodes.js';
import { rgbColour } from './rgb-colour.js';

/** What markdown's mentions and timestamps are resolved against: the world, the reader and the clock. */
export interface MarkdownContext {
  /** The name `<@id>` shows (a member's nickname in a guild), or null for an unknown user. */
  userName(id: string): string | null;
  /** The role `<@&id>` names (`color` 0: none), or null. */
  role(id: string): { name: string; color: number } | null;
  /** The name `<#id>` shows, or null. */
  channelName(id: string): string | null;
  /** The language timestamps are written in (the page's). */
  locale: string;
  /** The emulator's clock (epoch ms), for relative timestamps. */
  now(): number;
}

/**
 * Renders Discord's markdown (see `parseMarkdown`) as DOM nodes: every string from the text becomes a text
 * node or, for links, an http(s) `href` that the URL parser accepted; nothing is ever parsed as HTML, so a
 * bot's text can only produce the elements listed here. Spoilers reveal on click or Enter.
 * @example renderMarkdown('**hi** <@1>', context) // <div class="md"><div class="md-p"><strong>hi</strong> …
 */
export function renderMarkdown(
  text: string,
  context: MarkdownContext,
  options: { inline?: boolean } = {},
): HTMLElement {
  const blocks = parseMarkdown(text, options);
  if (options.inline)
    return h(
      'span',
      { class: 'md' },
      blocks.map((b) => (b.type === 'paragraph' ? inline(b.children, context) : block(b, context))),
    );
  return h(
    'div',
    { class: 'md' },
    blocks.map((b) => block(b, context)),
  );
}

function block(node: BlockNode, context: MarkdownContext): HTMLElement {
  switch (node.type) {
    case 'paragraph':
      return h('div', { class: 'md-p' }, inline(node.children, context));
    case 'heading':
      return h(
        (['h3', 'h4', 'h5'] as const)[node.level - 1]!,
        { class: `md-h${node.level}` },
        inline(node.children, context),
      );
    case 'subtext':
      return h('small', { class: 'md-subtext' }, inline(node.children, context));
    case 'quote':
      return h(
        'blockquote',
        { class: 'md-quote' },
        node.children.map((b) => block(b, context)),
      );
    case 'list': {
      const items = node.items.map((item) =>
        h(
          'li',
          null,
          item.map((b) => block(b, context)),
        ),
      );
      if (!node.ordered) return h('ul', { class: 'md-list' }, items);
      const list = h('ol', { class: 'md-list' }, items);
      list.start = node.start;
      return list;
    }
  }
}

function inline(nodes: InlineNode[], context: MarkdownContext): Child[] {
  return nodes.map((node) => inlineNode(node, context));
}

function inlineNode(node: InlineNode, context: MarkdownContext): Child {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'strong':
      return h('strong', null, inline(node.children, context));
    case 'em':
      return h('em', null, inline(node.children, context));
    case 'underline':
      return h('u', null, inline(node.children, context));
    case 'strike':
      return h('s', null, inline(node.children, context));
    case 'spoiler':
      return spoiler(inline(node.children, context));
    case 'code':
      return h('code', { class: 'md-code' }, node.text);
    case 'codeblock':
      return h('pre', { class: 'md-pre' }, h('code', null, node.text));
    case 'link':
      return link(node.url, inline(node.children, context));
    case 'user':
      return mention(`@${context.userName(node.id) ?? 'unknown-user'}`, node.id);
    case 'channel':
      return mention(`#${context.channelName(node.id) ?? 'unknown'}`, node.id);
    case 'role': {
      const role = context.role(node.id);
      const element = mention(`@${role?.name ?? 'unknown-role'}`, node.id);
      const colour = role && role.color !== 0 ? rgbColour(role.color) : null;
      if (colour) element.style.color = colour;
      return element;
    }
    case 'everyone':
      return mention(node.text, null);
    case 'command':
      return h('span', { class: 'mention command' }, `/${node.name}`);
    case 'emoji':
      return h(
        'span',
        { class: 'md-emoji', title: `:${node.name}:` },
        emojiView({ id: node.id, name: node.name, animated: node.animated }),
      );
    case 'timestamp': {
      const date = new Date(node.seconds * 1000);
      return h(
        'time',
        {
          class: 'md-time',
          datetime: date.toISOString(),
          title: formatTimestamp(node.seconds, 'F', context.locale, context.now()),
        },
        formatTimestamp(node.seconds, node.style, context.locale, context.now()),
      );
    }
  }
}

function mention(text: string, id: string | null): HTMLElement {
  return h('span', { class: 'mention', 'data-id': id ?? undefined }, text);
}

/** A link only when the URL parser reads an http(s) URL; otherwise its text alone. */
function link(url: string, children: Child[]): Child {
  const href = httpUrl(url);
  if (!href) return children;
  return h(
    'a',
    { class: 'md-link', href, title: href, target: '_blank', rel: 'noopener noreferrer nofollow' },
    children,
  );
}

/** Hidden text that shows once clicked (or Enter/Space), as Discord's spoilers. */
function spoiler(children: Child[]): HTMLElement {
  const element = h(
    'span',
    {
      class: 'spoiler',
      role: 'button',
      tabindex: '0',
      'aria-expanded': 'false',
      title: 'Spoiler: click to show',
    },
    children,
  );
  const reveal = (e: Event) => {
    if (element.classList.contains('revealed')) return;
    e.preventDefault();
    e.stopPropagation();
    element.classList.add('revealed');
    element.setAttribute('aria-expanded', 'true');
    element.removeAttribute('title');
  };
  element.addEventListener('click', reveal);
  element.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') reveal(e);
  });
  return element;
}
