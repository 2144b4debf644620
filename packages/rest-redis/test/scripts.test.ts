// The semantics of every script, against a real Redis (REDIS_URL, or a redis-server of this file's own):
// each test uses its own namespace, and passes the clock in, so nothing waits.
import { createClient } from '@redis/client';
import type { ResponseFacts, SlotRequest } from '@slashkit/rest/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from '../src/index.js';
import { startRedis, type TestRedis } from './support/redis-server.js';

let own: TestRedis | undefined;
let url: string;
let admin: ReturnType<typeof createClient>;
const stores: RedisRateLimitStore[] = [];
let namespaces = 0;

beforeAll(async () => {
  if (process.env.REDIS_URL) url = process.env.REDIS_URL;
  else {
    own = await startRedis();
    url = own.url;
  }
  admin = createClient({ url });
  await admin.connect();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await admin?.close();
  await own?.stop();
});

const T0 = 1_800_000_000_000;

/** A store on a fresh namespace (or on `namespace`, to play a second process of the same bot). */
function store(namespace = `test-${process.pid}-${++namespaces}-${Date.now()}`): RedisRateLimitStore {
  const created = new RedisRateLimitStore({ url, namespace, inFlightLease: 30_000 });
  stores.push(created);
  return created;
}

function slot(over: Partial<SlotRequest> = {}): SlotRequest {
  return {
    routeKey: 'GET /applications/{application_id}/commands',
    majorParameter: '',
    global: true,
    now: T0,
    globalPerSecond: 50,
    globalWindowMs: 1000,
    invalidLimit: 9900,
    invalidWindowMs: 600_000,
    ...over,
  };
}

function facts(key: string, ticket: string | undefined, over: Partial<ResponseFacts> = {}): ResponseFacts {
  return {
    routeKey: 'GET /applications/{application_id}/commands',
    majorParameter: '',
    now: T0,
    ticketKey: key,
    ticket,
    hash: 'abc',
    window: { limit: 3, remaining: 2, resetAt: T0 + 1000, windowId: (T0 + 1000) / 1000 },
    global: true,
    unlimited: false,
    invalid: false,
    globalBlockUntil: 0,
    bucketBlockUntil: 0,
    ...over,
  };
}

async function go(s: RedisRateLimitStore, over: Partial<SlotRequest> = {}) {
  const decision = await s.takeSlot(slot(over));
  if (decision?.kind !== 'go') throw new Error(`expected go, got ${JSON.stringify(decision)}`);
  return decision;
}

