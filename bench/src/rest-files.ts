// A reply with a 1 MiB file through @slashkit/rest (`createInteractionResponse` with `files`) side by
// side with raw undici (`request` with undici's own FormData and a Blob: the floor), against a local
// node:http server in a worker thread that reads each upload whole and answers 204.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { REST } from '@slashkit/rest';
import { request, FormData as UndiciFormData } from 'undici';
import { type BenchRow, type BenchSection, type Measurement, measureOpsAsync, median } from './harness.js';

const FILE_BYTES = 1024 * 1024;
const here = dirname(fileURLToPath(import.meta.url));

const serverSource = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
const server = createServer((req, res) => {
  let size = 0;
  req.on('data', (c) => { size += c.length; });
  req.on('end', () => { res.writeHead(size > 0 ? 204 : 400); res.end(); });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (m) => { if (m === 'close') server.close(() => parentPort.close()); });
`;

const measurement = (runs: number[]): Measurement => ({ median: median(runs), runs });

/** The peak memory one upload adds, in MB, in fresh processes (median of `runs`). */
function uploadMemory(contender: 'ours' | 'raw', origin: string, runs: number): Measurement {
  const results: number[] = [];
  for (let r = 0; r < runs; r++) {
    const out = execFileSync(
      process.execPath,
      [
        '--expose-gc',
        '--conditions=@slashkit/source',
        '--import',
        'tsx',
        join(here, 'files', 'upload-memory.ts'),
        contender,
        origin,
        String(FILE_BYTES),
        '20',
      ],
      { cwd: join(here, '..'), encoding: 'utf8' },
    );
    results.push((JSON.parse(out) as { extraBytes: number }).extraBytes / 1e6);
  }
  return measurement(results);
}

export default async function run(): Promise<BenchSection> {
  const worker = new Worker(serverSource, { eval: true });
  const [{ port }] = (await once(worker, 'message')) as [{ port: number }];
  const origin = `http://127.0.0.1:${port}`;
  const rest = new REST({ baseUrl: `${origin}/api/v10` });
  const url = `${origin}/api/v10/interactions/1/token/callback`;
  const file = new Uint8Array(FILE_BYTES).fill(0x61);

  const ours = () =>
    rest.interactions.createInteractionResponse(
      '1',
      'token',
      { type: 4, data: { content: 'file' } },
      {
        files: [{ name: 'file.bin', data: file }],
      },
    );
  const raw = async () => {
    const form = new UndiciFormData();
    form.append(
      'payload_json',
      JSON.stringify({ type: 4, data: { content: 'file', attachments: [{ id: 0, filename: 'file.bin' }] } }),
    );
    form.append('files[0]', new Blob([file]), 'file.bin');
    const response = await request(url, { method: 'POST', body: form });
    await response.body.dump();
  };
  for (const fn of [ours, raw]) for (let i = 0; i < 100; i++) await fn();

  // Alternating rounds, as in the other REST rows: a busy spell of the shared machine spoils a round of each.
  const oursRuns: number[] = [];
  const rawRuns: number[] = [];
  const rounds = 9;
  const options = { runs: 1, durationMs: 400, concurrency: 4 };
  for (let round = 0; round < rounds; round++) {
    const steps = [
      async () => oursRuns.push((await measureOpsAsync(ours, options)).median),
      async () => rawRuns.push((await measureOpsAsync(raw, options)).median),
    ];
    for (let i = 0; i < steps.length; i++) await steps[(round + i) % steps.length]!();
  }
  const memoryOurs = uploadMemory('ours', origin, 3);
  const memoryRaw = uploadMemory('raw', origin, 3);
  worker.postMessage('close');
  await once(worker, 'exit');

  const fileMb = FILE_BYTES / 1e6;
  const rows: BenchRow[] = [
    {
      name: 'reply (callback type 4) with a 1 MiB file, 4 in flight',
      unit: 'req/s',
      higherIsBetter: true,
      ours: measurement(oursRuns),
      peer: { name: 'undici request + undici FormData (raw)', ...measurement(rawRuns) },
      target: '≥ 0.9×',
    },
    {
      name: `peak extra memory of one upload of the 1 MiB file (${(memoryOurs.median / fileMb).toFixed(2)}× the file)`,
      unit: 'MB',
      higherIsBetter: false,
      ours: memoryOurs,
      peer: { name: 'undici request + undici FormData (raw)', ...memoryRaw },
      target: `≤ 1.5× the file (${(1.5 * fileMb).toFixed(2)} MB)`,
    },
  ];
  return {
    title: '@slashkit/rest — a reply with a file',
    notes:
      "A 1 MiB Uint8Array sent as `files[0]` of an interaction callback: slashkit checks it against the size limit, fills `attachments` and streams the multipart body (its undici transport writes the file's bytes as they are, with the parts' headers around them); the raw contender builds undici's FormData with a Blob of the same bytes (a copy, which undici reads back whole) and calls `request`. The server (a worker thread) reads each body whole. Throughput: alternating rounds, the median of each. Memory: a fresh process per run warms up with a 16-byte file, then sends 20 uploads one at a time, each after a GC, sampling the JavaScript heap plus buffers (`heapUsed + arrayBuffers`) on every turn of the event loop; the figure is the most one upload held over what the process held before it, the median of 3 runs.",
    rows,
  };
}
