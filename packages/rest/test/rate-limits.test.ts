import { describe, expect, it } from 'vitest';
import {
  type RateLimitError,
  type RateLimitEvent,
  RateLimiter,
  type RateLimitStore,
  REST,
} from '../src/index.js';
import { MemoryRateLimitStore } from '../src/store/index.js';
import { manualTimers } from './hostile/hostile-server.js';
import { APP, CMD, GUILD as GUILD_A, ITOKEN, rejection, TOKEN } from './support/fixtures.js';
import {
  type LocalServer,
  limitHeaders,
  nextRequest,
  ok,
  type Reply,
  rateLimited,
  startLocalServer,
} from './support/local-server.js';

const GUILD_B = '1200000000000000003';

let server: LocalServer;

/**
 * A strict bucket, as the service enforces it: `limit` requests per window of `windowMs`, then 429s.
 * The window starts with its first request; every response carries the headers.
 */
function strictBucket(limit: number, windowMs: number) {
  let windowStart = 0;
  let used = 0;
  let refused = 0;
  const reply = (): Reply => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      used = 0;
    }
    const resetAt = windowStart + windowMs;
    const headers = limitHeaders(
      'strict',
      limit,
      Math.max(0, limit - used - 1),
      (resetAt - now) / 1000,
      resetAt / 1000,
    );
    if (used >= limit) {
      refused++;
      return rateLimited((resetAt - now) / 1000, {
        ...headers,
        'x-ratelimit-remaining': '0',
        'x-ratelimit-scope': 'user',
        'retry-after': '1',
      });
    }
    used++;
    return ok([], headers);
  };
  return { reply, refused: () => refused };
}

