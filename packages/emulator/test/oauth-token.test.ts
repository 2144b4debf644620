import { describe, expect, it } from 'vitest';
import { type Harness, start } from './harness.js';

async function token(
  h: Harness,
  body: string | Record<string, string>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${h.emu.apiBaseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: typeof body === 'string' ? body : new URLSearchParams(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('POST /api/v10/oauth2/token (client credentials)', () => {
  it('issues a token by HTTP Basic or by body credentials, acting as the app owner', async () => {
    const h = await start();
    const viaBasic = await token(
      h,
      { grant_type: 'client_credentials', scope: 'applications.commands.update identify' },
      {
        authorization: basic(h.app.clientId, h.app.clientSecret),
      },
    );
    expect(viaBasic.status).toBe(200);
    expect(viaBasic.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 604800,
      scope: 'applications.commands.update identify',
    });
    expect(viaBasic.headers.get('cache-control')).toBe('no-store');
    const stored = h.emu.context.state.tokens.find(viaBasic.body.access_token);
    expect(stored?.userId).toBe(h.app.ownerId);
    const viaBody = await token(h, {
      grant_type: 'client_credentials',
      scope: 'applications.commands.update',
      client_id: h.app.clientId,
      client_secret: h.app.clientSecret,
    });
    expect(viaBody.status).toBe(200);
  });

  it('refuses JSON bodies, bad clients, unknown grants and bad scopes with RFC 6749 errors', async () => {
    const h = await start();
    const auth = { authorization: basic(h.app.clientId, h.app.clientSecret) };
    const json = await fetch(`${h.emu.apiBaseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ grant_type: 'client_credentials', scope: 'identify' }),
    });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toBe('invalid_request');
    const wrongSecret = await token(
      h,
      { grant_type: 'client_credentials', scope: 'identify' },
      {
        authorization: basic(h.app.clientId, 'wrong'),
      },
    );
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
    expect(wrongSecret.headers.get('www-authenticate')).toMatch(/^Basic/);
    const unknownClient = await token(h, {
      grant_type: 'client_credentials',
      scope: 'identify',
      client_id: '1',
      client_secret: 'x',
    });
    expect(unknownClient.body.error).toBe('invalid_client');
    const publicClient = await token(h, {
      grant_type: 'client_credentials',
      scope: 'identify',
      client_id: h.app.clientId,
    });
    expect(publicClient.status).toBe(401);
    expect(publicClient.body.error).toBe('invalid_client');
    expect((await token(h, { grant_type: 'password' }, auth)).body.error).toBe('unsupported_grant_type');
    expect((await token(h, { scope: 'identify' }, auth)).body.error).toBe('invalid_request');
    expect((await token(h, { grant_type: 'client_credentials' }, auth)).body.error).toBe('invalid_scope');
    const badScope = await token(h, { grant_type: 'client_credentials', scope: 'bot' }, auth);
    expect(badScope.status).toBe(400);
    expect(badScope.body).toEqual({
      error: 'invalid_scope',
      error_description: expect.stringContaining('bot'),
    });
    const twice = await token(
      h,
      { grant_type: 'client_credentials', scope: 'identify', client_secret: h.app.clientSecret },
      auth,
    );
    expect(twice.body.error).toBe('invalid_request');
  });
});
