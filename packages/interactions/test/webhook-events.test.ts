import type { APIEntitlement } from '@slashkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookEventHandler, type WebhookEvent, type WebhookEventErrorInfo } from '../src/index.js';
import { toNodeListener } from '../src/node/index.js';
import { createTestKey, signedHeaders } from './support/keys.js';
import { listen } from './support/servers.js';

const key = createTestKey();
const otherKey = createTestKey();
const now = 1_700_000_000_000;
const fresh = String(now / 1000);
const appId = '100000000000000001';

const entitlement: APIEntitlement = {
  id: '200000000000000001',
  sku_id: '300000000000000001',
  application_id: appId,
  user_id: '400000000000000001',
  type: 4,
  deleted: false,
  consumed: false,
};
const envelope = (type: string, data?: unknown) =>
  JSON.stringify({
    version: 1,
    application_id: appId,
    type: 1,
    event: { type, timestamp: '2026-12-02T07:00:00.000Z', ...(data === undefined ? {} : { data }) },
  });

/** Resolves each time a handler or hook is called, in order: the handler runs after the 204. */
function calls<T>() {
  const seen: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  return {
    seen,
    push: (value: T) => {
      seen.push(value);
      waiting.shift()?.(value);
    },
    next: () => new Promise<T>((resolve) => waiting.push(resolve)),
  };
}

const created = calls<WebhookEvent<'ENTITLEMENT_CREATE'>>();
const unknown = calls<string>();
const errors = calls<[unknown, WebhookEventErrorInfo]>();
const handler = createWebhookEventHandler({
  publicKey: key.publicKeyHex,
  now: () => now,
  maxTimestampAgeSeconds: 300,
  maxBodyBytes: 4096,
  events: {
    ENTITLEMENT_CREATE: (event) => created.push(event),
    ENTITLEMENT_DELETE: () => {
      throw new Error('the handler broke');
    },
  },
  onUnknownEvent: (event) => unknown.push(event.type),
  onError: (error, info) => errors.push([error, info]),
});

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(toNodeListener(handler));
});
afterAll(() => server.close());

const post = (body: string, headers: Record<string, string>) =>
  fetch(server.url, { method: 'POST', headers, body });

