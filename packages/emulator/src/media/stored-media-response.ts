import type { StoredFile } from '../state/attachment-store.js';

/**
 * A stored image or sound as the emulator serves it to a browser or a bot: its bytes with their type, never
 * cached (a reset may give the same id to other bytes), never sniffed, and unable to run anything when
 * opened by itself (an SVG or HTML-looking file). A HEAD request gets the same headers.
 */
export function storedMediaResponse(
  file: Pick<StoredFile, 'contentType' | 'bytes'>,
  extra: Readonly<Record<string, string>> = {},
): Response {
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': file.contentType ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      ...extra,
    },
  });
}
