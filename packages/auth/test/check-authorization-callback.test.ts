import { describe, expect, it } from 'vitest';
import {
  AuthError,
  type AuthorizationRequest,
  checkAuthorizationCallback,
  OAuthError,
} from '../src/index.js';

const request: AuthorizationRequest = {
  url: 'https://discord.com/oauth2/authorize?…',
  clientId: '1',
  redirectUri: 'http://127.0.0.1:4000/callback',
  state: 'the-state-value-0123456789',
  nonce: undefined,
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  issuer: 'https://discord.com',
};
const CODE = 'secret-code-abcdef';
const cb = (query: string) => `${request.redirectUri}?${query}`;
const good = `code=${CODE}&state=${request.state}&iss=${encodeURIComponent('https://discord.com')}`;

function failure(callback: string | URLSearchParams, req: AuthorizationRequest = request): AuthError {
  try {
    checkAuthorizationCallback(req, callback);
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).message).not.toContain(CODE);
    return error as AuthError;
  }
  throw new Error('expected the callback to be refused');
}

describe('checkAuthorizationCallback', () => {
  it('returns the code with the redirect URI and verifier of the request', () => {
    expect(checkAuthorizationCallback(request, cb(good))).toEqual({
      code: CODE,
      redirectUri: request.redirectUri,
      codeVerifier: request.codeVerifier,
    });
    expect(checkAuthorizationCallback(request, new URL(cb(good))).code).toBe(CODE);
    expect(checkAuthorizationCallback(request, new URLSearchParams(good)).code).toBe(CODE);
  });

  it('refuses a missing or empty state', () => {
    expect(failure(cb(`code=${CODE}&iss=https://discord.com`)).code).toBe('MISSING_STATE');
    expect(failure(cb(`code=${CODE}&state=&iss=https://discord.com`)).code).toBe('MISSING_STATE');
  });

  it.each([
    ['a different state', 'the-state-value-0123456780'],
    ['a prefix of the state', 'the-state-value'],
    ['a longer state', `${'the-state-value-0123456789'}0`],
    ['a case variant', 'THE-STATE-VALUE-0123456789'],
  ])('refuses %s', (_, state) => {
    const error = failure(cb(`code=${CODE}&state=${state}&iss=https://discord.com`));
    expect(error.code).toBe('STATE_MISMATCH');
    expect(error.message).toContain('start a new authorization');
  });

  it('checks the state before trusting an error redirect', () => {
    expect(failure(cb('error=access_denied&state=forged')).code).toBe('STATE_MISMATCH');
  });

  it('turns error= into an OAuthError with error and error_description', () => {
    const error = failure(
      cb(`error=access_denied&error_description=The+user+said+no&state=${request.state}`),
    );
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({
      code: 'OAUTH_ERROR',
      error: 'access_denied',
      error_description: 'The user said no',
      status: undefined,
      source: 'authorize',
    });
    expect(error.message).toContain('access_denied: The user said no');
    expect(error.message).toContain('offer to sign in again');
    const plain = failure(cb(`error=invalid_scope&state=${request.state}`)) as OAuthError;
    expect(plain.error_description).toBeUndefined();
  });

  it('refuses a wrong iss, also on an error redirect, and a missing iss on success', () => {
    const wrong = failure(cb(`code=${CODE}&state=${request.state}&iss=https://evil.example`));
    expect(wrong.code).toBe('ISSUER_MISMATCH');
    expect(wrong.message).toContain('"https://evil.example", not "https://discord.com"');
    expect(failure(cb(`error=access_denied&state=${request.state}&iss=https://evil.example`)).code).toBe(
      'ISSUER_MISMATCH',
    );
    expect(failure(cb(`code=${CODE}&state=${request.state}`)).code).toBe('ISSUER_MISMATCH');
    // An error redirect without iss still reports the OAuth error.
    expect(failure(cb(`error=access_denied&state=${request.state}`))).toBeInstanceOf(OAuthError);
  });

  it('skips the iss check when the request expects none', () => {
    const req = { ...request, issuer: undefined };
    expect(checkAuthorizationCallback(req, cb(`code=${CODE}&state=${request.state}`)).code).toBe(CODE);
    expect(checkAuthorizationCallback(req, cb(`code=${CODE}&state=${request.state}&iss=x`)).code).toBe(CODE);
  });

  it('refuses a callback to another URL, a relative URL, or one without code', () => {
    const other = failure(`http://127.0.0.1:4001/callback?${good}`);
    expect(other.code).toBe('INVALID_CALLBACK');
    expect(other.message).toContain("not to the request's redirect URI http://127.0.0.1:4000/callback");
    expect(failure(`http://127.0.0.1:4000/other?${good}`).code).toBe('INVALID_CALLBACK');
    expect(failure(`/callback?${good}`).code).toBe('INVALID_CALLBACK');
    expect(failure(cb(`state=${request.state}&iss=https://discord.com`)).code).toBe('INVALID_CALLBACK');
  });

  it('handles custom-scheme mobile redirects', () => {
    const mobile = { ...request, redirectUri: 'discord-1234:/authorize/callback' };
    expect(checkAuthorizationCallback(mobile, `discord-1234:/authorize/callback?${good}`).code).toBe(CODE);
    expect(failure(`discord-999:/authorize/callback?${good}`, mobile).code).toBe('INVALID_CALLBACK');
  });
});
