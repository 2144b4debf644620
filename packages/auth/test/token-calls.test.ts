import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AuthClient,
  AuthError,
  exchangeCode,
  getClientCredentialsToken,
  OAuthError,
  refreshToken,
  revokeToken,
} from '../src/index.js';
import { rejection } from './helpers/rejection.js';
import { type RecordedRequest, type StubAnswer, startStubServer } from './helpers/stub-server.js';

const APP = '1234567890123456789';
const SECRET = 'client-secret-Zx9/+:&=%';
const CODE = 'authorization-code-QWERTY';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const ACCESS = 'access-token-ASDFGH';
const REFRESH = 'refresh-token-ZXCVBN';
const NOW = 1_700_000_000_000;

const tokenBody = {
  access_token: ACCESS,
  token_type: 'Bearer',
  expires_in: 604800,
  refresh_token: REFRESH,
  scope: 'openid sdk.social_layer',
};

let stub: Awaited<ReturnType<typeof startStubServer>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function serve(answer: StubAnswer | ((r: RecordedRequest) => StubAnswer)) {
  stub = await startStubServer(typeof answer === 'function' ? answer : () => answer);
  return stub;
}

const form = (body: string) => [...new URLSearchParams(body)];
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${new URLSearchParams([['', secret]]).toString().slice(1)}`).toString('base64')}`;

type Level = 'debug' | 'info' | 'warn';
/** Collects every logged line, and the level each was logged at. */
function logCollector() {
  const lines: string[] = [];
  const levels: Level[] = [];
  const at = (level: Level) => (line: string) => {
    lines.push(line);
    levels.push(level);
  };
  return {
    lines,
    levels,
    at: (level: Level) => lines.filter((_, i) => levels[i] === level),
    logger: { debug: at('debug'), info: at('info'), warn: at('warn') },
  };
}

const ALL_SECRETS = [SECRET, CODE, VERIFIER, ACCESS, REFRESH];
function expectNoSecret(text: string): void {
  for (const secret of ALL_SECRETS) expect(text).not.toContain(secret);
}

