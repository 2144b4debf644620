import { isJsonObject } from '@slashkit/api';
import { AuthError } from '../auth-error.js';
import { fromBase64Url } from './base64.js';

/** The parts of a compact JWS (RFC 7515 §7.1), decoded but not verified. */
export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** `base64url(header).base64url(payload)`: the bytes the signature covers. */
  signingInput: Uint8Array;
  signature: Uint8Array;
}

// A bound on what is parsed: real ID tokens are a few hundred bytes to a few kilobytes.
const maxLength = 16 * 1024;

/** Splits and decodes a JWT; throws `INVALID_ID_TOKEN` on anything that is not three base64url JSON parts. */
export function decodeJwt(token: string): DecodedJwt {
  const invalid = (why: string) =>
    new AuthError(
      'INVALID_ID_TOKEN',
      `The ID token is malformed: ${why}. Pass the idToken of the token answer as it is.`,
    );
  if (typeof token !== 'string' || token.length === 0) throw invalid('it is empty');
  if (token.length > maxLength) throw invalid(`it is longer than ${maxLength} characters`);
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid('a JWT has three dot-separated parts');
  const [head, body, sig] = parts as [string, string, string];
  let header: unknown;
  let payload: unknown;
  let signature: Uint8Array;
  try {
    header = JSON.parse(new TextDecoder().decode(fromBase64Url(head)));
    payload = JSON.parse(new TextDecoder().decode(fromBase64Url(body)));
    signature = fromBase64Url(sig);
  } catch {
    throw invalid('its parts are not base64url-encoded JSON');
  }
  if (!isJsonObject(header) || !isJsonObject(payload))
    throw invalid('its header and payload must be JSON objects');
  return { header, payload, signingInput: new TextEncoder().encode(`${head}.${body}`), signature };
}
