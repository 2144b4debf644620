import { describe, expect, it } from 'vitest';
import {
  AuthError,
  computeCodeChallenge,
  createAuthorizationCodeVerifier,
  isCodeVerifier,
} from '../src/index.js';

const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('computeCodeChallenge', () => {
  it('passes the RFC 7636 Appendix B vector', async () => {
    expect(await computeCodeChallenge(RFC_VERIFIER)).toEqual({
      challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      method: 'S256',
    });
  });

  it('accepts the edges: 43 and 128 characters, every unreserved character', async () => {
    const c43 = await computeCodeChallenge('a'.repeat(43));
    expect(c43.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(computeCodeChallenge(`${'A-._~z9'.repeat(18)}xx`)).resolves.toMatchObject({
      method: 'S256',
    });
  });

  it.each([
    ['42 characters', 'a'.repeat(42)],
    ['129 characters', 'a'.repeat(129)],
    ['a reserved character', `${'a'.repeat(42)}+`],
    ['a space', `${'a'.repeat(42)} `],
    ['non-ASCII', `${'a'.repeat(42)}é`],
  ])('refuses %s without echoing the verifier', async (_, verifier) => {
    const error = await computeCodeChallenge(verifier).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('INVALID_ARGUMENT');
    expect((error as AuthError).message).toContain('43-128 characters of A-Z a-z 0-9 - . _ ~');
    expect((error as AuthError).message).not.toContain(verifier);
  });

  it('refuses a non-string', async () => {
    await expect(computeCodeChallenge(undefined as unknown as string)).rejects.toThrow(/got undefined/);
  });
});

describe('isCodeVerifier', () => {
  it('tells well-formed verifiers from others', () => {
    expect(isCodeVerifier(RFC_VERIFIER)).toBe(true);
    expect(isCodeVerifier('a'.repeat(128))).toBe(true);
    expect(isCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isCodeVerifier(42)).toBe(false);
  });
});

describe('createAuthorizationCodeVerifier', () => {
  it('returns a 43-character base64url verifier and its S256 challenge', async () => {
    const pkce = await createAuthorizationCodeVerifier();
    expect(pkce.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pkce.challenge.method).toBe('S256');
    expect(pkce.challenge).toEqual(await computeCodeChallenge(pkce.verifier));
  });

  it('draws a fresh verifier each time', async () => {
    const verifiers = new Set<string>();
    for (let i = 0; i < 20; i++) verifiers.add((await createAuthorizationCodeVerifier()).verifier);
    expect(verifiers.size).toBe(20);
  });
});
