import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  createGatewayClient,
  createGatewayShards,
  createIdentifyLimiter,
  type GatewayReady,
} from '../src/gateway/index.js';
import { FakeGateway, type Frame, virtualTime } from './gateway-support.js';

// Identify pacing, several shards in one process, and the WebSocket seam, over real sockets.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A gateway that answers Identify with READY for the shard asked, and records when each identify came. */
async function shardedGateway(shards: number, maxConcurrency: number, clock: ReturnType<typeof virtualTime>) {
  const gateway = await FakeGateway.start();
  cleanups.push(() => gateway.stop());
  gateway.botBody = {
    url: gateway.wsUrl,
    shards,
    session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: maxConcurrency },
  };
  const identifies: { shard: [number, number]; at: number }[] = [];
  let arrived: (() => void) | undefined;
  gateway.onFrame = (frame: Frame, connection) => {
    if (frame.op !== 2) return;
    identifies.push({ shard: frame.d.shard, at: clock.now() });
    arrived?.();
    connection.dispatch('READY', 1, {
      session_id: `session-${frame.d.shard[0]}`,
      user: { id: '1' },
      application: { id: '1' },
      shard: frame.d.shard,
    });
  };
  const identified = async (count: number) => {
    while (identifies.length < count)
      await new Promise<void>((resolve) => {
        arrived = resolve;
      });
  };
  return { gateway, identifies, identified };
}

describe('createIdentifyLimiter', () => {
  it('grants one identify per shard_id % max_concurrency per 5 s, in order', async () => {
    const clock = virtualTime();
    const limiter = createIdentifyLimiter({ maxConcurrency: 2, timers: clock.timers, now: clock.now });
    const signal = new AbortController().signal;
    const granted: number[] = [];
    const all = [0, 1, 2, 3, 4].map((id) => limiter.acquire(id, signal).then(() => granted.push(id)));
    await Promise.resolve();
    await Promise.resolve();
    expect(granted).toEqual([0, 1]);
    expect(clock.delays()).toEqual([5000, 5000, 10_000]);
    clock.advance(5000);
    await Promise.all(all.slice(0, 4));
    expect(granted).toEqual([0, 1, 2, 3]);
    clock.advance(5000);
    await Promise.all(all);
    expect(granted).toEqual([0, 1, 2, 3, 4]);
  });

  it('rejects a wait that is aborted, and refuses a bad max_concurrency', async () => {
    const clock = virtualTime();
    const limiter = createIdentifyLimiter({ timers: clock.timers, now: clock.now });
    const controller = new AbortController();
    await limiter.acquire(0, controller.signal);
    const waiting = limiter.acquire(0, controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(clock.pendingCount()).toBe(0);
    expect(() => createIdentifyLimiter({ maxConcurrency: 0 })).toThrow(/max_concurrency/);
  });
});

describe('createGatewayShards', () => {
  it('runs every recommended shard, identifying max_concurrency at a time every 5 s', async () => {
    const clock = virtualTime();
    const { gateway, identifies, identified } = await shardedGateway(3, 2, clock);
    const shards = createGatewayShards({
      token: 'token',
      apiBaseUrl: gateway.apiBaseUrl,
      timers: clock.timers,
      now: clock.now,
      random: () => 0.5,
    });
    cleanups.push(() => shards.close());
    const seen: [string, number][] = [];
    shards.on('ready', (ready, shardId) => seen.push([ready.sessionId, shardId]));
    const connecting = shards.connect();
    await identified(2);
    expect(identifies).toEqual([
      { shard: [0, 3], at: 0 },
      { shard: [1, 3], at: 0 },
    ]);
    clock.advance(5000);
    const readies = await connecting;
    expect(identifies[2]).toEqual({ shard: [2, 3], at: 5000 });
    expect([...readies.entries()].map(([id, r]: [number, GatewayReady]) => [id, r.shard])).toEqual([
      [0, [0, 3]],
      [1, [1, 3]],
      [2, [2, 3]],
    ]);
    expect(seen.sort()).toEqual([
      ['session-0', 0],
      ['session-1', 1],
      ['session-2', 2],
    ]);
    expect(shards.shardCount).toBe(3);
    expect(gateway.discoveries).toHaveLength(1); // one lookup for all shards
  });

  it('runs only the shards it is told, of the count it is told', async () => {
    const clock = virtualTime();
    const { gateway, identifies, identified } = await shardedGateway(1, 1, clock);
    const shards = createGatewayShards({
      token: 'token',
      gatewayUrl: gateway.wsUrl,
      shardCount: 4,
      shardIds: [1, 3],
      timers: clock.timers,
      now: clock.now,
    });
    cleanups.push(() => shards.close());
    const connecting = shards.connect();
    // max_concurrency 1 (no lookup): shard 3 waits one window behind shard 1.
    await identified(1);
    clock.advance(5000);
    await connecting;
    expect(identifies.map((i) => i.shard)).toEqual([
      [1, 4],
      [3, 4],
    ]);
    expect([...shards.shards.keys()]).toEqual([1, 3]);
    expect(() => createGatewayShards({ token: 't', shardCount: 2, shardIds: [2] })).toThrow(RangeError);
    expect(() => createGatewayShards({ token: 't', shardIds: [1, 1] })).toThrow(RangeError);
  });
});

describe('the recommended shard count, checked before anything is allocated', () => {
  it("refuses a count that is no whole number, or more than the day's session starts allow", async () => {
    const gateway = await FakeGateway.start();
    cleanups.push(() => gateway.stop());
    const limit = { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ shards: 0, session_start_limit: limit }, /recommends 0 shards, not a whole number of at least 1/],
      [{ shards: 2.5, session_start_limit: limit }, /recommends 2\.5 shards, not a whole number/],
      [{ shards: '4', session_start_limit: limit }, /recommends "4" shards, not a whole number/],
      [{ shards: null, session_start_limit: limit }, /recommends null shards/],
      // Without session_start_limit, an ordinary bot's 1000 starts a day.
      [{ shards: 1001 }, /recommends 1001 shards, more than the 1000 sessions/],
      [
        { shards: 5_000_000, session_start_limit: limit },
        /recommends 5000000 shards, more than the 1000 sessions its session_start_limit\.total lets the bot start per day; pass shardCount/,
      ],
      // A server that raises total with the count is not believed past the hard ceiling.
      [
        {
          shards: 5_000_000,
          session_start_limit: { ...limit, total: 5_000_000, remaining: 5_000_000 },
        },
        /recommends 5000000 shards, more than the 65536 shards a client starts on a recommendation alone \(GatewayLimits\.maxRecommendedShards.*; pass shardCount/,
      ],
      [
        { shards: 65_537, session_start_limit: { ...limit, total: 100_000 } },
        /recommends 65537 shards, more than the 65536 shards/,
      ],
    ];
    for (const [body, message] of cases) {
      gateway.botBody = { url: gateway.wsUrl, ...body };
      const shards = createGatewayShards({ token: 'token', apiBaseUrl: gateway.apiBaseUrl });
      const error = await shards.connect().catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'DISCOVERY_FAILED', fatal: true });
      expect((error as Error).message).toMatch(message);
      expect(shards.shards.size).toBe(0);
      expect(shards.shardCount).toBeUndefined();
    }
  });

  it('follows a count within the bound, and checks none that shardCount replaces', async () => {
    const clock = virtualTime();
    const { gateway, identified } = await shardedGateway(2, 2, clock);
    const shards = createGatewayShards({
      token: 'token',
      apiBaseUrl: gateway.apiBaseUrl,
      timers: clock.timers,
      now: clock.now,
    });
    cleanups.push(() => shards.close());
    const connecting = shards.connect();
    await identified(2);
    expect((await connecting).size).toBe(2);
    gateway.botBody = { url: gateway.wsUrl, shards: 5_000_000 };
    const chosen = createGatewayShards({
      token: 'token',
      apiBaseUrl: gateway.apiBaseUrl,
      shardCount: 1,
      timers: clock.timers,
      now: clock.now,
    });
    cleanups.push(() => chosen.close());
    await chosen.connect();
    expect(chosen.shardCount).toBe(1);
  });
});