describe('exchangeCode', () => {
  it('sends a public client exchange: form body with client_id and code_verifier, no Authorization', async () => {
    const server = await serve({ status: 200, json: tokenBody, headers: { 'Cache-Control': 'no-store' } });
    const token = await exchangeCode(
      { clientId: APP, apiBaseUrl: server.apiBaseUrl, now: () => NOW },
      { code: CODE, redirectUri: 'http://127.0.0.1:4000/callback', codeVerifier: VERIFIER },
    );
    expect(token).toEqual({
      accessToken: ACCESS,
      tokenType: 'Bearer',
      expiresIn: 604800,
      expiresAt: NOW + 604_800_000,
      refreshToken: REFRESH,
      scope: 'openid sdk.social_layer',
      idToken: undefined,
    });
    const [req] = server.requests;
    expect(req).toMatchObject({ method: 'POST', url: '/api/v10/oauth2/token' });
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req!.headers.accept).toBe('application/json');
    expect(req!.headers['user-agent']).toMatch(
      /^DiscordBot \(https:\/\/github\.com\/slashkit\/slashkit, 0\.1\.0\)/,
    );
    expect(req!.headers.authorization).toBeUndefined();
    expect(req!.body).toBe(
      `grant_type=authorization_code&code=${CODE}&redirect_uri=http%3A%2F%2F127.0.0.1%3A4000%2Fcallback&code_verifier=${VERIFIER}&client_id=${APP}`,
    );
  });

  it('sends a confidential exchange with the secret by HTTP Basic (form-encoded first) and no client_id', async () => {
    const server = await serve({ status: 200, json: { ...tokenBody, id_token: 'id.token.jwt' } });
    const token = await exchangeCode(
      { clientId: BigInt(APP), clientSecret: SECRET, apiBaseUrl: `${server.apiBaseUrl}/` },
      { code: CODE, redirectUri: 'https://game.example/cb' },
    );
    expect(token.idToken).toBe('id.token.jwt');
    const [req] = server.requests;
    expect(req!.url).toBe('/api/v10/oauth2/token');
    expect(req!.headers.authorization).toBe(basic(APP, SECRET));
    expect(Buffer.from(req!.headers.authorization!.slice(6), 'base64').toString()).toBe(
      `${APP}:client-secret-Zx9%2F%2B%3A%26%3D%25`,
    );
    expect(form(req!.body)).toEqual([
      ['grant_type', 'authorization_code'],
      ['code', CODE],
      ['redirect_uri', 'https://game.example/cb'],
    ]);
  });

  it('refuses a public exchange without verifier, and a malformed verifier, before any request', async () => {
    const server = await serve({ status: 500 });
    const options = { clientId: APP, apiBaseUrl: server.apiBaseUrl };
    await expect(
      exchangeCode(options, { code: CODE, redirectUri: 'https://x.example/cb' }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringContaining('public client must send its PKCE codeVerifier'),
    });
    const bad = await rejection<Error>(
      exchangeCode(options, {
        code: CODE,
        redirectUri: 'https://x/cb',
        codeVerifier: 'short',
      }),
    );
    expect(bad).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(bad.message).not.toContain('short');
    await expect(
      exchangeCode(options, { code: '', redirectUri: 'https://x/cb', codeVerifier: VERIFIER }),
    ).rejects.toThrow(/code must be a non-empty string/);
    expect(server.requests).toHaveLength(0);
  });

  it('throws a typed OAuthError with error, error_description and status, secrets redacted', async () => {
    // A hostile or careless server echoes what it got; none of it may reach the message.
    const server = await serve((r) => ({
      status: 400,
      json: {
        error: 'invalid_grant',
        error_description: `bad code ${new URLSearchParams(r.body).get('code')} / ${VERIFIER}`,
      },
    }));
    const { lines, logger } = logCollector();
    const error = await rejection<OAuthError>(
      exchangeCode(
        { clientId: APP, clientSecret: SECRET, apiBaseUrl: server.apiBaseUrl, logger },
        { code: CODE, redirectUri: 'https://game.example/cb', codeVerifier: VERIFIER },
      ),
    );
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      name: 'OAuthError',
      code: 'OAUTH_ERROR',
      error: 'invalid_grant',
      error_description: 'bad code [REDACTED] / [REDACTED]',
      status: 400,
      source: 'token',
    });
    expect(error.message).toContain(
      `POST ${server.apiBaseUrl}/oauth2/token (grant_type=authorization_code) answered 400: invalid_grant`,
    );
    expect(error.message).toContain('start a new authorization');
    expectNoSecret(error.message);
    expectNoSecret(inspect(error));
    expectNoSecret(lines.join('\n'));
    expect(lines.some((l) => l.includes('-> 400 invalid_grant'))).toBe(true);
  });

  it('reports 401 invalid_client and a non-JSON failure', async () => {
    let answer: StubAnswer = { status: 401, json: { error: 'invalid_client' } };
    const server = await serve(() => answer);
    const client = new AuthClient({
      applicationId: APP,
      clientSecret: SECRET,
      apiBaseUrl: server.apiBaseUrl,
    });
    const exchange = { code: CODE, redirectUri: 'https://game.example/cb' };
    await expect(client.exchangeCode(exchange)).rejects.toMatchObject({
      error: 'invalid_client',
      error_description: undefined,
      status: 401,
      message: expect.stringContaining('Check the client id and client secret'),
    });
    answer = { status: 502, text: `<html>upstream broke ${SECRET}</html>` };
    const error = await rejection<OAuthError>(client.exchangeCode(exchange));
    expect(error).toMatchObject({ error: 'unexpected_response', status: 502 });
    expect(error.message).toContain('The server failed; try again later.');
    expectNoSecret(error.message);
    answer = {
      status: 429,
      json: { message: 'You are being rate limited.', retry_after: 1.5, global: false },
    };
    await expect(client.exchangeCode(exchange)).rejects.toMatchObject({
      status: 429,
      error_description: 'You are being rate limited.',
    });
    await expect(client.exchangeCode(exchange)).rejects.toThrow(/wait \(see Retry-After\) and try again/);
    answer = { status: 404, text: 'Not Found' };
    await expect(client.exchangeCode(exchange)).rejects.toThrow(
      /404: unexpected_response\. .*check that apiBaseUrl points at the API/,
    );
  });

  it('refuses a 2xx answer that is not a token, without showing the body', async () => {
    const server = await serve({
      status: 200,
      json: { access_token: ACCESS, token_type: 'mac', expires_in: 1 },
    });
    const error = await rejection<AuthError>(
      exchangeCode(
        { clientId: APP, apiBaseUrl: server.apiBaseUrl },
        { code: CODE, redirectUri: 'https://x.example/cb', codeVerifier: VERIFIER },
      ),
    );
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
    expectNoSecret(error.message);
  });

  it('turns a refused connection into NETWORK_ERROR without secrets', async () => {
    const server = await serve({ status: 200 });
    const apiBaseUrl = server.apiBaseUrl;
    await server.close();
    stub = undefined;
    const error = await rejection<AuthError>(
      exchangeCode(
        { clientId: APP, clientSecret: SECRET, apiBaseUrl },
        { code: CODE, redirectUri: 'https://x.example/cb', codeVerifier: VERIFIER },
      ),
    );
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: expect.stringContaining('got no answer') });
    expect(error.message).toContain('check that apiBaseUrl is reachable');
    expectNoSecret(inspect(error));
  });

  it('does not follow redirects, which could carry the secret elsewhere', async () => {
    const server = await serve({ status: 307, headers: { Location: 'http://127.0.0.1:1/steal' } });
    await expect(
      exchangeCode(
        { clientId: APP, clientSecret: SECRET, apiBaseUrl: server.apiBaseUrl },
        { code: CODE, redirectUri: 'https://x.example/cb' },
      ),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(server.requests).toHaveLength(1);
  });

  it('uses an injected fetch', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      calls.push([String(input), init]);
      return Response.json(tokenBody);
    };
    const token = await exchangeCode(
      { clientId: APP, fetch: fakeFetch, now: () => 0 },
      { code: CODE, redirectUri: 'https://x.example/cb', codeVerifier: VERIFIER },
    );
    expect(token.expiresAt).toBe(604_800_000);
    expect(calls[0]![0]).toBe('https://discord.com/api/v10/oauth2/token');
    expect(calls[0]![1]).toMatchObject({ method: 'POST', redirect: 'error' });
  });
});

