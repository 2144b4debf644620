// @slashkit/interactions side by side with the floor (node:crypto / a bare node:http server with native
// verification) and with what users would pick instead (discord-interactions 4.x, express + its
// middleware, tweetnacl). Servers run in a child process, so the load generator (undici, 50 connections,
// in this process) and the server each get a core.
import { type ChildProcess, spawn } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type BenchRow,
  type BenchSection,
  type BuiltForImport,
  buildForImport,
  type Measurement,
  measureImport,
  measureOpsAsync,
  median,
} from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const benchDir = join(here, '..');
const _root = join(benchDir, '..');

type ServerKind = 'bare' | 'slashkit' | 'express';

// ── The interaction every request carries ────────────────────────────────────────────────────────────

const interaction = {
  id: '1100000000000000001',
  application_id: '1100000000000000002',
  type: 2,
  data: {
    id: '1100000000000000003',
    name: 'roll',
    type: 1,
    options: [{ name: 'sides', type: 4, value: 20 }],
  },
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
  token: 'bench-interaction-token',
  version: 1,
  app_permissions: '2048',
  locale: 'en-US',
  entitlements: [],
  authorizing_integration_owners: { '0': '1100000000000000004' },
  context: 0,
  attachment_size_limit: 8388608,
};
const reply = (sides: number) => ({ type: 4, data: { content: `rolled a d${sides}` } });

// ── Server side (this file, run as a child process with SLASHKIT_BENCH_SERVER=<kind>) ───────────────

async function startServer(kind: ServerKind, publicKeyHex: string): Promise<void> {
  let listener: (req: IncomingMessage, res: ServerResponse) => unknown;
  if (kind === 'bare') {
    // The floor: native verification with a cached KeyObject, JSON.parse, an inline answer. No routing.
    const key: KeyObject = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKeyHex, 'hex')]),
      format: 'der',
      type: 'spki',
    });
    listener = (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const signature = req.headers['x-signature-ed25519'] as string;
        const timestamp = req.headers['x-signature-timestamp'] as string;
        const ok = verify(
          null,
          Buffer.concat([Buffer.from(timestamp), body]),
          key,
          Buffer.from(signature, 'hex'),
        );
        if (!ok) {
          res.writeHead(401).end();
          return;
        }
        const parsed = JSON.parse(body.toString()) as typeof interaction;
        const answer = JSON.stringify(reply(parsed.data.options[0]!.value));
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(answer),
        });
        res.end(answer);
      });
    };
  } else if (kind === 'slashkit') {
    // The package as published (built ESM, @slashkit/api inlined), not the TypeScript sources.
    const built = JSON.parse(process.env.SLASHKIT_BENCH_BUILT!) as Record<string, string>;
    const { command, createInteractionHandler } = (await import(
      pathToFileURL(built.index!).href
    )) as typeof import('@slashkit/interactions');
    const { toNodeListener } = (await import(
      pathToFileURL(built['node/index']!).href
    )) as typeof import('@slashkit/interactions/node');
    const roll = {
      name: 'roll',
      description: 'Roll a die',
      options: [{ type: 4 as const, name: 'sides', description: 'Sides', required: true }],
    };
    const handler = createInteractionHandler({
      publicKey: publicKeyHex,
      commands: [command(roll, (ctx) => ctx.reply(reply(ctx.options.sides as number).data))],
    });
    listener = toNodeListener(handler);
  } else {
    const { default: express } = await import('express');
    const { verifyKeyMiddleware } = await import('discord-interactions');
    const app = express();
    app.post('/', verifyKeyMiddleware(publicKeyHex), (req, res) => {
      const body = req.body as typeof interaction;
      res.json(reply(body.data.options[0]!.value));
    });
    listener = app;
  }
  const server = createServer(listener);
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    process.send?.({ port: address.port });
  });
  process.on('message', (message) => {
    if (message === 'close') server.close(() => process.exit(0));
  });
}

