import { ApplicationFlags, ChannelType, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GENERAL, GUILD, MEMBER, OUTSIDER } from './bot-world.js';
import { type Harness, type Json, start } from './harness.js';
import { connectBot, nextDispatch } from './support/bot-session.js';

// A thread's life after it starts (Discord's thread members, archived lists, Modify Channel of a thread,
// messages in threads): members, archiving and locking, what a message does to an archived or locked
// thread, the lists, and threads in snapshots.

async function newThread(h: Harness, body: Json = { name: 'ticket', type: ChannelType.PublicThread }) {
  const res = await h.api('POST', `/channels/${GENERAL}/threads`, { body });
  expect(res.status).toBe(201);
  return res.body;
}

describe('a thread after it starts', () => {
  it('adds, lists, reads and removes members, with THREAD_MEMBERS_UPDATE to GUILD_MEMBERS sessions', async () => {
    const seed = botWorld(PermissionFlags.ManageThreads);
    // GUILD_MEMBERS is privileged: the app has it enabled.
    seed.applications[0]!.flags = ApplicationFlags.GatewayGuildMembers;
    const h = await start({ seed });
    const thread = await newThread(h);
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMembers);
    expect((await h.api('PUT', `/channels/${thread.id}/thread-members/${MEMBER}`)).status).toBe(204);
    const added = await nextDispatch(client, 'THREAD_MEMBERS_UPDATE');
    expect(added).toMatchObject({
      id: thread.id,
      guild_id: GUILD,
      member_count: 2,
      added_members: [{ id: thread.id, user_id: MEMBER, member: { user: { id: MEMBER } } }],
    });
    const one = await h.api('GET', `/channels/${thread.id}/thread-members/${MEMBER}?with_member=true`);
    expect(one.body).toMatchObject({ user_id: MEMBER, member: { user: { id: MEMBER } } });
    const page = await h.api('GET', `/channels/${thread.id}/thread-members?limit=1`);
    expect(page.body.map((m: Json) => m.user_id)).toEqual([BOT]);
    const rest = await h.api('GET', `/channels/${thread.id}/thread-members?after=${BOT}`);
    expect(rest.body.map((m: Json) => m.user_id)).toEqual([MEMBER]);
    expect(rest.body[0].member).toBeUndefined();
    expect(await h.api('PUT', `/channels/${thread.id}/thread-members/${OUTSIDER}`)).toMatchObject({
      status: 404,
      body: { code: 10007 },
    });
    expect((await h.api('DELETE', `/channels/${thread.id}/thread-members/${MEMBER}`)).status).toBe(204);
    expect(await nextDispatch(client, 'THREAD_MEMBERS_UPDATE')).toMatchObject({
      member_count: 1,
      removed_member_ids: [MEMBER],
    });
    expect(await h.api('GET', `/channels/${thread.id}/thread-members/${MEMBER}`)).toMatchObject({
      status: 404,
      body: { code: 10007 },
    });
    // The bot leaves and joins again; THREAD_MEMBER_UPDATE tells it of its own membership.
    expect((await h.api('DELETE', `/channels/${thread.id}/thread-members/@me`)).status).toBe(204);
    expect((await h.api('PUT', `/channels/${thread.id}/thread-members/@me`)).status).toBe(204);
    expect(await nextDispatch(client, 'THREAD_MEMBER_UPDATE')).toMatchObject({
      id: thread.id,
      user_id: BOT,
      guild_id: GUILD,
    });
  });

  it('archives and locks by PATCH, lists archived threads, and refuses what an archived thread does not take', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageThreads) });
    const first = await newThread(h, { name: 'first', type: ChannelType.PublicThread });
    const second = await newThread(h, { name: 'second', type: ChannelType.PublicThread });
    const secret = await newThread(h, { name: 'secret', type: ChannelType.PrivateThread });
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    const archived = await h.api('PATCH', `/channels/${first.id}`, {
      body: { archived: true, locked: true },
    });
    expect(archived.body.thread_metadata).toMatchObject({ archived: true, locked: true });
    expect(await nextDispatch(client, 'THREAD_UPDATE')).toMatchObject({
      id: first.id,
      thread_metadata: { archived: true, locked: true },
    });
    await h.admin('POST', '/clock', { advanceMs: 1000 });
    await h.api('PATCH', `/channels/${second.id}`, { body: { archived: true } });
    await h.api('PATCH', `/channels/${secret.id}`, { body: { archived: true } });
    const page = await h.api('GET', `/channels/${GENERAL}/threads/archived/public?limit=1`);
    expect(page.body).toMatchObject({ has_more: true, threads: [{ id: second.id }] });
    expect(page.body.members.map((m: Json) => m.id)).toEqual([second.id]);
    const older = await h.api(
      'GET',
      `/channels/${GENERAL}/threads/archived/public?before=${encodeURIComponent(page.body.threads[0].thread_metadata.archive_timestamp)}`,
    );
    expect(older.body.threads.map((t: Json) => t.id)).toEqual([first.id]);
    const hidden = await h.api('GET', `/channels/${GENERAL}/threads/archived/private`);
    expect(hidden.body.threads.map((t: Json) => t.id)).toEqual([secret.id]);
    const joined = await h.api('GET', `/channels/${GENERAL}/users/@me/threads/archived/private`);
    expect(joined.body.threads.map((t: Json) => t.id)).toEqual([secret.id]);
    const active = await h.api('GET', `/guilds/${GUILD}/threads/active`);
    expect(active.body.threads.map((t: Json) => t.id)).not.toContain(first.id);
    // An archived thread takes no member and no edit but its unarchiving.
    expect(await h.api('PUT', `/channels/${second.id}/thread-members/${MEMBER}`)).toMatchObject({
      status: 400,
      body: { code: 50083 },
    });
    expect(await h.api('PATCH', `/channels/${second.id}`, { body: { name: 'renamed' } })).toMatchObject({
      status: 400,
      body: { code: 50083 },
    });
    // A message unarchives a thread that is not locked.
    expect(
      (await h.api('POST', `/channels/${second.id}/messages`, { body: { content: 'back' } })).status,
    ).toBe(200);
    expect((await h.api('GET', `/channels/${second.id}`)).body).toMatchObject({
      thread_metadata: { archived: false },
      message_count: 1,
      total_message_sent: 1,
    });
  });

  it('keeps a locked thread for moderators, and lets an owner archive its thread without Manage Threads', async () => {
    const h = await start({ seed: botWorld() });
    const mine = await newThread(h);
    expect(await h.api('PATCH', `/channels/${mine.id}`, { body: { locked: true } })).toMatchObject({
      status: 403,
      body: { code: 50013 },
    });
    expect(
      (await h.api('PATCH', `/channels/${mine.id}`, { body: { archived: true, name: 'done' } })).status,
    ).toBe(200);
    // A moderator locks it; the bot, no moderator, can no longer post there.
    const thread = h.emu.world.guild.channels.find((c) => c.id === mine.id)!;
    thread.thread!.locked = true;
    expect(await h.api('POST', `/channels/${mine.id}/messages`, { body: { content: 'x' } })).toMatchObject({
      status: 400,
      body: { code: 50083 },
    });
    thread.thread!.archived = false;
    expect(await h.api('POST', `/channels/${mine.id}/messages`, { body: { content: 'x' } })).toMatchObject({
      status: 400,
      body: { code: 160005 },
    });
  });

  it('lets users start threads and posts, join them and post in them, the bot told', async () => {
    const h = await start({ seed: botWorld() });
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    const said = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: 'help?',
    });
    const started = await h.admin('POST', `/channels/${GENERAL}/threads`, {
      userId: MEMBER,
      name: 'help',
      messageId: said.body.id,
    });
    expect(started).toMatchObject({ status: 201, body: { id: said.body.id, owner_id: MEMBER } });
    expect(await nextDispatch(client, 'THREAD_CREATE')).toMatchObject({
      id: said.body.id,
      newly_created: true,
    });
    const reply = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: started.body.id,
      authorId: MEMBER,
      content: 'details',
    });
    expect(reply.status).toBe(201);
    expect(await nextDispatch(client, 'MESSAGE_CREATE')).toMatchObject({ channel_id: started.body.id });
    expect((await h.api('GET', `/channels/${started.body.id}`)).body.total_message_sent).toBe(1);
    // The user leaves and joins again; a bot is no user of the admin API.
    const members = `/channels/${started.body.id}/thread-members`;
    expect((await h.admin('DELETE', `${members}/${MEMBER}`)).status).toBe(204);
    expect((await h.admin('PUT', `${members}/${MEMBER}`)).status).toBe(204);
    expect((await h.admin('PUT', `${members}/${BOT}`)).status).toBe(400);
  });

  it('keeps threads, their members and a forum’s tags in snapshots', async () => {
    const h = await start({ seed: botWorld() });
    const thread = await newThread(h, { name: 'kept', type: ChannelType.PrivateThread, invitable: false });
    await h.api('PUT', `/channels/${thread.id}/thread-members/${MEMBER}`, {});
    const snapshot = (await h.admin('GET', '/state')).body;
    const other = await start();
    expect((await other.admin('PUT', '/state', snapshot)).status).toBe(204);
    const read = await other.api('GET', `/channels/${thread.id}`, { auth: `Bot ${h.app.botToken}` });
    expect(read.body).toMatchObject({
      name: 'kept',
      owner_id: BOT,
      member_count: 2,
      thread_metadata: { invitable: false },
    });
    const broken = structuredClone(snapshot);
    const channel = broken.world.guilds[0].channels.find((c: Json) => c.id === thread.id);
    channel.thread.members = [{ userId: 'x', joinTimestamp: 'never', flags: -1, __proto__: { polluted: 1 } }];
    const refused = await other.admin('PUT', '/state', broken);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.problems)).toContain('thread.members[0].userId');
  });
});