describe('takeSlot and learn', () => {
  it('lets one request probe an unknown bucket, then spends what its headers say, for every process', async () => {
    const a = store();
    const b = store(a.hashTag.slice('{slashkit:'.length, -1));
    const probe = await go(a);
    expect(probe.key).toBe('GET /applications/{application_id}/commands|');
    // The other process waits for that answer, checking again after the poll interval.
    expect(await b.takeSlot(slot())).toEqual({ kind: 'response', key: probe.key, ms: 50 });
    expect(await a.learn(facts(probe.key, probe.ticket))).toEqual({ key: 'abc|', hash: 'abc' });
    // The route now maps to bucket `abc` in both processes: 2 left, then a wait until the reset.
    expect((await go(b)).key).toBe('abc|');
    expect((await go(a)).key).toBe('abc|');
    expect(await b.takeSlot(slot({ now: T0 + 10 }))).toEqual({ kind: 'wait', scope: 'user', ms: 990 });
    // After the reset the window rolls over: a full bucket again.
    expect((await go(a, { now: T0 + 1000 })).key).toBe('abc|');
    expect(await a.getBucket('abc|')).toMatchObject({ limit: 3, remaining: 2, resetAt: 0 });
  });

  it('counts a request in the global window from its answer, and while in flight as now', async () => {
    const s = store();
    const open = { window: undefined, hash: undefined, unlimited: true };
    await s.learn(facts('x', undefined, open));
    const a = await go(s, { globalPerSecond: 2 });
    await go(s, { globalPerSecond: 2, now: T0 + 100 });
    // Both in flight fill the window however late it is: only an answer (of any process) frees a place.
    expect(await s.takeSlot(slot({ globalPerSecond: 2, now: T0 + 5000 }))).toEqual({
      kind: 'response',
      key: '*global',
      ms: 50,
    });
    // Interaction callbacks are exempt.
    await go(s, { globalPerSecond: 2, now: T0 + 5000, global: false });
    // a's answer came at T0 + 5000: the next request may go one window after it.
    await s.learn(facts(a.key, a.ticket, { ...open, now: T0 + 5000 }));
    expect(await s.takeSlot(slot({ globalPerSecond: 2, now: T0 + 5200 }))).toEqual({
      kind: 'wait',
      scope: 'global',
      ms: 800,
    });
    await go(s, { globalPerSecond: 2, now: T0 + 6000 });
  });

  it('blocks every non-exempt request after a global 429, even with the global limiter off', async () => {
    const s = store();
    const first = await go(s);
    await s.learn(facts(first.key, first.ticket, { invalid: true, globalBlockUntil: T0 + 700 }));
    const off = Number.POSITIVE_INFINITY;
    expect(await s.takeSlot(slot({ now: T0 + 200, globalPerSecond: off }))).toEqual({
      kind: 'wait',
      scope: 'global',
      ms: 500,
    });
    await go(s, { now: T0 + 200, global: false });
    await go(s, { now: T0 + 700 });
  });

  it('spends a bucket until the time a per-route 429 names', async () => {
    const s = store();
    const first = await go(s);
    await s.learn(facts(first.key, first.ticket, { window: undefined, bucketBlockUntil: T0 + 3000 }));
    expect(await s.takeSlot(slot({ now: T0 + 1000 }))).toEqual({ kind: 'wait', scope: 'user', ms: 2000 });
  });

  it('holds every request once the invalid-request budget is spent', async () => {
    const s = store();
    const limits = { invalidLimit: 2 };
    for (let i = 0; i < 2; i++) {
      const ticket = await go(s, { ...limits, now: T0 + i });
      await s.learn(facts(ticket.key, ticket.ticket, { invalid: true, now: T0 + i, window: undefined }));
    }
    expect(await s.takeSlot(slot({ ...limits, now: T0 + 10 }))).toEqual({
      kind: 'wait',
      scope: 'invalid',
      ms: 599_990,
    });
  });

  it('keeps room in a new window for the requests still in flight in any process', async () => {
    const a = store();
    const b = store(a.hashTag.slice('{slashkit:'.length, -1));
    const probe = await go(a);
    await a.learn(
      facts(probe.key, probe.ticket, { window: { limit: 5, remaining: 4, resetAt: T0 + 1000, windowId: 1 } }),
    );
    const mine = await go(a);
    await go(b);
    // The answer of `mine` is from a new window with 4 left: b's request may yet land in it.
    await a.learn(
      facts(mine.key, mine.ticket, { window: { limit: 5, remaining: 4, resetAt: T0 + 2000, windowId: 2 } }),
    );
    expect(await a.getBucket('abc|')).toEqual({ limit: 5, remaining: 3, resetAt: T0 + 2000, reset: 2 });
  });

  it('ignores the answer of an older window, and keeps the smaller count within one window', async () => {
    const s = store();
    const probe = await go(s);
    await s.learn(
      facts(probe.key, probe.ticket, { window: { limit: 5, remaining: 3, resetAt: T0 + 1000, windowId: 7 } }),
    );
    await s.learn(
      facts('abc|', undefined, { window: { limit: 5, remaining: 4, resetAt: T0 + 900, windowId: 7 } }),
    );
    await s.learn(
      facts('abc|', undefined, { window: { limit: 5, remaining: 0, resetAt: T0 + 500, windowId: 6 } }),
    );
    expect(await s.getBucket('abc|')).toEqual({ limit: 5, remaining: 3, resetAt: T0 + 1000, reset: 7 });
  });

  it('never holds requests of a route without rate-limit headers', async () => {
    const s = store();
    const probe = await go(s);
    await s.learn(facts(probe.key, probe.ticket, { hash: undefined, window: undefined, unlimited: true }));
    for (let i = 0; i < 5; i++) await go(s);
    expect(await s.getBucket(probe.key)).toEqual({
      limit: Number.POSITIVE_INFINITY,
      remaining: 0,
      resetAt: 0,
      reset: 0,
    });
  });

  it('frees the slot of a request that got no answer (release), or whose process died (lease)', async () => {
    const s = store();
    const lost = await go(s);
    await s.release(lost.key, lost.ticket);
    const dead = await go(s);
    expect((await s.takeSlot(slot({ now: T0 + 29_999 })))?.kind).toBe('response');
    // After its lease, the ticket of a process that never answered holds nothing.
    expect((await go(s, { now: T0 + 30_001 })).key).toBe(dead.key);
  });
});

