import { createHash, timingSafeEqual } from 'node:crypto';

const verifierFormat = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * PKCE check of a token request (RFC 7636 §4.6): `malformed` when the verifier is not 43-128 unreserved
 * characters, else whether BASE64URL(SHA-256(verifier)) equals the stored S256 challenge (compared in
 * constant time).
 * @example
 * verifyCodeVerifier('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'); // 'match'
 */
export function verifyCodeVerifier(verifier: string, challenge: string): 'match' | 'mismatch' | 'malformed' {
  if (!verifierFormat.test(verifier)) return 'malformed';
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected) ? 'match' : 'mismatch';
}
