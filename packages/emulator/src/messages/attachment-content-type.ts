import { imageDimensions } from './image-dimensions.js';

// What the service reports for common extensions when the upload named no type of its own.
const byExtension: Readonly<Record<string, string>> = Object.freeze({
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
});

/**
 * The `content_type` of an uploaded file: what the bytes are when they are an image the emulator reads
 * (PNG, JPEG, GIF, WebP), else the type the upload declared, else the type its extension names (text
 * with `charset=utf-8`, as the service reports it); null when nothing says.
 */
export function attachmentContentType(
  filename: string,
  declared: string | null,
  bytes: Uint8Array,
): string | null {
  const image = imageDimensions(bytes);
  if (image) return image.contentType;
  if (declared) return /^text\/[^;]+$/i.test(declared) ? `${declared}; charset=utf-8` : declared;
  const dot = filename.lastIndexOf('.');
  if (dot === -1) return null;
  const extension = filename.slice(dot + 1).toLowerCase();
  return Object.hasOwn(byExtension, extension) ? byExtension[extension]! : null;
}
