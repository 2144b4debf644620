import { describe, expect, it } from 'vitest';
import { type Frame, RawClient } from './gateway-raw-client.js';
import { extraGuildId, worldWithGuilds } from './gateway-world.js';
import { type Harness, start } from './harness.js';

// Sharding on the emulated gateway over real sockets: what /gateway/bot reports, which shard gets which
// guild's events, the identify rate (max_concurrency per 5 s, emulator clock) and 4010/4011.

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

async function open(h: Harness): Promise<RawClient> {
  const url = (await h.api('GET', '/gateway/bot')).body.url as string;
  const client = await RawClient.open(`${url}?v=10&encoding=json`);
  await client.next(10);
  return client;
}

/** Identifies as shard `shard` of the primary app; returns the client and the first frame it got back. */
async function identifyShard(
  h: Harness,
  shard: [number, number],
): Promise<{ client: RawClient; reply: Frame }> {
  const client = await open(h);
  client.send({ op: 2, d: { token: h.app.botToken, intents: 0, shard } });
  return { client, reply: await client.next() };
}

function publish(h: Harness, guildId: string | null, marker: string): void {
  h.emu.context.events.publish({
    type: 'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
    applicationId: h.app.id,
    guildId,
    data: { id: h.app.id, application_id: h.app.id, guild_id: guildId, permissions: [], marker },
  });
}

describe('GET /gateway/bot', () => {
  it('reports the recommended shards (one per 1,000 guilds unless set) and max_concurrency', async () => {
    const h = await start({ gateway: patient, seed: worldWithGuilds(4) });
    expect((await h.api('GET', '/gateway/bot')).body).toMatchObject({
      shards: 1,
      session_start_limit: { total: 1000, remaining: 1000, max_concurrency: 1 },
    });
    await h.admin('PATCH', '/gateway', { recommendedShards: 4, maxConcurrency: 2 });
    expect((await h.api('GET', '/gateway/bot')).body).toMatchObject({
      shards: 4,
      session_start_limit: { max_concurrency: 2 },
    });
    expect((await h.admin('PATCH', '/gateway', { maxConcurrency: 0 })).status).toBe(400);
  });
});

describe('shards', () => {
  it('sends each guild event to shard (guild_id >> 22) % num_shards and guildless events to shard 0', async () => {
    const h = await start({ gateway: { ...patient, maxConcurrency: 2 }, seed: worldWithGuilds(4) });
    const zero = await identifyShard(h, [0, 2]);
    const one = await identifyShard(h, [1, 2]);
    expect(zero.reply).toMatchObject({ t: 'READY', d: { shard: [0, 2] } });
    // READY lists the guilds of the shard only: the primary guild and extra guilds 0 and 2 on shard 0.
    expect(zero.reply.d.guilds.map((g: { id: string }) => g.id)).toEqual([
      h.guild.id,
      extraGuildId(0),
      extraGuildId(2),
    ]);
    expect(one.reply.d.guilds.map((g: { id: string }) => g.id)).toEqual([extraGuildId(1), extraGuildId(3)]);
    for (const index of [0, 1, 2, 3]) publish(h, extraGuildId(index), `guild-${index}`);
    publish(h, null, 'dm');
    const markers = async (client: RawClient, count: number) => {
      const seen: string[] = [];
      while (seen.length < count) seen.push((await client.next(0)).d.marker);
      return seen;
    };
    expect(await markers(zero.client, 3)).toEqual(['guild-0', 'guild-2', 'dm']);
    expect(await markers(one.client, 2)).toEqual(['guild-1', 'guild-3']);
    expect(one.client.frames).toEqual([]);
    await zero.client.close();
    await one.client.close();
  });

  it('allows max_concurrency identifies per 5 s, one per shard_id % max_concurrency; more get Invalid Session', async () => {
    const h = await start({ gateway: { ...patient, maxConcurrency: 2 }, seed: worldWithGuilds(4) });
    const first = [await identifyShard(h, [0, 4]), await identifyShard(h, [1, 4])];
    expect(first.map((c) => c.reply.t)).toEqual(['READY', 'READY']);
    // Shard 2 shares rate-limit key 0 with shard 0: too soon.
    const early = await identifyShard(h, [2, 4]);
    expect(early.reply).toEqual({ op: 9, d: false, s: null, t: null });
    await h.admin('POST', '/clock', { advanceMs: 5000 });
    early.client.send({ op: 2, d: { token: h.app.botToken, intents: 0, shard: [2, 4] } });
    expect(await early.client.next()).toMatchObject({ t: 'READY', d: { shard: [2, 4] } });
    expect((await h.api('GET', '/gateway/bot')).body.session_start_limit.remaining).toBe(997);
    for (const c of [...first, early]) await c.client.close();
  });

  it('closes 4010 for an invalid shard and 4011 when a shard would hold too many guilds', async () => {
    const h = await start({ gateway: { ...patient, maxGuildsPerShard: 2 }, seed: worldWithGuilds(4) });
    const invalid = await open(h);
    invalid.send({ op: 2, d: { token: h.app.botToken, intents: 0, shard: [4, 4] } });
    expect(await invalid.closed).toEqual({ code: 4010, reason: 'Invalid shard' });
    // One shard would hold all five guilds: more than 2.
    const unsharded = await open(h);
    unsharded.send({ op: 2, d: { token: h.app.botToken, intents: 0 } });
    expect(await unsharded.closed).toEqual({ code: 4011, reason: 'Sharding required' });
    await h.admin('POST', '/clock', { advanceMs: 5000 });
    // Two shards of 3 and 2 guilds: shard 0 still holds too many; four shards are fine.
    const half = await open(h);
    half.send({ op: 2, d: { token: h.app.botToken, intents: 0, shard: [0, 2] } });
    expect((await half.closed).code).toBe(4011);
    const { reply, client } = await identifyShard(h, [0, 4]);
    expect(reply).toMatchObject({ t: 'READY' });
    await client.close();
  });
});
