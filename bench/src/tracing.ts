// What tracing costs: a REST call and a webhook request with telemetry off (`telemetry: false`), with
// @opentelemetry/api installed but no SDK registered (the default, for a project that installed the API and
// set nothing up), and with a recording tracer provider, a meter provider and the AsyncLocalStorage context
// manager (a traced application). The spans go to a processor that drops them: exporting is the SDK's cost.
import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { command, createInteractionHandler, type InteractionHandler } from '@slashkit/interactions';
import { REST, type TelemetryOptions } from '@slashkit/rest';
import { type BenchRow, type BenchSection, type Measurement, measureOpsAsync } from './harness.js';

const APP = '1100000000000000001';

// `[]` for every request, from a worker thread so that the client's event loop is measured alone.
const serverSource = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('[]'); });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', () => server.close(() => parentPort.close()));
`;

class DroppingReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** Providers that record everything and export nothing. */
function recording(): TelemetryOptions {
  const drop: SpanProcessor = {
    onStart() {},
    onEnd() {},
    forceFlush: async () => {},
    shutdown: async () => {},
  };
  return {
    tracerProvider: new BasicTracerProvider({ spanProcessors: [drop] }),
    meterProvider: new MeterProvider({ readers: [new DroppingReader()] }),
  };
}

/** A webhook handler answering /ping inline, and a way to send it one freshly signed request. */
function webhook(telemetry: false | TelemetryOptions | undefined) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const key = createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' }));
  const handler: InteractionHandler = createInteractionHandler({
    publicKey: Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('hex'),
    ...(telemetry === undefined ? {} : { telemetry }),
    commands: [command({ name: 'ping', description: 'Ping' }, (ctx) => ctx.reply('pong'))],
  });
  let id = 900000000000000000n;
  return async () => {
    const body = JSON.stringify({
      id: String(id++),
      application_id: APP,
      type: 2,
      token: 'interaction-token-0123456789',
      version: 1,
      data: { id: '1', name: 'ping', type: 1 },
      channel_id: '2',
      user: { id: '3', username: 'u', discriminator: '0', global_name: null, avatar: null },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const bytes = new TextEncoder().encode(body);
    const response = await handler.handle({
      method: 'POST',
      contentType: 'application/json',
      contentLength: String(bytes.length),
      signature: sign(null, Buffer.from(timestamp + body), key).toString('hex'),
      timestamp,
      readBody: async () => bytes,
    });
    response.sent?.();
    if (response.status !== 200) throw new Error(`the webhook answered ${response.status}`);
  };
}

const rounds = 5;

/**
 * `ours` against `off`, in alternating rounds of 300 ms each after a warm-up of both, so that the load of
 * the machine and the JIT weigh on both alike.
 */
async function compare(
  name: string,
  ours: () => Promise<unknown>,
  off: () => Promise<unknown>,
  concurrency: number,
): Promise<BenchRow> {
  const one = { runs: 1, durationMs: 300, concurrency };
  await measureOpsAsync(ours, one);
  await measureOpsAsync(off, one);
  const runs: [number[], number[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    runs[0].push((await measureOpsAsync(ours, one)).median);
    runs[1].push((await measureOpsAsync(off, one)).median);
  }
  const of = (values: number[]): Measurement => ({
    median: [...values].sort((a, b) => a - b)[values.length >> 1]!,
    runs: values,
  });
  return {
    name,
    unit: 'req/s',
    higherIsBetter: true,
    ours: of(runs[0]),
    peer: { ...of(runs[1]), name: 'telemetry: false' },
  };
}

export default async function run(): Promise<BenchSection> {
  const worker = new Worker(serverSource, { eval: true });
  const [{ port }] = (await once(worker, 'message')) as [{ port: number }];
  const baseUrl = `http://127.0.0.1:${port}/api/v10`;
  const client = (telemetry: false | TelemetryOptions | undefined) =>
    new REST({
      token: 'bench-token-0123456789',
      baseUrl,
      globalRequestsPerSecond: Number.POSITIVE_INFINITY,
      ...(telemetry === undefined ? {} : { telemetry }),
    });
  const get = (rest: REST) => () => rest.commands.getGlobalCommands(APP);
  const rows: BenchRow[] = [];
  try {
    const restOff = get(client(false));
    const hookOff = webhook(false);
    rows.push(
      await compare(
        'REST GET (8 in flight), API installed, no SDK registered',
        get(client(undefined)),
        restOff,
        8,
      ),
      await compare(
        'webhook /ping answered inline, API installed, no SDK registered',
        webhook(undefined),
        hookOff,
        1,
      ),
    );
    // From here on, a traced application: spans follow awaits through AsyncLocalStorage.
    const manager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(manager);
    try {
      rows.push(
        await compare(
          'REST GET (8 in flight), recording tracer + meter',
          get(client(recording())),
          restOff,
          8,
        ),
        await compare(
          'webhook /ping answered inline, recording tracer + meter',
          webhook(recording()),
          hookOff,
          1,
        ),
      );
    } finally {
      manager.disable();
      context.disable();
    }
  } finally {
    worker.postMessage('close');
  }
  return {
    title: 'Tracing (bench/src/tracing.ts)',
    notes:
      'The same client or handler with `telemetry: false` is the peer: a ratio of 1.00× costs nothing. "No SDK registered": `@opentelemetry/api` installed and nothing set up (no-op spans). "Recording": a tracer provider that records every span (dropped, not exported), a meter provider and the AsyncLocalStorage context manager. The webhook signs and verifies each request, as the service and the handler do. Both sides warmed up, then 5 alternating rounds of 300 ms each; on a loaded machine read differences under ~10% as noise.',
    rows,
  };
}
