import { ApplicationFlags, GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { type Frame, RawClient } from './gateway-raw-client.js';
import { type Harness, start } from './harness.js';
import { connectBot } from './support/bot-session.js';

// Request Guild Members (op 8): what `guild.members.fetch()` of discord.js and its peers send. The answer is
// GUILD_MEMBERS_CHUNK dispatches; a request the service leaves unanswered gets nothing.

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const [OWNER, MEMBER, NEWBIE, UNKNOWN] = ['201', '204', '205', '999'].map((n) => `1250000000000000${n}`) as [
  string,
  string,
  string,
  string,
];

/** The bot's session, its app granted the privileged member and presence intents first. */
async function connect(h: Harness, intents: number): Promise<RawClient> {
  const flags = ApplicationFlags.GatewayGuildMembers | ApplicationFlags.GatewayPresence;
  expect((await h.admin('PATCH', `/applications/${h.app.id}`, { flags })).status).toBe(200);
  return connectBot(h, intents);
}

/** Sends op 8 and reads the next dispatch (a heartbeat's ACK first means nothing came). */
async function request(client: RawClient, d: unknown): Promise<Frame | 'nothing'> {
  client.send({ op: 8, d });
  client.send({ op: 1, d: null });
  const frame = await client.next();
  if (frame.op === 11) return 'nothing';
  expect((await client.next()).op).toBe(11);
  return frame;
}

const ids = (frame: Frame | 'nothing') =>
  frame === 'nothing' ? [] : (frame.d.members as { user: { id: string } }[]).map((m) => m.user.id);

describe('Request Guild Members', () => {
  it('lists every member with GUILD_MEMBERS (query "", limit 0), each with its user, and echoes the nonce', async () => {
    const h = await start({ gateway: patient });
    const client = await connect(h, GatewayIntentBits.GuildMembers);
    const frame = await request(client, { guild_id: h.guild.id, query: '', limit: 0, nonce: 'abc' });
    expect(frame).toMatchObject({
      op: 0,
      t: 'GUILD_MEMBERS_CHUNK',
      d: { guild_id: h.guild.id, chunk_index: 0, chunk_count: 1, nonce: 'abc' },
    });
    const listed = await h.api('GET', `/guilds/${h.guild.id}/members?limit=1000`);
    expect(frame !== 'nothing' && frame.d.members).toEqual(listed.body);
    await client.close();
  });

  it('finds members by username or nickname prefix, case-insensitive, up to the limit', async () => {
    const h = await start({ gateway: patient });
    const client = await connect(h, 0);
    expect(ids(await request(client, { guild_id: h.guild.id, query: 'MEM', limit: 10 }))).toEqual([MEMBER]);
    // newbie's nickname is "fresh".
    expect(ids(await request(client, { guild_id: h.guild.id, query: 'fre', limit: 10 }))).toEqual([NEWBIE]);
    expect(ids(await request(client, { guild_id: h.guild.id, query: 'o', limit: 1 }))).toEqual([OWNER]);
    await client.close();
  });

  it('answers user_ids with the members found and the rest in not_found; presences only with the intent', async () => {
    const h = await start({ gateway: patient });
    const client = await connect(h, GatewayIntentBits.GuildPresences);
    const frame = await request(client, {
      guild_id: h.guild.id,
      user_ids: [MEMBER, UNKNOWN],
      presences: true,
    });
    expect(ids(frame)).toEqual([MEMBER]);
    expect(frame !== 'nothing' && frame.d).toMatchObject({ not_found: [UNKNOWN], presences: [] });
    await client.close();
  });

  it('leaves a nonce over 32 bytes out of the chunk', async () => {
    const h = await start({ gateway: patient });
    const client = await connect(h, 0);
    const frame = await request(client, { guild_id: h.guild.id, user_ids: MEMBER, nonce: 'x'.repeat(33) });
    expect(ids(frame)).toEqual([MEMBER]);
    expect(frame !== 'nothing' && 'nonce' in frame.d).toBe(false);
    await client.close();
  });

  it.each([
    ['the whole list without GUILD_MEMBERS', (guild: string) => ({ guild_id: guild, query: '', limit: 0 })],
    ['a guild the bot is not in', () => ({ guild_id: UNKNOWN, query: '', limit: 0 })],
    ['neither query nor user_ids', (guild: string) => ({ guild_id: guild })],
  ])('sends nothing for %s, and logs why', async (_, body) => {
    const lines: string[] = [];
    const h = await start({ gateway: patient, log: (line) => lines.push(line) });
    const client = await connect(h, 0);
    expect(await request(client, body(h.guild.id))).toBe('nothing');
    expect(lines.filter((line) => line.includes('Request Guild Members'))).toEqual([
      expect.stringContaining('unanswered'),
    ]);
    await client.close();
  });

  it('closes with 4003 before Identify', async () => {
    const h = await start({ gateway: patient });
    const client = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10&encoding=json`);
    await client.next(10);
    client.send({ op: 8, d: { guild_id: h.guild.id, query: '', limit: 0 } });
    expect(await client.closed).toMatchObject({ code: 4003 });
  });
});
