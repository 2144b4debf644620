import type { RESTOpenIDConfiguration } from '@slashkit/api';
import { AuthError, OAuth2Scopes, verifyIdToken } from '@slashkit/auth';
import { NodeAuthClient } from '@slashkit/auth/node';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argsFor, login, MODERATOR } from './auth-support.js';

// OpenID Connect: the emulator signs ID tokens with its own RS256 key and publishes discovery + JWKS;
// @slashkit/auth verifies signature, iss, aud, exp and the nonce of AuthorizationArgs.

const OPENID = `${OAuth2Scopes.OpenId} ${OAuth2Scopes.Identify}`;

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
});
afterAll(async () => {
  await emu?.stop();
});

const client = (applicationId = emu.world.application.id) =>
  new NodeAuthClient({ applicationId, authorizeOrigin: emu.url, apiBaseUrl: emu.apiBaseUrl });

async function openidLogin(nonce = 'nonce-of-this-login') {
  const game = client();
  return { game, ...(await login(emu, game, argsFor(OPENID, nonce), MODERATOR)) };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection, got a result');
    },
    (error: unknown) => error,
  );
}

/** Replaces the payload of a JWT (keeping header and signature): what a forger would do. */
function withPayload(jwt: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('service-facts "Installing an app and knowing who logged in": OpenID Connect', () => {
  it('the discovery document is at /.well-known/openid-configuration on the origin and its jwks_uri gives RS256 keys', async () => {
    const response = await fetch(`${emu.url}/.well-known/openid-configuration`);
    const document = (await response.json()) as RESTOpenIDConfiguration;
    expect(document).toMatchObject({
      issuer: emu.url,
      authorization_endpoint: `${emu.url}/oauth2/authorize`,
      token_endpoint: `${emu.apiBaseUrl}/oauth2/token`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const jwks = (await (await fetch(document.jwks_uri)).json()) as { keys: Record<string, string>[] };
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String), e: 'AQAB' }),
    ]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('with scope openid the token answer carries an id_token with iss, sub, aud, exp, iat and the nonce; verifyIdToken accepts it', async () => {
    const { game, result, token } = await openidLogin();
    expect(result.nonce).toBe('nonce-of-this-login');
    expect(token.idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = await game.verifyIdToken(token.idToken!, {
      nonce: result.nonce,
      accessToken: token.accessToken,
    });
    expect(claims).toMatchObject({
      iss: emu.url,
      sub: MODERATOR,
      aud: emu.world.application.id,
      nonce: 'nonce-of-this-login',
    });
    expect(claims.exp).toBeGreaterThan(claims.iat);
    // The standalone function with the keys passed in does the same checks.
    const keys = await (await fetch(`${emu.url}/api/oauth2/keys`)).json();
    const again = await verifyIdToken(token.idToken!, {
      clientId: emu.world.application.id,
      issuer: emu.url,
      nonce: result.nonce,
      keys,
    });
    expect(again.sub).toBe(MODERATOR);
  });

  it('without openid there is no id_token', async () => {
    const game = client();
    const { token } = await login(emu, game, argsFor(OAuth2Scopes.Identify), MODERATOR);
    expect(token.idToken).toBeUndefined();
  });

  const failures: [string, (ctx: Awaited<ReturnType<typeof openidLogin>>) => Promise<unknown>, RegExp][] = [
    [
      "another login's nonce (replay)",
      ({ game, token }) => game.verifyIdToken(token.idToken!, { nonce: 'other' }),
      /nonce differs/,
    ],
    [
      'an altered payload (signature)',
      ({ game, token, result }) =>
        game.verifyIdToken(
          withPayload(token.idToken!, (c) => {
            c.sub = '1250000000000000201';
          }),
          { nonce: result.nonce },
        ),
      /signature does not match/,
    ],
    [
      'another application (aud)',
      ({ token, result }) =>
        client(emu.world.applications[1]!.id).verifyIdToken(token.idToken!, { nonce: result.nonce }),
      /does not name application/,
    ],
    [
      'another issuer (iss)',
      ({ token, result }) =>
        verifyIdToken(token.idToken!, {
          clientId: emu.world.application.id,
          issuer: 'https://discord.com',
          nonce: result.nonce,
          keys: { keys: [] },
        }),
      /not among the issuer's published keys|iss is/,
    ],
    [
      'an expired token (exp)',
      async ({ token, result }) =>
        verifyIdToken(token.idToken!, {
          clientId: emu.world.application.id,
          issuer: emu.url,
          nonce: result.nonce,
          now: () => Date.now() + 2 * 3600_000,
        }),
      /expired/,
    ],
    [
      'a token of an unknown key',
      ({ game, token, result }) =>
        game.verifyIdToken(
          `${Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'rotated-away' })).toString('base64url')}.${token.idToken!.split('.').slice(1).join('.')}`,
          { nonce: result.nonce },
        ),
      /key id "rotated-away" is not among/,
    ],
    ['a token that is not a JWT', ({ game }) => game.verifyIdToken('not-a-jwt'), /malformed/],
    [
      'an unsigned token (alg none)',
      ({ game, token }) =>
        game.verifyIdToken(
          `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${token.idToken!.split('.')[1]}.`,
        ),
      /only RS256/,
    ],
  ];
  it.each(failures)('verifyIdToken refuses %s', async (_name, run, message) => {
    const error = await rejection(run(await openidLogin()));
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'INVALID_ID_TOKEN' });
    expect((error as Error).message).toMatch(message);
  });
});
