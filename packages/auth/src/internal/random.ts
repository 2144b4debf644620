import { toBase64Url } from './base64.js';

/** `byteLength` bytes from the platform CSPRNG, base64url-encoded (32 bytes give 43 characters). */
export function randomToken(byteLength = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}