describe('refreshToken', () => {
  it('sends grant_type=refresh_token as a public client', async () => {
    const server = await serve({
      status: 200,
      json: { ...tokenBody, refresh_token: 'refresh-token-NEW123' },
    });
    const client = new AuthClient({ applicationId: APP, apiBaseUrl: server.apiBaseUrl, now: () => NOW });
    const token = await client.refreshToken(REFRESH);
    expect(token.refreshToken).toBe('refresh-token-NEW123');
    expect(server.requests[0]!.body).toBe(
      `grant_type=refresh_token&refresh_token=${REFRESH}&client_id=${APP}`,
    );
  });

  it('sends it with Basic auth as a confidential client and redacts the refresh token from errors', async () => {
    const server = await serve({
      status: 400,
      json: { error: 'invalid_grant', error_description: `unknown ${REFRESH}` },
    });
    const error = await rejection<OAuthError>(
      refreshToken({ clientId: APP, clientSecret: SECRET, apiBaseUrl: server.apiBaseUrl }, REFRESH),
    );
    expect(server.requests[0]!.headers.authorization).toBe(basic(APP, SECRET));
    expect(form(server.requests[0]!.body)).toEqual([
      ['grant_type', 'refresh_token'],
      ['refresh_token', REFRESH],
    ]);
    expect(error.error_description).toBe('unknown [REDACTED]');
    expectNoSecret(error.message);
  });

  it('refuses an empty refresh token', async () => {
    await expect(refreshToken({ clientId: APP }, '')).rejects.toThrow(
      /refreshToken must be a non-empty string/,
    );
  });
});

describe('revokeToken', () => {
  it('posts token and hint to /oauth2/token/revoke', async () => {
    const server = await serve({ status: 200, text: '' });
    const client = new AuthClient({ applicationId: APP, apiBaseUrl: server.apiBaseUrl });
    await expect(client.revokeToken(ACCESS, 'access_token')).resolves.toBeUndefined();
    await revokeToken({ clientId: APP, clientSecret: SECRET, apiBaseUrl: server.apiBaseUrl }, REFRESH);
    const [first, second] = server.requests;
    expect(first).toMatchObject({ method: 'POST', url: '/api/v10/oauth2/token/revoke' });
    expect(first!.body).toBe(`token=${ACCESS}&token_type_hint=access_token&client_id=${APP}`);
    expect(second!.body).toBe(`token=${REFRESH}`);
    expect(second!.headers.authorization).toBe(basic(APP, SECRET));
  });

  it('reports errors from the revoke endpoint with its own source', async () => {
    const server = await serve({ status: 401, json: { error: 'invalid_client', error_description: 'no' } });
    const error = await rejection<OAuthError>(
      revokeToken({ clientId: APP, apiBaseUrl: server.apiBaseUrl }, ACCESS),
    );
    expect(error).toMatchObject({ source: 'revoke', status: 401, error: 'invalid_client' });
    expect(error.message).toContain('/oauth2/token/revoke answered 401');
    expectNoSecret(error.message);
  });
});

