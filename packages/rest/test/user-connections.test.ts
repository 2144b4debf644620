import { type APIConnection, ConnectionService, ConnectionVisibility } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { REST, type RESTError } from '../src/index.js';
import { unauthorizedBearerCall } from './support/bearer-401.js';
import { rejection, TOKEN } from './support/fixtures.js';
import { ok, startLocalServer } from './support/local-server.js';

// A user's connected accounts (GET /users/@me/connections) with that user's Bearer token (scope
// connections), as a Linked Roles verification page reads them.

const BEARER = 'user-access-token-connections';
const connections: APIConnection[] = [
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
];

describe("a user's connections (rest.users, Bearer token with connections)", () => {
  it('reads them at /users/@me/connections with the per-call Bearer token', async () => {
    const server = await startLocalServer(() => ok(connections));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    expect(await rest.users.getCurrentUserConnections({ bearerToken: BEARER })).toEqual(connections);
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization, r.body])).toEqual([
      ['GET', '/users/@me/connections', `Bearer ${BEARER}`, ''],
    ]);
  });

  it('uses the client token of a Bearer client', async () => {
    const server = await startLocalServer(() => ok([]));
    const rest = new REST({ token: BEARER, authPrefix: 'Bearer', baseUrl: server.baseUrl });
    expect(await rest.users.getCurrentUserConnections()).toEqual([]);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${BEARER}`]);
  });

  it('refuses the call with only a Bot token, naming the scope, without sending anything', async () => {
    const server = await startLocalServer(() => ok(connections));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = (await rejection(rest.users.getCurrentUserConnections())) as RESTError;
    expect(error).toMatchObject({ code: 'BEARER_TOKEN_REQUIRED' });
    expect(error.message).toContain('GET /users/@me/connections needs a Bearer token with scope connections');
    expect(error.message).not.toContain(TOKEN);
    expect(server.requests).toHaveLength(0);
  });

  it("answers the service's 401 as an APIError without the user's token", async () => {
    const error = await unauthorizedBearerCall(BEARER, (rest, call) =>
      rest.users.getCurrentUserConnections(call),
    );
    expect(error).toMatchObject({ status: 401, method: 'GET', route: '/users/@me/connections' });
  });
});
