// Deadlines under load (issue 33): 600 signed interactions at once whose handlers take 2.5 s must each be
// answered (auto-deferred at 2 s) before the service's 3 s; and with Redis stopped (SIGSTOP) in the middle
// of the traffic, the store's command timeout must bound every request. The interaction server runs in a
// child process, so the load generator (undici, one connection per interaction, as the service opens them)
// and the server each get a core; the floor is a bare node:http server that defers on its own 2 s timer.
import { type ChildProcess, spawn } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSection, Measurement } from './harness.js';
import { median } from './harness.js';
import { redisForBench } from './redis/redis-for-bench.js';

type ServerKind = 'bare' | 'slashkit';

const concurrent = 600;
const handlerMs = 2_500;
const deadlineMs = 3_000;
const APP = '1100000000000000002';

const interactionOf = (i: number) => ({
  id: String(1100000000000200000n + BigInt(i)),
  application_id: APP,
  type: 2,
  data: { id: '1100000000000000003', name: 'slow', type: 1 },
  guild_id: '1100000000000000004',
  channel_id: '1100000000000000005',
  member: {
    user: {
      id: '1100000000000000006',
      username: 'bench',
      discriminator: '0',
      global_name: null,
      avatar: null,
    },
    roles: [],
    joined_at: '2024-01-01T00:00:00.000Z',
    mute: false,
    deaf: false,
    permissions: '2147483648',
    flags: 0,
  },
  token: `bench-deadline-token-${i}`,
  version: 1,
  app_permissions: '2048',
  locale: 'en-US',
  entitlements: [],
  authorizing_integration_owners: { '0': '1100000000000000004' },
  context: 0,
  attachment_size_limit: 8388608,
});

// ── Server side (this file, run as a child process with SLASHKIT_DEADLINE_SERVER=<kind>) ─────────────

async function startServer(kind: ServerKind, publicKeyHex: string, restUrl: string): Promise<void> {
  let listener: (req: IncomingMessage, res: ServerResponse) => unknown;
  if (kind === 'bare') {
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKeyHex, 'hex')]),
      format: 'der',
      type: 'spki',
    });
    listener = (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const signature = Buffer.from(req.headers['x-signature-ed25519'] as string, 'hex');
        const timestamp = Buffer.from(req.headers['x-signature-timestamp'] as string);
        if (!verify(null, Buffer.concat([timestamp, body]), key, signature))
          return void res.writeHead(401).end();
        const { type } = JSON.parse(body.toString()) as { type: number };
        if (type === 1)
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":1}');
        // The floor: a deferral on its own timer, as an auto-defer at 2 s would send it.
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":5}'), 2_000);
      });
    };
  } else {
    const { command, createInteractionHandler } = await import('@slashkit/interactions');
    const { toNodeListener } = await import('@slashkit/interactions/node');
    const slow = { name: 'slow', description: 'Takes 2.5 s' };
    const handler = createInteractionHandler({
      publicKey: publicKeyHex,
      restOptions: { baseUrl: restUrl },
      commands: [
        command(slow, async (ctx) => {
          await new Promise((resolve) => setTimeout(resolve, handlerMs));
          await ctx.reply('done');
        }),
      ],
    });
    listener = toNodeListener(handler);
  }
  const server = createServer(listener);
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as { port: number }).port }));
  process.on('message', (message) => {
    if (message === 'close') {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    }
  });
}

if (process.env.SLASHKIT_DEADLINE_SERVER) {
  await startServer(
    process.env.SLASHKIT_DEADLINE_SERVER as ServerKind,
    process.env.SLASHKIT_DEADLINE_KEY!,
    process.env.SLASHKIT_DEADLINE_REST!,
  );
}

// ── Load side ───────────────────────────────────────────────────────────────────────────────────────

async function spawnServer(kind: ServerKind, publicKeyHex: string, restUrl: string) {
  const child: ChildProcess = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      SLASHKIT_DEADLINE_SERVER: kind,
      SLASHKIT_DEADLINE_KEY: publicKeyHex,
      SLASHKIT_DEADLINE_REST: restUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { child, port: message.port };
}

/** The times (ms) from sending to the whole answer of `concurrent` interactions sent at once. */
async function burst(
  kind: ServerKind,
  publicKeyHex: string,
  privateKey: Parameters<typeof sign>[2],
  restUrl: string,
) {
  const { Pool } = await import('undici');
  const { child, port } = await spawnServer(kind, publicKeyHex, restUrl);
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: concurrent });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signed = (value: object) => {
    const body = JSON.stringify(value);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-signature-ed25519': sign(null, Buffer.from(timestamp + body), privateKey).toString('hex'),
        'x-signature-timestamp': timestamp,
      },
    };
  };
  const post = async (request: ReturnType<typeof signed>) => {
    const start = performance.now();
    const response = await pool.request({ method: 'POST', path: '/', ...request });
    const text = await response.body.text();
    const took = performance.now() - start;
    // The deferral, or the reply itself when the handler's own timer beat the deferral's (under load,
    // Node's timers count from the loop's cached time, the deferral's from performance.now()).
    if (response.statusCode !== 200 || !/"type":[145]\b/.test(text))
      throw new Error(`${kind} answered ${response.statusCode} after ${Math.round(took)} ms: ${text}`);
    return took;
  };
  try {
    // The service keeps its connections open: they are opened first (a PING each), so the burst measures
    // the server, not the kernel's accept queue.
    await Promise.all(
      Array.from({ length: concurrent }, (_, i) =>
        post(
          signed({
            id: String(1100000000000300000n + BigInt(i)),
            application_id: APP,
            type: 1,
            token: 'ping',
            version: 1,
          }),
        ),
      ),
    );
    const requests = Array.from({ length: concurrent }, (_, i) => signed(interactionOf(i)));
    const times = await Promise.all(requests.map(post));
    return times.sort((a, b) => a - b);
  } finally {
    await pool.close();
    child.send('close');
    await once(child, 'exit');
  }
}

