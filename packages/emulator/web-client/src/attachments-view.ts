import { h } from './dom.js';
import { fileSize } from './file-size.js';
import type { Attachment } from './types.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const inlineImage = /^image\/(png|jpeg|gif|webp)$/;

/**
 * A file the emulator serves, as a URL of this page's origin: its own attachment paths are taken as paths
 * (the page may be open on `localhost` while the emulator names itself `127.0.0.1`), other URLs only when
 * they are of this origin already; anything else is never loaded.
 */
function ownUrl(value: string): URL | undefined {
  try {
    const url = new URL(value, location.href);
    if (url.pathname.startsWith('/_emulator/attachments/')) return new URL(url.pathname, location.href);
    return url.origin === location.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The media URLs a message already shows in its embeds and V2 components (those files are not listed again). */
function shownElsewhere(message: Record<string, unknown>): Set<string> {
  const urls = new Set<string>();
  const add = (media: unknown) => {
    if (isObject(media) && typeof media.url === 'string') urls.add(media.url);
  };
  for (const embed of Array.isArray(message.embeds) ? message.embeds : [])
    if (isObject(embed)) {
      add(embed.image);
      add(embed.thumbnail);
    }
  const visit = (components: unknown) => {
    for (const component of Array.isArray(components) ? components : []) {
      if (!isObject(component)) continue;
      add(component.media);
      add(component.file);
      for (const item of Array.isArray(component.items) ? component.items : [])
        if (isObject(item)) add(item.media);
      if (isObject(component.accessory)) visit([component.accessory]);
      visit(component.components);
    }
  };
  visit(message.components);
  return urls;
}

function readAttachments(value: unknown): Attachment[] {
  return (Array.isArray(value) ? value : []).filter(
    (a): a is Attachment => isObject(a) && typeof a.url === 'string' && typeof a.filename === 'string',
  );
}

/**
 * A message's files, as a Discord client shows them: PNG, JPEG, GIF and WebP images inline (loaded from
 * the emulator's own origin, which the page's `img-src 'self'` allows), every other file as a download
 * link with its name and size. Files an embed or a component already shows are left out; a URL of another
 * origin is never loaded, only linked. Null when there is nothing to show.
 */
export function renderAttachments(message: unknown): HTMLElement | null {
  if (!isObject(message)) return null;
  const shown = shownElsewhere(message);
  const files = readAttachments(message.attachments).filter((a) => !shown.has(a.url));
  if (files.length === 0) return null;
  return h(
    'div',
    { class: 'attachments' },
    files.map((file) => {
      const url = ownUrl(file.url);
      const label = file.description || file.filename;
      if (url && typeof file.content_type === 'string' && inlineImage.test(file.content_type))
        return h(
          'a',
          { class: 'attachment image', href: url.href, target: '_blank', rel: 'noopener' },
          h('img', {
            src: url.href,
            alt: label,
            loading: 'lazy',
            ...(typeof file.width === 'number' ? { width: file.width } : {}),
            ...(typeof file.height === 'number' ? { height: file.height } : {}),
          }),
        );
      const href = url?.href ?? (/^https?:/i.test(file.url) ? file.url : undefined);
      return h(
        'a',
        { class: 'attachment file', href, download: file.filename, title: label, rel: 'noopener' },
        h('span', { class: 'file-icon', 'aria-hidden': 'true' }, '📄'),
        h('span', { class: 'file-name' }, file.filename),
        h('span', { class: 'file-size' }, typeof file.size === 'number' ? fileSize(file.size) : ''),
      );
    }),
  );
}
