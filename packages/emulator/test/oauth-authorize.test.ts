import { describe, expect, it } from 'vitest';
import { type Harness, type Json, start } from './harness.js';

// RFC 7636 Appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const REDIRECT = 'http://127.0.0.1:54321/callback';
const MODERATOR = '1250000000000000203';

function query(h: Harness, overrides: Record<string, string | null> = {}): Record<string, string> {
  const params: Record<string, string | null> = {
    client_id: h.app.clientId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'identify applications.commands.permissions.update',
    state: 'state-123',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== null));
}

async function getAuthorize(h: Harness, params: Record<string, string> | string) {
  const search = typeof params === 'string' ? params : new URLSearchParams(params).toString();
  const res = await fetch(`${h.emu.url}/oauth2/authorize?${search}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function redirectParams(location: string | null): URLSearchParams {
  expect(location).not.toBeNull();
  return new URL(location ?? '').searchParams;
}

async function headless(h: Harness, body: Record<string, unknown>): Promise<{ status: number; body: Json }> {
  return h.admin('POST', '/oauth2/authorize', body);
}

/** Headless approval as the moderator; returns the code. */
async function codeFor(h: Harness, overrides: Record<string, string | null> = {}): Promise<string> {
  const res = await headless(h, { userId: MODERATOR, approve: true, params: query(h, overrides) });
  expect(res.status).toBe(200);
  const code = new URL(res.body.redirectUrl).searchParams.get('code');
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return code ?? '';
}

async function token(h: Harness, body: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${h.emu.apiBaseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
  });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

function exchange(h: Harness, code: string, extra: Record<string, string | null> = {}) {
  const body: Record<string, string | null> = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    code_verifier: VERIFIER,
    client_id: h.app.clientId,
    ...extra,
  };
  return token(
    h,
    Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => e[1] !== null)),
  );
}

async function revoke(h: Harness, body: Record<string, string>) {
  const res = await fetch(`${h.emu.apiBaseUrl}/oauth2/token/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('GET /oauth2/authorize', () => {
  it('shows a consent page: app name, scopes, the world users and Authorize / Cancel', async () => {
    const h = await start();
    const page = await getAuthorize(h, query(h));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.text).toContain('Slashkit Test App');
    expect(page.text).toContain('<code>applications.commands.permissions.update</code>');
    for (const user of h.emu.world.users) expect(page.text).toContain(`value="${user.id}"`);
    expect(page.text).toMatch(/<button[^>]*value="approve"[^>]*>Authorize<\/button>/);
    expect(page.text).toMatch(/<button[^>]*value="deny"[^>]*>Cancel<\/button>/);
    expect(page.text).toMatch(/<form method="post" action="\/oauth2\/authorize">/);
  });

  it('escapes what it shows', async () => {
    const h = await start();
    await h.admin('PATCH', `/applications/${h.app.id}`, { name: '<script>alert(1)</script>' });
    const page = await getAuthorize(h, query(h));
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('&#60;script&#62;');
  });

  it('matches redirect URIs exactly, except the port of a 127.0.0.1 redirect', async () => {
    const h = await start();
    const ok = async (redirect: string, extra: Record<string, string | null> = {}) =>
      (await getAuthorize(h, query(h, { redirect_uri: redirect, ...extra }))).status;
    expect(await ok('http://127.0.0.1:1/callback')).toBe(200);
    expect(await ok('http://127.0.0.1/callback')).toBe(200);
    expect(await ok('http://localhost:3000/callback')).toBe(200);
    expect(await ok('discord-1250000000000000001:/authorize/callback')).toBe(200);
    // Everything else is refused with a page, never a redirect.
    for (const bad of [
      'http://localhost:3001/callback',
      'http://127.0.0.1:54321/callback/',
      'http://127.0.0.1:54321/other',
      'http://127.0.0.1:54321/callback?x=1',
      'http://127.0.0.1:54321/callback#frag',
      'http://127.0.0.1:54321/./callback',
      'https://127.0.0.1:54321/callback',
      'http://127.0.0.2:54321/callback',
      'https://evil.example/callback',
      'discord-1250000000000000002:/authorize/callback',
    ]) {
      const page = await getAuthorize(h, query(h, { redirect_uri: bad }));
      expect({ bad, status: page.status, location: page.headers.get('location') }).toEqual({
        bad,
        status: 400,
        location: null,
      });
      expect(page.text).toContain('invalid_request');
    }
  });

  it('shows an error page for a missing or unknown client or a missing redirect URI', async () => {
    const h = await start();
    for (const [overrides, error] of [
      [{ client_id: null }, 'invalid_client'],
      [{ client_id: '1250000000000000999' }, 'invalid_client'],
      [{ redirect_uri: null }, 'invalid_request'],
    ] as const) {
      const page = await getAuthorize(h, query(h, overrides));
      expect(page.status).toBe(400);
      expect(page.headers.get('location')).toBeNull();
      expect(page.text).toContain(`<code id="error">${error}</code>`);
    }
    const twice = await getAuthorize(h, `${new URLSearchParams(query(h))}&client_id=${h.app.clientId}`);
    expect(twice.status).toBe(400);
  });

  it('redirects other errors with error, error_description, state and iss', async () => {
    const h = await start();
    const cases: [Record<string, string | null>, string][] = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge_method: null }, 'invalid_request'],
      [{ code_challenge: null }, 'invalid_request'],
      [{ code_challenge: 'too-short' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ response_type: null }, 'invalid_request'],
      [{ scope: null }, 'invalid_scope'],
      [{ scope: 'identify applications.commands.update' }, 'invalid_scope'],
      [{ scope: 'identify made.up' }, 'invalid_scope'],
      [{ integration_type: '1' }, 'invalid_request'],
      [{ integration_type: '7' }, 'invalid_request'],
      [{ prompt: 'login' }, 'invalid_request'],
      [
        {
          redirect_uri: 'discord-1250000000000000001:/authorize/callback',
          code_challenge: null,
          code_challenge_method: null,
        },
        'invalid_request',
      ],
    ];
    for (const [overrides, error] of cases) {
      const res = await getAuthorize(h, query(h, overrides));
      expect({ overrides, status: res.status }).toEqual({ overrides, status: 302 });
      const params = redirectParams(res.headers.get('location'));
      expect({ overrides, error: params.get('error') }).toEqual({ overrides, error });
      expect(params.get('error_description')).toBeTruthy();
      expect(params.get('state')).toBe('state-123');
      expect(params.get('iss')).toBe(h.emu.url);
      expect(params.get('code')).toBeNull();
    }
    const duplicate = await getAuthorize(h, `${new URLSearchParams(query(h))}&state=again`);
    expect(redirectParams(duplicate.headers.get('location')).get('error')).toBe('invalid_request');
  });

  it('accepts a supported integration type and loopback codes without PKCE (exchanged with the secret)', async () => {
    const h = await start();
    const activity = h.emu.world.applications[1]!;
    const page = await getAuthorize(h, query(h, { client_id: activity.clientId, integration_type: '1' }));
    expect(page.status).toBe(200);
    expect(page.text).toContain('user install');
    expect(
      (await getAuthorize(h, query(h, { code_challenge: null, code_challenge_method: null }))).status,
    ).toBe(200);
  });
});