/** A REST API that answers every follow-up and edit at once (the handlers' replies after the deferral). */
async function restStub() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"1100000000000000099"}'),
    );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/api/v10`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const of = (runs: number[]): Measurement => ({ median: median(runs), runs });
const p95 = (sorted: number[]) => sorted[Math.floor(sorted.length * 0.95)]!;

/** Requests through a Redis-backed limiter while Redis is stopped for a while: the slowest one, in ms. */
async function redisStopped(): Promise<{ slowest: number; during: number; requests: number }> {
  const { REST } = await import('@slashkit/rest');
  const { RedisRateLimitStore } = await import('@slashkit/rest-redis');
  const redis = await redisForBench();
  if (redis.pid === undefined)
    throw new Error('REDIS_URL is set: the Redis row needs a redis-server it can stop');
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-ratelimit-bucket': 'bench-deadline',
      'x-ratelimit-limit': '1000000',
      'x-ratelimit-remaining': '999999',
      'x-ratelimit-reset-after': '60',
    });
    res.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const store = new RedisRateLimitStore({ url: redis.url, namespace: `bench-deadline-${process.pid}` });
  const rest = new REST({
    token: 'bench-token',
    baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}/api/v10`,
    globalRequestsPerSecond: 50_000,
    rateLimitStore: store,
  });
  let slowest = 0;
  let during = 0;
  let requests = 0;
  let stopped = false;
  let running = true;
  // 20 callers in a loop, as a busy bot's requests are; a request counts "during" when it started while
  // Redis was stopped.
  const callers = Array.from({ length: 20 }, async () => {
    while (running) {
      const startedStopped = stopped;
      const start = performance.now();
      await rest.commands.getGlobalCommands(APP);
      const took = performance.now() - start;
      requests += 1;
      slowest = Math.max(slowest, took);
      if (startedStopped) during = Math.max(during, took);
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  process.kill(redis.pid, 'SIGSTOP');
  stopped = true;
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  process.kill(redis.pid, 'SIGCONT');
  stopped = false;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  running = false;
  await Promise.all(callers);
  await store.close();
  server.close();
  await redis.stop();
  return { slowest, during, requests };
}

export default async function run(): Promise<BenchSection> {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyHex = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('hex');
  const rest = await restStub();
  const runs = { slashkit: [] as number[][], bare: [] as number[][] };
  try {
    for (let round = 0; round < 3; round++)
      for (const kind of ['bare', 'slashkit'] as const)
        runs[kind].push(await burst(kind, publicKeyHex, privateKey, rest.url));
  } finally {
    rest.close();
  }
  const late = (kind: ServerKind) => runs[kind].map((times) => times.filter((t) => t >= deadlineMs).length);
  const rows: BenchRow[] = [
    {
      name: `${concurrent} concurrent interactions, handlers ${handlerMs / 1000} s: slowest answer (auto-defer at 2 s)`,
      unit: 'ms',
      higherIsBetter: false,
      ours: of(runs.slashkit.map((times) => times.at(-1)!)),
      peer: { name: 'bare node:http, deferring at 2 s', ...of(runs.bare.map((times) => times.at(-1)!)) },
      target: `< ${deadlineMs.toLocaleString('en-US')} ms`,
    },
    {
      name: `${concurrent} concurrent interactions: p95 answer`,
      unit: 'ms',
      higherIsBetter: false,
      ours: of(runs.slashkit.map(p95)),
      peer: { name: 'bare node:http, deferring at 2 s', ...of(runs.bare.map(p95)) },
      target: `< ${deadlineMs.toLocaleString('en-US')} ms`,
    },
  ];
  const stops = [await redisStopped(), await redisStopped()];
  rows.push({
    name: 'Redis stopped (SIGSTOP) for 4 s mid-traffic: slowest request (commandTimeout 2,000 ms)',
    unit: 'ms',
    higherIsBetter: false,
    ours: of(stops.map((s) => s.slowest)),
    target: '≤ 2,000 ms + one request',
  });
  return {
    title: 'Deadlines under load',
    notes:
      `Load average (1 / 5 / 15 min) when the section started: ${load}. Answers after 3 s per run: slashkit ` +
      `${late('slashkit').join(', ')}, bare ${late('bare').join(', ')} of ${concurrent}. Redis rows: ` +
      `${stops.map((s) => `${s.requests} requests, slowest started while stopped ${Math.round(s.during)} ms`).join('; ')}.`,
    rows,
  };
}
