import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { shardForGuild } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { startEmulator } from '@slashkit/emulator';
import { REST } from '@slashkit/rest';
import { afterEach, describe, expect, it } from 'vitest';
import { extraChannelId, extraGuildId, worldWithGuilds } from '../packages/emulator/test/gateway-world.js';

// The proof of sharding: four gateway shards in two processes (child processes over real sockets against
// the emulator) receive every interaction of a set of guilds exactly once, each on the shard the service
// routes its guild to: (guild_id >> 22) % 4, and DMs on shard 0.

const root = fileURLToPath(new URL('..', import.meta.url));
const MEMBER = '1250000000000000204';
const PRIMARY_GUILD = '1250000000000000100';
const PRIMARY_GENERAL = '1250000000000000402';

type Worker = ChildProcessByStdio<Writable, Readable, Readable>;
const workers: Worker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map(stop));
});

/** Starts one bot process running `shardIds` of 4 shards; its stdout lines collect into `lines`. */
function startWorker(
  env: Record<string, string>,
  shardIds: number[],
  lines: string[],
  onLine: () => void,
): Worker {
  const child = spawn(
    process.execPath,
    ['--conditions=@slashkit/source', '--import', 'tsx', 'test/gateway-shard-worker.ts'],
    {
      cwd: root,
      env: { ...process.env, ...env, SHARD_COUNT: '4', SHARD_IDS: shardIds.join(',') },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts.filter((line) => line.length > 0));
    onLine();
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) lines.push(`EXIT ${code} ${errors}`);
    onLine();
  });
  workers.push(child);
  return child;
}

/** Closes the worker's stdin (it closes its shards and exits) and waits for it to exit. */
function stop(child: Worker): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.stdin.end();
  });
}

describe('a sharded gateway bot in two processes', () => {
  it('gets every interaction of nine guilds and of DMs exactly once, each on its shard', async () => {
    const emu = await startEmulator({
      rateLimits: 'off',
      seed: worldWithGuilds(8),
      // Four rate-limit keys: the four shards may identify together, from both processes.
      gateway: { maxConcurrency: 4, heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 },
    });
    try {
      const app = emu.world.application;
      const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
      await rest.commands.bulkOverwriteGlobalCommands(app.id, [
        new SlashCommandBuilder().setName('ping').setDescription('Pong').toJSON(),
      ]);
      const lines: string[] = [];
      let wake: (() => void) | undefined;
      const until = async (done: () => boolean) => {
        while (!done()) {
          if (lines.some((l) => l.startsWith('EXIT'))) throw new Error(lines.join('\n'));
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      };
      const env = { BOT_TOKEN: app.botToken, APPLICATION_ID: app.id, API_BASE_URL: emu.apiBaseUrl };
      const processes = [
        startWorker(env, [0, 1], lines, () => wake?.()),
        startWorker(env, [2, 3], lines, () => wake?.()),
      ];
      await until(() => lines.filter((l) => l.startsWith('READY')).length === 4);
      expect(lines.map((l) => l.split(' ')[1]).sort()).toEqual(['0', '1', '2', '3']);

      const places = [
        { guildId: PRIMARY_GUILD, channelId: PRIMARY_GENERAL },
        ...Array.from({ length: 8 }, (_, i) => ({ guildId: extraGuildId(i), channelId: extraChannelId(i) })),
      ];
      // Twice in each guild, and twice in a DM with the bot (no guild: shard 0).
      const dm = {};
      const outcomes = await Promise.all(
        [...places, ...places, dm, dm].map(async (place: { guildId?: string; channelId?: string }) => {
          const response = await fetch(`${emu.url}/_emulator/interactions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userId: MEMBER, name: 'ping', ...place }),
          });
          const body = (await response.json()) as { interactionId: string; delivery: string; status: string };
          return { ...place, ...body };
        }),
      );
      for (const outcome of outcomes)
        expect(outcome).toMatchObject({ delivery: 'gateway', status: 'answered' });

      // Stop both processes, so that every line either of them would ever print is in.
      await Promise.all(processes.map(stop));
      const received = lines.filter((l) => l.startsWith('INTERACTION')).map((l) => l.split(' '));
      expect(received.map(([, , id]) => id).sort()).toEqual(outcomes.map((o) => o.interactionId).sort());
      for (const [, shard, , guildId] of received)
        expect(Number(shard)).toBe(guildId === '-' ? 0 : shardForGuild(guildId ?? null, 4));
      expect(received.filter(([, shard, , guildId]) => guildId === '-' && shard === '0')).toHaveLength(2);
      // Every shard had work: the guilds spread over all four.
      expect(new Set(received.map(([, shard]) => shard)).size).toBe(4);
    } finally {
      await emu.stop();
    }
  });
});
