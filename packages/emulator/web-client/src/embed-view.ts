import { h } from './dom.js';
import { httpUrl } from './http-url.js';
import { type MarkdownContext, renderMarkdown } from './markdown-dom.js';
import { mediaSource } from './media-source.js';
import { rgbColour } from './rgb-colour.js';
import type { Attachment, Embed } from './types.js';

/**
 * An embed as Discord draws it, read defensively (any field may be null or of another type): author, title
 * (a link when `url` is http(s)), description and field values in markdown, field names and the title in
 * inline markdown, `inline` fields side by side (up to three a row), a thumbnail beside the text and an
 * image below it (shown when the emulator serves them, else links), the footer. The colour bar is set
 * through the CSS object model from an integer 0-0xFFFFFF only.
 */
export function renderEmbed(
  e: Embed,
  markdown: MarkdownContext,
  attachments: readonly Attachment[],
): HTMLElement {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const title = text(e.title);
  const titleUrl = title ? httpUrl(e.url) : null;
  const fields = Array.isArray(e.fields) ? e.fields : [];
  const picture = (slot: unknown, kind: string) => {
    const source = mediaSource(
      slot && typeof slot === 'object' ? (slot as Embed['image'])! : undefined,
      attachments,
    );
    if (!source) return null;
    return h(
      'div',
      { class: kind },
      source.local
        ? h('img', { src: source.href, alt: source.name, loading: 'lazy' })
        : h(
            'a',
            { class: 'media-link', href: source.href, target: '_blank', rel: 'noopener noreferrer nofollow' },
            `🖼 ${source.name}`,
          ),
    );
  };
  const section = h(
    'section',
    { class: 'embed' },
    picture(e.thumbnail, 'embed-thumbnail'),
    text(e.author?.name) ? h('p', { class: 'embed-author' }, text(e.author?.name)) : null,
    title
      ? h(
          'h3',
          null,
          titleUrl
            ? h(
                'a',
                { href: titleUrl, target: '_blank', rel: 'noopener noreferrer nofollow' },
                renderMarkdown(title, markdown, { inline: true }),
              )
            : renderMarkdown(title, markdown, { inline: true }),
        )
      : null,
    text(e.description)
      ? h('div', { class: 'embed-description' }, renderMarkdown(text(e.description)!, markdown))
      : null,
    fields.length > 0
      ? h(
          'div',
          { class: 'embed-fields' },
          fields.map((f) =>
            h(
              'div',
              { class: f?.inline === true ? 'field inline' : 'field' },
              h('h4', null, renderMarkdown(text(f?.name) ?? '', markdown, { inline: true })),
              renderMarkdown(text(f?.value) ?? '', markdown),
            ),
          ),
        )
      : null,
    picture(e.image, 'embed-image'),
    text(e.footer?.text) ? h('footer', null, text(e.footer?.text)) : null,
  );
  const colour = rgbColour(e.color);
  if (colour) section.style.borderLeftColor = colour;
  return section;
}