describe('getClientCredentialsToken', () => {
  it('sends grant_type=client_credentials with the scope and Basic auth', async () => {
    const server = await serve({
      status: 200,
      json: {
        access_token: ACCESS,
        token_type: 'Bearer',
        expires_in: 604800,
        scope: 'applications.commands.update',
      },
    });
    const client = new AuthClient({
      applicationId: APP,
      clientSecret: SECRET,
      apiBaseUrl: server.apiBaseUrl,
    });
    const token = await client.getClientCredentialsToken(' applications.commands.update  identify ');
    expect(token).toMatchObject({
      accessToken: ACCESS,
      refreshToken: undefined,
      scope: 'applications.commands.update',
    });
    const [req] = server.requests;
    expect(req!.url).toBe('/api/v10/oauth2/token');
    expect(req!.headers.authorization).toBe(basic(APP, SECRET));
    expect(req!.body).toBe('grant_type=client_credentials&scope=applications.commands.update+identify');
  });

  it('needs the secret and a scope', async () => {
    await expect(getClientCredentialsToken({ clientId: APP }, 'identify')).rejects.toThrow(
      /need the clientSecret/,
    );
    await expect(getClientCredentialsToken({ clientId: APP, clientSecret: SECRET }, ' ')).rejects.toThrow(
      /at least one scope/,
    );
    await expect(
      getClientCredentialsToken(
        { clientId: APP, clientSecret: '', apiBaseUrl: 'http://127.0.0.1:1' },
        'identify',
      ),
    ).rejects.toThrow(/clientSecret is empty/);
  });
});

describe('AuthClient token calls', () => {
  it('need an application id', async () => {
    await expect(new AuthClient().refreshToken(REFRESH)).rejects.toMatchObject({ code: 'MISSING_CLIENT_ID' });
  });

  it('never show the client secret when the client is logged or serialised', () => {
    const client = new AuthClient({ applicationId: APP, clientSecret: SECRET, logger: console });
    expect(inspect(client, { depth: 5 })).not.toContain(SECRET);
    expect(JSON.stringify(client)).not.toContain(SECRET);
  });

  it('refuse an apiBaseUrl with a user name or password, without showing them', async () => {
    const apiBaseUrl = 'https://user:pw-in-url-PLMOKN@api.example/api/v10';
    const fromClient = rejection<AuthError>(
      (async () => new AuthClient({ applicationId: APP, apiBaseUrl }))(),
    );
    const fromCall = rejection<AuthError>(refreshToken({ clientId: APP, apiBaseUrl }, REFRESH));
    for (const error of await Promise.all([fromClient, fromCall])) {
      expect(error).toMatchObject({
        code: 'INVALID_ARGUMENT',
        message: expect.stringContaining('apiBaseUrl must not contain a user name or password'),
      });
      expect(error.message).not.toContain('PLMOKN');
    }
  });

  it('refuse plain http to a non-loopback host, where the secret would travel in clear', async () => {
    await expect(
      refreshToken({ clientId: APP, apiBaseUrl: 'http://api.example/api/v10' }, REFRESH),
    ).rejects.toThrow(/apiBaseUrl must use https/);
  });
});

