import { ApplicationFlags, ChannelType, GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, BOT_ROLE, botWorld, GUILD, OWNER, STAFF, THREAD } from './bot-world.js';
import { type Frame, RawClient } from './gateway-raw-client.js';
import { type Json, start } from './harness.js';
import { nothingBefore, openBotSession } from './support/bot-session.js';

// What gateway libraries build their caches from: READY's bot user, then one GUILD_CREATE per guild of the
// shard with the GUILDS intent, and GUILD_CREATE / GUILD_DELETE as the app is installed and removed.

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const STAFF_THREAD = '1250000000000000412';

/** The bot world plus a thread under #staff, which the bot cannot view. */
function world() {
  const seed = botWorld();
  seed.guilds[0]!.channels!.push({
    id: STAFF_THREAD,
    name: 'staff-thread',
    type: ChannelType.PrivateThread,
    parentId: STAFF,
  });
  return seed;
}

describe('READY', () => {
  it('carries the full bot user (as GET /users/@me) and the application id and flags', async () => {
    const h = await start({ gateway: patient });
    const { client, ready } = await openBotSession(h, 0);
    const me = await h.api('GET', '/users/@me');
    expect(ready.d.user).toEqual(me.body);
    expect(ready.d.user).toMatchObject({ id: h.app.id, avatar: null, bot: true, global_name: null });
    expect(ready.d.application).toEqual({ id: h.app.id, flags: h.app.flags });
    expect(ready.d.guilds).toEqual([{ id: h.guild.id, unavailable: true }]);
    await nothingBefore(client); // no GUILDS intent: no GUILD_CREATE
    await client.close();
  });
});

