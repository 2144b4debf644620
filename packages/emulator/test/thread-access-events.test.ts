import { ApplicationFlags, ChannelType, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GENERAL, GUILD, MEMBER, NEWBIE, OUTSIDER, THREAD } from './bot-world.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { connectBot, nextDispatch, nextEvents, nothingBefore } from './support/bot-session.js';

// What the gateway tells a bot of the threads it gains and loses, as Discord's threads topic and gateway
// events describe it: THREAD_CREATE when it is added to a thread ("also sent when the current user is
// added to a thread"), THREAD_MEMBERS_UPDATE of its own membership without the GUILD_MEMBERS intent (and
// once removed from a private thread it no longer sees), and GUILD_CREATE's active threads only.

/** A private thread MEMBER starts in #general (through the admin API, as the client would). */
async function memberPrivateThread(h: Harness): Promise<Json> {
  const started = await h.admin('POST', `/channels/${GENERAL}/threads`, {
    userId: MEMBER,
    name: 'secret',
    type: ChannelType.PrivateThread,
  });
  expect(started.status).toBe(201);
  return started.body;
}

const SECRET = '1250000000000000950';

/** The bot world with a private thread of MEMBER's in #general that is not invitable. */
function closedThreadWorld() {
  const seed = botWorld();
  seed.guilds[0]!.channels.push({
    id: SECRET,
    name: 'closed',
    type: ChannelType.PrivateThread,
    parentId: GENERAL,
    thread: {
      ownerId: MEMBER,
      invitable: false,
      members: [{ userId: MEMBER, joinTimestamp: new Date(T0).toISOString(), flags: 0 }],
    },
  });
  return seed;
}

const members = (threadId: string, userId: string, by: string) =>
  `/channels/${threadId}/thread-members/${userId}?by=${by}`;