if (process.env.SLASHKIT_BENCH_SERVER) {
  await startServer(process.env.SLASHKIT_BENCH_SERVER as ServerKind, process.env.SLASHKIT_BENCH_KEY!);
}

// ── Load side ───────────────────────────────────────────────────────────────────────────────────────

async function spawnServer(
  kind: ServerKind,
  publicKeyHex: string,
  built: BuiltForImport,
): Promise<{ child: ChildProcess; port: number }> {
  // Same flags as this process (tsx's loader), so the child runs this file; slashkit's server imports the
  // built package, as users run it.
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      SLASHKIT_BENCH_SERVER: kind,
      SLASHKIT_BENCH_KEY: publicKeyHex,
      SLASHKIT_BENCH_BUILT: JSON.stringify(built.files),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { child, port: message.port };
}

/** One signed request of the pool the load generator sends. */
interface SignedRequest {
  body: string;
  headers: Record<string, string>;
}

async function throughput(
  kind: ServerKind,
  publicKeyHex: string,
  pool: readonly SignedRequest[],
  built: BuiltForImport,
) {
  const { Pool } = await import('undici');
  const { child, port } = await spawnServer(kind, publicKeyHex, built);
  const connections = new Pool(`http://127.0.0.1:${port}`, { connections: 50 });
  // Each request is a distinct interaction, as the service sends them: slashkit drops a repeated id.
  let next = 0;
  try {
    const send = async () => {
      const request = pool[next++ % pool.length]!;
      const response = await connections.request({ method: 'POST', path: '/', ...request });
      const text = await response.body.text();
      if (response.statusCode !== 200)
        throw new Error(
          `${kind} answered ${response.statusCode}: ${text}${next > pool.length ? ' (the pool of distinct interactions ran out: enlarge it)' : ''}`,
        );
    };
    // The same warm-up for every server, at full concurrency, so that none is measured while still being
    // optimised (the harness's warm-up is 50 sequential requests: too few for a fresh process's JIT).
    await measureOpsAsync(send, { runs: 1, durationMs: 500, concurrency: 50 });
    return await measureOpsAsync(send, { runs: 2, durationMs: 1500, concurrency: 50 });
  } finally {
    await connections.close();
    child.send('close');
    await once(child, 'exit');
  }
}

const ratioNote = (ours: Measurement, floor: Measurement): string =>
  `${(ours.median / floor.median).toFixed(2)}×`;

/**
 * Measures several contenders in alternating rounds rather than one after the other, so that a noisy
 * neighbour on a shared machine slows them all alike instead of whichever ran at that moment.
 */
async function interleaved<K extends string>(
  rounds: number,
  contenders: Record<K, () => Promise<Measurement>>,
): Promise<Record<K, Measurement>> {
  const runs = Object.fromEntries(Object.keys(contenders).map((k) => [k, [] as number[]])) as Record<
    K,
    number[]
  >;
  for (let round = 0; round < rounds; round++) {
    for (const name of Object.keys(contenders) as K[]) runs[name].push(...(await contenders[name]()).runs);
  }
  return Object.fromEntries(
    Object.entries<number[]>(runs).map(([k, values]) => [k, { median: median(values), runs: values }]),
  ) as Record<K, Measurement>;
}

/**
 * Dispatch rates in process (no HTTP, no signature): a /roll command against a button click routed by
 * pattern among several, each answered inline through the same handler. What differs is routing (a map
 * lookup by type and name against an exact-id miss and a pattern walk) and the context each gets.
 */
