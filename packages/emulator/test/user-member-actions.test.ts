import { AuditLogEvent, MessageType, PermissionFlags, SystemChannelFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { connectTestClient, TestClientError } from '../src/testing/index.js';
import {
  ADMIN,
  ANNOUNCEMENTS,
  botWorld,
  GENERAL,
  GUILD,
  MEMBER,
  MODERATOR,
  NEWBIE,
  NO_THREADS,
  NO_THREADS_THREAD,
  OUTSIDER,
  OWNER,
} from './bot-world.js';
import { auditEntries, MODERATOR_ROLE, startGuild } from './guild-admin-support.js';
import { start, T0 } from './harness.js';
import { botPost, connectBot, nextDispatch, nextEvents, nothingBefore } from './support/bot-session.js';

// Users of the world acting by hand through the admin API and the test client's `client.guild()`: they
// join (directly or by invite; GUILD_MEMBER_ADD and the system channel's join message), leave, rename
// themselves, and moderators give roles, time out, kick and ban, each judged as a bot's request is and
// told to a gateway bot (GUILD_MEMBERS, GUILD_MODERATION) as the bot's own would be. Timed-out members
// can neither post nor react until the clock passes their timeout.

/** The rejection of a test client call: its status and message. */
async function refusal(promise: Promise<unknown>): Promise<TestClientError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TestClientError);
  return error as TestClientError;
}

describe('a user joins and leaves', () => {
  it('joins: GUILD_MEMBER_ADD, then the join message in the system channel; joining again changes nothing', async () => {
    const h = await startGuild();
    const client = await connectTestClient(h.emu);
    const bot = await connectBot(h);
    const member = await client.guild().join('outsider');
    expect(member).toMatchObject({ user: { id: OUTSIDER }, roles: [], nick: null });
    const events = await nextEvents(bot, 2);
    expect(events.map(([type]) => type)).toEqual(['GUILD_MEMBER_ADD', 'MESSAGE_CREATE']);
    expect(events[0]![1]).toMatchObject({ guild_id: GUILD, user: { id: OUTSIDER }, roles: [] });
    expect(events[1]![1]).toMatchObject({
      type: MessageType.UserJoin,
      channel_id: GENERAL,
      content: '',
      author: { id: OUTSIDER },
    });
    // The world and what the user sees follow at once.
    const messages = await client.user('outsider').messages();
    expect(messages.at(-1)).toMatchObject({ type: MessageType.UserJoin });
    expect((await h.api('GET', `/guilds/${GUILD}/members/${OUTSIDER}`)).status).toBe(200);
    const again = await h.admin('POST', `/guilds/${GUILD}/members`, { userId: OUTSIDER });
    expect(again.status).toBe(200);
    await nothingBefore(bot);
    await bot.close();
  });

  it('joins by invite (one use counted); refuses an unknown invite, a banned user and a bot', async () => {
    const h = await startGuild();
    const client = await connectTestClient(h.emu);
    const invite = await h.api('POST', `/channels/${GENERAL}/invites`, { body: { max_uses: 1 } });
    expect((await refusal(client.guild().join('outsider', { inviteCode: 'nope' }))).message).toMatch(
      /Unknown Invite/,
    );
    await client.guild().join('outsider', { inviteCode: invite.body.code });
    // Used up: the invite is gone.
    expect((await h.api('GET', `/invites/${invite.body.code}`)).body.code).toBe(10006);
    await client.guild().ban('outsider', { by: 'admin' });
    const banned = await h.admin('POST', `/guilds/${GUILD}/members`, { userId: OUTSIDER });
    expect(banned).toMatchObject({ status: 403, body: { code: 40007 } });
    await client.guild().unban('outsider', { by: 'admin' });
    expect((await client.guild().join('outsider')).user.id).toBe(OUTSIDER);
    const bot = await h.admin('POST', `/guilds/${GUILD}/members`, { userId: h.app.id });
    expect(bot.status).toBe(400);
  });

  it('posts no join message when the system channel suppresses join notifications, or there is none', async () => {
    for (const settings of [
      { systemChannelFlags: SystemChannelFlags.SuppressJoinNotifications },
      { systemChannelId: null },
    ]) {
      const world = botWorld();
      Object.assign(world.guilds[0]!, settings);
      const h = await start({ seed: world });
      await h.admin('POST', `/guilds/${GUILD}/members`, { userId: OUTSIDER });
      const messages = await h.admin('GET', `/messages?channelId=${GENERAL}`);
      expect(messages.body).toEqual([]);
      expect((await h.api('GET', `/guilds/${GUILD}`)).body).toMatchObject({
        system_channel_id: settings.systemChannelId === null ? null : GENERAL,
        system_channel_flags: settings.systemChannelFlags ?? 0,
      });
    }
  });

  it('leaves: GUILD_MEMBER_REMOVE and no audit entry; the owner cannot leave', async () => {
    const h = await startGuild();
    const client = await connectTestClient(h.emu);
    const bot = await connectBot(h);
    await client.guild().leave('member');
    expect(await nextDispatch(bot, 'GUILD_MEMBER_REMOVE')).toEqual({
      guild_id: GUILD,
      user: expect.objectContaining({ id: MEMBER }),
    });
    expect(h.emu.world.guild.members.some((m) => m.userId === MEMBER)).toBe(false);
    expect(await auditEntries(h)).toEqual([]);
    expect((await refusal(client.guild().leave('owner'))).status).toBe(400);
    expect((await refusal(client.guild().leave('member'))).message).toMatch(/Unknown Member/);
    await bot.close();
  });
});

