import { ChannelType, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, BOT, botWorld, FORUM, GENERAL, GUILD, MEMBER, OWNER } from './bot-world.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { botPost, connectBot, nextDispatch, nextEvent } from './support/bot-session.js';

// Starting threads (Discord's "Start Thread from Message", "Start Thread without Message", "Start Thread in
// Forum or Media Channel"): what is made, the events, the refusals, and what a thread then answers.

const TAG = '1250000000000000901';
const MOD_TAG = '1250000000000000902';

/** The bot world with a forum that offers two tags (one moderated). */
function forumWorld(botPermissions?: bigint) {
  const seed = botWorld(botPermissions);
  const forum = seed.guilds[0]!.channels.find((c) => c.id === FORUM)!;
  forum.availableTags = [
    { id: TAG, name: 'bug', moderated: false, emojiId: null, emojiName: '🐛' },
    { id: MOD_TAG, name: 'staff', moderated: true, emojiId: null, emojiName: null },
  ];
  return seed;
}

async function startThread(h: Harness, channelId: string, body: Json) {
  return h.api('POST', `/channels/${channelId}/threads`, { body });
}

describe('starting threads', () => {
  it('starts a public thread from a message, with its id, the owner as member, and HAS_THREAD', async () => {
    const h = await start({ seed: botWorld() });
    const message = await botPost(h, 'Discuss here');
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    const res = await h.api('POST', `/channels/${GENERAL}/messages/${message.id}/threads`, {
      body: { name: 'discussion', auto_archive_duration: 60 },
      headers: { 'x-audit-log-reason': 'talk' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: message.id,
      type: ChannelType.PublicThread,
      guild_id: GUILD,
      parent_id: GENERAL,
      name: 'discussion',
      owner_id: BOT,
      message_count: 0,
      member_count: 1,
      thread_metadata: { archived: false, locked: false, auto_archive_duration: 60 },
      member: { id: message.id, user_id: BOT, flags: 0, join_timestamp: new Date(T0).toISOString() },
    });
    const created = await nextDispatch(client, 'THREAD_CREATE');
    expect(created).toMatchObject({ id: message.id, newly_created: true, owner_id: BOT });
    expect((await nextEvent(client)).t).toBe('MESSAGE_UPDATE');
    const starter = await h.api('GET', `/channels/${GENERAL}/messages/${message.id}`);
    expect(starter.body.flags & (1 << 5)).toBe(1 << 5);
    // A message starts one thread.
    const again = await h.api('POST', `/channels/${GENERAL}/messages/${message.id}/threads`, {
      body: { name: 'again' },
    });
    expect(again).toMatchObject({ status: 400, body: { code: 160004 } });
    const audit = await h.admin('GET', `/guilds/${GUILD}/audit-log`);
    expect(audit.status === 404 || audit.status === 200).toBe(true);
    const thread = await h.api('GET', `/channels/${message.id}`);
    expect(thread.body).toMatchObject({ id: message.id, owner_id: BOT, member_count: 1 });
  });

  it('starts an announcement thread from an announcement', async () => {
    const seed = botWorld();
    const news = seed.guilds[0]!.channels.find((c) => c.id === ANNOUNCEMENTS)!;
    news.permissionOverwrites = [];
    const h = await start({ seed });
    const message = await botPost(h, 'News', ANNOUNCEMENTS);
    const res = await h.api('POST', `/channels/${ANNOUNCEMENTS}/messages/${message.id}/threads`, {
      body: { name: 'news-talk' },
    });
    expect(res).toMatchObject({ status: 201, body: { type: ChannelType.AnnouncementThread } });
  });

  it('starts threads without a message: private by default, public when asked, checked as the service does', async () => {
    const h = await start({ seed: botWorld() });
    const ticket = await startThread(h, GENERAL, { name: 'ticket-1', invitable: false });
    expect(ticket).toMatchObject({
      status: 201,
      body: {
        type: ChannelType.PrivateThread,
        thread_metadata: { invitable: false },
        member: { user_id: BOT },
      },
    });
    const open = await startThread(h, GENERAL, { name: 'open', type: ChannelType.PublicThread });
    expect(open.body.type).toBe(ChannelType.PublicThread);
    expect(open.body.thread_metadata.invitable).toBeUndefined();
    expect(await startThread(h, GENERAL, { name: 'x', type: ChannelType.AnnouncementThread })).toMatchObject({
      status: 400,
      body: { code: 50024 },
    });
    expect(await startThread(h, GENERAL, { name: '', auto_archive_duration: 61 })).toMatchObject({
      status: 400,
      body: { code: 50035, errors: { name: {}, auto_archive_duration: {} } },
    });
    // Nothing was made by the refusals.
    const active = await h.api('GET', `/guilds/${GUILD}/threads/active`);
    expect(active.body.threads.map((t: Json) => t.name).sort()).toEqual([
      'closed-thread',
      'general-thread',
      'open',
      'ticket-1',
    ]);
  });

  it('refuses without Create Private Threads, and keeps a private thread from bots that are not in it', async () => {
    const seed = botWorld();
    const general = seed.guilds[0]!.channels.find((c) => c.id === GENERAL)!;
    general.permissionOverwrites = [
      { id: BOT, type: 1, allow: '0', deny: PermissionFlags.CreatePrivateThreads.toString() },
    ];
    const h = await start({ seed });
    expect(await startThread(h, GENERAL, { name: 'secret', type: 12 })).toMatchObject({
      status: 403,
      body: { code: 50013 },
    });
    // A user's private thread (admin API) is out of the bot's sight until it is added.
    const made = await h.admin('POST', `/channels/${GENERAL}/threads`, {
      userId: MEMBER,
      name: 'members only',
      type: ChannelType.PrivateThread,
    });
    expect(made.status).toBe(201);
    expect((await h.api('GET', `/channels/${made.body.id}`)).status).toBe(403);
    const active = await h.api('GET', `/guilds/${GUILD}/threads/active`);
    expect(active.body.threads.map((t: Json) => t.id)).not.toContain(made.body.id);
  });

  it('starts a forum post with its first message and tags; refuses unknown and moderated tags', async () => {
    const h = await start({ seed: forumWorld() });
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    const res = await startThread(h, FORUM, {
      name: 'Login fails',
      applied_tags: [TAG],
      message: { content: 'Steps to reproduce…' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: ChannelType.PublicThread,
      parent_id: FORUM,
      applied_tags: [TAG],
      message_count: 0,
      total_message_sent: 1,
      message: { id: res.body.id, channel_id: res.body.id, content: 'Steps to reproduce…' },
    });
    expect((await nextDispatch(client, 'THREAD_CREATE')).id).toBe(res.body.id);
    expect(await nextDispatch(client, 'MESSAGE_CREATE')).toMatchObject({ channel_id: res.body.id });
    const forum = await h.api('GET', `/channels/${FORUM}`);
    expect(forum.body.available_tags).toEqual([
      { id: TAG, name: 'bug', moderated: false, emoji_id: null, emoji_name: '🐛' },
      { id: MOD_TAG, name: 'staff', moderated: true, emoji_id: null, emoji_name: null },
    ]);
    const unknown = await startThread(h, FORUM, {
      name: 'x',
      applied_tags: ['1'],
      message: { content: 'x' },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { code: 50035, errors: { applied_tags: { 0: {} } } },
    });
    const moderated = await startThread(h, FORUM, {
      name: 'x',
      applied_tags: [MOD_TAG],
      message: { content: 'x' },
    });
    expect(moderated).toMatchObject({ status: 403, body: { code: 50013 } });
    const empty = await startThread(h, FORUM, { name: 'x', message: {} });
    expect(empty).toMatchObject({ status: 400, body: { code: 50035 } });
    const noMessage = await startThread(h, FORUM, { name: 'x' });
    expect(noMessage).toMatchObject({ status: 400, body: { code: 50035, errors: { message: {} } } });
    // A forum takes no message of its own.
    const direct = await h.api('POST', `/channels/${FORUM}/messages`, { body: { content: 'x' } });
    expect(direct.status).toBe(400);
    const threads = await h.api('GET', `/guilds/${GUILD}/threads/active`);
    expect(threads.body.threads.filter((t: Json) => t.parent_id === FORUM)).toHaveLength(1);
    expect(h.emu.world.guild.ownerId).toBe(OWNER);
  });
});