describe('buckets learned from headers', () => {
  it('holds requests ahead of time so a strict bucket never answers 429 (async store too)', async () => {
    const bucket = strictBucket(3, 120);
    server = await startLocalServer(() => bucket.reply());
    // A store whose every answer is a promise, like a shared store would be.
    const memory = new MemoryRateLimitStore();
    const asyncStore: RateLimitStore = {
      getBucketHash: async (k) => memory.getBucketHash(k),
      setBucketHash: async (k, h) => memory.setBucketHash(k, h),
      getBucket: async (k) => memory.getBucket(k),
      setBucket: async (k, s) => memory.setBucket(k, s),
      getWindow: async (n) => memory.getWindow(n),
      setWindow: async (n, s) => memory.setWindow(n, s),
    };
    const waits: RateLimitEvent[] = [];
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      rateLimitStore: asyncStore,
      hooks: { onRateLimit: (event) => waits.push(event) },
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => rest.commands.getGlobalCommands(APP)));
    expect(results).toHaveLength(10);
    expect(bucket.refused()).toBe(0);
    expect(server.requests).toHaveLength(10);
    expect(waits.some((event) => event.kind === 'wait' && event.scope === 'user')).toBe(true);
    expect(waits.some((event) => event.kind === '429')).toBe(false);
  });

  it('lets up to `remaining` requests of one bucket be in flight at once', async () => {
    const held: Array<() => void> = [];
    server = await startLocalServer((_request, index) => {
      if (index === 0) return ok([], limitHeaders('wide', 5, 4, 60));
      // Answer only once three requests are open together: a one-at-a-time client would never get here.
      return new Promise<Reply>((resolve) => {
        held.push(() => resolve(ok([], limitHeaders('wide', 5, 4 - held.length, 60))));
        if (held.length === 3) for (const release of held) release();
      });
    });
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    await rest.commands.getGlobalCommands(APP);
    await Promise.all([
      rest.commands.getGlobalCommands(APP),
      rest.commands.getGlobalCommands(APP),
      rest.commands.getGlobalCommands(APP),
    ]);
    expect(server.maxConcurrent()).toBeGreaterThanOrEqual(3);
  });

  it('sends a single probe to an unknown bucket and holds the rest until it answers', async () => {
    const timeline: string[] = [];
    server = await startLocalServer(async (_request, index) => {
      timeline.push(`received ${index}`);
      if (index === 0) await new Promise((resolve) => setImmediate(resolve));
      timeline.push(`answered ${index}`);
      return ok([], limitHeaders('probe', 10, 9 - index, 60));
    });
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    await Promise.all([
      rest.commands.getGlobalCommands(APP),
      rest.commands.getGlobalCommands(APP),
      rest.commands.getGlobalCommands(APP),
    ]);
    expect(timeline.slice(0, 2)).toEqual(['received 0', 'answered 0']);
    expect(timeline).toHaveLength(6);
  });

  it('rejects at once, without sending, when the bucket resets later than maxRateLimitWait', async () => {
    server = await startLocalServer(() => ok([], limitHeaders('slow', 1, 0, 3600)));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, maxRateLimitWait: 5_000 });
    await rest.commands.getGuildCommands(APP, GUILD_A);
    const error = (await rejection(rest.commands.getGuildCommands(APP, GUILD_A))) as RateLimitError;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.scope).toBe('user');
    expect(error.bucket).toBe('slow');
    expect(error.global).toBe(false);
    expect(error.retryAfter).toBeGreaterThan(3_500_000);
    expect(error.message).toMatch(/maxRateLimitWait \(5000 ms\)/);
    // Another guild is another bucket (major parameter): it still goes through.
    await rest.commands.getGuildCommands(APP, GUILD_B);
    expect(server.requests.map((r) => r.url)).toEqual([
      `/applications/${APP}/guilds/${GUILD_A}/commands`,
      `/applications/${APP}/guilds/${GUILD_B}/commands`,
    ]);
  });
  it('keeps every bucket apart across many thousands of major parameters', async () => {
    // No network: a transport that answers like a bucket of 1 request per hour, for any guild.
    const sent: string[] = [];
    const headers = limitHeaders('hourly', 1, 0, 3600);
    const rest = new REST({
      token: TOKEN,
      maxRateLimitWait: 5_000,
      globalRequestsPerSecond: Number.POSITIVE_INFINITY,
      transport: async (request) => {
        sent.push(request.url);
        return { status: 200, header: (name) => headers[name] ?? null, text: async () => '[]' };
      },
    });
    await rest.commands.getGuildCommands(APP, GUILD_A);
    for (let i = 0; i < 10_050; i++)
      await rest.commands.getGuildCommands(APP, String(1_300_000_000_000_000_000n + BigInt(i)));
    expect(sent).toHaveLength(10_051);
    // Guild A's bucket is still spent, and a guild never seen before still has its own.
    expect(((await rejection(rest.commands.getGuildCommands(APP, GUILD_A))) as RateLimitError).code).toBe(
      'RATE_LIMITED',
    );
    await rest.commands.getGuildCommands(APP, GUILD_B);
    expect(sent).toHaveLength(10_052);
    expect(((await rejection(rest.commands.getGuildCommands(APP, GUILD_B))) as RateLimitError).code).toBe(
      'RATE_LIMITED',
    );
  });
});