describe('the consent form (POST /oauth2/authorize)', () => {
  async function ticketOf(h: Harness, overrides: Record<string, string | null> = {}): Promise<string> {
    const page = await getAuthorize(h, query(h, overrides));
    const ticket = /name="ticket" value="([^"]+)"/.exec(page.text)?.[1];
    expect(ticket).toBeTruthy();
    return ticket ?? '';
  }
  async function post(h: Harness, form: Record<string, string>) {
    const res = await fetch(`${h.emu.url}/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
      redirect: 'manual',
    });
    return { status: res.status, location: res.headers.get('location'), text: await res.text() };
  }

  it('approves with the chosen user: 302 to the redirect URI with code, state and iss; once only', async () => {
    const h = await start();
    const ticket = await ticketOf(h);
    const res = await post(h, { ticket, user_id: MODERATOR, decision: 'approve' });
    expect(res.status).toBe(302);
    expect(res.location?.startsWith(`${REDIRECT}?`)).toBe(true);
    const params = redirectParams(res.location);
    expect(params.get('state')).toBe('state-123');
    expect(params.get('iss')).toBe(h.emu.url);
    const tokens = await exchange(h, params.get('code') ?? '');
    expect(tokens.status).toBe(200);
    expect(h.emu.context.state.tokens.find(tokens.body.access_token)?.userId).toBe(MODERATOR);
    const again = await post(h, { ticket, user_id: MODERATOR, decision: 'approve' });
    expect(again.status).toBe(400);
    expect(again.location).toBeNull();
  });

  it('redirects Cancel as access_denied, and refuses unknown users, decisions and tickets with a page', async () => {
    const h = await start();
    const denied = await post(h, { ticket: await ticketOf(h), decision: 'deny' });
    expect(denied.status).toBe(302);
    const params = redirectParams(denied.location);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('state-123');
    expect(params.get('code')).toBeNull();
    for (const form of [
      { ticket: await ticketOf(h), user_id: '1250000000000000999', decision: 'approve' },
      { ticket: await ticketOf(h), user_id: MODERATOR, decision: 'maybe' },
      { ticket: 'forged', user_id: MODERATOR, decision: 'approve' },
    ]) {
      const res = await post(h, form);
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
    }
  });

  it('expires consent pages after 10 minutes of emulator time', async () => {
    const h = await start();
    const ticket = await ticketOf(h);
    await h.admin('POST', '/clock', { advanceMs: 600_000 });
    expect((await post(h, { ticket, user_id: MODERATOR, decision: 'approve' })).status).toBe(400);
  });
});

describe('POST /_emulator/oauth2/authorize (headless consent)', () => {
  it('takes the full authorize URL or its parameters and answers the redirect URL', async () => {
    const h = await start();
    const url = `${h.emu.url}/oauth2/authorize?${new URLSearchParams(query(h))}`;
    const viaUrl = await headless(h, { userId: MODERATOR, approve: true, url });
    expect(viaUrl.status).toBe(200);
    const params = new URL(viaUrl.body.redirectUrl).searchParams;
    expect(params.get('state')).toBe('state-123');
    expect(params.get('iss')).toBe(h.emu.url);
    const cancelled = await headless(h, { approve: false, params: query(h) });
    expect(new URL(cancelled.body.redirectUrl).searchParams.get('error')).toBe('access_denied');
    const plain = await headless(h, {
      userId: MODERATOR,
      approve: true,
      params: query(h, { code_challenge_method: 'plain' }),
    });
    expect(new URL(plain.body.redirectUrl).searchParams.get('error')).toBe('invalid_request');
  });

  it('answers 400 for what would be an error page, and for a bad body', async () => {
    const h = await start();
    const unknownClient = await headless(h, {
      userId: MODERATOR,
      approve: true,
      params: query(h, { client_id: '1' }),
    });
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.body).toMatchObject({ code: 0, error: 'invalid_client' });
    expect(unknownClient.body.redirectUrl).toBeUndefined();
    const badRedirect = await headless(h, {
      userId: MODERATOR,
      approve: true,
      params: query(h, { redirect_uri: 'https://evil.example/callback' }),
    });
    expect(badRedirect.status).toBe(400);
    expect(badRedirect.body.error).toBe('invalid_request');
    for (const body of [
      { approve: true, params: query(h) },
      { userId: '1250000000000000999', approve: true, params: query(h) },
      { userId: MODERATOR, params: query(h) },
      { userId: MODERATOR, approve: true },
      { userId: MODERATOR, approve: true, url: 'https://discord.com/oauth2/authorize?client_id=1' },
    ]) {
      const res = await headless(h, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('POST /api/v10/oauth2/token: authorization_code', () => {
  it('exchanges a code for a refreshable token of the user with the approved scopes', async () => {
    const h = await start();
    const res = await exchange(h, await codeFor(h));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 604800,
      refresh_token: expect.any(String),
      scope: 'identify applications.commands.permissions.update',
    });
    const stored = h.emu.context.state.tokens.find(res.body.access_token);
    expect(stored).toMatchObject({ userId: MODERATOR, applicationId: h.app.id, grant: 'authorization_code' });
    // The moderator may manage the guild and its roles: a permission edit succeeds with the token.
    const edit = await h.api(
      'PUT',
      `/applications/${h.app.id}/guilds/${h.guild.id}/commands/${h.app.id}/permissions`,
      {
        auth: `Bearer ${res.body.access_token}`,
        body: { permissions: [{ id: h.guild.id, type: 1, permission: false }] },
      },
    );
    expect(edit.status).toBe(200);
  });

  it('enforces PKCE, the redirect URI, the client and single use', async () => {
    const h = await start();
    const expectError = async (
      res: Promise<{ status: number; body: Json }>,
      error: string,
      status = error === 'invalid_client' ? 401 : 400,
    ) => {
      const { status: got, body } = await res;
      expect({ status: got, error: body.error }).toEqual({ status, error });
      expect(body.error_description).toEqual(expect.any(String));
    };
    await expectError(exchange(h, await codeFor(h), { code_verifier: null }), 'invalid_request');
    await expectError(exchange(h, await codeFor(h), { code_verifier: 'A'.repeat(43) }), 'invalid_grant');
    await expectError(exchange(h, await codeFor(h), { code_verifier: 'short' }), 'invalid_request');
    await expectError(
      exchange(h, await codeFor(h), { redirect_uri: 'http://127.0.0.1:1/callback' }),
      'invalid_grant',
    );
    await expectError(exchange(h, await codeFor(h), { redirect_uri: null }), 'invalid_request');
    await expectError(exchange(h, 'not-a-code'), 'invalid_grant');
    await expectError(exchange(h, ''), 'invalid_request');
    const other = h.emu.world.applications[1]!;
    await expectError(exchange(h, await codeFor(h), { client_id: other.clientId }), 'invalid_grant');
    // A code issued without a challenge: a verifier is refused, and a public client cannot exchange it.
    const noPkce = { code_challenge: null, code_challenge_method: null };
    await expectError(exchange(h, await codeFor(h, noPkce)), 'invalid_grant');
    await expectError(exchange(h, await codeFor(h, noPkce), { code_verifier: null }), 'invalid_client');
    const confidential = await token(
      h,
      { grant_type: 'authorization_code', code: await codeFor(h, noPkce), redirect_uri: REDIRECT },
      { authorization: basic(h.app.clientId, h.app.clientSecret) },
    );
    expect(confidential.status).toBe(200);
    // Any presentation uses the code up, even a failed one.
    const burnt = await codeFor(h);
    await expectError(exchange(h, burnt, { code_verifier: 'A'.repeat(43) }), 'invalid_grant');
    await expectError(exchange(h, burnt), 'invalid_grant');
  });

  it('revokes what a code issued when the code is used again', async () => {
    const h = await start();
    const code = await codeFor(h);
    const first = await exchange(h, code);
    expect(first.status).toBe(200);
    const refreshed = await token(h, {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
      client_id: h.app.clientId,
    });
    expect(refreshed.status).toBe(200);
    const replay = await exchange(h, code);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    // The refreshed pair descends from the replayed code, so it is revoked too.
    expect(h.emu.context.state.tokens.find(refreshed.body.access_token)).toBeUndefined();
    const list = await h.api('GET', `/applications/${h.app.id}/guilds/${h.guild.id}/commands/permissions`, {
      auth: `Bearer ${refreshed.body.access_token}`,
    });
    expect(list.status).toBe(401);
  });

  it('refuses codes after 10 minutes of emulator time', async () => {
    const h = await start();
    const code = await codeFor(h);
    await h.admin('POST', '/clock', { advanceMs: 600_000 });
    const res = await exchange(h, code);
    expect(res.body).toEqual({
      error: 'invalid_grant',
      error_description: expect.stringContaining('expired'),
    });
    const fresh = await codeFor(h);
    await h.admin('POST', '/clock', { advanceMs: 599_999 });
    expect((await exchange(h, fresh)).status).toBe(200);
  });

  it('forgets codes on reset', async () => {
    const h = await start();
    const code = await codeFor(h);
    await h.admin('POST', '/reset');
    expect((await exchange(h, code)).body.error).toBe('invalid_grant');
  });
});

describe('refresh_token grant and revocation', () => {
  async function pair(h: Harness) {
    const res = await exchange(h, await codeFor(h));
    expect(res.status).toBe(200);
    return res.body as { access_token: string; refresh_token: string };
  }
  const refresh = (h: Harness, refreshToken: string, extra: Record<string, string> = {}) =>
    token(h, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: h.app.clientId,
      ...extra,
    });

  it('rotates: the old pair stops working, the new one works, a reused refresh token revokes the grant', async () => {
    const h = await start();
    const old = await pair(h);
    const next = await refresh(h, old.refresh_token);
    expect(next.status).toBe(200);
    expect(next.headers.get('cache-control')).toBe('no-store');
    expect(next.body.refresh_token).not.toBe(old.refresh_token);
    expect(next.body.scope).toBe('identify applications.commands.permissions.update');
    expect(h.emu.context.state.tokens.find(old.access_token)).toBeUndefined();
    expect(h.emu.context.state.tokens.find(next.body.access_token)?.userId).toBe(MODERATOR);
    const reused = await refresh(h, old.refresh_token);
    expect(reused.body.error).toBe('invalid_grant');
    expect(h.emu.context.state.tokens.find(next.body.access_token)).toBeUndefined();
    expect((await refresh(h, next.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('narrows scopes on request, never widens them, and binds refresh tokens to their client', async () => {
    const h = await start();
    const first = await pair(h);
    expect((await refresh(h, first.refresh_token, { scope: 'identify email' })).body.error).toBe(
      'invalid_scope',
    );
    const narrowed = await refresh(h, first.refresh_token, { scope: 'identify' });
    expect(narrowed.body.scope).toBe('identify');
    const other = h.emu.world.applications[1]!;
    const stolen = await token(h, {
      grant_type: 'refresh_token',
      refresh_token: narrowed.body.refresh_token,
      client_id: other.clientId,
    });
    expect(stolen.body.error).toBe('invalid_grant');
    expect((await token(h, { grant_type: 'refresh_token', client_id: h.app.clientId })).body.error).toBe(
      'invalid_request',
    );
  });

  it('revokes an access token with its refresh token; unknown tokens answer 200; other clients are refused', async () => {
    const h = await start();
    const tokens = await pair(h);
    const other = h.emu.world.applications[1]!;
    const foreign = await revoke(h, { token: tokens.access_token, client_id: other.clientId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('invalid_grant');
    const done = await revoke(h, {
      token: tokens.access_token,
      token_type_hint: 'access_token',
      client_id: h.app.clientId,
    });
    expect(done.status).toBe(200);
    expect(h.emu.context.state.tokens.find(tokens.access_token)).toBeUndefined();
    expect((await refresh(h, tokens.refresh_token)).body.error).toBe('invalid_grant');
    expect((await revoke(h, { token: 'never-issued', client_id: h.app.clientId })).status).toBe(200);
    expect((await revoke(h, { client_id: h.app.clientId })).body.error).toBe('invalid_request');
    const badSecret = await fetch(`${h.emu.apiBaseUrl}/oauth2/token/revoke`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(h.app.clientId, 'wrong'),
      },
      body: new URLSearchParams({ token: 'x' }),
    });
    expect(badSecret.status).toBe(401);
  });

  it('revokes by refresh token and revokes client-credentials tokens', async () => {
    const h = await start();
    const tokens = await pair(h);
    expect(
      (
        await revoke(h, {
          token: tokens.refresh_token,
          token_type_hint: 'refresh_token',
          client_id: h.app.clientId,
        })
      ).status,
    ).toBe(200);
    expect(h.emu.context.state.tokens.find(tokens.access_token)).toBeUndefined();
    const cc = await token(
      h,
      { grant_type: 'client_credentials', scope: 'applications.commands.update' },
      { authorization: basic(h.app.clientId, h.app.clientSecret) },
    );
    expect((await revoke(h, { token: cc.body.access_token, client_id: h.app.clientId })).status).toBe(200);
    expect(h.emu.context.state.tokens.find(cc.body.access_token)).toBeUndefined();
  });
});

describe('GET /.well-known/oauth-authorization-server', () => {
  it('describes the server (RFC 8414)', async () => {
    const h = await start();
    const res = await fetch(`${h.emu.url}/.well-known/oauth-authorization-server`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({
      issuer: h.emu.url,
      authorization_endpoint: `${h.emu.url}/oauth2/authorize`,
      token_endpoint: `${h.emu.apiBaseUrl}/oauth2/token`,
      revocation_endpoint: `${h.emu.apiBaseUrl}/oauth2/token/revoke`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
    expect([...body.grant_types_supported].sort()).toEqual([
      'authorization_code',
      'client_credentials',
      'refresh_token',
    ]);
    expect(body.scopes_supported).toContain('applications.commands.permissions.update');
  });
});

describe('log lines', () => {
  it('never hold a code, verifier, ticket, token or secret', async () => {
    const lines: string[] = [];
    const h = await start({ log: (line) => lines.push(line) });
    const page = await getAuthorize(h, query(h));
    const ticket = /name="ticket" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const posted = await fetch(`${h.emu.url}/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket, user_id: MODERATOR, decision: 'approve' }),
      redirect: 'manual',
    });
    const code = redirectParams(posted.headers.get('location')).get('code') ?? '';
    const first = await token(
      h,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER },
      { authorization: basic(h.app.clientId, h.app.clientSecret) },
    );
    expect(first.status).toBe(200);
    const second = await token(h, {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
      client_id: h.app.clientId,
    });
    await token(h, {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
      client_id: h.app.clientId,
    });
    await exchange(h, code);
    await revoke(h, { token: second.body.access_token, client_id: h.app.clientId });
    expect(lines.some((line) => line.includes('was used again'))).toBe(true);
    const secrets = [
      code,
      VERIFIER,
      ticket,
      'state-123',
      h.app.clientSecret,
      first.body.access_token,
      first.body.refresh_token,
      second.body.access_token,
      second.body.refresh_token,
    ];
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
