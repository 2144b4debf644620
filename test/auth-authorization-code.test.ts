import {
  type AuthClient,
  AuthError,
  AuthorizationArgs,
  createAuthorizationCodeVerifier,
  OAuth2Scopes,
  OAuthError,
} from '@slashkit/auth';
import { NodeAuthClient } from '@slashkit/auth/node';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The whole game/bot-owner login against the emulator over real sockets: AuthorizationArgs → authorize URL
// → headless consent → @slashkit/auth's loopback callback → token → a permission edit with that token.

const MODERATOR = '1250000000000000203';
const MEMBER = '1250000000000000204';
const SCOPES = `${OAuth2Scopes.Identify} ${OAuth2Scopes.ApplicationsCommandsPermissionsUpdate}`;

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
});
afterAll(async () => {
  await emu?.stop();
});

const app = () => emu.world.application;
const otherApp = () => emu.world.applications[1]!;

/** A public client (a game: no secret) for an application of the world. */
function publicClient(applicationId = app().id): NodeAuthClient {
  return new NodeAuthClient({ applicationId, authorizeOrigin: emu.url, apiBaseUrl: emu.apiBaseUrl });
}

/** A confidential client (a bot owner's script: with the secret). */
function confidentialClient(secret = app().clientSecret): NodeAuthClient {
  return new NodeAuthClient({
    applicationId: app().id,
    clientSecret: secret,
    authorizeOrigin: emu.url,
    apiBaseUrl: emu.apiBaseUrl,
  });
}