describe('members edited by hand', () => {
  it('a member renames themselves; a moderator without Manage Nicknames may not rename another', async () => {
    const h = await startGuild();
    const client = await connectTestClient(h.emu);
    const bot = await connectBot(h);
    expect(await client.guild().setNick('member', 'Membo')).toMatchObject({ nick: 'Membo' });
    expect(await nextDispatch(bot, 'GUILD_MEMBER_UPDATE')).toMatchObject({
      user: { id: MEMBER },
      nick: 'Membo',
    });
    const refused = await refusal(client.guild().setNick('admin', 'x', { by: 'moderator' }));
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/Missing Permissions/);
    await bot.close();
  });

  it('the owner gives and takes a role (MEMBER_ROLE_UPDATE by the owner); a moderator cannot give a role above theirs', async () => {
    const h = await startGuild();
    const client = await connectTestClient(h.emu);
    const bot = await connectBot(h);
    await client.guild().addRole('member', 'moderator', { reason: 'promoted' });
    expect(await nextDispatch(bot, 'GUILD_MEMBER_UPDATE')).toMatchObject({
      user: { id: MEMBER },
      roles: expect.arrayContaining([MODERATOR_ROLE]),
    });
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.MemberRoleUpdate,
      user_id: OWNER,
      target_id: MEMBER,
      reason: 'promoted',
      changes: [{ key: '$add', new_value: [{ id: MODERATOR_ROLE, name: 'moderator' }] }],
    });
    await client.guild().removeRole('member', 'moderator');
    expect((await nextDispatch(bot, 'GUILD_MEMBER_UPDATE')).roles).not.toContain(MODERATOR_ROLE);
    // The moderator holds Manage Roles at position 2: admin (3) is out of reach.
    const above = await refusal(client.guild().addRole('newbie', 'admin', { by: 'moderator' }));
    expect(above.status).toBe(403);
    expect(h.emu.world.guild.members.find((m) => m.userId === NEWBIE)?.roles).toEqual([]);
    await bot.close();
  });
});

describe('timeouts by hand', () => {
  it('times out: GUILD_MEMBER_UPDATE and its audit entry; the member can neither post nor react until it ends', async () => {
    const h = await startGuild();
    const client = await connectTestClient(h.emu);
    const bot = await connectBot(h);
    const target = await botPost(h, 'react to me');
    const timedOut = await client.guild().timeOut('member', { seconds: 600, by: 'admin', reason: 'spam' });
    const until = new Date(T0 + 600_000).toISOString();
    expect(timedOut.communication_disabled_until).toBe(until);
    expect(await nextDispatch(bot, 'GUILD_MEMBER_UPDATE')).toMatchObject({
      user: { id: MEMBER },
      communication_disabled_until: until,
    });
    expect(await nextDispatch(bot, 'GUILD_AUDIT_LOG_ENTRY_CREATE')).toMatchObject({
      action_type: AuditLogEvent.MemberUpdate,
      user_id: ADMIN,
      target_id: MEMBER,
      reason: 'spam',
      changes: [{ key: 'communication_disabled_until', new_value: until }],
    });
    const member = client.user('member');
    const post = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: 'let me speak',
    });
    expect(post).toMatchObject({ status: 403, body: { code: 50013, reason: 'TIMED_OUT' } });
    expect((await refusal(member.say('hello?'))).status).toBe(403);
    const react = await h.admin('POST', '/reactions', { userId: MEMBER, messageId: target.id, emoji: '👍' });
    expect(react).toMatchObject({ status: 403, body: { code: 50013, reason: 'TIMED_OUT' } });
    // Reading is still theirs.
    expect((await member.messages()).some((m) => m.id === target.id)).toBe(true);
    await h.admin('POST', '/clock', { advanceMs: 600_001 });
    expect((await member.say('back')).content).toBe('back');
    await member.react(target, '👍');
    await bot.close();
  });

  it('a user posts only where they hold Send Messages (Send Messages in Threads in a thread), as the client lets them', async () => {
    const seed = botWorld();
    const guild = seed.guilds[0]!;
    const noThreads = guild.channels.find((c) => c.id === NO_THREADS)!;
    const deny = PermissionFlags.SendMessagesInThreads.toString();
    noThreads.permissionOverwrites = [{ id: GUILD, type: 0, allow: '0', deny }];
    const h = await start({ seed });
    const post = (authorId: string, channelId: string) =>
      h.admin('POST', '/messages', { guildId: GUILD, channelId, authorId, content: 'hello' });
    expect(await post(MEMBER, ANNOUNCEMENTS)).toMatchObject({
      status: 403,
      body: { reason: 'MISSING_PERMISSIONS', message: 'member lacks Send Messages here' },
    });
    expect((await post(MODERATOR, ANNOUNCEMENTS)).status).toBe(201);
    expect(await post(MEMBER, NO_THREADS_THREAD)).toMatchObject({
      status: 403,
      body: { reason: 'MISSING_PERMISSIONS', message: 'member lacks Send Messages in Threads here' },
    });
    expect((await post(MEMBER, NO_THREADS)).status).toBe(201);
    const stored = h.emu.context.state.messages;
    expect(stored.list({ channelId: ANNOUNCEMENTS }).map((m) => m.author.id)).toEqual([MODERATOR]);
    expect(stored.list({ channelId: NO_THREADS_THREAD })).toEqual([]);
  });

  it('ends a timeout; refuses one without Timeout Members, on an administrator, past 28 days', async () => {
    const h = await startGuild();
    const client = await connectTestClient(h.emu);
    await client.guild().timeOut('member', { seconds: 60 });
    expect((await client.guild().removeTimeout('member')).communication_disabled_until).toBeNull();
    expect((await client.user('member').say('free')).content).toBe('free');
    expect((await refusal(client.guild().timeOut('newbie', { seconds: 60, by: 'moderator' }))).status).toBe(
      403,
    );
    expect((await refusal(client.guild().timeOut('admin', { seconds: 60 }))).status).toBe(403);
    const far = await refusal(client.guild().timeOut('member', { seconds: 29 * 24 * 60 * 60 }));
    expect(far.status).toBe(400);
    expect(far.message).toMatch(/28 days/);
  });
});

