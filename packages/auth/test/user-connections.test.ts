import { ConnectionService, ConnectionVisibility } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  AuthApiError,
  AuthClient,
  type AuthError,
  deleteUserRoleConnection,
  getUserConnections,
  OAuth2Scopes,
} from '../src/index.js';
import { rejection } from './helpers/rejection.js';
import { stubServerPerTest } from './helpers/stub-server.js';

// A Linked Roles verification page reads the accounts the user connected to Discord with their access token
// (scope connections, GET /users/@me/connections), against a real HTTP server on 127.0.0.1; and the
// AuthClient methods for it and for unlinking (DELETE of the user's role connection).

const ACCESS = 'access-token-CONNECTIONS';
const APP = '1250000000000000001';
const PATH = '/api/v10/users/@me/connections';
const connections = [
  {
    id: '583231',
    name: 'ana-codes',
    type: ConnectionService.GitHub,
    verified: true,
    friend_sync: false,
    show_activity: true,
    two_way_link: false,
    visibility: ConnectionVisibility.Everyone,
  },
  // A service this SDK does not know yet is read as it is.
  { id: 'x1', name: 'ana', type: 'newservice', verified: false, visibility: ConnectionVisibility.None },
];

const serve = stubServerPerTest();

describe('getUserConnections', () => {
  it('sends GET with the Bearer token and answers the connections', async () => {
    const server = await serve({ status: 200, json: connections });
    expect(await getUserConnections({ apiBaseUrl: server.apiBaseUrl }, ACCESS)).toEqual(connections);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', url: PATH, body: '' });
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS}`);
    expect(server.requests).toHaveLength(1);
  });

  it('answers an empty list for a user with no connected account', async () => {
    const server = await serve({ status: 200, json: [] });
    expect(await getUserConnections({ apiBaseUrl: server.apiBaseUrl }, ACCESS)).toEqual([]);
  });

  it('turns 401 into AuthApiError naming connections, never the token', async () => {
    const server = await serve({ status: 401, json: { message: `401: Unauthorized ${ACCESS}`, code: 0 } });
    const error = await rejection<AuthApiError>(
      getUserConnections({ apiBaseUrl: server.apiBaseUrl }, ACCESS),
    );
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ code: 'API_ERROR', status: 401, jsonCode: 0 });
    expect(error.message).toContain(`${OAuth2Scopes.Connections} for /users/@me/connections`);
    expect(error.message).not.toContain(ACCESS);
  });

  it('refuses an answer that is not a list of connections', async () => {
    const cases: Array<[unknown, string]> = [
      [{ connections }, 'without a list of connections'],
      [null, 'without a list of connections'],
      [[connections[0], { id: 1, name: 'ana', type: 'github' }], '[1] without a connection (id, name, type)'],
      [[{ id: '1', type: 'github' }], '[0] without a connection (id, name, type)'],
      [[{ id: '1', name: 'ana', type: ['github'] }], '[0] without a connection (id, name, type)'],
      [['github'], '[0] without a connection (id, name, type)'],
      [[null], '[0] without a connection (id, name, type)'],
    ];
    for (const [json, why] of cases) {
      const server = await serve({ status: 200, json });
      const error = await rejection<AuthError>(getUserConnections({ apiBaseUrl: server.apiBaseUrl }, ACCESS));
      expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
      expect(error.message).toBe(`GET /users/@me/connections answered ${why}.`);
    }
  });

  it('refuses an empty or missing token and a bad apiBaseUrl before any request', async () => {
    const server = await serve({ status: 200, json: connections });
    for (const token of ['', undefined as unknown as string, 42 as unknown as string]) {
      const error = await rejection<AuthError>(getUserConnections({ apiBaseUrl: server.apiBaseUrl }, token));
      expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
      expect(error.message).toContain('accessToken');
    }
    const insecure = await rejection<AuthError>(
      getUserConnections({ apiBaseUrl: 'http://discord.example/api/v10' }, ACCESS),
    );
    expect(insecure).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('AuthClient#getUserConnections', () => {
  it("uses the client's apiBaseUrl and User-Agent, and needs no application id", async () => {
    const server = await serve({ status: 200, json: connections });
    const client = new AuthClient({ apiBaseUrl: server.apiBaseUrl, userAgent: 'PizzaQuest/1.0' });
    expect(await client.getUserConnections(ACCESS)).toEqual(connections);
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', PATH, `Bearer ${ACCESS}`],
    ]);
    expect(server.requests[0]?.headers['user-agent']).toBe('PizzaQuest/1.0');
  });

  it('rejects an empty token with INVALID_ARGUMENT before any request', async () => {
    const server = await serve({ status: 200, json: connections });
    const client = new AuthClient({ apiBaseUrl: server.apiBaseUrl });
    await expect(client.getUserConnections('')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('AuthClient#deleteUserRoleConnection', () => {
  const rolePath = `/api/v10/users/@me/applications/${APP}/role-connection`;

  it("sends DELETE for the client's application with the Bearer token and resolves on 204", async () => {
    const server = await serve({ status: 204 });
    const client = new AuthClient({ applicationId: APP, apiBaseUrl: server.apiBaseUrl });
    await expect(client.deleteUserRoleConnection(ACCESS)).resolves.toBeUndefined();
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization, r.body])).toEqual([
      ['DELETE', rolePath, `Bearer ${ACCESS}`, ''],
    ]);
    // The same request as the standalone function with the application id.
    await deleteUserRoleConnection({ apiBaseUrl: server.apiBaseUrl }, ACCESS, APP);
    expect(server.requests[1]).toMatchObject({ method: 'DELETE', url: rolePath });
  });

  it('rejects with MISSING_CLIENT_ID on a client without an application id, and an empty token', async () => {
    const server = await serve({ status: 204 });
    const client = new AuthClient({ apiBaseUrl: server.apiBaseUrl });
    await expect(client.deleteUserRoleConnection(ACCESS)).rejects.toMatchObject({
      code: 'MISSING_CLIENT_ID',
    });
    client.setApplicationId(APP);
    await expect(client.deleteUserRoleConnection('')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(server.requests).toHaveLength(0);
  });

  it('turns 401 into AuthApiError naming role_connections.write, never the token', async () => {
    const server = await serve({ status: 401, json: { message: `401: Unauthorized ${ACCESS}`, code: 0 } });
    const client = new AuthClient({ applicationId: APP, apiBaseUrl: server.apiBaseUrl });
    const error = await rejection<AuthApiError>(client.deleteUserRoleConnection(ACCESS));
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(error.message).toContain(OAuth2Scopes.RoleConnectionsWrite);
    expect(error.message).not.toContain(ACCESS);
  });
});
