import { ApplicationFlags, GatewayIntentBits, GatewayLimits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { sendQueueLimitBytes } from '../src/gateway/send-queue-limit.js';
import { defaultWorldSeed, type WorldSeed } from '../src/index.js';
import { type Frame, RawClient } from './gateway-raw-client.js';
import { type Harness, start } from './harness.js';

// The gateway's bounds over real sockets: what a client may send (4096 bytes a payload, 120 payloads per
// 60 s of the emulator clock) and how far it may fall behind in reading before it is closed, resumably.

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

async function open(h: Harness): Promise<RawClient> {
  const client = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10&encoding=json`);
  await client.next(10);
  return client;
}

/** An Identify of exactly `bytes` bytes as JSON (padded in `properties.browser`). */
function identifyOf(h: Harness, bytes: number, intents = 0): string {
  const frame = (pad: string) =>
    JSON.stringify({
      op: 2,
      d: { token: h.app.botToken, intents, properties: { os: 'linux', browser: pad, device: 'x' } },
    });
  const padding = bytes - frame('').length;
  return frame('x'.repeat(padding));
}

describe('what a client may send', () => {
  it('an Identify of 4096 bytes is answered; one of 4097 bytes closes with 4002 and says why in the log', async () => {
    const lines: string[] = [];
    const h = await start({ gateway: patient, log: (line) => lines.push(line) });
    const fits = await open(h);
    const exact = identifyOf(h, GatewayLimits.maxPayloadBytes);
    expect(Buffer.byteLength(exact)).toBe(4096);
    fits.send(exact);
    expect((await fits.next(0)).t).toBe('READY');
    await fits.close();

    const over = await open(h);
    over.send(identifyOf(h, GatewayLimits.maxPayloadBytes + 1));
    expect(await over.closed).toEqual({ code: 4002, reason: 'Decode error' });
    expect(lines).toContain(
      'gateway: a payload of 4097 bytes, over the 4096 bytes a payload may have; closing 4002',
    );
    expect((await h.admin('GET', '/gateway/sessions')).body).toHaveLength(1);
  });

  it('a burst of 500 heartbeats gets 120 acknowledgements, then 4008', async () => {
    const lines: string[] = [];
    const h = await start({ gateway: patient, log: (line) => lines.push(line) });
    const client = await open(h);
    for (let i = 0; i < 500; i++) client.send({ op: 1, d: null });
    expect(await client.closed).toEqual({ code: 4008, reason: 'Rate limited' });
    expect(client.frames.filter((frame) => frame.op === 11)).toHaveLength(120);
    expect(lines).toContain('gateway: more than 120 payloads within 60 s; closing 4008');
  });

  it('a quicker heartbeat interval than the service’s allows the heartbeats it asks for on top of the 120', async () => {
    // Told to heartbeat every second: 60 per window where the service's 41.25 s asks for 2; 120 + 58.
    const h = await start({ gateway: { heartbeatIntervalMs: 1_000, heartbeatGraceMs: 60_000 } });
    const client = await open(h);
    for (let i = 0; i < 179; i++) client.send({ op: 1, d: null });
    expect(await client.closed).toEqual({ code: 4008, reason: 'Rate limited' });
    expect(client.frames.filter((frame) => frame.op === 11)).toHaveLength(178);
  });

  it('the window is 60 s of the emulator clock: moving it on gives 120 payloads more', async () => {
    const h = await start({ gateway: patient });
    const heartbeats = async (client: RawClient, count: number) => {
      for (let i = 0; i < count; i++) client.send({ op: 1, d: null });
      for (let i = 0; i < count; i++) expect((await client.next()).op).toBe(11);
    };
    const early = await open(h);
    await heartbeats(early, 120);
    expect((await h.admin('POST', '/clock', { advanceMs: 59_999 })).status).toBe(200);
    early.send({ op: 1, d: null });
    expect(await early.closed).toMatchObject({ code: 4008 });

    const patientClient = await open(h);
    await heartbeats(patientClient, 120);
    expect((await h.admin('POST', '/clock', { advanceMs: 60_000 })).status).toBe(200);
    await heartbeats(patientClient, 120);
    expect(patientClient.ws.readyState).toBe(patientClient.ws.OPEN);
    await patientClient.close();
  });
});

/** The default world with `count` more members in its primary guild, for large GUILD_MEMBERS_CHUNK answers. */
function crowdedWorld(count: number): WorldSeed {
  const users = Array.from({ length: count }, (_, i) => ({
    id: (BigInt(1_300_000_000_000_000_000n) + BigInt(i)).toString(),
    username: `crowd_${i}`,
    globalName: `Member of the crowd number ${i}`,
  }));
  const [primary, ...guilds] = defaultWorldSeed.guilds;
  return {
    ...defaultWorldSeed,
    users: [...defaultWorldSeed.users, ...users],
    guilds: [
      { ...primary!, members: [...primary!.members, ...users.map((user) => ({ userId: user.id }))] },
      ...guilds,
    ],
  };
}

describe('a client that stops reading', () => {
  it('is closed with 4000 once it falls behind, gets every dispatch when it reads again, and resumes', async () => {
    const lines: string[] = [];
    const h = await start({ seed: crowdedWorld(5000), gateway: patient, log: (line) => lines.push(line) });
    const flags = ApplicationFlags.GatewayGuildMembers;
    expect((await h.admin('PATCH', `/applications/${h.app.id}`, { flags })).status).toBe(200);
    const client = await open(h);
    client.send(
      JSON.stringify({
        op: 2,
        d: { token: h.app.botToken, intents: GatewayIntentBits.GuildMembers, properties: {} },
      }),
    );
    const ready = await client.next(0);
    const sessionId = ready.d.session_id as string;
    // The client stops reading; each Request Guild Members answers about 2 MB of chunks.
    client.ws.pause();
    const connected = async () =>
      ((await h.admin('GET', '/gateway/sessions')).body as { connected: boolean }[])[0]?.connected;
    let requests = 0;
    while ((await connected()) && requests < 60) {
      client.send({ op: 8, d: { guild_id: h.guild.id, query: '', limit: 0 } });
      requests += 1;
    }
    expect(await connected()).toBe(false);
    const line = lines.find((l) => l.includes('fell behind'));
    expect(line).toMatch(
      new RegExp(
        `^gateway: session ${sessionId} fell behind: \\d+ bytes written and not read by the client \\(limit ${sendQueueLimitBytes}\\); closing 4000$`,
      ),
    );
    // Nothing more is written to the socket: what it holds stays bounded while the client goes on asking.
    const [connection] = h.emu.context.runtime.gateway.connections;
    const buffered = () =>
      (connection as unknown as { socket: { bufferedAmount: number } }).socket.bufferedAmount;
    const held = buffered();
    expect(held).toBeLessThan(sendQueueLimitBytes + 4 * 1024 * 1024);
    client.send({ op: 8, d: { guild_id: h.guild.id, query: '', limit: 0 } });
    expect((await h.admin('GET', '/gateway/sessions')).status).toBe(200);
    expect(buffered()).toBeLessThanOrEqual(held);

    // Reading again: every dispatch written, in order with no gap, then the close.
    client.ws.resume();
    const closed = await client.closed;
    expect(closed).toEqual({ code: 4000, reason: 'Unknown error' });
    const seqs = client.frames.filter((frame) => frame.op === 0).map((frame) => frame.s as number);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    const last = seqs.at(-1)!;

    // The dispatches made after the close wait in the session: the resume replays them, then RESUMED.
    const resumed = await open(h);
    resumed.send({ op: 6, d: { token: h.app.botToken, session_id: sessionId, seq: last } });
    const replayed: Frame[] = [];
    for (let frame = await resumed.next(0); frame.t !== 'RESUMED'; frame = await resumed.next(0))
      replayed.push(frame);
    expect(replayed.map((frame) => frame.s)).toEqual(replayed.map((_, i) => last + 1 + i));
    await resumed.close();
    // About 10 MB go through the sockets (the operating system's buffers fill first): a second on a quiet
    // machine, more on a busy one.
  }, 30_000);
});