describe('429 handling', () => {
  it('waits out retry_after and tries again', async () => {
    server = await startLocalServer((_request, index) =>
      index === 0
        ? rateLimited(0.02, { 'retry-after': '1', 'x-ratelimit-scope': 'user', 'x-ratelimit-bucket': 'b1' })
        : ok([{ id: CMD }]),
    );
    const events: RateLimitEvent[] = [];
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      hooks: { onRateLimit: (e) => events.push(e) },
    });
    await expect(rest.commands.getGlobalCommands(APP)).resolves.toEqual([{ id: CMD }]);
    expect(server.requests).toHaveLength(2);
    expect(events[0]).toMatchObject({ kind: '429', scope: 'user', wait: 20, bucket: 'b1', global: false });
  });

  it('settles a 429 storm with RateLimitError after a bounded number of attempts', async () => {
    server = await startLocalServer(() => rateLimited(0.005, { 'x-ratelimit-scope': 'shared' }));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = (await rejection(
      rest.commands.createGlobalCommand(APP, { name: 'a', description: 'b' }),
    )) as RateLimitError;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.scope).toBe('shared');
    expect(error.message).toMatch(/kept answering 429/);
    expect(server.requests).toHaveLength(4);
  });

  it('does not wait for a long Retry-After: rejects at once after one request', async () => {
    server = await startLocalServer(() =>
      rateLimited(120, { 'retry-after': '120', 'x-ratelimit-scope': 'user' }),
    );
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, maxRateLimitWait: 1_000 });
    const error = (await rejection(rest.commands.getGlobalCommand(APP, CMD))) as RateLimitError;
    expect(error.retryAfter).toBe(120_000);
    expect(server.requests).toHaveLength(1);
  });

  it('blocks every non-exempt route after a global 429, but not interaction callbacks', async () => {
    server = await startLocalServer((request) =>
      request.url.startsWith('/interactions/')
        ? { status: 204 }
        : rateLimited(
            600,
            { 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global', 'retry-after': '600' },
            true,
          ),
    );
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, maxRateLimitWait: 1_000 });
    const first = (await rejection(rest.commands.getGlobalCommands(APP))) as RateLimitError;
    expect(first.global).toBe(true);
    const second = (await rejection(rest.commands.getGuildCommands(APP, GUILD_A))) as RateLimitError;
    expect(second).toMatchObject({ code: 'RATE_LIMITED', scope: 'global', global: true });
    await rest.interactions.createInteractionResponse(CMD, ITOKEN, { type: 1 });
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });
});

describe('global limit and invalid-request budget', () => {
  it('holds the global limit per second (interaction callbacks and webhooks exempt)', async () => {
    server = await startLocalServer(() => ok({}));
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      now: () => 1_000_000,
      globalRequestsPerSecond: 3,
      maxRateLimitWait: 100,
    });
    for (let i = 0; i < 3; i++) await rest.commands.getGlobalCommand(APP, CMD);
    const error = (await rejection(rest.commands.getGuildCommand(APP, GUILD_A, CMD))) as RateLimitError;
    expect(error).toMatchObject({ code: 'RATE_LIMITED', scope: 'global', global: true, retryAfter: 1000 });
    await rest.interactions.createInteractionResponse(CMD, ITOKEN, { type: 1 });
    await rest.interactions.createFollowupMessage(APP, ITOKEN, { content: 'x' });
    expect(server.requests).toHaveLength(5);
  });

  it('counts a request in the global window from its answer, and while in flight as happening now', async () => {
    // The service counts a request when it arrives, which may be long after it left (a cold connection)
    // and is never after its answer: so the next second starts at the answer, not at the send.
    const held: Array<() => void> = [];
    server = await startLocalServer(() => new Promise<Reply>((resolve) => held.push(() => resolve(ok([])))));
    let clock = 1_000_000;
    const timers = manualTimers();
    const events: RateLimitEvent[] = [];
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      now: () => clock,
      timers,
      globalRequestsPerSecond: 2,
      hooks: { onRateLimit: (event) => events.push(event) },
    });
    const guild = (n: number) => `12000000000000000${10 + n}`;
    const a = rest.commands.getGuildCommands(APP, guild(1));
    const b = rest.commands.getGuildCommands(APP, guild(2));
    while (server.requests.length < 2) await nextRequest(server);
    const c = rest.commands.getGuildCommands(APP, guild(3));
    // Both slots are held by requests in flight, however much time passes: c waits for an answer.
    clock += 5_000;
    held.shift()!();
    await a;
    // a's answer came at `clock`: c may go one second after it, not one second after a was sent.
    expect(await timers.next(1000)).toBe(1000);
    expect(events).toEqual([expect.objectContaining({ kind: 'wait', scope: 'global', wait: 1000 })]);
    expect(server.requests).toHaveLength(2);
    clock += 1000;
    const sent = nextRequest(server);
    expect(timers.fire(1000)).toBe(1);
    await sent;
    for (const release of held.splice(0)) release();
    await Promise.all([b, c]);
    expect(server.requests).toHaveLength(3);
  });

  it('keeps a request that got no answer in the global window: it may have arrived', async () => {
    const rest = new REST({
      token: TOKEN,
      baseUrl: 'http://127.0.0.1:1/api/v10',
      now: () => 2_000_000,
      retries: 0,
      globalRequestsPerSecond: 1,
      maxRateLimitWait: 100,
    });
    expect(await rejection(rest.commands.getGlobalCommands(APP))).toMatchObject({ code: 'NETWORK_ERROR' });
    const error = await rejection(rest.commands.getGlobalCommands(APP));
    expect(error).toMatchObject({ code: 'RATE_LIMITED', scope: 'global', retryAfter: 1000 });
  });

  it('throttles before the invalid-request budget runs out; shared-scope 429s do not count', async () => {
    server = await startLocalServer((_request, index) =>
      index === 0
        ? rateLimited(0, { 'x-ratelimit-scope': 'shared' })
        : { status: 401, json: { code: 0, message: '401: Unauthorized' } },
    );
    const limiter = new RateLimiter({ now: () => 5_000_000, invalidRequestLimit: 2, maxWait: 100 });
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, rateLimiter: limiter });
    // The shared 429 is retried (index 1 answers 401) and does not count; two 401s spend the budget.
    await expect(rest.commands.getGlobalCommands(APP)).rejects.toMatchObject({ status: 401 });
    await expect(rest.commands.getGlobalCommands(APP)).rejects.toMatchObject({ status: 401 });
    const error = (await rejection(rest.commands.getGlobalCommands(APP))) as RateLimitError;
    expect(error).toMatchObject({ code: 'RATE_LIMITED', scope: 'invalid' });
    expect(server.requests).toHaveLength(3);
  });
});

