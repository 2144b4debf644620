// Big worlds: what a test pays when the emulator holds a lot. A channel of 10,000 messages against one of
// 100 (a message created, a page of 50 around the middle, what the web client loads first); a guild of
// 10,000 members against one of 100 (GUILD_CREATE to a bot with GUILD_MEMBERS, op 8 for every member, an
// interaction whose delivery computes the member's permissions), with the heap each member costs. Each
// world is its own emulator in this process, with the bot of the round-trip bench answering inline.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ApplicationFlags, GatewayIntentBits } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { defaultWorldSeed, type RunningEmulator, startEmulator, type WorldSeed } from '@slashkit/emulator';
import { connectTestClient } from '@slashkit/emulator/testing';
import { command, createInteractionHandler } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { WebSocket } from 'ws';
import { type BenchRow, type Measurement, measureDuration } from './harness.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapBytes = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const GENERAL = '1250000000000000402';
const ping = new SlashCommandBuilder().setName('ping').setDescription('Pong');
const json = { 'content-type': 'application/json' };

/** An emulator whose #general holds `count` messages of the bot (loaded as a snapshot: quick to make). */
async function channelOf(count: number): Promise<RunningEmulator> {
  const emu = await startEmulator({ rateLimits: 'off' });
  const bot = { authorization: `Bot ${emu.world.application.botToken}`, ...json };
  await fetch(`${emu.apiBaseUrl}/channels/${GENERAL}/messages`, {
    method: 'POST',
    headers: bot,
    body: JSON.stringify({ content: 'the template' }),
  }).then((r) => r.arrayBuffer());
  const snapshot = emu.exportState() as { messages: { message: { id: string } }[] };
  const [template] = snapshot.messages;
  // Older ids, 1 ms apart: the channel's history before the template.
  const first = BigInt(template!.message.id) - BigInt(count + 1) * (1n << 22n);
  snapshot.messages = Array.from({ length: count }, (_, i) => ({
    ...template!,
    message: { ...template!.message, id: String(first + BigInt(i) * (1n << 22n)), content: `message ${i}` },
  }));
  emu.loadState(snapshot);
  return emu;
}

/** A world whose guild has `count` members more than the seeded one, its app granted GUILD_MEMBERS. */
function guildOf(count: number): WorldSeed {
  const seed = structuredClone(defaultWorldSeed) as WorldSeed;
  const app = seed.applications[0]!;
  app.flags = (app.flags ?? 0) | ApplicationFlags.GatewayGuildMembers;
  const guild = seed.guilds[0]!;
  for (let i = 0; i < count; i++) {
    const id = String(1260000000000000000n + BigInt(i));
    seed.users.push({ id, username: `user${i}`, globalName: `User ${i}`, locale: 'en-US' });
    guild.members.push({ userId: id, roles: [], joinedAt: '2024-06-02T00:00:00.000Z' });
  }
  return seed;
}

