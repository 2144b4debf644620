import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthClient, type AuthError, getCurrentUserGuildMember } from '../src/index.js';
import { rejection } from './helpers/rejection.js';
import { stubServerPerTest } from './helpers/stub-server.js';

// getCurrentUserGuildMember(): GET /users/@me/guilds/{guild.id}/member with the user's Bearer token (scope
// guilds.members.read), against a real HTTP server on 127.0.0.1.

const ACCESS = 'access-token-QWERTY';
const GUILD = '1250000000000000100';
const member = {
  user: {
    id: '1250000000000000204',
    username: 'member',
    discriminator: '0',
    global_name: null,
    avatar: null,
  },
  nick: 'Mem',
  roles: ['1250000000000000301'],
  joined_at: '2024-01-01T00:00:00.000000+00:00',
  deaf: false,
  mute: false,
  flags: 0,
};

const serve = stubServerPerTest();

describe('getCurrentUserGuildMember', () => {
  it('sends GET /users/@me/guilds/{guild.id}/member with the Bearer token and answers the member', async () => {
    const server = await serve({ status: 200, json: member });
    expect(await getCurrentUserGuildMember({ apiBaseUrl: server.apiBaseUrl }, ACCESS, GUILD)).toEqual(member);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/api/v10/users/@me/guilds/${GUILD}/member`);
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS}`);
  });

  it('is an AuthClient method on the client apiBaseUrl', async () => {
    const server = await serve({ status: 200, json: member });
    const client = new AuthClient({ applicationId: '1250000000000000001', apiBaseUrl: server.apiBaseUrl });
    expect(await client.getCurrentUserGuildMember(ACCESS, GUILD)).toEqual(member);
    expect(server.requests[0]?.url).toBe(`/api/v10/users/@me/guilds/${GUILD}/member`);
  });

  it('turns 401 into AuthApiError naming the scope, and 404 (10004) into one with its JSON code, never the token', async () => {
    let server = await serve({ status: 401, json: { message: `401: Unauthorized ${ACCESS}`, code: 0 } });
    const unauthorized = await rejection<AuthApiError>(
      getCurrentUserGuildMember({ apiBaseUrl: server.apiBaseUrl }, ACCESS, GUILD),
    );
    expect(unauthorized).toBeInstanceOf(AuthApiError);
    expect(unauthorized).toMatchObject({ code: 'API_ERROR', status: 401, jsonCode: 0 });
    expect(unauthorized.message).toContain('guilds.members.read for /users/@me/guilds/{guild.id}/member');
    expect(unauthorized.message).not.toContain(ACCESS);
    server = await serve({
      status: 404,
      json: { message: 'Unknown Guild', code: 10004 },
    });
    const unknown = await rejection<AuthApiError>(
      getCurrentUserGuildMember({ apiBaseUrl: server.apiBaseUrl }, ACCESS, GUILD),
    );
    expect(unknown).toMatchObject({ code: 'API_ERROR', status: 404, jsonCode: 10004 });
  });

  it('refuses an answer that is not a member', async () => {
    const server = await serve({ status: 200, json: { user: member.user } });
    const error = await rejection<AuthError>(
      getCurrentUserGuildMember({ apiBaseUrl: server.apiBaseUrl }, ACCESS, GUILD),
    );
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(error.message).toBe(
      'GET /users/@me/guilds/{guild.id}/member answered without a member (joined_at, roles).',
    );
  });

  it('refuses an empty token and a guild id that is not a snowflake before any request', async () => {
    const server = await serve({ status: 200, json: member });
    const options = { apiBaseUrl: server.apiBaseUrl };
    for (const call of [
      () => getCurrentUserGuildMember(options, '', GUILD),
      () => getCurrentUserGuildMember(options, ACCESS, '../../users/@me'),
      () => getCurrentUserGuildMember(options, ACCESS, Number(GUILD) as unknown as string),
    ]) {
      const error = await rejection<AuthError>(call());
      expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    }
    expect(server.requests).toHaveLength(0);
  });
});
