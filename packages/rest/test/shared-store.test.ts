// The limiter with a store that has the optional atomic operations (a shared store such as
// @slashkit/rest-redis): it prefers them, falls back to local limits when they answer `undefined`, fails the
// request unsent when they reject, and never loses an answer whose recording fails.
import { afterEach, describe, expect, it } from 'vitest';
import { type RateLimitEvent, REST } from '../src/index.js';
import {
  MemoryRateLimitStore,
  type RateLimitStore,
  RateLimitStoreUnavailableError,
  type ResponseFacts,
  type SlotDecision,
  type SlotRequest,
} from '../src/store/index.js';
import { APP, rejection, TOKEN } from './support/fixtures.js';
import { type LocalServer, limitHeaders, ok, rateLimited, startLocalServer } from './support/local-server.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A memory store with atomic operations scripted by the test; it records what the limiter asked. */
function sharedStore(ops: {
  takeSlot?: (request: SlotRequest, call: number) => Promise<SlotDecision | undefined>;
  learn?: (facts: ResponseFacts) => Promise<{ key: string; hash: string | undefined } | undefined>;
}) {
  const memory = new MemoryRateLimitStore();
  const asked: SlotRequest[] = [];
  const learned: ResponseFacts[] = [];
  const released: string[] = [];
  const store: RateLimitStore = {
    getBucketHash: async (k) => memory.getBucketHash(k),
    setBucketHash: async (k, h) => memory.setBucketHash(k, h),
    getBucket: async (k) => memory.getBucket(k),
    setBucket: async (k, s) => memory.setBucket(k, s),
    getWindow: async (n) => memory.getWindow(n),
    setWindow: async (n, s) => memory.setWindow(n, s),
    takeSlot: (request) => {
      asked.push(request);
      return ops.takeSlot ? ops.takeSlot(request, asked.length) : Promise.resolve(undefined);
    },
    learn: (facts) => {
      learned.push(facts);
      return ops.learn ? ops.learn(facts) : Promise.resolve(undefined);
    },
    release: async (key, ticket) => {
      released.push(`${key} ${ticket}`);
    },
  };
  return { store, asked, learned, released };
}

const go = (request: SlotRequest): Promise<SlotDecision> =>
  Promise.resolve({ kind: 'go', key: `${request.routeKey}|${request.majorParameter}`, ticket: 't1' });

describe('a store with atomic operations', () => {
  it('is asked for every decision and told every answer, with the facts read from the headers', async () => {
    server = await startLocalServer(() => ok([], limitHeaders('abc', 5, 4, 1)));
    const shared = sharedStore({
      takeSlot: go,
      learn: async () => ({ key: 'abc|', hash: 'abc' }),
    });
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, rateLimitStore: shared.store });
    expect(await rest.commands.getGlobalCommands(APP)).toEqual([]);
    expect(shared.asked[0]).toMatchObject({
      routeKey: 'GET /applications/{application_id}/commands',
      majorParameter: '',
      global: true,
      globalPerSecond: 50,
    });
    expect(shared.learned[0]).toMatchObject({
      ticket: 't1',
      ticketKey: 'GET /applications/{application_id}/commands|',
      hash: 'abc',
      window: { limit: 5, remaining: 4 },
      invalid: false,
    });
  });

  it('decides with local limits when the store answers undefined (fails open)', async () => {
    let open = 0;
    server = await startLocalServer((_request, index) => {
      open++;
      // A bucket of 2 with a long window: the local limiter must hold the third request, not send it.
      return index < 2 ? ok([], limitHeaders('two', 2, 1 - index, 60)) : rateLimited(60, {});
    });
    const shared = sharedStore({});
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      rateLimitStore: shared.store,
      maxRateLimitWait: 1000,
    });
    await rest.commands.getGlobalCommands(APP);
    await rest.commands.getGlobalCommands(APP);
    const error = await rejection(rest.commands.getGlobalCommands(APP));
    expect(error).toMatchObject({ code: 'RATE_LIMITED', scope: 'user' });
    expect(open).toBe(2);
  });

  it('fails the request unsent when the store rejects (fails closed)', async () => {
    server = await startLocalServer(() => ok([]));
    const unavailable = new RateLimitStoreUnavailableError({
      store: 'test',
      routeKey: 'GET /x',
      reason: 'timeout',
    });
    const shared = sharedStore({ takeSlot: () => Promise.reject(unavailable) });
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, rateLimitStore: shared.store });
    expect(await rejection(rest.commands.getGlobalCommands(APP))).toBe(unavailable);
    expect(server.requests).toHaveLength(0);
    expect(unavailable.message).toMatch(/did not answer in time, so GET \/x was not sent/);
  });

  it('returns the answer even when the store cannot record it', async () => {
    server = await startLocalServer(() => ok([{ id: '1' }]));
    const shared = sharedStore({ takeSlot: go, learn: () => Promise.reject(new Error('connection lost')) });
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, rateLimitStore: shared.store });
    expect(await rest.commands.getGlobalCommands(APP)).toEqual([{ id: '1' }]);
    expect(server.requests).toHaveLength(1);
  });

  it('waits as told: for a limit (reported), or for another process to answer first', async () => {
    server = await startLocalServer(() => ok([]));
    const events: RateLimitEvent[] = [];
    const shared = sharedStore({
      takeSlot: (request, call) =>
        call === 1
          ? Promise.resolve({ kind: 'wait', scope: 'global', ms: 5 })
          : call === 2
            ? Promise.resolve({ kind: 'response', key: 'k', ms: 5 })
            : go(request),
      learn: async () => ({ key: 'k', hash: undefined }),
    });
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      rateLimitStore: shared.store,
      hooks: { onRateLimit: (event) => events.push(event) },
    });
    await rest.commands.getGlobalCommands(APP);
    expect(shared.asked).toHaveLength(3);
    expect(events).toEqual([
      expect.objectContaining({ kind: 'wait', scope: 'global', global: true, wait: 5 }),
    ]);
  });

  it('ends the ticket of a request that got no answer', async () => {
    const shared = sharedStore({ takeSlot: go });
    const rest = new REST({
      token: TOKEN,
      baseUrl: 'http://127.0.0.1:1/api/v10',
      rateLimitStore: shared.store,
      retries: 0,
    });
    expect(await rejection(rest.commands.getGlobalCommands(APP))).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(shared.released).toEqual(['GET /applications/{application_id}/commands| t1']);
    expect(shared.learned).toHaveLength(0);
  });
});
