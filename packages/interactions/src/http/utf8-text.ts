const decoder = new TextDecoder();

// Read off globalThis, not imported: the core also runs where there is no Buffer (Workers, browsers).
const nodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;

/**
 * A signed body's text, read as `TextDecoder` reads UTF-8 (a leading byte order mark dropped, a bad
 * sequence replaced): with Node's own decoder where the runtime has one, which costs the webhook less per
 * request than `TextDecoder`'s checks of its argument.
 */
export function utf8Text(bytes: Uint8Array): string {
  if (nodeBuffer === undefined) return decoder.decode(bytes);
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const buffer =
    bytes instanceof nodeBuffer ? bytes : nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buffer.toString('utf8', start);
}
