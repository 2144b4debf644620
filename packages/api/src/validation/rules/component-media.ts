import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import { checkFlag, checkObject, checkText } from './component-fields.js';

const L = ComponentLimits;
const MEDIA_SCHEMES = new Set(['http:', 'https:']);
const ATTACHMENT = 'attachment://';

/**
 * Checks a media object `{ url }` under `key` (collector path at its owner): a URL of at most 2048
 * characters, `attachment://<filename>` for a file of the same request, or (unless `attachmentOnly`, as for
 * file components) an http(s) URL.
 * @see {@link https://discord.com/developers/docs/components/reference#unfurled-media-item | Unfurled media item}
 */
export function checkMedia(c: ErrorCollector, key: string, media: unknown, attachmentOnly: boolean): void {
  const example = attachmentOnly ? '{ "url": "attachment://report.pdf" }' : '{ "url": "https://…" }';
  if (media === undefined) {
    c.add(key, FieldErrorCodes.Required, `This field is required — send ${example}`);
    return;
  }
  if (!checkObject(c, key, media, example)) return;
  c.path.push(key);
  const url = checkText(c, 'url', media.url, 1, L.mediaUrlMaxLength, `the media to show, ${example}`);
  if (url !== undefined) checkMediaUrl(c, url, attachmentOnly);
  c.path.pop();
}

function checkMediaUrl(c: ErrorCollector, url: string, attachmentOnly: boolean): void {
  if (url.startsWith(ATTACHMENT)) {
    if (url.length === ATTACHMENT.length)
      c.add(
        'url',
        ComponentErrorCodes.InvalidUrl,
        'An attachment URL names its file — send attachment://<filename> with a file of that name in the request',
      );
    return;
  }
  if (attachmentOnly) {
    c.add(
      'url',
      ComponentErrorCodes.InvalidUrlScheme,
      `A file component shows a file uploaded with the message (got ${show(url)}) — upload the file and send attachment://<filename>`,
    );
    return;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    c.add(
      'url',
      ComponentErrorCodes.InvalidUrl,
      `Not a well formed URL: ${show(url)} — use an absolute https:// URL or attachment://<filename>`,
    );
    return;
  }
  if (!MEDIA_SCHEMES.has(parsed.protocol))
    c.add(
      'url',
      ComponentErrorCodes.InvalidUrlScheme,
      `Scheme ${show(parsed.protocol.slice(0, -1))} is not supported — use http, https or attachment://<filename>`,
    );
}

/** Checks an optional alt text (1-1024 characters, or null). */
function checkDescription(c: ErrorCollector, value: unknown): void {
  if (value !== null) checkText(c, 'description', value, 1, L.mediaDescriptionMaxLength);
}

/**
 * Checks a thumbnail (collector path at it; already visited): `media` (http(s) or attachment), an alt text of
 * 1-1024 and `spoiler`.
 * @see {@link https://discord.com/developers/docs/components/reference#thumbnail | Thumbnail}
 */
export function checkThumbnail(c: ErrorCollector, thumbnail: Record<string, unknown>): void {
  checkMedia(c, 'media', thumbnail.media, false);
  checkDescription(c, thumbnail.description);
  checkFlag(c, 'spoiler', thumbnail.spoiler);
}

/**
 * Checks a media gallery (collector path at it): 1-10 `items`, each with `media`, an alt text of 1-1024 and
 * `spoiler`.
 * @see {@link https://discord.com/developers/docs/components/reference#media-gallery | Media gallery}
 */
export function checkMediaGallery(c: ErrorCollector, gallery: Record<string, unknown>): void {
  const items = gallery.items;
  if (items === undefined) {
    c.add(
      'items',
      FieldErrorCodes.Required,
      'This field is required — 1 to 10 { "media": { "url": … } } items',
    );
    return;
  }
  if (!Array.isArray(items)) {
    c.add(
      'items',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(items)} — send [{ "media": { "url": … } }]`,
    );
    return;
  }
  if (items.length < L.mediaGalleryItemsMin || items.length > L.mediaGalleryItemsMax)
    c.add(
      'items',
      FieldErrorCodes.BadLength,
      `Must be between ${L.mediaGalleryItemsMin} and ${L.mediaGalleryItemsMax} in length (got ${items.length}) — ${items.length === 0 ? 'add a picture' : 'split the pictures over several galleries'}`,
    );
  c.path.push('items');
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (!checkObject(c, i, item, '{ "media": { "url": "https://…" } }')) continue;
    c.path.push(i);
    checkMedia(c, 'media', item.media, false);
    checkDescription(c, item.description);
    checkFlag(c, 'spoiler', item.spoiler);
    c.path.pop();
  }
  c.path.pop();
}

/**
 * Checks a file component (collector path at it): `file.url` is `attachment://<filename>` (a file of the
 * same request; a link cannot be a file component), and `spoiler`.
 * @see {@link https://discord.com/developers/docs/components/reference#file | File}
 */
export function checkFile(c: ErrorCollector, file: Record<string, unknown>): void {
  checkMedia(c, 'file', file.file, true);
  checkFlag(c, 'spoiler', file.spoiler);
}
