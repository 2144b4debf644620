import { httpUrl } from './http-url.js';
import type { Attachment, MediaItem } from './types.js';

/** Where a media item points, once checked: an http(s) URL, and whether the page may load it. */
export interface MediaSource {
  href: string;
  /** Served by the emulator itself: the page's policy (`img-src 'self'`) lets it show as an image. */
  local: boolean;
  /** A name to show: the attachment's filename, else the last part of the URL's path. */
  name: string;
  contentType: string | null;
  size: number | null;
}

/**
 * Resolves a thumbnail's, gallery item's or file's media against its message: `attachment://<name>` (or an
 * `attachment_id`) is the message's file; anything else must parse as an http(s) URL (a `proxy_url` on the
 * emulator is preferred). Null when it points nowhere the page can go (another scheme, an unknown file).
 */
export function mediaSource(
  media: MediaItem | undefined,
  attachments: readonly Attachment[],
): MediaSource | null {
  if (!media || typeof media !== 'object' || typeof media.url !== 'string') return null;
  // The message's own file: named by `attachment://<filename>`, or pointed at by `attachment_id` once stored.
  const filename = media.url.startsWith('attachment://') ? media.url.slice('attachment://'.length) : null;
  const file = attachments.find((a) =>
    filename === null ? a?.id === media.attachment_id : a?.filename === filename,
  );
  if (file) return checked(file.url, file.filename, file.content_type, file.size);
  if (filename !== null) return null;
  const local = typeof media.proxy_url === 'string' ? checked(media.proxy_url) : null;
  return local?.local
    ? { ...local, name: nameOf(media.url) }
    : checked(media.url, undefined, media.content_type);
}

function checked(url: unknown, name?: string, contentType?: unknown, size?: unknown): MediaSource | null {
  const href = httpUrl(url);
  if (!href) return null;
  return {
    href,
    local: new URL(href).origin === location.origin,
    name: name ?? nameOf(href),
    contentType: typeof contentType === 'string' ? contentType : null,
    size: typeof size === 'number' && Number.isFinite(size) ? size : null,
  };
}

function nameOf(url: string): string {
  try {
    const path = new URL(url).pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
  } catch {
    return url;
  }
}