export async function routingRates(rounds = 10): Promise<Record<'command' | 'component', Measurement>> {
  const { command, component, createInteractionHandler } = await import('@slashkit/interactions');
  const noop = () => {};
  const handler = createInteractionHandler({
    // Dispatched in process: no webhook, so no public key (the declared gateway-only mode).
    gatewayOnly: true,
    commands: [
      command(
        {
          name: 'roll',
          description: 'Roll a die',
          options: [{ type: 4 as const, name: 'sides', description: 'Sides', required: true }],
        },
        (ctx) => ctx.reply(reply(ctx.options.sides as number).data),
      ),
    ],
    components: [
      component('refresh', noop),
      component('settings:{section}', noop),
      component('poll:{pollId}:close', noop),
      component('poll:{pollId}:vote:{choice}', (ctx) =>
        ctx.update({ content: `voted ${ctx.params.choice}` }),
      ),
    ],
  });
  const respond = { respond: noop };
  type Dispatched = Parameters<typeof handler.dispatch>[0];
  // Parsed from JSON, as every interaction arrives (webhook or gateway): an object built by spreading
  // another has a shape of its own that makes every read of it slower, and would measure the bench.
  const received = (value: unknown): Dispatched => JSON.parse(JSON.stringify(value)) as Dispatched;
  const commandInteraction = received(interaction);
  // Clicks on 100 different polls, in turn: as when many users vote on a few live polls.
  const clicks = Array.from({ length: 100 }, (_, i) =>
    received({
      ...interaction,
      type: 3,
      data: { custom_id: `poll:11000000000001${String(i).padStart(5, '0')}:vote:yes`, component_type: 2 },
      message: {
        id: '1100000000000000010',
        channel_id: interaction.channel_id,
        content: '',
        components: [],
      },
    }),
  );
  let next = 0;
  const once = (value: () => Dispatched) => () =>
    measureOpsAsync(() => handler.dispatch(value(), respond), { runs: 1, durationMs: 250 });
  // Many short alternating slices: on a shared machine a noisy neighbour then slows both alike.
  return interleaved(rounds, {
    command: once(() => commandInteraction),
    component: once(() => {
      next = (next + 1) % clicks.length;
      return clicks[next]!;
    }),
  });
}

