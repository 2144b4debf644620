// Redis down or slow, with each policy: against a redis-server this file owns (it kills and restarts it).
// Recovery is seen through the store's one line (`logger.info`) after a probe of its own.
import { EventEmitter, once } from 'node:events';
import { createServer } from 'node:http';
import { createClient } from '@redis/client';
import { RateLimitStoreUnavailableError, REST } from '@slashkit/rest';
import type { SlotRequest } from '@slashkit/rest/store';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore, type RedisRateLimitStoreOptions } from '../src/index.js';
import { startRedis, type TestRedis } from './support/redis-server.js';

let redis: TestRedis;
const stores: RedisRateLimitStore[] = [];
const clients: Array<ReturnType<typeof createClient>> = [];
const clock = 1_800_000_000_000;
let warnings: string[] = [];
let infos: string[] = [];
const logs = new EventEmitter();
let sent: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  for (const each of clients.splice(0)) each.destroy();
  warnings = [];
  infos = [];
  sent = [];
});
afterAll(async () => {
  await redis?.stop();
});

// The store's client is the test's, configured as the store configures its own (no offline queue, quick
// reconnects).

async function store(options: RedisRateLimitStoreOptions = {}): Promise<RedisRateLimitStore> {
  const current: ReturnType<typeof createClient> = createClient({
    url: redis.url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: () => 20 },
  });
  current.on('error', () => {});
  await current.connect();
  clients.push(current);
  const connected = current;
  const created = new RedisRateLimitStore({
    client: {
      sendCommand: (args) => {
        // What reached Redis, probes (PING) apart.
        if (args[0] !== 'PING') sent.push(args[0]!);
        return connected.sendCommand(args);
      },
    },
    namespace: `failures-${stores.length}-${clock}`,
    now: () => clock,
    retryInterval: 20,
    logger: {
      warn: (line) => warnings.push(line),
      info: (line) => {
        infos.push(line);
        logs.emit('info');
      },
    },
    ...options,
  });
  stores.push(created);
  return created;
}

const slot = (): SlotRequest => ({
  routeKey: 'GET /applications/{application_id}/commands',
  majorParameter: '',
  global: true,
  now: clock,
  globalPerSecond: 50,
  globalWindowMs: 1000,
  invalidLimit: 9900,
  invalidWindowMs: 600_000,
});

// A kill, then a restart once the test is done with the outage.
async function outage<T>(during: () => Promise<T>): Promise<T> {
  await redis.kill();
  try {
    return await during();
  } finally {
    await redis.restart();
  }
}

describe('failOpen (the default)', () => {
  it('answers undefined (use local limits) with one warning, and shares again once Redis is back', async () => {
    const s = await store();
    expect((await s.takeSlot(slot()))?.kind).toBe('go');
    const before = sent.length;
    await outage(async () => {
      for (let i = 0; i < 5; i++) expect(await s.takeSlot(slot())).toBeUndefined();
      expect(await s.learn({ ...facts(), ticket: undefined })).toBeUndefined();
      await s.release('k', 't');
      expect(s.unavailable).toBe(true);
    });
    // Only the first call asked Redis: during an outage the others cost nothing.
    expect(sent.length - before).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/rate-limit store redis \(the given client\) failed .*local limits/);
    await waitUntilShared(s);
    expect(s.unavailable).toBe(false);
    expect(infos).toHaveLength(1);
    expect(infos[0]).toMatch(/answers again/);
    expect(warnings).toHaveLength(1);
  });
});

describe('failClosed', () => {
  it('rejects with RateLimitStoreUnavailableError while Redis is down, and recovers', async () => {
    const s = await store({ onUnavailable: 'failClosed' });
    await s.takeSlot(slot());
    const error = await outage(() => s.takeSlot(slot()).catch((caught: unknown) => caught));
    expect(error).toBeInstanceOf(RateLimitStoreUnavailableError);
    expect(error).toMatchObject({
      code: 'RATE_LIMIT_STORE_UNAVAILABLE',
      reason: 'error',
      routeKey: 'GET /applications/{application_id}/commands',
    });
    expect((error as Error).message).toMatch(/was not sent .*fail open/);
    await waitUntilShared(s);
    expect(warnings).toHaveLength(1);
  });

  it('counts a command slower than commandTimeout as unavailable (reason timeout)', async () => {
    const s = await store({ onUnavailable: 'failClosed', commandTimeout: 50 });
    await s.takeSlot(slot());
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      // Writes (every script) wait while the server is paused; the store gives up after 50 ms.
      await admin.sendCommand(['CLIENT', 'PAUSE', '10000', 'WRITE']);
      const error = await s.takeSlot(slot()).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'RATE_LIMIT_STORE_UNAVAILABLE', reason: 'timeout' });
      expect(warnings[0]).toMatch(/did not answer within 50 ms/);
    } finally {
      await admin.sendCommand(['CLIENT', 'UNPAUSE']);
      await admin.close();
    }
  });
});

describe('through the client', () => {
  it('fails closed before sending: the server never sees the request', async () => {
    const server = await answering(() => {});
    const rest = client(server.url, await store({ onUnavailable: 'failClosed' }));
    const error = await outage(() => rest.commands.getGlobalCommands('1').catch((caught: unknown) => caught));
    expect(error).toBeInstanceOf(RateLimitStoreUnavailableError);
    expect(server.requests).toBe(0);
    await server.close();
  });

  it('fails open: the request goes once under local limits', async () => {
    const server = await answering(() => {});
    const rest = client(server.url, await store());
    expect(await outage(() => rest.commands.getGlobalCommands('1'))).toEqual([]);
    expect(server.requests).toBe(1);
    await server.close();
  });

  it('never loses an answer whose recording fails, whatever the policy', async () => {
    // Redis dies while the request is on the wire: taken in Redis, learned locally, answered once.
    let killed: Promise<void> | undefined;
    const server = await answering(async () => {
      killed = redis.kill();
      await killed;
    });
    const rest = client(server.url, await store({ onUnavailable: 'failClosed' }));
    try {
      expect(await rest.commands.getGlobalCommands('1')).toEqual([]);
      expect(killed).toBeDefined();
      expect(server.requests).toBe(1);
    } finally {
      await redis.restart();
      await server.close();
    }
  });
});

function facts() {
  return {
    routeKey: 'GET /a',
    majorParameter: '',
    now: clock,
    ticketKey: 'GET /a|',
    hash: undefined,
    window: undefined,
    global: false,
    unlimited: true,
    invalid: false,
    globalBlockUntil: 0,
    bucketBlockUntil: 0,
  };
}

// Waits for the store's probe to find Redis answering again (its one line), then takes a slot in Redis.
async function waitUntilShared(s: RedisRateLimitStore): Promise<void> {
  if (s.unavailable) await once(logs, 'info');
  expect((await s.takeSlot({ ...slot(), global: false }))?.kind).toBe('go');
}

function client(url: string, rateLimitStore: RedisRateLimitStore): REST {
  return new REST({ token: 'test-token', baseUrl: url, rateLimitStore, retries: 0 });
}

// A local HTTP server answering `[]` with rate-limit headers, after `before` ran; it counts requests.
async function answering(before: () => unknown) {
  let requests = 0;
  const server = createServer(async (_req, res) => {
    requests++;
    await before();
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-ratelimit-bucket': 'b',
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '4',
      'x-ratelimit-reset-after': '1',
    });
    res.end('[]');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api/v10`,
    get requests() {
      return requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