/** The headless consent: the user approves (or cancels) the authorize URL; answers the redirect URL. */
async function consent(url: string, options: { userId?: string; approve?: boolean } = {}): Promise<string> {
  const response = await fetch(`${emu.url}/_emulator/oauth2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: options.userId ?? MODERATOR, approve: options.approve ?? true, url }),
  });
  const body = (await response.json()) as { redirectUrl?: string; error?: string; message?: string };
  if (response.status !== 200 || !body.redirectUrl) {
    throw Object.assign(new Error(`consent refused: ${body.message}`), { status: response.status, body });
  }
  return body.redirectUrl;
}

/** What a browser does with the redirect: a GET to the loopback callback (Host 127.0.0.1:<port>). */
async function follow(redirectUrl: string): Promise<number> {
  const response = await fetch(redirectUrl);
  await response.arrayBuffer();
  return response.status;
}

/** A full loopback login through `client.authorize()`, with the headless consent as the "browser". */
async function login(client = publicClient(), options: { userId?: string; scopes?: string } = {}) {
  const args = new AuthorizationArgs({ scopes: options.scopes ?? SCOPES });
  const result = await client.authorize(args, {
    openUrl: async (url) => {
      await follow(await consent(url, options.userId ? { userId: options.userId } : {}));
    },
  });
  return { result, token: await client.exchangeCode(result) };
}

/** A mobile-style request (custom-scheme redirect, no loopback server), approved headlessly. */
async function mobileCode(client: AuthClient = publicClient()) {
  const request = await client.createAuthorizationRequest(new AuthorizationArgs({ scopes: SCOPES }));
  return { request, result: client.checkCallback(request, await consent(request.url)) };
}

/** Resolves with the error a promise rejects with; fails the test if it resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection, got a result');
    },
    (error: unknown) => error,
  );
}

describe('authorization code + PKCE, end to end', () => {
  it('logs in on the loopback redirect and edits command permissions with the Bearer token', async () => {
    const { result, token } = await login();
    expect(result.redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(result.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ tokenType: 'Bearer', expiresIn: 604800, scope: SCOPES });
    expect(token.refreshToken).toEqual(expect.any(String));

    const rest = new REST({ token: app().botToken, baseUrl: emu.apiBaseUrl });
    const guildId = emu.world.guild.id;
    const command = await rest.commands.createGuildCommand(app().id, guildId, {
      name: 'ban',
      description: 'Moderators only',
      default_member_permissions: '0',
    });
    const moderatorRole = '1250000000000000302';
    const edited = await rest.permissions.editCommandPermissions(
      app().id,
      guildId,
      command.id,
      { permissions: [{ id: moderatorRole, type: 1, permission: true }] },
      { bearerToken: token.accessToken },
    );
    expect(edited).toMatchObject({
      id: command.id,
      guild_id: guildId,
      permissions: [{ id: moderatorRole, type: 1, permission: true }],
    });
    // The same edit through plain fetch, to show nothing SDK-specific is needed.
    const plain = await fetch(
      `${emu.apiBaseUrl}/applications/${app().id}/guilds/${guildId}/commands/${command.id}/permissions`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ permissions: [{ id: guildId, type: 1, permission: false }] }),
      },
    );
    expect(plain.status).toBe(200);
  });

  it('gives a token of the user who approved: a member without MANAGE_GUILD cannot edit permissions', async () => {
    const { token } = await login(publicClient(), { userId: MEMBER });
    const guildId = emu.world.guild.id;
    const response = await fetch(
      `${emu.apiBaseUrl}/applications/${app().id}/guilds/${guildId}/commands/${app().id}/permissions`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ permissions: [] }),
      },
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: number }).code).toBe(50013);
  });

  it('works as a confidential client (HTTP Basic + verifier), with a mobile redirect, and refreshes and revokes', async () => {
    const bot = confidentialClient();
    const { token } = await login(bot);
    const fresh = await bot.refreshToken(token.refreshToken ?? '');
    expect(fresh.scope).toBe(SCOPES);
    await bot.revokeToken(fresh.accessToken, 'access_token');

    const game = publicClient();
    const { request, result } = await mobileCode(game);
    expect(request.redirectUri).toBe(`discord-${app().id}:/authorize/callback`);
    const mobileToken = await game.exchangeCode(result);
    expect(mobileToken.tokenType).toBe('Bearer');
  });

  it('reads the server metadata', async () => {
    const response = await fetch(`${emu.url}/.well-known/oauth-authorization-server`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(emu.url);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });
});

/** A misuse and how it must be refused. */
interface Misuse {
  name: string;
  run(): Promise<unknown>;
  expected: Record<string, unknown>;
  /** The error class the SDK raises (the table's `expected` is matched against it). */
  type: typeof AuthError | typeof OAuthError | typeof Error;
}

/** A loopback request whose callback the test delivers itself, so it can be tampered with. */
async function pendingLogin(client = publicClient(), options: { pkce?: false } = {}) {
  const pending = await client.startAuthorization(new AuthorizationArgs({ scopes: SCOPES }), options);
  return pending;
}

/** Replaces one query parameter of a URL. */
function withParam(url: string, name: string, value: string): string {
  const copy = new URL(url);
  copy.searchParams.set(name, value);
  return copy.href;
}

const misuses: Misuse[] = [
  {
    name: 'a callback with another state (forged redirect): refused, and it does not end the login',
    type: AuthError,
    expected: { code: 'TIMEOUT' },
    async run() {
      let expire: (() => void) | undefined;
      const timers = {
        setTimeout: (callback: () => void) => {
          expire = callback;
          return 1;
        },
        clearTimeout: () => {},
      };
      const pending = await publicClient().startAuthorization(new AuthorizationArgs({ scopes: SCOPES }), {
        timers,
      });
      expect(await follow(withParam(await consent(pending.url), 'state', 'attacker-state'))).toBe(400);
      // Still waiting for the real redirect: only the timeout ends it.
      expire?.();
      return rejection(pending.result);
    },
  },
  {
    name: 'a callback with another iss (mix-up)',
    type: AuthError,
    expected: { code: 'ISSUER_MISMATCH' },
    async run() {
      const pending = await pendingLogin();
      await follow(withParam(await consent(pending.url), 'iss', 'https://evil.example'));
      return rejection(pending.result);
    },
  },
  {
    name: 'the user cancels',
    type: OAuthError,
    expected: { error: 'access_denied', source: 'authorize' },
    async run() {
      const pending = await pendingLogin();
      await follow(await consent(pending.url, { approve: false }));
      return rejection(pending.result);
    },
  },
  {
    name: 'code_challenge_method=plain',
    type: OAuthError,
    expected: { error: 'invalid_request', source: 'authorize' },
    async run() {
      const pending = await pendingLogin();
      await follow(await consent(withParam(pending.url, 'code_challenge_method', 'plain')));
      return rejection(pending.result);
    },
  },
  {
    name: 'a reused code',
    type: OAuthError,
    expected: { error: 'invalid_grant', status: 400, source: 'token' },
    async run() {
      const client = publicClient();
      const { result, token } = await login(client);
      const error = await rejection(client.exchangeCode(result));
      // The replay also revoked the token the code issued.
      const response = await fetch(`${emu.apiBaseUrl}/applications/${app().id}/commands`, {
        headers: { authorization: `Bearer ${token.accessToken}` },
      });
      expect(response.status).toBe(401);
      return error;
    },
  },
  {
    name: 'a wrong verifier',
    type: OAuthError,
    expected: { error: 'invalid_grant', status: 400 },
    async run() {
      const client = publicClient();
      const { result } = await mobileCode(client);
      const other = await createAuthorizationCodeVerifier();
      return rejection(client.exchangeCode({ ...result, codeVerifier: other.verifier }));
    },
  },
  {
    name: 'a missing verifier (confidential client, PKCE request)',
    type: OAuthError,
    expected: { error: 'invalid_request', status: 400 },
    async run() {
      const client = confidentialClient();
      const { result } = await mobileCode(client);
      return rejection(client.exchangeCode({ code: result.code, redirectUri: result.redirectUri }));
    },
  },
  {
    name: 'a verifier for a code issued without a challenge',
    type: OAuthError,
    expected: { error: 'invalid_grant', status: 400 },
    async run() {
      const client = confidentialClient();
      const pending = await pendingLogin(client, { pkce: false });
      expect(new URL(pending.url).searchParams.has('code_challenge')).toBe(false);
      await follow(await consent(pending.url));
      const result = await pending.result;
      const { verifier } = await createAuthorizationCodeVerifier();
      return rejection(client.exchangeCode({ ...result, codeVerifier: verifier }));
    },
  },
  {
    name: 'another redirect_uri at the exchange',
    type: OAuthError,
    expected: { error: 'invalid_grant', status: 400 },
    async run() {
      const client = publicClient();
      const { result } = await mobileCode(client);
      return rejection(client.exchangeCode({ ...result, redirectUri: 'http://127.0.0.1:9/callback' }));
    },
  },
  {
    name: 'an unregistered redirect_uri at authorize (error page, no redirect)',
    type: Error,
    expected: { status: 400, body: expect.objectContaining({ error: 'invalid_request' }) },
    async run() {
      const request = await publicClient().createAuthorizationRequest(
        new AuthorizationArgs({ scopes: SCOPES }),
        {
          redirectUri: 'https://evil.example/callback',
        },
      );
      return rejection(consent(request.url));
    },
  },
  {
    name: 'an unknown client at authorize (error page, no redirect)',
    type: Error,
    expected: { status: 400, body: expect.objectContaining({ error: 'invalid_client' }) },
    async run() {
      const request = await publicClient('1250000000000000999').createAuthorizationRequest(
        new AuthorizationArgs({ scopes: SCOPES }),
      );
      return rejection(consent(request.url));
    },
  },
  {
    name: 'an expired code (10 minutes on the emulator clock)',
    type: OAuthError,
    expected: { error: 'invalid_grant', status: 400 },
    async run() {
      const client = publicClient();
      const { result } = await mobileCode(client);
      await fetch(`${emu.url}/_emulator/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 600_000 }),
      });
      return rejection(client.exchangeCode(result));
    },
  },
  {
    name: 'a JSON body at the token endpoint',
    type: OAuthError,
    expected: { error: 'invalid_request' },
    async run() {
      const { result } = await mobileCode();
      const response = await fetch(`${emu.apiBaseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'authorization_code',
          code: result.code,
          redirect_uri: result.redirectUri,
          code_verifier: result.codeVerifier,
          client_id: app().id,
        }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; error_description: string };
      return new OAuthError({ ...body, status: response.status, source: 'token' });
    },
  },
  {
    name: 'a bad client secret',
    type: OAuthError,
    expected: { error: 'invalid_client', status: 401 },
    async run() {
      const { result } = await mobileCode();
      return rejection(confidentialClient('not-the-secret-0123456789').exchangeCode(result));
    },
  },
  {
    name: 'a code of another client',
    type: OAuthError,
    expected: { error: 'invalid_grant', status: 400 },
    async run() {
      const { result } = await mobileCode();
      return rejection(publicClient(otherApp().id).exchangeCode(result));
    },
  },
  {
    name: 'a refresh token that was rotated away',
    type: OAuthError,
    expected: { error: 'invalid_grant', status: 400, source: 'token' },
    async run() {
      const client = publicClient();
      const { token } = await login(client);
      const fresh = await client.refreshToken(token.refreshToken ?? '');
      const error = await rejection(client.refreshToken(token.refreshToken ?? ''));
      // Reuse of a rotated refresh token revokes the grant: the fresh pair is dead too.
      await expect(client.refreshToken(fresh.refreshToken ?? '')).rejects.toMatchObject({
        error: 'invalid_grant',
      });
      return error;
    },
  },
  {
    name: 'a revoked token',
    type: OAuthError,
    expected: { error: 'invalid_grant', status: 400 },
    async run() {
      const client = publicClient();
      const { token } = await login(client);
      await client.revokeToken(token.accessToken, 'access_token');
      const response = await fetch(`${emu.apiBaseUrl}/applications/${app().id}/commands`, {
        headers: { authorization: `Bearer ${token.accessToken}` },
      });
      expect(response.status).toBe(401);
      return rejection(client.refreshToken(token.refreshToken ?? ''));
    },
  },
];

describe('misuse is refused', () => {
  it('ignores a forged callback and completes with the real redirect after it', async () => {
    const pending = await pendingLogin();
    const redirect = await consent(pending.url);
    expect(await follow(withParam(redirect, 'state', 'attacker-state'))).toBe(400);
    expect(await follow(redirect)).toBe(200);
    const token = await publicClient().exchangeCode(await pending.result);
    expect(token.scope).toBe(SCOPES);
  });

  it('has at least 12 cases', () => {
    expect(misuses.length).toBeGreaterThanOrEqual(12);
  });

  it.each(misuses)('$name', async (misuse) => {
    const error = await misuse.run();
    expect(error).toBeInstanceOf(misuse.type);
    expect(error).toMatchObject(misuse.expected);
    // No secret of the flow ever reaches a message.
    const message = (error as Error).message;
    expect(message).not.toContain(app().clientSecret);
    expect(message).not.toMatch(/[A-Za-z0-9_-]{43}/);
  });
});
