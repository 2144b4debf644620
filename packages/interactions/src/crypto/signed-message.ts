import { allocateBytes } from './allocate-bytes.js';

const encoder = new TextEncoder();

/** A raw request body as the adapters hand it over. */
export type RawBody = string | Uint8Array | ArrayBuffer;

/** The raw body as bytes, without copying when it already is bytes. */
export const bodyBytes = (body: RawBody): Uint8Array =>
  typeof body === 'string' ? encoder.encode(body) : body instanceof Uint8Array ? body : new Uint8Array(body);

/** The bytes the service signs: the timestamp header, then the raw body. */
export function signedMessage(timestamp: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const length = timestamp.length;
  const out = allocateBytes(length + body.length);
  for (let i = 0; i < length; i++) {
    const code = timestamp.charCodeAt(i);
    // Timestamps are ASCII digits; anything else goes through the encoder so the bytes stay exact.
    if (code > 0x7f) {
      const encoded = encoder.encode(timestamp);
      const joined = new Uint8Array(encoded.length + body.length);
      joined.set(encoded);
      joined.set(body, encoded.length);
      return joined;
    }
    out[i] = code;
  }
  out.set(body, length);
  return out;
}
