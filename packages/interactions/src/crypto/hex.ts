import { allocateBytes } from './allocate-bytes.js';

const nibble = (code: number): number => {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  const lower = code | 0x20; // a-f and A-F share the same low bits
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
};

const hexDigits = /^[0-9a-fA-F]*$/;

// Node's decoder where the runtime has one: native, once the digits are known to be all hex.
const nodeBuffer = (globalThis as { Buffer?: { from(text: string, encoding: 'hex'): Uint8Array } }).Buffer;

/**
 * Decodes a hex string of exactly `byteLength` bytes, or returns undefined for anything else: a wrong
 * length or a non-hex character (Buffer.from(hex, 'hex') would silently stop at the first bad digit, so
 * the digits are checked first).
 */
export function decodeHex(hex: unknown, byteLength: number): Uint8Array<ArrayBuffer> | undefined {
  if (typeof hex !== 'string' || hex.length !== byteLength * 2) return undefined;
  if (nodeBuffer)
    return hexDigits.test(hex) ? (nodeBuffer.from(hex, 'hex') as Uint8Array<ArrayBuffer>) : undefined;
  const out = allocateBytes(byteLength);
  for (let i = 0; i < byteLength; i++) {
    const high = nibble(hex.charCodeAt(i * 2));
    const low = nibble(hex.charCodeAt(i * 2 + 1));
    if (high < 0 || low < 0) return undefined;
    out[i] = (high << 4) | low;
  }
  return out;
}