describe('token call logging', () => {
  // Distinctive values, so a leak cannot hide behind a common substring.
  const L_SECRET = 'LEAKCHECK-client-secret-7Qf/+=&';
  const L_CODE = 'LEAKCHECK-code-9Xw2';
  const L_VERIFIER = 'LEAKCHECK-verifier-abcdefghijklmnopqrstuvwxyz0';
  const L_ACCESS = 'LEAKCHECK-access-4Kd8';
  const L_REFRESH = 'LEAKCHECK-refresh-2Hn5';
  const L_NEW_REFRESH = 'LEAKCHECK-new-refresh-6Zt1';
  const L_ID_TOKEN = 'LEAKCHECK-id-token-8Pm3';
  const leakable = [
    L_SECRET,
    new URLSearchParams([['', L_SECRET]]).toString().slice(1),
    basic(APP, L_SECRET).slice('Basic '.length),
    L_CODE,
    L_VERIFIER,
    L_ACCESS,
    L_REFRESH,
    L_NEW_REFRESH,
    L_ID_TOKEN,
  ];

  function expectNoLeak(lines: readonly string[]): void {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      for (const secret of leakable) expect(line).not.toContain(secret);
      expect(line).not.toContain('LEAKCHECK');
    }
  }
  const confidentialClient = (apiBaseUrl: string, logger: ReturnType<typeof logCollector>['logger']) =>
    new AuthClient({ applicationId: APP, clientSecret: L_SECRET, apiBaseUrl, logger, now: steppingClock() });
  // Each reading advances 5 ms, so durations are exact.
  function steppingClock() {
    let t = NOW;
    return () => {
      t += 5;
      return t;
    };
  }

  it('writes one debug line per call (method, path, grant type, status, duration) and no secret', async () => {
    const server = await serve((r) => ({
      status: 200,
      json: r.url.endsWith('/revoke')
        ? {}
        : {
            access_token: L_ACCESS,
            token_type: 'Bearer',
            expires_in: 604800,
            refresh_token: L_NEW_REFRESH,
            id_token: L_ID_TOKEN,
            scope: 'identify',
          },
    }));
    const log = logCollector();
    const publicOptions = {
      clientId: APP,
      apiBaseUrl: server.apiBaseUrl,
      logger: log.logger,
      now: steppingClock(),
    };
    const client = confidentialClient(server.apiBaseUrl, log.logger);

    await exchangeCode(publicOptions, {
      code: L_CODE,
      redirectUri: 'http://127.0.0.1:4000/callback',
      codeVerifier: L_VERIFIER,
    });
    await client.exchangeCode({ code: L_CODE, redirectUri: 'https://game.example/cb' });
    await client.refreshToken(L_REFRESH);
    await refreshToken(publicOptions, L_REFRESH);
    await client.revokeToken(L_ACCESS, 'access_token');
    await revokeToken(publicOptions, L_REFRESH);
    await client.getClientCredentialsToken('applications.commands.update');

    expect(server.requests).toHaveLength(7);
    expect(log.at('debug')).toEqual([
      'POST /api/v10/oauth2/token (grant_type=authorization_code) -> 200 in 5 ms',
      'POST /api/v10/oauth2/token (grant_type=authorization_code) -> 200 in 5 ms',
      'POST /api/v10/oauth2/token (grant_type=refresh_token) -> 200 in 5 ms',
      'POST /api/v10/oauth2/token (grant_type=refresh_token) -> 200 in 5 ms',
      'POST /api/v10/oauth2/token/revoke -> 200 in 5 ms',
      'POST /api/v10/oauth2/token/revoke -> 200 in 5 ms',
      'POST /api/v10/oauth2/token (grant_type=client_credentials) -> 200 in 5 ms',
    ]);
    expect(log.levels.every((level) => level === 'debug')).toBe(true);
    expectNoLeak(log.lines);
  });

  it('logs failed calls too (status or no answer), still without secrets, even when the server echoes them', async () => {
    const server = await serve((r) => ({
      status: 400,
      json: { error: 'invalid_grant', error_description: `echo ${r.body} ${r.headers.authorization}` },
    }));
    const log = logCollector();
    const client = confidentialClient(server.apiBaseUrl, log.logger);
    await expect(
      client.exchangeCode({ code: L_CODE, redirectUri: 'https://x.example/cb', codeVerifier: L_VERIFIER }),
    ).rejects.toBeInstanceOf(OAuthError);
    await expect(client.refreshToken(L_REFRESH)).rejects.toBeInstanceOf(OAuthError);
    await expect(client.revokeToken(L_ACCESS)).rejects.toBeInstanceOf(OAuthError);
    await expect(client.getClientCredentialsToken('identify')).rejects.toBeInstanceOf(OAuthError);
    expect(log.at('debug')).toEqual([
      'POST /api/v10/oauth2/token (grant_type=authorization_code) -> 400 in 5 ms',
      'POST /api/v10/oauth2/token (grant_type=refresh_token) -> 400 in 5 ms',
      'POST /api/v10/oauth2/token/revoke -> 400 in 5 ms',
      'POST /api/v10/oauth2/token (grant_type=client_credentials) -> 400 in 5 ms',
    ]);
    expect(log.at('warn')).toHaveLength(4);
    expectNoLeak(log.lines);

    const apiBaseUrl = server.apiBaseUrl;
    await server.close();
    stub = undefined;
    const offline = logCollector();
    await expect(
      exchangeCode(
        { clientId: APP, clientSecret: L_SECRET, apiBaseUrl, logger: offline.logger, now: steppingClock() },
        { code: L_CODE, redirectUri: 'https://x.example/cb', codeVerifier: L_VERIFIER },
      ),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(offline.at('debug')).toEqual([
      'POST /api/v10/oauth2/token (grant_type=authorization_code) -> no answer in 5 ms',
    ]);
    expectNoLeak(offline.lines);
  });

  it('writes nothing before the request when an argument is refused', async () => {
    const log = logCollector();
    await expect(refreshToken({ clientId: APP, logger: log.logger }, '')).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(log.lines).toEqual([]);
  });
});
