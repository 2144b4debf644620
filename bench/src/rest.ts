// @slashkit/rest side by side with raw undici `request` (the floor: no limiter, no retries) and
// @discordjs/rest 2.6 (what users would pick instead), against a local node:http server running in a
// worker thread so that the client's event loop is measured alone.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { REST as DiscordREST } from '@discordjs/rest';
import { REST } from '@slashkit/rest';
import { request } from 'undici';
import {
  type BenchRow,
  type BenchSection,
  buildForImport,
  type Measurement,
  measureDuration,
  measureImport,
  measureOpsAsync,
} from './harness.js';

const APP = '1100000000000000001';
const TOKEN = 'bench-token-0123456789';
const COMMAND = { name: 'ping', description: 'Replies with pong' };

// The server: `[]` for reads, the body back for writes; `?bucket` adds rate-limit headers with a roomy
// limit (same bucket for every request) and answers after 2 ms. It reports the largest number of requests open at once.
const serverSource = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
let open = 0, max = 0;
const server = createServer((req, res) => {
  open++; if (open > max) max = open;
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const headers = { 'content-type': 'application/json' };
    if (req.url.includes('bucket')) Object.assign(headers, {
      'x-ratelimit-bucket': 'bench', 'x-ratelimit-limit': '1000000', 'x-ratelimit-remaining': '999999',
      'x-ratelimit-reset-after': '60', 'x-ratelimit-reset': String(Date.now() / 1000 + 60),
    });
    const body = req.method === 'GET' ? '[]' : Buffer.concat(chunks).toString() || '{}';
    const answer = () => { open--; res.writeHead(200, headers); res.end(body); };
    // Bucket requests take 2 ms, like a real service, so requests overlap and concurrency shows.
    if (req.url.includes('bucket')) setTimeout(answer, 2); else answer();
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (m) => {
  if (m === 'reset') { max = 0; parentPort.postMessage({ reset: true }); }
  if (m === 'max') parentPort.postMessage({ max });
  if (m === 'close') server.close(() => parentPort.close());
});
`;

// The median of the rounds, with every round kept for the report.
function measurement(runs: number[]): Measurement {
  const sorted = [...runs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, runs };
}

async function ask<T>(worker: Worker, message: string): Promise<T> {
  worker.postMessage(message);
  const [reply] = await once(worker, 'message');
  return reply as T;
}

export default async function run(): Promise<BenchSection> {
  const worker = new Worker(serverSource, { eval: true });
  const [{ port }] = (await once(worker, 'message')) as [{ port: number }];
  const origin = `http://127.0.0.1:${port}`;
  const listPath = `/api/v10/applications/${APP}/commands`;

  const ours = new REST({
    token: TOKEN,
    baseUrl: `${origin}/api/v10`,
    globalRequestsPerSecond: Number.POSITIVE_INFINITY,
  });
  // discord.js's global limiter allows 50/s by default; raised so the comparison is of the clients alone.
  const djs = new DiscordREST({
    api: `${origin}/api`,
    version: '10',
    globalRequestsPerSecond: 1e9,
    offset: 0,
  }).setToken(TOKEN);
  const djsDefault = new DiscordREST({ api: `${origin}/api`, version: '10' }).setToken(TOKEN);
  const auth = { authorization: `Bot ${TOKEN}` };

  const rawGet = async () => (await request(`${origin}${listPath}`, { headers: auth })).body.json();
  const oursGet = () => ours.commands.getGlobalCommands(APP);
  const djsGet = () => djs.get(`/applications/${APP}/commands`);
  const djsDefaultGet = () => djsDefault.get(`/applications/${APP}/commands`);

  const body = JSON.stringify([COMMAND]);
  const rawPut = async () =>
    (
      await request(`${origin}${listPath}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      })
    ).body.json();
  const oursPut = () => ours.commands.bulkOverwriteGlobalCommands(APP, [COMMAND]);
  const djsPut = () => djs.put(`/applications/${APP}/commands`, { body: [COMMAND] });
  const hundred = (fn: () => Promise<unknown>) => async () => {
    for (let i = 0; i < 100; i++) await fn();
  };

  // Same bucket: every response names one bucket with room to spare; a limiter that sends one request of
  // a bucket at a time caps throughput at one round trip per request.
  const bucketQuery = { bucket: '1' };
  const oursBucket = () =>
    ours.request({ method: 'GET', path: `/applications/${APP}/commands`, query: bucketQuery });
  const djsBucket = () =>
    djs.get(`/applications/${APP}/commands`, { query: new URLSearchParams(bucketQuery) });

  // The harness warms each function a little; HTTP clients need more before the JIT settles, and
  // without it whichever runs first looks slower.
  const warm = async (fn: () => Promise<unknown>) => {
    for (let i = 0; i < 1000; i++) await fn();
  };
  for (const fn of [oursGet, rawGet, djsGet, oursPut, rawPut, djsPut]) await warm(fn);

  // Side by side: every round measures each contender once, in a rotating order, against the same server
  // (and, for slashkit and raw undici, the same global undici dispatcher: one Agent, the same keep-alive
  // and pipelining settings); each figure is the median of its rounds. Measuring one contender's runs
  // back to back would hand the load of the shared machine to whoever ran during a busy spell.
  // Many short rounds rather than a few long ones: the machine is shared, and a busy spell then spoils a
  // few rounds of every contender instead of all the runs of one.
  const inFlight = { runs: 1, durationMs: 200, concurrency: 32 };
  const getOurs: number[] = [];
  const getRaw: number[] = [];
  const getDjs: number[] = [];
  const putOurs: number[] = [];
  const putRaw: number[] = [];
  const putDjs: number[] = [];
  const bucketOurs: number[] = [];
  const bucketDjs: number[] = [];
  let maxOurs = 0;
  let maxDjs = 0;
  const measureBucket = async (fn: () => Promise<unknown>): Promise<[number, number]> => {
    await ask(worker, 'reset');
    const { median } = await measureOpsAsync(fn, inFlight);
    return [median, (await ask<{ max: number }>(worker, 'max')).max];
  };
  const rounds = 15;
  for (let round = 0; round < rounds; round++) {
    const steps: Array<() => Promise<void>> = [
      async () => {
        getOurs.push((await measureOpsAsync(oursGet, inFlight)).median);
        putOurs.push((await measureDuration(hundred(oursPut), { runs: 1 })).median);
      },
      async () => {
        getRaw.push((await measureOpsAsync(rawGet, inFlight)).median);
        putRaw.push((await measureDuration(hundred(rawPut), { runs: 1 })).median);
      },
      async () => {
        getDjs.push((await measureOpsAsync(djsGet, inFlight)).median);
        putDjs.push((await measureDuration(hundred(djsPut), { runs: 1 })).median);
      },
    ];
    for (let i = 0; i < steps.length; i++) await steps[(round + i) % steps.length]!();
    const bucketSteps: Array<() => Promise<void>> = [
      async () => {
        const [ops, max] = await measureBucket(oursBucket);
        bucketOurs.push(ops);
        maxOurs = Math.max(maxOurs, max);
      },
      async () => {
        const [ops, max] = await measureBucket(djsBucket);
        bucketDjs.push(ops);
        maxDjs = Math.max(maxDjs, max);
      },
    ];
    for (let i = 0; i < bucketSteps.length; i++) await bucketSteps[(round + i) % bucketSteps.length]!();
  }
  // discord.js with its defaults is capped at 50/s by design; a few long runs are enough to show it.
  const getDjsDefault = await measureOpsAsync(djsDefaultGet, { runs: 3, durationMs: 1000, concurrency: 32 });

  worker.postMessage('close');
  await once(worker, 'exit');

  const rows: BenchRow[] = [
    {
      name: 'GET list, 32 in flight (vs raw undici request)',
      unit: 'req/s',
      higherIsBetter: true,
      ours: measurement(getOurs),
      peer: { name: 'undici request (raw)', ...measurement(getRaw) },
      target: '≥ 0.8×',
    },
    {
      name: 'GET list, 32 in flight (global limiter raised)',
      unit: 'req/s',
      higherIsBetter: true,
      ours: measurement(getOurs),
      peer: { name: '@discordjs/rest 2.6', ...measurement(getDjs) },
    },
    {
      name: 'GET list, 32 in flight (@discordjs/rest with its default 50/s global limiter)',
      unit: 'req/s',
      higherIsBetter: true,
      ours: measurement(getOurs),
      peer: { name: '@discordjs/rest 2.6 (defaults)', ...getDjsDefault },
    },
    {
      name: '100 sequential PUTs (bulk overwrite)',
      unit: 'ms',
      higherIsBetter: false,
      ours: measurement(putOurs),
      peer: { name: 'undici request (raw)', ...measurement(putRaw) },
      target: '≤ 1.2× its time',
    },
    {
      name: '100 sequential PUTs (bulk overwrite)',
      unit: 'ms',
      higherIsBetter: false,
      ours: measurement(putOurs),
      peer: { name: '@discordjs/rest 2.6', ...measurement(putDjs) },
    },
    {
      name: `one rate-limited bucket, 32 in flight (server saw at most ${maxOurs} vs ${maxDjs} open at once)`,
      unit: 'req/s',
      higherIsBetter: true,
      ours: measurement(bucketOurs),
      peer: { name: '@discordjs/rest 2.6', ...measurement(bucketDjs) },
    },
  ];
  // @slashkit/api is bundled in; undici stays an import that runs only on the first request, as published.
  const built = await buildForImport('rest', [/^@slashkit\/api/]);
  try {
    rows.push({
      name: 'import the package (fresh node, built ESM)',
      unit: 'ms',
      higherIsBetter: false,
      ours: measureImport(built.file),
      peer: { name: '@discordjs/rest 2.6', ...measureImport('@discordjs/rest') },
      target: '≤ 40 ms',
    });
  } finally {
    built.cleanup();
  }
  return {
    title: '@slashkit/rest — HTTP client',
    notes:
      `Local node:http server in a worker thread. Contenders alternate: each of ${rounds} rounds measures every client once, in a rotating order, and each figure is the median of the rounds; slashkit and raw undici share the global undici dispatcher. slashkit runs with its global limiter off (Infinity) except where noted; ` +
      'every row goes through its full pipeline (rate-limit layer, retry layer, typed errors, JSON parsing). ' +
      'Same-bucket row: every response names one bucket with a large remaining count, so up to `remaining` requests may be in flight. ' +
      'Import row: a fresh `node` importing the built ESM entry, over an empty process.',
    rows,
  };
}
