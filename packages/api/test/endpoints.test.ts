import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allEndpoints,
  compileEndpointPath,
  documentRoute,
  Endpoints,
  endpointPath,
  RouteTemplates,
} from '../src/index.js';

// The endpoint table held against Discord's OpenAPI document, as scripts/openapi-operations.ts extracts it.
interface DocumentOperation {
  operationId: string;
  method: string;
  path: string;
  query: string[];
}
const fixture = new URL('./fixtures/openapi-operations.json', import.meta.url);
const { operations } = JSON.parse(readFileSync(fixture, 'utf8')) as { operations: DocumentOperation[] };
const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
const rows = Object.entries(Endpoints);
const camel = (id: string) => id.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const shape = (route: string) => route.replace(/:[A-Za-z]+/g, ':');

describe('the endpoint table against the document', () => {
  it('reads the document (the fixture is not empty)', () => {
    expect(operations.length).toBeGreaterThan(200);
    expect(byId.get('create_message')).toMatchObject({
      method: 'POST',
      path: '/channels/{channel_id}/messages',
    });
  });

  it.each(rows.filter(([, row]) => row.operationId !== null))(
    '%s: same method and path as its operation, and named after it',
    (name, row) => {
      const operation = byId.get(row.operationId!);
      expect(operation, `${row.operationId} is not an operationId of the document`).toBeDefined();
      expect(`${row.method} ${documentRoute(row.route)}`).toBe(`${operation!.method} ${operation!.path}`);
      expect(name).toBe(camel(row.operationId!));
      for (const key of row.query ?? []) expect(operation!.query).toContain(key);
    },
  );

  it.each(rows.filter(([, row]) => row.operationId === null))(
    '%s: says why the document lacks it, and the document really does',
    (_, row) => {
      expect(row.notInDocument?.length ?? 0).toBeGreaterThan(20);
      expect(documented.has(`${row.method} ${documentRoute(row.route)}`)).toBe(false);
    },
  );

  it('has one row per method and route, each frozen', () => {
    const keys = allEndpoints.map((row) => `${row.method} ${shape(row.route)}`);
    expect(keys.length).toBe(new Set(keys).size);
    expect(allEndpoints.length).toBe(rows.length);
    for (const row of allEndpoints) expect(Object.isFrozen(row)).toBe(true);
    expect(Object.isFrozen(Endpoints)).toBe(true);
  });

  it('names only route parameters as major parameters, and only secret-free ones unhashed', () => {
    for (const row of allEndpoints) {
      const params = [...row.route.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      for (const major of row.major) expect(params).toContain(major);
      if (row.auth.includes('token')) expect(row.global).toBe(false);
    }
  });

  it('holds every route of RouteTemplates', () => {
    const shapes = new Set(allEndpoints.map((row) => shape(row.route)));
    const missing = Object.entries(RouteTemplates).filter(([, template]) => !shapes.has(shape(template)));
    expect(missing).toEqual([]);
  });
});

describe('endpointPath', () => {
  it('fills the parameters, percent-encoded', () => {
    expect(endpointPath(Endpoints.getGuildMember, { guildId: '1', userId: '2' })).toBe('/guilds/1/members/2');
    expect(
      endpointPath(Endpoints.updateWebhookMessage, { webhookId: '1', webhookToken: 'a/b c', messageId: '3' }),
    ).toBe('/webhooks/1/a%2Fb%20c/messages/3');
  });

  it('refuses a missing, empty or inherited parameter', () => {
    expect(() => endpointPath(Endpoints.getChannel, {} as { channelId: string })).toThrow(
      'GET /channels/:channelId needs its parameter channelId',
    );
    expect(() => endpointPath(Endpoints.getChannel, { channelId: '' })).toThrow(TypeError);
    const inherited = Object.create({ channelId: '1' }) as { channelId: string };
    expect(() => endpointPath(Endpoints.getChannel, inherited)).toThrow(TypeError);
  });
});

describe('compileEndpointPath', () => {
  it('builds the same path as endpointPath for every row', () => {
    for (const row of allEndpoints) {
      const params = Object.fromEntries(
        [...row.route.matchAll(/:([A-Za-z]+)/g)].map(([, name], i) => [name, `v ${i}/x`]),
      );
      expect(compileEndpointPath(row)(params as never), row.route).toBe(endpointPath(row, params as never));
    }
  });

  it('refuses what endpointPath refuses', () => {
    const path = compileEndpointPath(Endpoints.getChannel);
    expect(() => path({} as { channelId: string })).toThrow(
      'GET /channels/:channelId needs its parameter channelId',
    );
    expect(() => path({ channelId: '' })).toThrow(TypeError);
    expect(() => path(Object.create({ channelId: '1' }) as { channelId: string })).toThrow(TypeError);
  });
});

describe('documentRoute', () => {
  it('spells a template as the document does', () => {
    expect(documentRoute(Endpoints.createInteractionResponse.route)).toBe(
      '/interactions/{interaction_id}/{interaction_token}/callback',
    );
  });
});