/** A gateway session of the primary app: `identify()` resolves with the ms to its guild's GUILD_CREATE. */
async function gatewaySession(emu: RunningEmulator) {
  // One Identify per 5 s, as on the service (Invalid Session before that): the emulator clock moves on.
  await fetch(`${emu.url}/_emulator/clock`, { method: 'POST', headers: json, body: '{"advanceMs":5001}' });
  const ws = new WebSocket(`${emu.url.replace('http', 'ws')}/gateway?v=10&encoding=json`);
  const frames: { op: number; t: string | null; d: Record<string, unknown> }[] = [];
  let wake: () => void = () => {};
  ws.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()));
    wake();
  });
  const next = async (match: (frame: (typeof frames)[number]) => boolean) => {
    for (;;) {
      const index = frames.findIndex(match);
      if (index >= 0) return frames.splice(0, index + 1).at(-1)!;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  await next((f) => f.op === 10);
  const start = performance.now();
  ws.send(
    JSON.stringify({
      op: 2,
      d: {
        token: emu.world.application.botToken,
        intents: GatewayIntentBits.Guilds | GatewayIntentBits.GuildMembers,
        properties: {},
      },
    }),
  );
  await next((f) => f.t === 'GUILD_CREATE' && f.d.id === emu.world.guild.id);
  const guildCreate = performance.now() - start;
  return {
    guildCreate,
    /** Asks for every member (op 8) and resolves with the ms until the last chunk. */
    async allMembers(): Promise<number> {
      const t0 = performance.now();
      ws.send(JSON.stringify({ op: 8, d: { guild_id: emu.world.guild.id, query: '', limit: 0 } }));
      await next(
        (f) =>
          f.t === 'GUILD_MEMBERS_CHUNK' && (f.d.chunk_index as number) === (f.d.chunk_count as number) - 1,
      );
      return performance.now() - t0;
    },
    close: () => ws.close(),
  };
}

/** The median of `runs` runs of an async measure that reports its own duration. */
async function timed(fn: () => Promise<number>, runs: number): Promise<Measurement> {
  await fn();
  const results: number[] = [];
  for (let i = 0; i < runs; i++) results.push(await fn());
  const sorted = [...results].sort((a, b) => a - b);
  return { median: sorted[sorted.length >> 1]!, runs: results };
}

/** A row of the big world against the small one (ms; lower is better), with the target the issue sets. */
const against = (name: string, big: Measurement, small: Measurement, target?: string): BenchRow => ({
  name,
  unit: 'ms',
  higherIsBetter: false,
  ours: big,
  peer: { name: 'the same with 100', ...small },
  ...(target ? { target } : {}),
});

async function channelRows(): Promise<BenchRow[]> {
  const measure = async (count: number) => {
    const emu = await channelOf(count);
    try {
      const bot = { authorization: `Bot ${emu.world.application.botToken}`, ...json };
      const messages = `${emu.apiBaseUrl}/channels/${GENERAL}/messages`;
      const middle = emu.context.state.messages.list({ channelId: GENERAL })[count >> 1]!.id;
      const member = emu.world.users.find((u) => u.username === 'member')!.id;
      const page = await measureDuration(
        () => fetch(`${messages}?around=${middle}&limit=50`, { headers: bot }).then((r) => r.arrayBuffer()),
        { runs: 31 },
      );
      const client = await measureDuration(
        () =>
          fetch(
            `${emu.url}/_emulator/users/${member}/messages?guildId=${emu.world.guild.id}&channelId=${GENERAL}&limit=50`,
          ).then((r) => r.arrayBuffer()),
        { runs: 11 },
      );
      const create = await measureDuration(
        () =>
          fetch(messages, { method: 'POST', headers: bot, body: '{"content":"one more"}' }).then((r) =>
            r.arrayBuffer(),
          ),
        { runs: 31 },
      );
      return { create, page, client };
    } finally {
      await emu.stop();
    }
  };
  const small = await measure(100);
  const big = await measure(10_000);
  return [
    against(
      'a message created in a channel of 10,000 messages',
      big.create,
      small.create,
      '≥ 0.83× (≤ 1.2 times the 100 figure)',
    ),
    against(
      'GET …/messages?around=(the middle)&limit=50 in 10,000',
      big.page,
      small.page,
      '≥ 0.83× (≤ 1.2 times the 100 figure)',
    ),
    against(
      "the web client's first load of a channel of 10,000 (its newest page: GET /_emulator/users/{id}/messages?limit=50)",
      big.client,
      small.client,
      '≥ 0.83× (≤ 1.2 times the 100 figure)',
    ),
  ];
}

async function memberRows(): Promise<{ rows: BenchRow[]; perMemberKB: number }> {
  const measure = async (count: number) => {
    const before = heapBytes();
    const emu = await startEmulator({ rateLimits: 'off', seed: guildOf(count) });
    const heap = heapBytes() - before;
    try {
      const app = emu.world.application;
      await syncCommands(new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl }), {
        applicationId: app.id,
        commands: [ping],
      });
      const handler = createInteractionHandler({
        publicKey: app.publicKey,
        commands: [command(ping, (ctx) => ctx.reply('Pong'))],
      });
      const bot = createServer(toNodeListener(handler));
      await once(bot.listen(0, '127.0.0.1'), 'listening');
      const client = await connectTestClient(emu);
      await client.setInteractionsEndpoint(`http://127.0.0.1:${(bot.address() as AddressInfo).port}`);
      const member = client.user('member');
      const interaction = await measureDuration(() => member.run(ping), { runs: 31 });
      bot.close();
      const guildCreate = await timed(async () => {
        const session = await gatewaySession(emu);
        session.close();
        return session.guildCreate;
      }, 5);
      const session = await gatewaySession(emu);
      const chunks = await timed(() => session.allMembers(), 5);
      session.close();
      return { heap, interaction, guildCreate, chunks };
    } finally {
      await emu.stop();
    }
  };
  const small = await measure(100);
  const big = await measure(10_000);
  const perMemberKB = (big.heap - small.heap) / 9_900 / 1024;
  return {
    perMemberKB,
    rows: [
      against(
        'GUILD_CREATE (GUILD_MEMBERS) of a guild of 10,000 members',
        big.guildCreate,
        small.guildCreate,
      ),
      against('op 8 for all 10,000 members, to the last chunk', big.chunks, small.chunks),
      against(
        "a member's /ping in a guild of 10,000 (its permissions computed for the delivery)",
        big.interaction,
        small.interaction,
      ),
      {
        name: 'heap per member (10,000 against 100, after a GC)',
        unit: 'kB',
        higherIsBetter: false,
        ours: { median: perMemberKB, runs: [perMemberKB] },
      },
    ],
  };
}

export default async function run() {
  const channels = await channelRows();
  const members = await memberRows();
  return {
    title: 'Emulator — big worlds',
    notes: [
      'Each world is its own emulator in this process; the peer column is the same measure in the world of 100 (messages in #general, or members more than the seeded guild), so the ratio is the small figure over the big one (0.83× is the big world 1.2 times slower: the target).',
      "Messages are the bot's, loaded as a snapshot; the page is `around` the middle message. The web client's first load of the channel it opens reads its newest page of 50 (older pages on scroll, with `before`); drawing it in a browser is not measured here.",
      `Members: users with no roles; the bot identifies with GUILDS | GUILD_MEMBERS (timed from Identify to the guild's GUILD_CREATE), asks op 8 for everyone (\`query: ""\`, \`limit: 0\`: chunks of 1,000), and a member runs /ping through the test client. Heap per member: ${members.perMemberKB.toFixed(2)} kB.`,
    ].join(' '),
    rows: [...channels, ...members.rows],
  };
}
