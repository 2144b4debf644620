import { AuthError } from './auth-error.js';
import type { AuthorizationCodeChallenge } from './authorization-code-challenge.js';
import { toBase64Url } from './internal/base64.js';

// RFC 7636 §4.1: 43-128 characters of ALPHA / DIGIT / "-" / "." / "_" / "~".
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * Whether `value` is a well-formed PKCE code verifier: 43-128 unreserved characters.
 * @example
 * isCodeVerifier('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'); // true
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export function isCodeVerifier(value: unknown): value is string {
  return typeof value === 'string' && VERIFIER.test(value);
}

/**
 * Computes the S256 challenge of a code verifier: BASE64URL(SHA-256(ASCII(verifier))). Throws an
 * `AuthError` (`INVALID_ARGUMENT`) for a malformed verifier, without echoing it.
 * @example
 * await computeCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
 * // { challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', method: 'S256' }
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export async function computeCodeChallenge(verifier: string): Promise<AuthorizationCodeChallenge> {
  if (!isCodeVerifier(verifier)) {
    // Describe the verifier by its length only: it is a secret.
    const value: unknown = verifier;
    const length = typeof value === 'string' ? `${value.length} characters` : typeof value;
    throw new AuthError(
      'INVALID_ARGUMENT',
      `The code verifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636 §4.1); got ${length}. Create one with createAuthorizationCodeVerifier().`,
    );
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return Object.freeze({ challenge: toBase64Url(new Uint8Array(digest)), method: 'S256' });
}
