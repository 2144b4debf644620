import { describe, expect, it } from 'vitest';
import {
  AuthApiError,
  AuthClient,
  type AuthError,
  deleteUserRoleConnection,
  getUserRoleConnection,
  OAuth2Scopes,
  updateUserRoleConnection,
} from '../src/index.js';
import { rejection } from './helpers/rejection.js';
import { stubServerPerTest } from './helpers/stub-server.js';

// A Linked Roles verification page: with the user's access token (scopes role_connections.write and
// identify), read, replace and remove their role connection with the application
// (/users/@me/applications/{application.id}/role-connection), against a real HTTP server on 127.0.0.1.

const ACCESS = 'access-token-LINKED-ROLES';
const APP = '1250000000000000001';
const PATH = `/api/v10/users/@me/applications/${APP}/role-connection`;
const connection = { platform_name: 'Pizza Quest', platform_username: 'ana', metadata: { level: '12' } };
const body = { platform_name: 'Pizza Quest', platform_username: 'ana', metadata: { level: 12 } };

const serve = stubServerPerTest();

describe('getUserRoleConnection', () => {
  it('sends GET with the Bearer token and answers the connection', async () => {
    const server = await serve({ status: 200, json: connection });
    expect(await getUserRoleConnection({ apiBaseUrl: server.apiBaseUrl }, ACCESS, APP)).toEqual(connection);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', url: PATH, body: '' });
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS}`);
  });

  it('answers the empty connection of a user the application stored nothing for', async () => {
    const empty = { platform_name: null, platform_username: null, metadata: {} };
    const server = await serve({ status: 200, json: empty });
    expect(await getUserRoleConnection({ apiBaseUrl: server.apiBaseUrl }, ACCESS, BigInt(APP))).toEqual(
      empty,
    );
  });
});

describe('updateUserRoleConnection', () => {
  it('sends PUT with the Bearer token and the body as JSON, and answers the stored connection', async () => {
    const server = await serve({ status: 200, json: connection });
    const options = { apiBaseUrl: server.apiBaseUrl };
    expect(await updateUserRoleConnection(options, ACCESS, APP, body)).toEqual(connection);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'PUT', url: PATH });
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('refuses a body the service would refuse before any request, naming each path', async () => {
    const server = await serve({ status: 200, json: connection });
    const options = { apiBaseUrl: server.apiBaseUrl };
    const bad = { platform_name: 'p'.repeat(51), metadata: { level: { deep: 1 } } };
    const error = await rejection<AuthError>(
      updateUserRoleConnection(options, ACCESS, APP, bad as unknown as typeof body),
    );
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(error.message).toMatch(/^body is not a role connection the service would take \(2 problems\):/);
    expect(error.message).toContain('\n  body.platform_name: ');
    expect(error.message).toContain('\n  body.metadata.level: Expected a string or a number');
    const notObject = await rejection<AuthError>(
      updateUserRoleConnection(options, ACCESS, APP, [] as unknown as typeof body),
    );
    expect(notObject).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('deleteUserRoleConnection', () => {
  it('sends DELETE with the Bearer token and resolves on 204', async () => {
    const server = await serve({ status: 204 });
    await expect(
      deleteUserRoleConnection({ apiBaseUrl: server.apiBaseUrl }, ACCESS, APP),
    ).resolves.toBeUndefined();
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'DELETE', url: PATH, body: '' });
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS}`);
  });
});

describe('AuthClient role connection methods', () => {
  it("use the client's application id and apiBaseUrl", async () => {
    const server = await serve({ status: 200, json: connection });
    const client = new AuthClient({ applicationId: APP, apiBaseUrl: server.apiBaseUrl });
    expect(await client.getUserRoleConnection(ACCESS)).toEqual(connection);
    expect(await client.updateUserRoleConnection(ACCESS, body)).toEqual(connection);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${PATH}`, `PUT ${PATH}`]);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual(body);
  });

  it('reject with MISSING_CLIENT_ID on a client without an application id', async () => {
    const server = await serve({ status: 200, json: connection });
    const client = new AuthClient({ apiBaseUrl: server.apiBaseUrl });
    await expect(client.getUserRoleConnection(ACCESS)).rejects.toMatchObject({ code: 'MISSING_CLIENT_ID' });
    await expect(client.updateUserRoleConnection(ACCESS, body)).rejects.toMatchObject({
      code: 'MISSING_CLIENT_ID',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('role connection refusals', () => {
  it('turns 401 into AuthApiError naming role_connections.write, never the token', async () => {
    const server = await serve({ status: 401, json: { message: `401: Unauthorized ${ACCESS}`, code: 0 } });
    const options = { apiBaseUrl: server.apiBaseUrl };
    for (const call of [
      () => getUserRoleConnection(options, ACCESS, APP),
      () => updateUserRoleConnection(options, ACCESS, APP, body),
      () => deleteUserRoleConnection(options, ACCESS, APP),
    ]) {
      const error = await rejection<AuthApiError>(call());
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ code: 'API_ERROR', status: 401, jsonCode: 0 });
      expect(error.message).toContain(
        `${OAuth2Scopes.RoleConnectionsWrite} for /users/@me/applications/{application.id}/role-connection`,
      );
      expect(error.message).not.toContain(ACCESS);
    }
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it('refuses an answer that is not a connection', async () => {
    const answers = [
      [],
      { platform_name: 'Pizza Quest', platform_username: null },
      { platform_name: 1, platform_username: null, metadata: {} },
      { platform_name: null, platform_username: ['ana'], metadata: {} },
      { platform_name: null, platform_username: null, metadata: ['12'] },
      { platform_name: null, platform_username: null, metadata: null },
    ];
    for (const json of answers) {
      const server = await serve({ status: 200, json });
      const options = { apiBaseUrl: server.apiBaseUrl };
      for (const [call, method] of [
        [() => getUserRoleConnection(options, ACCESS, APP), 'GET'],
        [() => updateUserRoleConnection(options, ACCESS, APP, body), 'PUT'],
      ] as const) {
        const error = await rejection<AuthError>(call());
        expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
        expect(error.message).toBe(
          `${method} /users/@me/applications/{application.id}/role-connection answered without a role connection (platform_name, platform_username, metadata).`,
        );
      }
    }
  });

  it('refuses an empty token and an application id that is not a snowflake before any request', async () => {
    const server = await serve({ status: 200, json: connection });
    const options = { apiBaseUrl: server.apiBaseUrl };
    const calls = [
      (token: string, id: string) => getUserRoleConnection(options, token, id),
      (token: string, id: string) => updateUserRoleConnection(options, token, id, body),
      (token: string, id: string) => deleteUserRoleConnection(options, token, id),
    ];
    for (const call of calls) {
      for (const [token, id] of [
        ['', APP],
        [ACCESS, '../../guilds/1'],
        [ACCESS, Number(APP) as unknown as string],
      ] as const) {
        const error = await rejection<AuthError>(call(token, id));
        expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
      }
    }
    expect(server.requests).toHaveLength(0);
  });
});