describe('the WebSocket seam', () => {
  it('uses the injected WebSocket class', async () => {
    const gateway = await FakeGateway.start();
    cleanups.push(() => gateway.stop());
    const opened: string[] = [];
    class Counting extends WebSocket {
      constructor(url: string) {
        super(url);
        opened.push(url);
      }
    }
    const client = createGatewayClient({ token: 't', gatewayUrl: gateway.wsUrl, WebSocket: Counting });
    cleanups.push(() => client.close());
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    expect(opened).toEqual([`${gateway.wsUrl}?v=10&encoding=json`]);
  });

  it('defaults to the runtime global WebSocket when there is one (ws otherwise)', async () => {
    const gateway = await FakeGateway.start();
    cleanups.push(() => gateway.stop());
    const global = globalThis as { WebSocket?: unknown };
    const before = global.WebSocket;
    let constructed = 0;
    global.WebSocket = class extends WebSocket {
      constructor(url: string) {
        super(url);
        constructed += 1;
      }
    };
    cleanups.push(async () => {
      global.WebSocket = before;
    });
    const client = createGatewayClient({ token: 't', gatewayUrl: gateway.wsUrl });
    cleanups.push(() => client.close());
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    expect(constructed).toBe(1);
  });

  it('never imports ws statically: it loads only when a connection opens without a global WebSocket', () => {
    const dir = new URL('../src/gateway/', import.meta.url);
    const sources = readdirSync(dir).map((file) => [file, readFileSync(new URL(file, dir), 'utf8')] as const);
    const staticImports = sources.filter(([, text]) => /^import[^;]*from 'ws'/m.test(text)).map(([f]) => f);
    expect(staticImports).toEqual([]);
    const dynamic = sources.filter(([, text]) => text.includes("await import('ws')")).map(([f]) => f);
    expect(dynamic).toEqual(['gateway-web-socket.ts']);
  });
});
