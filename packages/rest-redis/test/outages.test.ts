// The outages of issue 27, each against a real redis-server and, for a Redis that hangs, the stalling
// proxy of support/: Redis down when the store starts (a refused connection is an outage at once, and the
// connection is retried off the request path), Redis that hangs (every waiting call settles with the first
// timeout, and close() ends within its bound). The store's timers are the test's: a call that settles
// while no timer fired waited for nothing.
import { EventEmitter, once } from 'node:events';
import type { SlotRequest } from '@slashkit/rest/store';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore, type RedisRateLimitStoreOptions } from '../src/index.js';
import { type ManualTimers, manualTimers } from './support/manual-timers.js';
import { freePort, startRedis, type TestRedis } from './support/redis-server.js';
import { type StallingProxy, startStallingProxy } from './support/stalling-proxy.js';

let redis: TestRedis;
let proxy: StallingProxy;
const stores: RedisRateLimitStore[] = [];
const logs = new EventEmitter();
let warnings: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
  proxy = await startStallingProxy(redis.port);
});
afterEach(async () => {
  proxy.resume();
  await Promise.all(stores.splice(0).map((store) => store.close()));
  warnings = [];
});
afterAll(async () => {
  await proxy?.close();
  await redis?.stop();
});

let namespaces = 0;
function store(options: RedisRateLimitStoreOptions): RedisRateLimitStore {
  const created = new RedisRateLimitStore({
    namespace: `outages-${++namespaces}-${Date.now()}`,
    logger: {
      warn: (line) => {
        warnings.push(line);
        logs.emit('warn', line);
      },
      info: (line) => logs.emit('info', line),
    },
    ...options,
  });
  stores.push(created);
  return created;
}

// Each on a route of its own, so that no request waits for another's answer.
let routes = 0;
const slot = (): SlotRequest => ({
  routeKey: `GET /route/${++routes}`,
  majorParameter: '',
  global: true,
  now: Date.now(),
  globalPerSecond: 50,
  globalWindowMs: 1000,
  invalidLimit: 9900,
  invalidWindowMs: 600_000,
});

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('Redis down when the store starts', () => {
  it('fails closed at once on a refused connection (reason error), for every request, with no timer fired', async () => {
    const timers = manualTimers();
    const url = `redis://127.0.0.1:${await freePort()}`;
    const s = store({ url, onUnavailable: 'failClosed', timers });
    for (let i = 0; i < 20; i++) {
      const { error } = (await settled(s.takeSlot(slot()))) as { error: Error & { reason: string } };
      expect(error).toMatchObject({ code: 'RATE_LIMIT_STORE_UNAVAILABLE', reason: 'error' });
      expect(error.message).toMatch(/ECONNREFUSED/);
    }
    // The probe runs off the request path, every retryInterval: after it, requests still cost nothing.
    expect(timers.fireOne(1000)).toBe(true);
    expect(await settled(s.takeSlot(slot()))).toHaveProperty('error');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/redis 127\.0\.0\.1:\d+ failed \(.*ECONNREFUSED.*\): requests fail/);
  });

  it('fails open at once, with one warning, and shares the limits once Redis comes up', async () => {
    await redis.kill();
    const s = store({ url: redis.url, retryInterval: 50 });
    try {
      for (let i = 0; i < 20; i++) expect(await s.takeSlot(slot())).toBeUndefined();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/ECONNREFUSED.*local limits/);
    } finally {
      await redis.restart();
    }
    const [line] = (await once(logs, 'info')) as [string];
    expect(line).toMatch(/answers again/);
    expect((await s.takeSlot(slot()))?.kind).toBe('go');
  });
});

describe('Redis that hangs at start-up (the connection is accepted, nothing is ever answered)', () => {
  it('holds the first calls no longer than connectTimeout, and fails them saying why', async () => {
    proxy.stall();
    const timers = manualTimers();
    const s = store({
      url: `redis://127.0.0.1:${proxy.port}`,
      timers,
      connectTimeout: 3000,
      onUnavailable: 'failClosed',
    });
    await proxy.connected();
    const waiting = [settled(s.takeSlot(slot())), settled(s.takeSlot(slot())), settled(s.takeSlot(slot()))];
    // The connect timeout is the one timer that ends the wait: no command timeout on top of it.
    expect(timers.fireOne(3000)).toBe(true);
    for (const outcome of await Promise.all(waiting))
      expect(outcome).toMatchObject({
        error: {
          code: 'RATE_LIMIT_STORE_UNAVAILABLE',
          message: expect.stringMatching(/no answer within connectTimeout \(3000 ms\)/),
        },
      });
    expect(warnings).toEqual([expect.stringMatching(/handshake never finished/)]);
    // Later calls fail at once, off the request path: no timer is needed to settle them.
    expect(await settled(s.takeSlot(slot()))).toHaveProperty('error');
  });

  it('close() during the hang returns at once, settles the waiting calls and drops the connection', async () => {
    proxy.stall();
    const timers = manualTimers();
    const s = store({ url: `redis://127.0.0.1:${proxy.port}`, timers, connectTimeout: 3000 });
    await proxy.connected();
    const waiting = s.takeSlot(slot());
    const closing = s.close();
    // A connection that never became ready owes no reply: close() sets no bound to wait for one.
    expect(timers.pending()).not.toContain(2000);
    await closing;
    // The call that waited for the connection gets the policy (fail open: decide locally).
    expect(await waiting).toBeUndefined();
    await proxy.idle();
    expect(proxy.open).toBe(0);
  });
});

describe('Redis that hangs', () => {
  async function hung(options: RedisRateLimitStoreOptions, timers: ManualTimers) {
    const s = store({ url: `redis://127.0.0.1:${proxy.port}`, timers, ...options });
    expect((await s.takeSlot(slot()))?.kind).toBe('go');
    proxy.stall();
    return s;
  }

  it('settles every waiting call with the first timeout, and fails the next at once (failClosed)', async () => {
    const timers = manualTimers();
    const s = await hung({ onUnavailable: 'failClosed' }, timers);
    const waiting = [settled(s.takeSlot(slot())), settled(s.takeSlot(slot())), settled(s.takeSlot(slot()))];
    // Three replies overdue; the first timeout is the outage, for all of them.
    expect(timers.fireOne(2000)).toBe(true);
    for (const outcome of await Promise.all(waiting)) {
      expect(outcome).toMatchObject({ error: { code: 'RATE_LIMIT_STORE_UNAVAILABLE', reason: 'timeout' } });
    }
    expect(await settled(s.takeSlot(slot()))).toMatchObject({ error: { reason: 'timeout' } });
    expect(warnings).toEqual([expect.stringMatching(/did not answer within 2000 ms/)]);
    // The probe finds Redis answering once it does, and the store shares again.
    proxy.resume();
    const recovered = once(logs, 'info');
    expect(timers.fireOne(1000)).toBe(true);
    await recovered;
    expect((await s.takeSlot(slot()))?.kind).toBe('go');
  });

  it('close() ends within its bound while a reply is overdue, and drops the connection', async () => {
    const timers = manualTimers();
    const s = await hung({}, timers);
    expect(proxy.open).toBe(1);
    const waiting = s.takeSlot(slot());
    const closing = s.close();
    // The call waiting for Redis settles at once on the policy (fail open: decide locally).
    expect(await waiting).toBeUndefined();
    // The replies still due never come: at the bound, the connection is dropped.
    expect(timers.pending()).toContain(2000);
    expect(timers.fireOne(2000)).toBe(true);
    await closing;
    await proxy.idle();
    expect(proxy.open).toBe(0);
  });
});