describe('the plain get/set methods', () => {
  it('round-trip buckets, hashes and windows', async () => {
    const s = store();
    await s.setBucketHash('GET /a', 'h');
    expect(await s.getBucketHash('GET /a')).toBe('h');
    expect(await s.getBucketHash('GET /b')).toBeUndefined();
    const bucket = { limit: 5, remaining: 2, resetAt: Date.now() + 1000, reset: 1.5 };
    await s.setBucket('h|', bucket);
    expect(await s.getBucket('h|')).toEqual(bucket);
    const open = { limit: Number.POSITIVE_INFINITY, remaining: 0, resetAt: 0, reset: 0 };
    await s.setBucket('o|', open);
    expect(await s.getBucket('o|')).toEqual(open);
    expect(await s.getWindow('global')).toBeUndefined();
    const now = Date.now();
    await s.setWindow('global', { stamps: [now - 10, now], blockedUntil: now + 5000 });
    expect(await s.getWindow('global')).toEqual({ stamps: [now - 10, now], blockedUntil: now + 5000 });
  });
});

describe('keys', () => {
  it('all carry the namespace hash tag and expire on their own', async () => {
    const s = store();
    const now = Date.now();
    const first = await s.takeSlot(slot({ now }));
    if (first?.kind !== 'go') throw new Error('expected go');
    await s.learn(
      facts(first.key, first.ticket, {
        now,
        invalid: true,
        globalBlockUntil: now + 5000,
        window: { limit: 3, remaining: 2, resetAt: now + 1000, windowId: 1 },
      }),
    );
    // Exempt from the global block, so it goes and is in flight.
    expect((await s.takeSlot(slot({ now, global: false })))?.kind).toBe('go');
    const keys = await admin.keys(`${s.hashTag}*`);
    expect(keys.sort()).toEqual(
      [
        'bucket:abc|',
        'global',
        'global:blocked',
        'inflight:abc|',
        'invalid',
        'route:GET /applications/{application_id}/commands',
      ].map((key) => `${s.hashTag}:${key}`),
    );
    for (const key of keys) expect(await admin.pTTL(key)).toBeGreaterThan(0);
  });

  it('runs from EVAL when the server has forgotten the scripts (NOSCRIPT), and caches them again', async () => {
    const s = store();
    await go(s);
    await admin.scriptFlush();
    await go(s, { routeKey: 'GET /other' });
    const cached = (await admin.sendCommand(['SCRIPT', 'EXISTS', ...(await digests())])) as number[];
    expect(cached).toContain(1);
  });
});

// The digests of the scripts loaded so far, read back from the store's own module.
async function digests(): Promise<string[]> {
  const { luaScript } = await import('../src/scripts/lua-script.js');
  const { takeSlotScript } = await import('../src/scripts/take-slot-script.js');
  return [luaScript(takeSlotScript).sha];
}