describe('kicks and bans by hand', () => {
  it('kicks: GUILD_MEMBER_REMOVE and a MEMBER_KICK entry by the moderator; a plain member may not kick', async () => {
    const h = await startGuild();
    const client = await connectTestClient(h.emu);
    const bot = await connectBot(h);
    expect((await refusal(client.guild().kick('newbie', { by: 'member' }))).status).toBe(403);
    await client.guild().kick('member', { by: 'admin', reason: 'rude' });
    expect((await nextDispatch(bot, 'GUILD_MEMBER_REMOVE')).user.id).toBe(MEMBER);
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.MemberKick,
      user_id: ADMIN,
      target_id: MEMBER,
      reason: 'rude',
    });
    await bot.close();
  });

  it('bans with deleteMessageSeconds: their messages go in one MESSAGE_DELETE_BULK, GUILD_BAN_ADD; unbans', async () => {
    const h = await startGuild();
    const client = await connectTestClient(h.emu);
    const spam = await client.user('member').say('spam');
    const bot = await connectBot(h);
    await client.guild().ban('member', { by: 'admin', deleteMessageSeconds: 60, reason: 'spam' });
    const events = await nextEvents(bot, 3);
    expect(events.map(([type]) => type)).toEqual([
      'GUILD_MEMBER_REMOVE',
      'MESSAGE_DELETE_BULK',
      'GUILD_BAN_ADD',
    ]);
    expect(events[1]![1]).toEqual({ ids: [spam.id], channel_id: GENERAL, guild_id: GUILD });
    expect((await h.api('GET', `/guilds/${GUILD}/bans/${MEMBER}`)).body).toMatchObject({ reason: 'spam' });
    await client.guild().unban('member', { by: 'admin' });
    expect((await nextDispatch(bot, 'GUILD_BAN_REMOVE')).user.id).toBe(MEMBER);
    expect((await refusal(client.guild().ban('admin', { by: 'moderator' }))).status).toBe(403);
    await bot.close();
  });
});

describe('the admin bodies', () => {
  it('refuses unknown and hostile keys, a bad deleteMessageSeconds, an actor who is no member', async () => {
    const h = await startGuild();
    const hostile = JSON.parse('{"actorId":"1250000000000000202","__proto__":{"x":1}}');
    for (const [path, body] of [
      [`/guilds/${GUILD}/members/${MEMBER}/kick`, hostile],
      [`/guilds/${GUILD}/members`, { userId: OUTSIDER, constructor: 'x' }],
      [`/guilds/${GUILD}/bans`, { actorId: ADMIN, userId: MEMBER, deleteMessageSeconds: 604_801 }],
    ] as const) {
      const res = await h.admin('POST', path, body);
      expect(res.status).toBe(400);
    }
    const stranger = await h.admin('POST', `/guilds/${GUILD}/members/${MEMBER}/kick`, { actorId: OUTSIDER });
    expect(stranger).toMatchObject({ status: 403, body: { code: 50001 } });
    const unknownGuild = await h.admin('POST', '/guilds/1250000000000009999/members', { userId: OUTSIDER });
    expect(unknownGuild).toMatchObject({ status: 404, body: { code: 10004 } });
    // Nothing half-written: the member is still there, with what they had.
    expect(h.emu.world.guild.members.find((m) => m.userId === MEMBER)?.roles).toEqual([
      '1250000000000000303',
    ]);
    expect(h.emu.world.guild.members.some((m) => m.userId === MODERATOR)).toBe(true);
  });
});
