// The proof: four processes of one bot, one token, against the emulator's strict limits (5 requests/s
// globally, 3 per read bucket). With the Redis store they share the limits and the service refuses
// nothing; with each process's own memory the same run meets 429s. Then Redis dies mid-run and comes back:
// every request settles, and each is served exactly once.
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { RateLimiter, REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from '../src/index.js';
import { startRedis, type TestRedis } from './support/redis-server.js';
import { runWorkers } from './support/run-workers.js';
import { type StallingProxy, startStallingProxy } from './support/stalling-proxy.js';

let redis: TestRedis;
let emulator: RunningEmulator;
// The emulator's log: `GET /api/v10/...?req=w0-3 200`, one line per request it answered.
const log: string[] = [];
let onLog = (): void => {};

/** Resolves once the emulator has answered `count` requests since the log was last emptied. */
function answered(count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (log.length >= count) resolve();
    };
    onLog = check;
    check();
  });
}

beforeAll(async () => {
  redis = await startRedis();
  emulator = await startEmulator({
    rateLimits: 'strict',
    // The proxy of the last tests forwards to it under its own port.
    allowedHosts: ['127.0.0.1'],
    log: (line) => {
      log.push(line);
      onLog();
    },
  });
});
afterAll(async () => {
  await emulator?.stop();
  await redis?.stop();
});

// The emulator's API base URL through `proxy`.
function through(proxy: StallingProxy): string {
  const url = new URL(emulator.apiBaseUrl);
  url.port = String(proxy.port);
  return url.toString().replace(/\/$/, '');
}

function env(extra: Record<string, string>): Record<string, string> {
  const app = emulator.world.application;
  return {
    API_BASE_URL: extra.API_BASE_URL ?? emulator.apiBaseUrl,
    BOT_TOKEN: app.botToken,
    APP_ID: app.id,
    GUILD_ID: emulator.world.guilds[0]!.id,
    ...extra,
  };
}

// The answers of one run: statuses per request tag, and how many 429s.
function answers(lines: string[], run: string) {
  const byRequest = new Map<string, number[]>();
  let refused = 0;
  for (const line of lines) {
    const match = /[?&]req=([^ &]+) (\d{3})$/.exec(line);
    if (!match || !match[1]!.startsWith(run)) continue;
    const status = Number(match[2]);
    if (status === 429) refused++;
    byRequest.set(match[1]!, [...(byRequest.get(match[1]!) ?? []), status]);
  }
  return { byRequest, refused };
}

