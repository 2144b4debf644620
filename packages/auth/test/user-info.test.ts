import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthClient, type AuthError, getUserInfo } from '../src/index.js';
import { rejection } from './helpers/rejection.js';
import { stubServerPerTest } from './helpers/stub-server.js';

// getUserInfo(): GET /oauth2/userinfo with the user's Bearer token (scope openid), against a real HTTP
// server on 127.0.0.1. service-facts "Application and identity routes".

const ACCESS = 'access-token-ASDFGH';
const claims = {
  sub: '1250000000000000204',
  preferred_username: 'member',
  nickname: null,
  picture: 'https://cdn.example/avatars/1250000000000000204/a.png',
  locale: 'es-419',
  email: 'member@example.com',
  email_verified: true,
};

const serve = stubServerPerTest();

describe('getUserInfo', () => {
  it('sends GET /oauth2/userinfo with the Bearer token and answers the claims', async () => {
    const server = await serve({ status: 200, json: claims });
    expect(await getUserInfo({ apiBaseUrl: server.apiBaseUrl }, ACCESS)).toEqual(claims);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/api/v10/oauth2/userinfo');
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS}`);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['user-agent']).toMatch(/^DiscordBot \(/);
  });

  it('is an AuthClient method on the client apiBaseUrl, with claims other than sub optional', async () => {
    const server = await serve({ status: 200, json: { sub: claims.sub } });
    const client = new AuthClient({ applicationId: '1250000000000000001', apiBaseUrl: server.apiBaseUrl });
    expect(await client.getUserInfo(ACCESS)).toEqual({ sub: claims.sub });
    expect(server.requests[0]?.url).toBe('/api/v10/oauth2/userinfo');
  });

  it('turns a refusal into AuthApiError with status, JSON code and the openid hint, never the token', async () => {
    const server = await serve({ status: 401, json: { message: `401: Unauthorized ${ACCESS}`, code: 0 } });
    const error = await rejection<AuthApiError>(getUserInfo({ apiBaseUrl: server.apiBaseUrl }, ACCESS));
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ code: 'API_ERROR', status: 401, jsonCode: 0 });
    expect(error.message).toContain(`GET ${server.apiBaseUrl}/oauth2/userinfo answered 401 (code 0)`);
    expect(error.message).toContain('openid for /oauth2/userinfo');
    expect(error.message).not.toContain(ACCESS);
  });

  it('refuses an answer without sub, and a claim of another type, naming it', async () => {
    let server = await serve({ status: 200, json: { preferred_username: 'member' } });
    const noSub = await rejection<AuthError>(getUserInfo({ apiBaseUrl: server.apiBaseUrl }, ACCESS));
    expect(noSub).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(noSub.message).toBe('GET /oauth2/userinfo answered without the user id (sub).');
    server = await serve({
      status: 200,
      json: { ...claims, email_verified: 'yes' },
    });
    const wrong = await rejection<AuthError>(getUserInfo({ apiBaseUrl: server.apiBaseUrl }, ACCESS));
    expect(wrong).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(wrong.message).toBe(
      'GET /oauth2/userinfo answered claim email_verified as string, which is not its type.',
    );
  });

  it('refuses an empty access token before any request', async () => {
    const server = await serve({ status: 200, json: claims });
    const error = await rejection<AuthError>(getUserInfo({ apiBaseUrl: server.apiBaseUrl }, ''));
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(server.requests).toHaveLength(0);
  });
});