describe('a Webhook Events endpoint over a real node:http server', () => {
  it('answers a signed PING with 204 and no body', async () => {
    const body = JSON.stringify({ version: 1, application_id: appId, type: 0 });
    const response = await post(body, signedHeaders(key, body, fresh));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('answers an event with 204, then hands it to its typed handler', async () => {
    const next = created.next();
    const body = envelope('ENTITLEMENT_CREATE', entitlement);
    const response = await post(body, signedHeaders(key, body, fresh));
    expect(response.status).toBe(204);
    const event = await next;
    expect(event).toEqual({
      type: 'ENTITLEMENT_CREATE',
      timestamp: '2026-12-02T07:00:00.000Z',
      data: entitlement,
      applicationId: appId,
    });
  });

  it('refuses a forged, a missing and a stale signature with 401', async () => {
    const body = envelope('ENTITLEMENT_CREATE', entitlement);
    expect((await post(body, signedHeaders(otherKey, body, fresh))).status).toBe(401);
    expect((await post(body, { 'content-type': 'application/json' })).status).toBe(401);
    const stale = String(now / 1000 - 301);
    expect((await post(body, signedHeaders(key, body, stale))).status).toBe(401);
    const ping = JSON.stringify({ version: 1, application_id: appId, type: 0 });
    expect((await post(ping, signedHeaders(otherKey, ping, fresh))).status).toBe(401);
    expect(created.seen).toHaveLength(1);
  });

  it('runs a replayed request (the same signature) once', async () => {
    const body = envelope('ENTITLEMENT_CREATE', { ...entitlement, id: '200000000000000002' });
    const headers = signedHeaders(key, body, fresh);
    const next = created.next();
    expect((await post(body, headers)).status).toBe(204);
    await next;
    expect((await post(body, headers)).status).toBe(204);
    // An unknown event after it, on the same ordered path: had the replay run, it would have come first.
    const seen = unknown.next();
    const marker = envelope('LOBBY_MESSAGE_DELETE', { id: '1', lobby_id: '2' });
    await post(marker, signedHeaders(key, marker, fresh));
    expect(await seen).toBe('LOBBY_MESSAGE_DELETE');
    expect(created.seen.map((event) => event.data.id)).toEqual(['200000000000000001', '200000000000000002']);
  });

  it('acknowledges an event with no handler, or of a type newer than the package, and says so', async () => {
    for (const type of ['APPLICATION_AUTHORIZED', 'SOMETHING_NEW']) {
      const next = unknown.next();
      const body = envelope(type, {});
      expect((await post(body, signedHeaders(key, body, fresh))).status).toBe(204);
      expect(await next).toBe(type);
    }
  });

  it('reports what a handler throws to onError, with the event type, after the 204', async () => {
    const next = errors.next();
    const body = envelope('ENTITLEMENT_DELETE', entitlement);
    expect((await post(body, signedHeaders(key, body, fresh))).status).toBe(204);
    const [error, info] = await next;
    expect((error as Error).message).toBe('the handler broke');
    expect(info).toEqual({ eventType: 'ENTITLEMENT_DELETE', timestamp: '2026-12-02T07:00:00.000Z' });
  });

  it('reports a known event that came without data instead of running its handler', async () => {
    const next = errors.next();
    const body = envelope('ENTITLEMENT_CREATE');
    expect((await post(body, signedHeaders(key, body, fresh))).status).toBe(204);
    const [error] = await next;
    expect(error).toMatchObject({ code: 'INVALID_WEBHOOK_EVENT' });
  });

  it('refuses bodies that are not Webhook Events with 400, and hostile keys never route', async () => {
    for (const body of [
      '[]',
      '{"type":2}',
      '{"version":1,"application_id":"1","type":1}',
      '{"version":1,"application_id":"1","type":1,"event":{"timestamp":"x"}}',
      '{"version":1,"application_id":"1","type":1,"__proto__":{"event":{"type":"ENTITLEMENT_CREATE","timestamp":"x"}}}',
      'not json',
    ]) {
      const response = await post(body, signedHeaders(key, body, fresh));
      expect(response.status, body).toBe(400);
    }
    const next = unknown.next();
    const body = envelope('constructor', {});
    expect((await post(body, signedHeaders(key, body, fresh))).status).toBe(204);
    expect(await next).toBe('constructor');
  });

  it('answers 405 to GET, 400 to a wrong content type and 413 to an oversized body', async () => {
    expect((await fetch(server.url)).status).toBe(405);
    const body = envelope('ENTITLEMENT_CREATE', entitlement);
    expect(
      (await post(body, { ...signedHeaders(key, body, fresh), 'content-type': 'text/plain' })).status,
    ).toBe(400);
    const big = envelope('ENTITLEMENT_CREATE', { ...entitlement, padding: 'x'.repeat(5000) });
    expect((await post(big, signedHeaders(key, big, fresh))).status).toBe(413);
  });
});

describe('createWebhookEventHandler', () => {
  it('refuses a missing or malformed public key at creation', () => {
    expect(() => createWebhookEventHandler({ publicKey: 'abc', events: {} })).toThrow(/64 hex characters/);
    expect(() => createWebhookEventHandler({ publicKey: [], events: {} })).toThrow(/64 hex characters/);
  });

  it('answers through fetch with a 204 that carries no body', async () => {
    const body = JSON.stringify({ version: 1, application_id: appId, type: 0 });
    const waits: Promise<unknown>[] = [];
    const response = await handler.fetch(
      new Request('http://localhost/events', {
        method: 'POST',
        headers: signedHeaders(key, body, fresh),
        body,
      }),
      { waitUntil: (promise) => waits.push(promise) },
    );
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });
});