describe('threads a bot gains and loses', () => {
  it('tells a bot added to a private thread it could not see: THREAD_CREATE with its member, then its own THREAD_MEMBERS_UPDATE', async () => {
    const h = await start({ seed: botWorld() });
    // GUILDS alone: no GUILD_MEMBERS.
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    await nextDispatch(client, 'GUILD_CREATE');
    const thread = await memberPrivateThread(h);
    // A private thread of someone else is not the bot's to see.
    await nothingBefore(client);
    expect((await h.api('GET', `/channels/${thread.id}`)).status).toBe(403);
    expect((await h.admin('PUT', members(thread.id, BOT, MEMBER))).status).toBe(204);
    const [create, membersUpdate, own] = await nextEvents(client, 3);
    expect(create![0]).toBe('THREAD_CREATE');
    expect(create![1]).toMatchObject({
      id: thread.id,
      type: ChannelType.PrivateThread,
      parent_id: GENERAL,
      member_count: 2,
      member: { id: thread.id, user_id: BOT },
    });
    expect(create![1]).not.toHaveProperty('newly_created');
    expect(membersUpdate).toEqual([
      'THREAD_MEMBERS_UPDATE',
      expect.objectContaining({
        id: thread.id,
        guild_id: GUILD,
        member_count: 2,
        added_members: [expect.objectContaining({ user_id: BOT })],
      }),
    ]);
    expect(own![0]).toBe('THREAD_MEMBER_UPDATE');
    expect((await h.api('GET', `/channels/${thread.id}`)).status).toBe(200);
    // Without GUILD_MEMBERS, others joining are not the bot's to hear of.
    expect((await h.admin('PUT', members(thread.id, NEWBIE, MEMBER))).status).toBe(204);
    await nothingBefore(client);
    // Removed by the thread's owner, the bot is told, though the thread is hidden from it now.
    expect((await h.admin('DELETE', members(thread.id, BOT, MEMBER))).status).toBe(204);
    expect(await nextDispatch(client, 'THREAD_MEMBERS_UPDATE')).toMatchObject({
      id: thread.id,
      member_count: 2,
      removed_member_ids: [BOT],
    });
    await nothingBefore(client);
    expect((await h.api('GET', `/channels/${thread.id}`)).status).toBe(403);
    client.close();
  });

  it('refuses a user who may not add or remove members, and one added who is not in the guild', async () => {
    const h = await start({ seed: closedThreadWorld() });
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    const guild = await nextDispatch(client, 'GUILD_CREATE');
    // A private thread of someone else's is not in it either.
    expect(guild.threads.map((t: Json) => t.id)).not.toContain(SECRET);
    const thread = { id: SECRET };
    // NEWBIE cannot see the private thread, let alone invite to it.
    expect(await h.admin('PUT', members(thread.id, BOT, NEWBIE))).toMatchObject({
      status: 403,
      body: { reason: 'CANNOT_VIEW_CHANNEL' },
    });
    expect((await h.admin('PUT', members(thread.id, NEWBIE, MEMBER))).status).toBe(204);
    // Not invitable: a member who neither owns it nor manages threads invites no one.
    expect(await h.admin('PUT', members(thread.id, BOT, NEWBIE))).toMatchObject({
      status: 403,
      body: { reason: 'MISSING_PERMISSIONS' },
    });
    expect(await h.admin('DELETE', members(thread.id, MEMBER, NEWBIE))).toMatchObject({
      status: 403,
      body: { reason: 'MISSING_PERMISSIONS' },
    });
    expect(await h.admin('PUT', members(thread.id, OUTSIDER, MEMBER))).toMatchObject({
      status: 404,
      body: { reason: 'NOT_A_MEMBER' },
    });
    expect(await h.admin('DELETE', members(thread.id, BOT, MEMBER))).toMatchObject({
      status: 404,
      body: { reason: 'NOT_A_MEMBER' },
    });
    expect(await h.admin('PUT', `/channels/${thread.id}/thread-members/${BOT}?by=nope`)).toMatchObject({
      status: 400,
    });
    // Nothing was half-done: the bot was told of none of it, and the thread has its two members.
    await nothingBefore(client);
    const snapshot = (await h.admin('GET', '/state')).body;
    const kept = snapshot.world.guilds[0].channels.find((c: Json) => c.id === SECRET);
    expect(kept.thread.members.map((m: Json) => m.userId)).toEqual([MEMBER, NEWBIE]);
    client.close();
  });

  it('sends THREAD_CREATE to a bot that joins a public thread (PUT or POST), and others’ joins with GUILD_MEMBERS only', async () => {
    const seed = botWorld();
    seed.applications[0]!.flags = ApplicationFlags.GatewayGuildMembers;
    const h = await start({ seed });
    const started = await h.admin('POST', `/channels/${GENERAL}/threads`, {
      userId: MEMBER,
      name: 'open',
      type: ChannelType.PublicThread,
    });
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMembers);
    // By the older POST, as discord.py's thread.join() sends it: the same as PUT.
    expect((await h.api('POST', `/channels/${started.body.id}/thread-members/@me`)).status).toBe(204);
    expect((await nextEvents(client, 2)).map(([t]) => t)).toEqual(['THREAD_CREATE', 'THREAD_MEMBERS_UPDATE']);
    expect((await h.admin('PUT', `/channels/${started.body.id}/thread-members/${NEWBIE}`)).status).toBe(204);
    expect(await nextDispatch(client, 'THREAD_MEMBERS_UPDATE')).toMatchObject({
      added_members: [{ user_id: NEWBIE, member: { user: { id: NEWBIE } } }],
    });
    client.close();
  });

  it('lists only active threads in GUILD_CREATE, with the bot’s thread member on those it is in', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageThreads) });
    const old = await h.api('POST', `/channels/${GENERAL}/threads`, {
      body: { name: 'old', type: ChannelType.PublicThread },
    });
    const live = await h.api('POST', `/channels/${GENERAL}/threads`, {
      body: { name: 'live', type: ChannelType.PublicThread },
    });
    expect((await h.api('PATCH', `/channels/${old.body.id}`, { body: { archived: true } })).status).toBe(200);
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    const guild = await nextDispatch(client, 'GUILD_CREATE');
    const ids = guild.threads.map((t: Json) => t.id);
    expect(ids).toContain(live.body.id);
    expect(ids).toContain(THREAD);
    expect(ids).not.toContain(old.body.id);
    // Its own thread member on the threads it is in (it started "live"), none on the others.
    const byId = new Map(guild.threads.map((t: Json) => [t.id, t]));
    expect(byId.get(live.body.id)).toMatchObject({ member: { id: live.body.id, user_id: BOT } });
    expect(byId.get(THREAD)).not.toHaveProperty('member');
    // The archived one is still there to read, in the archived list.
    const archived = await h.api('GET', `/channels/${GENERAL}/threads/archived/public`);
    expect(archived.body.threads.map((t: Json) => t.id)).toEqual([old.body.id]);
    client.close();
  });
});
