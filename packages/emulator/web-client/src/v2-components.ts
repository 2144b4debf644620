import { type Child, h } from './dom.js';
import { fileSize } from './file-size.js';
import type { MarkdownContext } from './markdown-dom.js';
import { renderMarkdown } from './markdown-dom.js';
import { type MediaSource, mediaSource } from './media-source.js';
import { rgbColour } from './rgb-colour.js';
import type { Attachment, Component } from './types.js';

/** What the layout components need: markdown's context, the message's files, and the interactive parts. */
export interface LayoutEnv {
  markdown: MarkdownContext;
  attachments: readonly Attachment[];
  /** An action row, or a button (a section's accessory), as the message's interactive components. */
  interactive(component: Component): HTMLElement | null;
}

/**
 * One component of a message with the IS_COMPONENTS_V2 flag, as Discord lays it out: containers (a
 * coloured bar from an integer `accent_color` only, set through the CSS object model; `spoiler` hides the
 * whole box until clicked), sections (text beside a thumbnail or button), text displays (markdown),
 * thumbnails, media galleries, files and separators; action rows come from `env.interactive`. Media load
 * only from the emulator's origin; other URLs are links. An unknown type says so, for the developer.
 */
export function renderLayoutComponent(c: Component, env: LayoutEnv, depth = 0): HTMLElement | null {
  if (typeof c !== 'object' || c === null || depth > 3) return null;
  const children = (list: unknown) =>
    (Array.isArray(list) ? (list as Component[]) : []).map((child) =>
      renderLayoutComponent(child, env, depth + 1),
    );
  switch (c.type) {
    case 1:
    case 2:
      return env.interactive(c);
    case 9:
      return h(
        'div',
        { class: 'v2-section' },
        h('div', { class: 'v2-section-text' }, children(c.components)),
        c.accessory
          ? h('div', { class: 'v2-accessory' }, renderLayoutComponent(c.accessory, env, depth + 1))
          : null,
      );
    case 10:
      return h(
        'div',
        { class: 'v2-text' },
        renderMarkdown(typeof c.content === 'string' ? c.content : '', env.markdown),
      );
    case 11:
      return media(
        mediaSource(c.media, env.attachments),
        text(c.description),
        c.spoiler === true,
        'v2-thumbnail',
      );
    case 12:
      return gallery(c, env);
    case 13:
      return file(c, env);
    case 14: {
      const large = c.spacing === 2 ? ' large' : '';
      return c.divider === false
        ? h('div', { class: `v2-space${large}`, 'aria-hidden': 'true' })
        : h('hr', { class: `v2-separator${large}` });
    }
    case 17:
      return container(c, children(c.components));
    default:
      return h('p', { class: 'hint' }, `(a component of type ${Number(c.type)} this client does not show)`);
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function container(c: Component, children: Child[]): HTMLElement {
  const box = h('div', { class: 'v2-container' }, children);
  const colour = rgbColour(c.accent_color);
  if (colour) {
    box.classList.add('accent');
    box.style.borderLeftColor = colour;
  }
  return c.spoiler === true ? hidden(box, 'Spoiler: show the content') : box;
}

function gallery(c: Component, env: LayoutEnv): HTMLElement {
  const items = (Array.isArray(c.items) ? c.items : []).slice(0, 10);
  return h(
    'div',
    { class: `v2-gallery n${items.length}` },
    items.map((item) =>
      media(
        mediaSource(item?.media, env.attachments),
        text(item?.description),
        item?.spoiler === true,
        'v2-media',
      ),
    ),
  );
}

/** An image when the emulator serves it, else a link to it (never loaded); spoilers stay hidden until clicked. */
function media(
  source: MediaSource | null,
  description: string | null,
  spoiler: boolean,
  kind: string,
): HTMLElement {
  const image = source?.local && (source.contentType === null || source.contentType.startsWith('image/'));
  const body = !source
    ? h('span', { class: 'media-missing' }, `🖼 ${description ?? 'media unavailable'}`)
    : image
      ? h('img', { src: source.href, alt: description ?? source.name, loading: 'lazy' })
      : h(
          'a',
          {
            class: 'media-link',
            href: source.href,
            target: '_blank',
            rel: 'noopener noreferrer nofollow',
            title: source.href,
          },
          `🖼 ${description ?? source.name}`,
        );
  const figure = h('figure', { class: kind }, body);
  return spoiler ? hidden(figure, 'Spoiler: show the media') : figure;
}

function file(c: Component, env: LayoutEnv): HTMLElement {
  const source = mediaSource(c.file, env.attachments);
  const name = text(c.name) ?? source?.name ?? 'file';
  const size = typeof c.size === 'number' ? c.size : source?.size;
  const card = h(
    'div',
    { class: 'v2-file' },
    h('span', { class: 'v2-file-icon', 'aria-hidden': 'true' }, '📄'),
    h(
      'span',
      { class: 'v2-file-text' },
      source
        ? h(
            'a',
            { href: source.href, target: '_blank', rel: 'noopener noreferrer nofollow', download: name },
            name,
          )
        : h('span', null, `${name} (unavailable)`),
      typeof size === 'number' ? h('span', { class: 'hint' }, fileSize(size)) : null,
    ),
  );
  return c.spoiler === true ? hidden(card, 'Spoiler: show the file') : card;
}

/**
 * Wraps content a spoiler hides until the reveal button is pressed: blurred, inert (nothing in it can be
 * used) and hidden from assistive technology too (inert alone still lets a screen reader read it out).
 */
function hidden(content: HTMLElement, label: string): HTMLElement {
  content.inert = true;
  content.setAttribute('aria-hidden', 'true');
  const wrapper = h('div', { class: 'spoiler-box' }, content);
  const reveal = h(
    'button',
    {
      type: 'button',
      class: 'spoiler-reveal',
      'aria-label': label,
      onClick: () => {
        content.inert = false;
        content.removeAttribute('aria-hidden');
        wrapper.classList.add('revealed');
        reveal.remove();
      },
    },
    'SPOILER',
  );
  wrapper.append(reveal);
  return wrapper;
}
