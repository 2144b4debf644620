// @slashkit/rest-redis: what sharing the limits through Redis costs each request (the Redis store against
// the memory store, same client, same local server), and what four processes of one bot get out of the
// global limit together (against the emulator's `on` profile: 50 requests/s per bot).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startEmulator } from '@slashkit/emulator';
import { REST } from '@slashkit/rest';
import { RedisRateLimitStore } from '@slashkit/rest-redis';
import { type BenchSection, type Measurement, median } from './harness.js';
import { redisForBench } from './redis/redis-for-bench.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const APP = '1100000000000000001';

// A local server answering `[]` with a roomy bucket, in a worker thread so the client is measured alone.
const serverSource = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'x-ratelimit-bucket': 'bench',
    'x-ratelimit-limit': '1000000', 'x-ratelimit-remaining': '999999', 'x-ratelimit-reset-after': '60' });
  res.end('[]');
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', () => server.close(() => parentPort.close()));
`;

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const measurement = (runs: number[]): Measurement => ({ median: median(runs), runs });

// Per-request latency (ms) of `count` sequential requests: p50 and p99.
async function latencies(rest: REST, count: number): Promise<[number, number]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await rest.commands.getGlobalCommands(APP);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return [quantile(times, 0.5), quantile(times, 0.99)];
}

async function overhead(url: string) {
  const worker = new Worker(serverSource, { eval: true });
  const [port] = (await once(worker, 'message')) as [number];
  const baseUrl = `http://127.0.0.1:${port}/api/v10`;
  const store = new RedisRateLimitStore({ url, namespace: 'bench-overhead' });
  const common = { token: 'bench-token', baseUrl, globalRequestsPerSecond: 50_000 };
  const memory = new REST(common);
  const redis = new REST({ ...common, rateLimitStore: store });
  await latencies(memory, 500);
  await latencies(redis, 500);
  const result = {
    memory50: [] as number[],
    memory99: [] as number[],
    redis50: [] as number[],
    redis99: [] as number[],
  };
  for (let round = 0; round < 5; round++) {
    const [m50, m99] = await latencies(memory, 1000);
    const [r50, r99] = await latencies(redis, 1000);
    result.memory50.push(m50);
    result.memory99.push(m99);
    result.redis50.push(r50);
    result.redis99.push(r99);
  }
  await store.close();
  worker.postMessage('close');
  await once(worker, 'exit');
  return result;
}

// Four processes against the emulator for `durationMs`, started together; their answered requests per second.
async function aggregate(redisUrl: string | undefined, durationMs: number, run: number) {
  const emulator = await startEmulator({ rateLimits: 'on' });
  const app = emulator.world.application;
  const env = {
    ...process.env,
    API_BASE_URL: emulator.apiBaseUrl,
    BOT_TOKEN: app.botToken,
    APP_ID: app.id,
    GUILD_IDS: emulator.world.guilds.map((guild) => guild.id).join(','),
    START_AT: String(Date.now() + 6000),
    DURATION_MS: String(durationMs),
    NAMESPACE: `bench-aggregate-${run}`,
    REDIS_URL: redisUrl ?? '',
  };
  const results = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const child = spawn(
        process.execPath,
        ['--conditions=@slashkit/source', '--import', 'tsx', join(here, 'redis', 'aggregate-worker.ts')],
        { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await once(child, 'close');
      return JSON.parse(out) as { ok: number; refused: number };
    }),
  );
  await emulator.stop();
  const ok = results.reduce((sum, r) => sum + r.ok, 0);
  const refused = results.reduce((sum, r) => sum + r.refused, 0);
  return { rate: (ok / durationMs) * 1000, refused };
}

export default async function run(): Promise<BenchSection> {
  const redis = await redisForBench();
  try {
    const costs = await overhead(redis.url);
    const shared: number[] = [];
    let sharedRefused = 0;
    for (let run = 0; run < 2; run++) {
      const { rate, refused } = await aggregate(redis.url, 6000, run);
      shared.push(rate);
      sharedRefused += refused;
    }
    const alone = await aggregate(undefined, 6000, 99);
    const limit: Measurement & { name: string } = { name: 'the global limit', median: 50, runs: [50] };
    return {
      title: '@slashkit/rest-redis — limits shared by many processes',
      notes:
        `Overhead rows: 5 rounds of 1,000 sequential GETs per store against a local node:http server in a worker thread (roomy bucket, global limiter raised), same client; the Redis store runs two scripts per request (take a slot, learn the answer) over a loopback connection to redis-server. ` +
        `Aggregate rows: four child processes of one bot, 8 requests in flight each, for 6 s against the emulator's \`on\` profile (50 requests/s per bot); answered requests per second across all four, median of 2 runs. The emulator's global window is a fixed one (it starts at a bot's first request), so a run of 6 s may see up to 7 windows' worth: figures a little over 50/s are its edges, not a leak. ` +
        `429s met: ${sharedRefused} in all Redis runs; ${alone.refused} in one memory run (each process believing it owns the 50/s).`,
      rows: [
        {
          name: 'per request, p50: Redis store (vs memory store)',
          unit: 'ms',
          higherIsBetter: false,
          ours: measurement(costs.redis50),
          peer: { name: 'MemoryRateLimitStore', ...measurement(costs.memory50) },
        },
        {
          name: 'per request, p99: Redis store (vs memory store)',
          unit: 'ms',
          higherIsBetter: false,
          ours: measurement(costs.redis99),
          peer: { name: 'MemoryRateLimitStore', ...measurement(costs.memory99) },
        },
        {
          name: 'four processes at the global limit, Redis store: answered req/s',
          unit: 'req/s',
          higherIsBetter: true,
          ours: measurement(shared),
          peer: limit,
          target: '≥ 0.9×',
        },
        {
          name: 'four processes, each its own memory store: answered req/s (429s above)',
          unit: 'req/s',
          higherIsBetter: true,
          ours: measurement([alone.rate]),
          peer: limit,
        },
      ],
    };
  } finally {
    await redis.stop();
  }
}
