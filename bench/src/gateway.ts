// The emulator's gateway: how many MESSAGE_CREATE dispatches per second it delivers to one session, and the
// CPU its process spends per dispatch, with `compress=zlib-stream` against plain JSON frames. The client
// runs in its own process (./gateway/dispatch-client.ts) and reads every frame as a library does, so the
// CPU figure is the emulator's alone (serializing, the per-session checks, deflate on the thread pool and
// the socket writes).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { GatewayIntentBits } from '@slashkit/api';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { type BenchSection, type Measurement, median } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const DISPATCHES = 2_000;
const RUNS = 5;
const GENERAL = '1250000000000000402';
const MEMBER = '1250000000000000204';

interface Client {
  child: ChildProcess;
  /** The next line the client writes. */
  line(): Promise<string>;
}

function startClient(emu: RunningEmulator, compress: boolean): Client {
  const url = `${emu.url.replace('http', 'ws')}/gateway?v=10&encoding=json${compress ? '&compress=zlib-stream' : ''}`;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(here, 'gateway', 'dispatch-client.ts'),
      url,
      emu.world.application.botToken,
      String(GatewayIntentBits.GuildMessages),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    }
  });
  return {
    child,
    line: () => {
      const next = lines.shift();
      return next !== undefined ? Promise.resolve(next) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** Creates `count` messages of a user in #general, yielding to the event loop every 100 so sockets drain. */
async function publish(emu: RunningEmulator, count: number, run: number): Promise<void> {
  const { state } = emu.context;
  const author = emu.world.users.find((u) => u.id === MEMBER)!;
  for (let i = 0; i < count; i++) {
    state.messages.add(
      {
        id: emu.context.nextId(),
        channel_id: GENERAL,
        guild_id: emu.world.guild.id,
        author: {
          id: author.id,
          username: author.username,
          discriminator: '0',
          global_name: author.globalName,
          avatar: null,
        },
        content: `run ${run}, message ${i}: the quick brown fox jumps over the lazy dog`,
        timestamp: new Date(emu.context.clock.now()).toISOString(),
        edited_timestamp: null,
        tts: false,
        mention_everyone: false,
        mentions: [],
        mention_roles: [],
        attachments: [],
        embeds: [],
        pinned: false,
        type: 0,
        flags: 0,
        components: [],
      },
      null,
    );
    if (i % 100 === 99) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

interface ModeResult {
  rate: Measurement;
  cpuMs: Measurement;
  bytesPerDispatch: number;
}

async function measureMode(emu: RunningEmulator, compress: boolean): Promise<ModeResult> {
  const client = startClient(emu, compress);
  try {
    if ((await client.line()) !== 'ready') throw new Error('the bench client did not get READY');
    const rates: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let run = 0; run <= RUNS; run++) {
      client.child.stdin?.write(`${DISPATCHES}\n`);
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      const done = client.line();
      await publish(emu, DISPATCHES, run);
      const report = JSON.parse(await done) as { seen: number; bytes: number };
      const elapsed = performance.now() - start;
      const used = process.cpuUsage(cpuStart);
      if (run === 0) continue; // warm-up
      rates.push((DISPATCHES / elapsed) * 1000);
      cpu.push((used.user + used.system) / 1000 / DISPATCHES);
      bytes = report.bytes / report.seen;
    }
    // Messages of this mode are not needed by the next: an emulator's event log and store stay small.
    emu.context.reset();
    return {
      rate: { median: median(rates), runs: rates },
      cpuMs: { median: median(cpu), runs: cpu },
      bytesPerDispatch: bytes,
    };
  } finally {
    client.child.kill();
    await once(client.child, 'exit');
  }
}

export default async function run(): Promise<BenchSection> {
  const emu = await startEmulator({
    rateLimits: 'off',
    gateway: { heartbeatIntervalMs: 600_000, maxBufferedDispatches: DISPATCHES },
  });
  try {
    const plain = await measureMode(emu, false);
    // The next identify is in the next 5 s window of emulator time.
    await fetch(`${emu.url}/_emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 5_000 }),
    });
    const zlib = await measureMode(emu, true);
    return {
      title: 'Emulator gateway — dispatches with and without zlib-stream',
      notes: `One session with GUILD_MESSAGES; ${DISPATCHES} MESSAGE_CREATE dispatches per run (messages of a user in #general created in the emulator's state, 100 per event-loop turn), ${RUNS} runs after a warm-up, median. The client is another process that inflates and parses every frame; the rate is from the first message created to the last dispatch parsed, the CPU is the emulator process's (user + system, zlib's thread pool included) per dispatch. Bytes on the wire per dispatch: ${Math.round(plain.bytesPerDispatch)} as JSON text, ${Math.round(zlib.bytesPerDispatch)} with zlib-stream. Ratios are zlib-stream against plain frames (< 1: compression costs that much).`,
      rows: [
        {
          name: 'dispatches per second to one session, zlib-stream (vs plain JSON frames)',
          unit: 'ops/s',
          higherIsBetter: true,
          ours: zlib.rate,
          peer: { name: 'plain JSON frames', ...plain.rate },
        },
        {
          name: 'emulator CPU per dispatch, zlib-stream (vs plain JSON frames)',
          unit: 'ms',
          higherIsBetter: false,
          ours: zlib.cpuMs,
          peer: { name: 'plain JSON frames', ...plain.cpuMs },
        },
      ],
    };
  } finally {
    await emu.stop();
  }
}