// Every run starts with fresh windows at the emulator, so one run's tail cannot spill into the next.
async function resetLimits(): Promise<void> {
  const response = await emulator.fetch(
    new Request(`${emulator.url}/_emulator/rate-limits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"profile":"strict"}',
    }),
  );
  expect(response.status).toBe(200);
}

const served = (statuses: number[]) => statuses.filter((status) => status === 200).length;

describe('four processes, one bot token, strict limits', () => {
  it('share the limits through Redis: no 429 at all', async () => {
    log.length = 0;
    const reports = await runWorkers(4, env({ REDIS_URL: redis.url, NAMESPACE: 'proof', COUNT: '3' }));
    for (const report of reports) {
      expect(report.stderr).toBe('');
      expect(report.done).toBe(true);
      expect(report.failed).toEqual([]);
      expect(report.ok).toHaveLength(3);
      expect(report.warnings).toEqual([]);
    }
    const { byRequest, refused } = answers(log, 'w');
    expect(refused).toBe(0);
    expect(byRequest.size).toBe(12);
    for (const statuses of byRequest.values()) expect(statuses).toEqual([200]);
  }, 60_000);

  it('fail open while Redis is killed mid-run and use it again when it is back: each request served once', async () => {
    await resetLimits();
    log.length = 0;
    const outage = (async () => {
      await answered(4);
      await redis.kill();
      await answered(10);
      await redis.restart();
    })();
    const reports = await runWorkers(
      4,
      env({ REDIS_URL: redis.url, NAMESPACE: 'outage', COUNT: '4', POLICY: 'failOpen' }),
    );
    await outage;
    const { byRequest } = answers(log, 'w');
    expect(byRequest.size).toBe(16);
    for (const report of reports) {
      expect(report.done).toBe(true);
      // Every request settles: answered, or (past the strict profile's budget of 10 invalid requests, which
      // the local limits of the outage may spend) refused by the service's temporary ban, unsent.
      expect(report.ok.length + report.failed.length).toBe(4);
      for (const line of report.failed) expect(line).toMatch(/ RATE_LIMITED$/);
      // One warning per outage, not one per request.
      expect(report.warnings.length).toBeLessThanOrEqual(1);
    }
    // Whoever asked Redis during the outage warned once.
    expect(reports.some((report) => report.warnings.length === 1)).toBe(true);
    expect(reports.flatMap((report) => report.ok).length).toBeGreaterThan(0);
    // Exactly once: each answered request was served once, each refused one never.
    for (const report of reports) {
      for (const req of report.ok) expect(served(byRequest.get(req) ?? [])).toBe(1);
      for (const line of report.failed) expect(served(byRequest.get(line.split(' ')[0]!) ?? [])).toBe(0);
    }
  }, 60_000);

  it('fail closed while Redis is down: requests fail unsent with the typed error, none is lost', async () => {
    await resetLimits();
    log.length = 0;
    let killed = false;
    const outage = (async () => {
      await answered(3);
      await redis.kill();
      killed = true;
    })();
    const reports = await runWorkers(
      4,
      env({ REDIS_URL: redis.url, NAMESPACE: 'closed', COUNT: '4', POLICY: 'failClosed' }),
    );
    await outage;
    expect(killed).toBe(true);
    const { byRequest } = answers(log, 'w');
    const failed = reports.flatMap((report) => report.failed);
    const ok = reports.flatMap((report) => report.ok);
    expect(failed.length + ok.length).toBe(16);
    expect(failed.length).toBeGreaterThan(0);
    for (const line of failed) {
      const [req, code] = line.split(' ');
      expect(code).toBe('RATE_LIMIT_STORE_UNAVAILABLE');
      expect(served(byRequest.get(req!) ?? [])).toBe(0);
    }
    for (const req of ok) expect(served(byRequest.get(req) ?? [])).toBe(1);
    await redis.restart();
  }, 60_000);

  it('each with its own memory, the same run meets 429s', async () => {
    await resetLimits();
    log.length = 0;
    const reports = await runWorkers(4, env({ COUNT: '3' }));
    for (const report of reports) {
      expect(report.done).toBe(true);
      // The limiter retries each 429; past 10 of them the strict profile bans the address (the service's
      // temporary ban), and the rest fail unsent with RateLimitError. Every request settles either way.
      expect(report.ok.length + report.failed.length).toBe(3);
      for (const line of report.failed) expect(line).toMatch(/ RATE_LIMITED$/);
    }
    const { byRequest, refused } = answers(log, 'w');
    expect(refused).toBeGreaterThan(0);
    for (const statuses of byRequest.values()) expect(served(statuses)).toBeLessThanOrEqual(1);
  }, 60_000);
});

// The limiter at the emulator's own global limit (5/s, strict), each request counted as the service counts
// it. A cold connection (the proxy opens each new connection to the emulator 300 ms late) makes the first
// requests arrive long after they left; a slow Redis (700 ms each way) answers late but answers.
describe('at the global limit itself', () => {
  let cold: StallingProxy;
  beforeAll(async () => {
    cold = await startStallingProxy(Number(new URL(emulator.url).port));
    cold.connectDelay = 300;
  });
  afterAll(async () => {
    await cold?.close();
  });

  // Sends `count` requests at once through `rest`, tagged `<run>-<n>`, alternating two routes.
  async function burst(rest: REST, run: string, count: number) {
    const app = emulator.world.application;
    const paths = [
      `/applications/${app.id}/commands`,
      `/applications/${app.id}/guilds/${emulator.world.guilds[0]!.id}/commands`,
    ];
    return Promise.allSettled(
      Array.from({ length: count }, (_, n) =>
        rest.request({ method: 'GET', path: paths[n % 2]!, query: { req: `${run}-${n}` } }),
      ),
    );
  }

  const limiter = (store?: RedisRateLimitStore) =>
    new RateLimiter({
      globalRequestsPerSecond: 5,
      maxWait: 30_000,
      max429Retries: 50,
      ...(store ? { store } : {}),
    });

  it('a cold burst, one process on the memory store: no 429, every request served', async () => {
    await resetLimits();
    log.length = 0;
    const token = emulator.world.application.botToken;
    const rest = new REST({ token, baseUrl: through(cold), retries: 0, rateLimiter: limiter() });
    const outcomes = await burst(rest, 'cold', 15);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const { byRequest, refused } = answers(log, 'cold');
    expect(refused).toBe(0);
    expect(byRequest.size).toBe(15);
  }, 60_000);

  it('a cold burst, four processes sharing Redis: no 429, every request served', async () => {
    await resetLimits();
    log.length = 0;
    const reports = await runWorkers(
      4,
      env({ REDIS_URL: redis.url, NAMESPACE: 'cold', COUNT: '4', GLOBAL: '5', API_BASE_URL: through(cold) }),
    );
    for (const report of reports) {
      expect(report.stderr).toBe('');
      expect(report.failed).toEqual([]);
      expect(report.ok).toHaveLength(4);
    }
    const { byRequest, refused } = answers(log, 'w');
    expect(refused).toBe(0);
    expect(byRequest.size).toBe(16);
  }, 60_000);

  it('a slow Redis is no outage: two processes keep sharing, none falls back, no 429', async () => {
    await resetLimits();
    log.length = 0;
    const slow = await startStallingProxy(redis.port);
    slow.latency = 700;
    const warnings: string[] = [];
    const stores = [0, 1].map(
      () =>
        new RedisRateLimitStore({
          url: `redis://127.0.0.1:${slow.port}`,
          namespace: 'slow',
          logger: { warn: (line) => warnings.push(line) },
        }),
    );
    try {
      const token = emulator.world.application.botToken;
      const outcomes = await Promise.all(
        stores.map((store, i) =>
          burst(
            new REST({ token, baseUrl: emulator.apiBaseUrl, retries: 0, rateLimiter: limiter(store) }),
            `slow${i}`,
            6,
          ),
        ),
      );
      expect(outcomes.flat().filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(warnings).toEqual([]);
      const { byRequest, refused } = answers(log, 'slow');
      expect(refused).toBe(0);
      expect(byRequest.size).toBe(12);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await slow.close();
    }
  }, 60_000);
});
