import type { StoredFile } from '../state/attachment-store.js';

// Shown in the browser as they are: raster images, audio, video and plain text (nosniff keeps text text).
// Everything else (HTML, SVG, XML, scripts, PDFs, archives) is a download: the web client shares this
// origin, so a file must never run as a page of it.
const inlineTypes =
  /^(image\/(png|jpeg|gif|webp|avif|bmp)|audio\/[\w.+-]+|video\/[\w.+-]+|text\/plain)(\s*;|$)/i;

/** `Content-Disposition` with the file's name, plain and UTF-8 (RFC 6266), for `inline` or `attachment`. */
function disposition(kind: 'inline' | 'attachment', filename: string): string {
  const plain = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The answer to `GET /_emulator/attachments/{id}/{filename}`: the bytes with their `Content-Type` and
 * download name, and headers that keep the emulator's origin safe: `nosniff`, a sandboxing CSP, and
 * `attachment` disposition for anything but raster images, audio, video and plain text.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export function serveAttachment(file: StoredFile): Response {
  const type = file.contentType ?? 'application/octet-stream';
  const inline = inlineTypes.test(type);
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': type,
      'content-disposition': disposition(inline ? 'inline' : 'attachment', file.filename),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
      // Ids are never reused, so a file at its URL never changes.
      'cache-control': 'private, max-age=86400, immutable',
    },
  });
}
