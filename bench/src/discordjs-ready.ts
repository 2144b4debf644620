// How soon a discord.js v14 bot is ready on the emulator: from the gateway's READY reaching discord.js (its
// `raw` event, the frame received and decoded) to its `clientReady` event, which it emits once the
// GUILD_CREATE of every guild READY listed has filled its caches. Each run is a new Client logging in as the
// guide writes it (Guilds intent, only the REST base URL changed); a run whose guild or channels are not
// cached at `clientReady` fails the bench rather than report a figure for a bot that is not usable.
import { performance } from 'node:perf_hooks';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { type BenchSection, median } from './harness.js';

const RUNS = 7;

/** One login: milliseconds from READY at the client to `clientReady`, and what was cached then. */
async function measureOnce(emu: RunningEmulator): Promise<number> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: `${emu.url}/api` } });
  try {
    let readyAt: number | undefined;
    client.on(Events.Raw, (packet: { t: string | null }) => {
      if (packet.t === 'READY') readyAt = performance.now();
    });
    const ready = new Promise<number>((resolve, reject) => {
      client.once(Events.Error, reject);
      client.once(Events.ClientReady, (c) => {
        const at = performance.now();
        const guild = c.guilds.cache.get(emu.world.guild.id);
        const channels = guild?.channels.cache.size ?? 0;
        if (readyAt === undefined) reject(new Error('clientReady came without a READY dispatch'));
        else if (!guild?.available || channels < emu.world.guild.channels.length)
          reject(
            new Error(
              `at clientReady the guild was ${guild ? 'cached' : 'missing'} with ${channels} of ${emu.world.guild.channels.length} channels`,
            ),
          );
        else resolve(at - readyAt);
      });
    });
    await client.login(emu.world.application.botToken);
    return await ready;
  } finally {
    await client.destroy();
  }
}

export default async function run(): Promise<BenchSection> {
  const emu = await startEmulator({ rateLimits: 'off' });
  try {
    const runs: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      // Each identify in the next 5 s window of emulator time, as the service's concurrency limit asks.
      await fetch(`${emu.url}/_emulator/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 5_000 }),
      });
      const elapsed = await measureOnce(emu);
      if (run > 0) runs.push(elapsed); // the first is a warm-up (discord.js's modules, JIT)
    }
    return {
      title: 'discord.js on the emulator — READY to ready',
      notes: `A discord.js v14 Client with the Guilds intent, pointed at the emulator by its REST \`api\` option alone (the gateway URL comes from GET /gateway/bot), logs in ${RUNS} times after a warm-up; median. Measured from the READY dispatch reaching discord.js (its \`raw\` event: the frame received and decoded) to its \`clientReady\` event; every run checks that the guild and all ${emu.world.guild.channels.length} of its channels were cached then. The emulator and the bot share one process, as in the tests.`,
      rows: [
        {
          name: 'discord.js: READY → `ready` event (guild + channels cached)',
          unit: 'ms',
          higherIsBetter: false,
          ours: { median: median(runs), runs },
          target: '≤ 1000 ms',
        },
      ],
    };
  } finally {
    await emu.stop();
  }
}
