import { ApplicationRoleConnectionMetadataType } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { APIError, REST, type RESTError } from '../src/index.js';
import { unauthorizedBearerCall } from './support/bearer-401.js';
import { APP, rejection, TOKEN } from './support/fixtures.js';
import { invalidFormBody, ok, startLocalServer } from './support/local-server.js';

// Linked Roles: the application's metadata records with the Bot token (rest.applications), and a user's
// role connection with that user's Bearer token (rest.users), each to its method and path.

const BEARER = 'user-access-token-role-connections';
const records = [
  {
    type: ApplicationRoleConnectionMetadataType.IntegerGreaterThanOrEqual,
    key: 'level',
    name: 'Level',
    description: 'Minimum level in the game',
  },
];
const connection = { platform_name: 'Pizza Quest', platform_username: 'ana', metadata: { level: '12' } };
const connectionPath = `/users/@me/applications/${APP}/role-connection`;

async function serveEcho() {
  return startLocalServer((request) => {
    if (request.method === 'DELETE') return { status: 204 };
    if (request.url.endsWith('/metadata'))
      return ok(request.method === 'PUT' ? JSON.parse(request.body) : []);
    return ok(connection);
  });
}

describe('metadata records (rest.applications, Bot token)', () => {
  it('reads and replaces the records at /applications/{application.id}/role-connections/metadata', async () => {
    const server = await serveEcho();
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    expect(await rest.applications.getRoleConnectionMetadataRecords(APP)).toEqual([]);
    expect(await rest.applications.updateRoleConnectionMetadataRecords(APP, records)).toEqual(records);
    expect(await rest.applications.updateRoleConnectionMetadataRecords(APP, [])).toEqual([]);
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', `/applications/${APP}/role-connections/metadata`, `Bot ${TOKEN}`],
      ['PUT', `/applications/${APP}/role-connections/metadata`, `Bot ${TOKEN}`],
      ['PUT', `/applications/${APP}/role-connections/metadata`, `Bot ${TOKEN}`],
    ]);
    expect(server.requests.map((r) => r.body)).toEqual(['', JSON.stringify(records), '[]']);
    expect(server.requests[1]?.headers['content-type']).toBe('application/json');
  });

  it("sends the records as given and answers the service's refusal with its field errors", async () => {
    const server = await startLocalServer(() =>
      invalidFormBody({ '0': { key: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Too long' }] } } }),
    );
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const tooLong = [{ ...records[0]!, key: 'k'.repeat(51) }];
    const error = await rejection(rest.applications.updateRoleConnectionMetadataRecords(APP, tooLong));
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({
      status: 400,
      jsonCode: 50035,
      route: '/applications/{application_id}/role-connections/metadata',
      fieldErrors: [expect.objectContaining({ path: '[0].key', code: 'BASE_TYPE_BAD_LENGTH' })],
    });
    expect(JSON.parse(server.requests[0]!.body)).toEqual(tooLong);
  });
});

describe("a user's role connection (rest.users, Bearer token with role_connections.write)", () => {
  it('reads, replaces and removes it with the per-call Bearer token', async () => {
    const server = await serveEcho();
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const call = { bearerToken: BEARER };
    const body = { platform_name: 'Pizza Quest', platform_username: 'ana', metadata: { level: 12 } };
    expect(await rest.users.getCurrentUserApplicationRoleConnection(APP, call)).toEqual(connection);
    expect(await rest.users.updateCurrentUserApplicationRoleConnection(APP, body, call)).toEqual(connection);
    expect(await rest.users.deleteCurrentUserApplicationRoleConnection(APP, call)).toBeUndefined();
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', connectionPath, `Bearer ${BEARER}`],
      ['PUT', connectionPath, `Bearer ${BEARER}`],
      ['DELETE', connectionPath, `Bearer ${BEARER}`],
    ]);
    expect(JSON.parse(server.requests[1]!.body)).toEqual(body);
  });

  it('uses the client token of a Bearer client', async () => {
    const server = await serveEcho();
    const rest = new REST({ token: BEARER, authPrefix: 'Bearer', baseUrl: server.baseUrl });
    await rest.users.getCurrentUserApplicationRoleConnection(APP);
    await rest.users.updateCurrentUserApplicationRoleConnection(APP, { metadata: { level: 3 } });
    await rest.users.deleteCurrentUserApplicationRoleConnection(APP);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(Array(3).fill(`Bearer ${BEARER}`));
  });

  it('refuses each of the three with only a Bot token, naming the scope, without sending anything', async () => {
    const server = await serveEcho();
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const calls: Array<[() => Promise<unknown>, string]> = [
      [() => rest.users.getCurrentUserApplicationRoleConnection(APP), 'GET'],
      [() => rest.users.updateCurrentUserApplicationRoleConnection(APP, { platform_name: 'x' }), 'PUT'],
      [() => rest.users.deleteCurrentUserApplicationRoleConnection(APP), 'DELETE'],
    ];
    for (const [call, method] of calls) {
      const error = (await rejection(call())) as RESTError;
      expect(error).toMatchObject({ code: 'BEARER_TOKEN_REQUIRED' });
      expect(error.message).toContain(
        `${method} /users/@me/applications/{application_id}/role-connection needs a Bearer token with scope role_connections.write`,
      );
      expect(error.message).not.toContain(TOKEN);
    }
    expect(server.requests).toHaveLength(0);
  });

  it("answers the service's 401 as an APIError without the user's token", async () => {
    const error = await unauthorizedBearerCall(BEARER, (rest, call) =>
      rest.users.getCurrentUserApplicationRoleConnection(APP, call),
    );
    expect(error).toMatchObject({ status: 401, method: 'GET' });
  });
});
