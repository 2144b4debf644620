import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { ADMIN, BOT, GENERAL, GUILD, MEMBER, NEWBIE, OUTSIDER, OWNER, THREAD } from './bot-world.js';
import { auditEntries, reason, startGuild } from './guild-admin-support.js';
import { connectBot, nextEvents, nextOf } from './support/bot-session.js';

// The ban routes over sockets: list, get, ban (with the user's latest messages deleted), unban and bulk
// ban, each judged on Ban Members and the bot's rank (its role sits at 4, above admin 3, moderator 2 and
// member 1), with the gateway's GUILD_BAN_* and GUILD_MEMBER_REMOVE events and the audit log.

const bans = `/guilds/${GUILD}/bans`;

describe('PUT /guilds/{id}/bans/{user_id}', () => {
  it('bans a member: they leave, their latest messages go, GUILD_BAN_ADD, a MEMBER_BAN_ADD entry', async () => {
    const h = await startGuild();
    const post = (content: string, channelId = GENERAL, authorId = MEMBER) =>
      h.admin('POST', '/messages', { guildId: GUILD, channelId, authorId, content });
    const old = await post('an old one');
    await h.admin('POST', '/clock', { advanceMs: 2 * 60 * 60 * 1000 });
    const recent = [await post('spam'), await post('more spam')];
    const inThread = await post('spam in a thread', THREAD);
    const others = await post('not spam', GENERAL, ADMIN);
    const client = await connectBot(h);
    const res = await h.api('PUT', `${bans}/${MEMBER}`, {
      body: { delete_message_seconds: 3600 },
      ...reason('spam'),
    });
    expect(res.status).toBe(204);
    // One MESSAGE_DELETE_BULK per channel, as the service sends them for a ban, and no MESSAGE_DELETE.
    const events = await nextEvents(client, 4);
    expect(events.map(([type]) => type)).toEqual([
      'GUILD_MEMBER_REMOVE',
      'MESSAGE_DELETE_BULK',
      'MESSAGE_DELETE_BULK',
      'GUILD_BAN_ADD',
    ]);
    expect(events[0]![1]).toMatchObject({ user: { id: MEMBER } });
    expect(events[1]![1]).toEqual({
      ids: recent.map((m) => m.body.id),
      channel_id: GENERAL,
      guild_id: GUILD,
    });
    expect(events[2]![1]).toEqual({ ids: [inThread.body.id], channel_id: THREAD, guild_id: GUILD });
    expect(events[3]![1]).toMatchObject({
      guild_id: GUILD,
      user: { id: MEMBER },
    });
    expect(h.emu.world.guild.members.some((m) => m.userId === MEMBER)).toBe(false);
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${recent[0]!.body.id}`)).body.code).toBe(10008);
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${old.body.id}`)).status).toBe(200);
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${others.body.id}`)).status).toBe(200);
    expect((await h.api('GET', `${bans}/${MEMBER}`)).body).toMatchObject({
      user: { id: MEMBER },
      reason: 'spam',
    });
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.MemberBanAdd,
      target_id: MEMBER,
      reason: 'spam',
    });
    // A second ban changes nothing; a user who is no member may be banned too, with no body at all.
    expect((await h.api('PUT', `${bans}/${MEMBER}`)).status).toBe(204);
    expect((await h.api('PUT', `${bans}/${OUTSIDER}`)).status).toBe(204);
    expect(await auditEntries(h, `?action_type=${AuditLogEvent.MemberBanAdd}`)).toHaveLength(2);
    await client.close();
  });

  it('refuses the owner, itself, unknown users, bad bodies, a bot without Ban Members', async () => {
    const h = await startGuild();
    expect((await h.api('PUT', `${bans}/${OWNER}`)).body.code).toBe(50013);
    expect((await h.api('PUT', `${bans}/${BOT}`)).body.code).toBe(50013);
    expect((await h.api('PUT', `${bans}/1250000000000009999`)).body.code).toBe(10013);
    const bad = await h.api('PUT', `${bans}/${MEMBER}`, {
      body: { delete_message_seconds: 604801, delete_message_days: 8 },
    });
    expect([bad.body.code, Object.keys(bad.body.errors).sort()]).toEqual([
      50035,
      ['delete_message_days', 'delete_message_seconds'],
    ]);
    const without = await startGuild(PermissionFlags.KickMembers);
    expect((await without.api('PUT', `${bans}/${MEMBER}`)).body.code).toBe(50013);
    expect((await without.api('GET', bans)).body.code).toBe(50013);
    expect((await h.api('GET', bans)).body).toEqual([]);
    expect(h.emu.world.guild.members.some((m) => m.userId === MEMBER)).toBe(true);
    expect(h.emu.world.guild.members.some((m) => m.userId === ADMIN)).toBe(true);
  });
});

describe('GET and DELETE /guilds/{id}/bans', () => {
  it('lists bans by user id with before, after and limit; unbans with GUILD_BAN_REMOVE', async () => {
    const h = await startGuild();
    for (const user of [NEWBIE, MEMBER, OUTSIDER]) await h.api('PUT', `${bans}/${user}`);
    const ids = async (query: string) =>
      ((await h.api('GET', `${bans}${query}`)).body as { user: { id: string } }[]).map((b) => b.user.id);
    expect(await ids('')).toEqual([MEMBER, NEWBIE, OUTSIDER]);
    expect(await ids(`?after=${MEMBER}&limit=1`)).toEqual([NEWBIE]);
    expect(await ids(`?before=${OUTSIDER}&limit=1`)).toEqual([NEWBIE]);
    expect((await h.api('GET', `${bans}?limit=1001`)).body.code).toBe(50035);
    const client = await connectBot(h);
    expect((await h.api('DELETE', `${bans}/${MEMBER}`, reason('appeal'))).status).toBe(204);
    expect((await nextOf(client, 'GUILD_BAN_REMOVE')).d).toMatchObject({ user: { id: MEMBER } });
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.MemberBanRemove,
      target_id: MEMBER,
      reason: 'appeal',
    });
    expect((await h.api('DELETE', `${bans}/${MEMBER}`)).body.code).toBe(10026);
    expect((await h.api('GET', `${bans}/${MEMBER}`)).body.code).toBe(10026);
    await client.close();
  });
});

describe('POST /guilds/{id}/bulk-ban', () => {
  it('bans whom it may and lists the others as failed; 500000 when nobody was banned', async () => {
    const h = await startGuild();
    const res = await h.api('POST', `/guilds/${GUILD}/bulk-ban`, {
      body: { user_ids: [MEMBER, OWNER, NEWBIE, '1250000000000009999'], delete_message_seconds: 60 },
      ...reason('raid'),
    });
    expect(res.body).toEqual({
      banned_users: [MEMBER, NEWBIE],
      failed_users: [OWNER, '1250000000000009999'],
    });
    const again = await h.api('POST', `/guilds/${GUILD}/bulk-ban`, { body: { user_ids: [MEMBER] } });
    expect([again.status, again.body.code]).toEqual([403, 500000]);
    const bad = await h.api('POST', `/guilds/${GUILD}/bulk-ban`, {
      body: { user_ids: Array.from({ length: 201 }, (_, i) => String(1250000000000001000n + BigInt(i))) },
    });
    expect(Object.keys(bad.body.errors)).toEqual(['user_ids']);
    const without = await startGuild(PermissionFlags.BanMembers);
    expect(
      (await without.api('POST', `/guilds/${GUILD}/bulk-ban`, { body: { user_ids: [MEMBER] } })).body.code,
    ).toBe(50013);
  });
});