describe('AbortSignal', () => {
  it('cancels a request while it waits for its bucket', async () => {
    server = await startLocalServer(() => ok([], limitHeaders('empty', 1, 0, 30)));
    const controller = new AbortController();
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      hooks: { onRateLimit: (event) => event.kind === 'wait' && controller.abort() },
    });
    await rest.commands.getGlobalCommands(APP);
    const error = await rejection(rest.commands.getGlobalCommands(APP, { signal: controller.signal }));
    expect((error as Error).name).toBe('AbortError');
    expect(server.requests).toHaveLength(1);
  });

  it('cancels a request in flight', async () => {
    server = await startLocalServer(() => 'stall');
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const controller = new AbortController();
    const arrived = nextRequest(server);
    const pending = rejection(rest.commands.getGlobalCommands(APP, { signal: controller.signal }));
    await arrived;
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
  });

  it('cancels a request waiting behind an unknown bucket probe', async () => {
    server = await startLocalServer(() => 'stall');
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, timeout: 60_000 });
    const probe = new AbortController();
    const queued = new AbortController();
    const arrived = nextRequest(server);
    const first = rejection(rest.commands.getGlobalCommands(APP, { signal: probe.signal }));
    await arrived;
    const second = rejection(rest.commands.getGlobalCommands(APP, { signal: queued.signal }));
    queued.abort();
    expect(((await second) as Error).name).toBe('AbortError');
    probe.abort();
    await first;
    expect(server.requests).toHaveLength(1);
  });

  it('rejects an already aborted signal without sending', async () => {
    server = await startLocalServer(() => ok([]));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = await rejection(rest.commands.getGlobalCommands(APP, { signal: AbortSignal.abort() }));
    expect((error as Error).name).toBe('AbortError');
    expect(server.requests).toHaveLength(0);
  });
});