export default async function run(): Promise<BenchSection> {
  const { verifySignature } = await import('@slashkit/interactions');
  const { verifyKey } = await import('discord-interactions');
  const { default: nacl } = await import('tweetnacl');

  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyHex = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('hex');
  const body = JSON.stringify(interaction);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signatureHex = sign(null, Buffer.from(timestamp + body), privateKey).toString('hex');
  const bodyBytes = Buffer.from(body);
  const rows: BenchRow[] = [];

  // Every verifier gets the raw body and the hex headers, as a server would.
  const nativeKey = publicKey;
  const nativeFloor = async () =>
    verify(
      null,
      Buffer.concat([Buffer.from(timestamp), bodyBytes]),
      nativeKey,
      Buffer.from(signatureHex, 'hex'),
    );
  const ours = () => verifySignature(bodyBytes, signatureHex, timestamp, publicKeyHex);
  const theirs = () => verifyKey(bodyBytes, signatureHex, timestamp, publicKeyHex);
  const naclPublicKey = Buffer.from(publicKeyHex, 'hex');
  const naclVerify = async () =>
    nacl.sign.detached.verify(
      Buffer.concat([Buffer.from(timestamp), bodyBytes]),
      Buffer.from(signatureHex, 'hex'),
      naclPublicKey,
    );
  for (const check of [nativeFloor, ours, theirs, naclVerify]) {
    if (!(await check())) throw new Error('a verifier refused a valid signature');
  }

  const once = (fn: () => Promise<unknown>) => () => measureOpsAsync(fn, { runs: 1, durationMs: 500 });
  const verifyRates = await interleaved(6, {
    floor: once(nativeFloor),
    ours: once(ours),
    theirs: once(theirs),
  });
  const { floor, ours: oursVerify } = verifyRates;
  rows.push({
    name: 'verifySignature vs node:crypto verify (the floor)',
    unit: 'ops/s',
    higherIsBetter: true,
    ours: oursVerify,
    peer: { name: 'node:crypto verify, cached KeyObject', ...floor },
    target: '≥ 0.95×',
  });
  rows.push({
    name: 'verifySignature vs discord-interactions verifyKey',
    unit: 'ops/s',
    higherIsBetter: true,
    ours: oursVerify,
    peer: {
      name: 'discord-interactions 4.4 verifyKey',
      ...(await measureOpsAsync(theirs, { durationMs: 600 })),
    },
  });
  rows.push({
    name: 'verifySignature vs tweetnacl',
    unit: 'ops/s',
    higherIsBetter: true,
    ours: oursVerify,
    peer: { name: 'tweetnacl 1.0.3', ...(await measureOpsAsync(naclVerify, { runs: 3, durationMs: 600 })) },
  });

  // Distinct interactions (ids), signed before measuring; every server gets the same ones.
  const pool: SignedRequest[] = Array.from({ length: 60_000 }, (_, i) => {
    const distinct = JSON.stringify({ ...interaction, id: String(1100000000000100000n + BigInt(i)) });
    return {
      body: distinct,
      headers: {
        'content-type': 'application/json',
        'x-signature-ed25519': sign(null, Buffer.from(timestamp + distinct), privateKey).toString('hex'),
        'x-signature-timestamp': timestamp,
      },
    };
  });
  const served = await buildForImport('interactions', [/^@slashkit\/api/], ['index', 'node/index']);
  let servers: Record<ServerKind, Measurement>;
  try {
    servers = await interleaved(3, {
      bare: () => throughput('bare', publicKeyHex, pool, served),
      slashkit: () => throughput('slashkit', publicKeyHex, pool, served),
      express: () => throughput('express', publicKeyHex, pool, served),
    });
  } finally {
    served.cleanup();
  }
  const { bare, slashkit, express: expressPeer } = servers;
  rows.push({
    name: 'node:http server: verify + parse + route + reply, 50 connections',
    unit: 'req/s',
    higherIsBetter: true,
    ours: slashkit,
    peer: { name: 'bare node:http, native verify, no routing', ...bare },
    target: '≥ 0.9×',
  });
  rows.push({
    name: 'node:http server vs express + discord-interactions middleware',
    unit: 'req/s',
    higherIsBetter: true,
    ours: slashkit,
    peer: { name: 'express 5 + verifyKeyMiddleware', ...expressPeer },
  });

  const routing = await routingRates();
  rows.push({
    name: 'dispatch in process: a component routed by pattern vs a command',
    unit: 'ops/s',
    higherIsBetter: true,
    ours: routing.component,
    peer: { name: 'a command through the same handler', ...routing.command },
    target: '≥ 0.95×',
  });

  // @slashkit/api is bundled in; @slashkit/rest stays a lazy import, as published.
  const built = await buildForImport('interactions', [/^@slashkit\/api/]);
  try {
    rows.push({
      name: 'import the package (fresh node, built ESM)',
      unit: 'ms',
      higherIsBetter: false,
      ours: measureImport(built.file, { cwd: benchDir }),
      peer: {
        name: 'discord-interactions 4.4',
        ...measureImport('discord-interactions', { cwd: benchDir }),
      },
      target: '≤ 15 ms',
    });
  } finally {
    built.cleanup();
  }

  return {
    title: '@slashkit/interactions vs node:crypto, discord-interactions, express and tweetnacl',
    notes:
      'Contenders are measured in alternating rounds (the machine may be shared). ' +
      'Verification rates are one core, one signature at a time, each verifier given the raw body and hex ' +
      `headers (ours is ${ratioNote(oursVerify, floor)} of the floor). Server rows: the server runs in a child ` +
      'process and answers a signed /roll command inline; the load comes from undici with 50 connections in ' +
      'the parent. The slashkit server runs the package as published (built ESM, @slashkit/api inlined), ' +
      'checks the options against the definition and builds the full context; ' +
      'the bare one only verifies and parses. The dispatch row runs both in this process without HTTP: button ' +
      'clicks on 100 polls in turn, matched against four registered custom_ids (an exact id and three ' +
      'patterns; the router remembers up to 512 recent pattern matches) and answered with update(), against a ' +
      '/roll command answered with reply(). The import figure is the built ESM bundle with @slashkit/api ' +
      'inlined; @slashkit/rest (and undici) load only on the first follow-up.',
    rows,
  };
}