describe('GUILD_CREATE after READY', () => {
  it('sends the full guild with its channels, visible threads, the bot member and the empty lists', async () => {
    const h = await start({ gateway: patient, seed: world() });
    const { client } = await openBotSession(h, GatewayIntentBits.Guilds);
    const frame = await client.next(0);
    expect(frame).toMatchObject({ t: 'GUILD_CREATE', s: 2 });
    const guild: Json = frame.d;
    // The guild as GET /guilds/{id} sends it, plus what only GUILD_CREATE carries.
    const rest = await h.api('GET', `/guilds/${GUILD}`);
    expect(guild).toMatchObject(rest.body);
    expect(guild).toMatchObject({
      id: GUILD,
      name: 'Slashkit Test Guild',
      icon: null,
      owner_id: OWNER,
      emojis: [],
      stickers: [],
      features: [],
      preferred_locale: 'en-US',
      unavailable: false,
      large: false,
      // Five people and two apps' bots, as GET /guilds/{id}?with_counts=true counts them.
      member_count: (await h.api('GET', `/guilds/${GUILD}?with_counts=true`)).body.approximate_member_count,
      voice_states: [],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    });
    expect(guild.joined_at).toEqual(expect.any(String));
    expect(guild.roles.map((r: Json) => r.id)).toContain(BOT_ROLE);
    // Without GUILD_PRESENCES only the bot's own member, with its user.
    expect(guild.members).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: BOT, bot: true }), roles: [BOT_ROLE] }),
    ]);
    // Channels: the same serializer as GET /guilds/{id}/channels (every channel but threads).
    expect(guild.channels).toEqual((await h.api('GET', `/guilds/${GUILD}/channels`)).body);
    for (const channel of guild.channels) {
      expect(channel).toEqual(
        expect.objectContaining({
          position: expect.any(Number),
          permission_overwrites: expect.any(Array),
          nsfw: expect.any(Boolean),
        }),
      );
      expect(channel).toHaveProperty('parent_id');
      expect(channel).toHaveProperty('topic');
    }
    // Threads the bot can view, with their metadata; not the one under #staff.
    const threads = guild.threads.map((t: Json) => t.id);
    expect(threads).toContain(THREAD);
    expect(threads).not.toContain(STAFF_THREAD);
    expect(guild.threads[0]).toMatchObject({ thread_metadata: { archived: false } });
    await client.close();
  });

  it('lists every member when the session has GUILD_PRESENCES (granted by the app flags)', async () => {
    const h = await start({ gateway: patient, seed: world() });
    await h.admin('PATCH', `/applications/${h.app.id}`, { flags: ApplicationFlags.GatewayPresence });
    const { client } = await openBotSession(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildPresences);
    const guild = (await client.next(0)).d;
    expect(guild.members).toHaveLength(7);
    expect(guild.member_count).toBe(7);
    await client.close();
  });

  it('sends a shard only the guilds of that shard', async () => {
    const h = await start({ gateway: patient });
    const shardOf = Number((BigInt(GUILD) >> 22n) % 2n);
    const other = await openBotSession(h, GatewayIntentBits.Guilds, [1 - shardOf, 2]);
    expect(other.ready.d.guilds).toEqual([]);
    await nothingBefore(other.client);
    await other.client.close();
  });

  it('is kept for a resume like every dispatch', async () => {
    const h = await start({ gateway: patient });
    const { client, ready } = await openBotSession(h, GatewayIntentBits.Guilds);
    const sent = await client.next(0);
    await client.close();
    const again = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10`);
    await again.next(10);
    again.send({ op: 6, d: { token: h.app.botToken, session_id: ready.d.session_id, seq: 1 } });
    expect(await again.next(0)).toEqual(sent);
    expect((await again.next(0)).t).toBe('RESUMED');
    await again.close();
  });
});

describe('installs', () => {
  it('removing the app sends GUILD_DELETE; installing it sends GUILD_CREATE with the bot member', async () => {
    const h = await start({ gateway: patient });
    const { client } = await openBotSession(h, GatewayIntentBits.Guilds);
    await client.next(0);
    await h.admin('DELETE', `/applications/${h.app.id}/installations/guilds/${h.guild.id}`);
    const removed: Frame = await client.next(0);
    expect(removed).toMatchObject({ t: 'GUILD_DELETE', d: { id: h.guild.id } });
    expect(removed.d).not.toHaveProperty('unavailable');

    const installed = await h.admin('POST', '/oauth2/authorize', {
      userId: OWNER,
      approve: true,
      params: { client_id: h.app.clientId, scope: 'bot applications.commands', permissions: '2048' },
      guildId: h.guild.id,
    });
    expect(installed.status).toBe(200);
    const created = await client.next(0);
    expect(created).toMatchObject({ t: 'GUILD_CREATE', d: { id: h.guild.id, unavailable: false } });
    const role = created.d.roles.find((r: Json) => r.tags?.bot_id === BOT);
    expect(role).toMatchObject({ managed: true, permissions: '2048' });
    expect(created.d.members).toEqual([expect.objectContaining({ roles: [role.id] })]);
    await client.close();
  });

  it('PATCH /_emulator/applications/:id with guildIds sends GUILD_DELETE and GUILD_CREATE as installs do', async () => {
    const h = await start({ gateway: patient });
    const { client } = await openBotSession(h, GatewayIntentBits.Guilds);
    await client.next(0);
    expect((await h.admin('PATCH', `/applications/${h.app.id}`, { guildIds: [] })).status).toBe(200);
    expect(await client.next(0)).toMatchObject({ t: 'GUILD_DELETE', d: { id: h.guild.id } });
    expect((await h.admin('PATCH', `/applications/${h.app.id}`, { guildIds: [h.guild.id] })).status).toBe(
      200,
    );
    expect(await client.next(0)).toMatchObject({ t: 'GUILD_CREATE', d: { id: h.guild.id } });
    // The same list again changes nothing and sends nothing.
    expect((await h.admin('PATCH', `/applications/${h.app.id}`, { guildIds: [h.guild.id] })).status).toBe(
      200,
    );
    await nothingBefore(client);
    await client.close();
  });

  it('a session without GUILDS gets neither', async () => {
    const h = await start({ gateway: patient });
    const { client } = await openBotSession(h, 0);
    await h.admin('DELETE', `/applications/${h.app.id}/installations/guilds/${h.guild.id}`);
    await nothingBefore(client);
    await client.close();
  });
});
