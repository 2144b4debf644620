import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { ADMIN, BOT, BOT_ROLE, GUILD, MEMBER, MODERATOR, NEWBIE, OWNER } from './bot-world.js';
import {
  auditEntries,
  MEMBER_ROLE,
  MODERATOR_ROLE,
  PINGABLE_ROLE,
  reason,
  startGuild,
} from './guild-admin-support.js';
import { T0 } from './harness.js';
import { command, run, scriptedApp } from './scripted-app.js';
import { connectBot, nextEvents, nextOf } from './support/bot-session.js';

// The member routes over sockets: nicknames, roles, timeouts, kicks and search, each judged on the bot's
// permissions and rank (its role sits at 4, above admin 3, moderator 2 and member 1), with the gateway's
// GUILD_MEMBER_* events and the audit log.

const members = `/guilds/${GUILD}/members`;
const hour = 60 * 60 * 1000;

describe('PATCH /guilds/{id}/members/{user_id}', () => {
  it('renames a member below the bot, tells the gateway, and records it with the reason', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const res = await h.api('PATCH', `${members}/${MEMBER}`, { body: { nick: 'Mem' }, ...reason('clearer') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nick: 'Mem', user: { id: MEMBER }, roles: [MEMBER_ROLE] });
    expect(await nextEvents(client, 1)).toEqual([['GUILD_MEMBER_UPDATE', { ...res.body, guild_id: GUILD }]]);
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.MemberUpdate,
      target_id: MEMBER,
      reason: 'clearer',
      changes: [{ key: 'nick', new_value: 'Mem' }],
    });
    const cleared = await h.api('PATCH', `${members}/${NEWBIE}`, { body: { nick: '' } });
    expect(cleared.body.nick).toBeNull();
    await client.close();
  });

  it('replaces the roles: what is added and removed, each checked, recorded as $add and $remove', async () => {
    const h = await startGuild();
    const res = await h.api('PATCH', `${members}/${MEMBER}`, { body: { roles: [MODERATOR_ROLE] } });
    expect(res.body.roles).toEqual([MODERATOR_ROLE]);
    expect(h.emu.world.users.find((u) => u.id === MEMBER)!.roles).toEqual([MODERATOR_ROLE]);
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.MemberRoleUpdate,
      changes: [
        { key: '$add', new_value: [{ id: MODERATOR_ROLE, name: 'moderator' }] },
        { key: '$remove', new_value: [{ id: MEMBER_ROLE, name: 'member' }] },
      ],
    });
    for (const [roles, code] of [
      [[PINGABLE_ROLE], 50013],
      [[BOT_ROLE], 50028],
      [['1250000000000009999'], 50035],
    ] as const) {
      const refused = await h.api('PATCH', `${members}/${MEMBER}`, { body: { roles, nick: 'not kept' } });
      expect(refused.body.code, String(roles)).toBe(code);
    }
    expect(h.emu.world.guild.members.find((m) => m.userId === MEMBER)).toMatchObject({
      roles: [MODERATOR_ROLE],
      nick: null,
    });
  });

  it('times a member out: they may not run commands until the clock passes the timeout', async () => {
    const h = await startGuild();
    await command(h, 'ping');
    const app = scriptedApp(h, () => ({ type: 4, data: { content: 'pong' } }));
    const until = new Date(T0 + hour).toISOString();
    const res = await h.api('PATCH', `${members}/${MEMBER}`, {
      body: { communication_disabled_until: until },
      ...reason('calm down'),
    });
    expect(res.body.communication_disabled_until).toBe(until);
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.MemberUpdate,
      changes: [{ key: 'communication_disabled_until', new_value: until }],
    });
    expect(await run(h, 'ping')).toMatchObject({ reason: 'MISSING_PERMISSIONS' });
    await h.admin('POST', '/clock', { advanceMs: hour + 1 });
    expect(await run(h, 'ping')).toMatchObject({ messages: [{ content: 'pong' }] });
    app.unsubscribe();
    const lifted = await h.api('PATCH', `${members}/${MEMBER}`, {
      body: { communication_disabled_until: null },
    });
    expect(lifted.body.communication_disabled_until).toBeNull();
  });

  it('refuses to time out an administrator, the owner, past 28 days, or without Timeout Members', async () => {
    const h = await startGuild();
    const soon = { communication_disabled_until: new Date(T0 + hour).toISOString() };
    expect((await h.api('PATCH', `${members}/${ADMIN}`, { body: soon })).body.code).toBe(50013);
    expect((await h.api('PATCH', `${members}/${OWNER}`, { body: soon })).body.code).toBe(50013);
    const far = await h.api('PATCH', `${members}/${MEMBER}`, {
      body: { communication_disabled_until: new Date(T0 + 29 * 24 * hour).toISOString() },
    });
    expect([far.body.code, Object.keys(far.body.errors)]).toEqual([50035, ['communication_disabled_until']]);
    const without = await startGuild(PermissionFlags.KickMembers);
    expect((await without.api('PATCH', `${members}/${MEMBER}`, { body: soon })).body.code).toBe(50013);
    expect(
      h.emu.world.guild.members.find((m) => m.userId === MEMBER)!.communicationDisabledUntil,
    ).toBeUndefined();
  });

  it('refuses a mute of a member in no voice channel (40032), renaming without Manage Nicknames, bad bodies', async () => {
    const h = await startGuild(moderatorWithVoice());
    expect((await h.api('PATCH', `${members}/${MEMBER}`, { body: { mute: true } })).body.code).toBe(40032);
    const without = await startGuild(PermissionFlags.ManageRoles);
    expect((await without.api('PATCH', `${members}/${MEMBER}`, { body: { nick: 'x' } })).body.code).toBe(
      50013,
    );
    const bad = await h.api('PATCH', `${members}/${MEMBER}`, {
      body: { nick: 'x'.repeat(33), roles: 'all', mute: 1, communication_disabled_until: 'soon' },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'communication_disabled_until',
      'mute',
      'nick',
      'roles',
    ]);
    expect((await h.api('PATCH', `${members}/1250000000000009999`, { body: {} })).body.code).toBe(10007);
  });
});

function moderatorWithVoice(): bigint {
  return PermissionFlags.MuteMembers | PermissionFlags.ManageNicknames | PermissionFlags.ViewAuditLog;
}

describe('PATCH /guilds/{id}/members/@me', () => {
  it("sets the bot's nickname; refuses one of 33 characters", async () => {
    const h = await startGuild();
    const res = await h.api('PATCH', `${members}/@me`, { body: { nick: 'Helper' } });
    expect(res.body).toMatchObject({ nick: 'Helper', user: { id: BOT } });
    expect((await h.api('PATCH', `${members}/@me`, { body: { nick: 'x'.repeat(33) } })).body.code).toBe(
      50035,
    );
  });
});

describe('PATCH /guilds/{id}/members/@me/nick (deprecated)', () => {
  it("sets the bot's nickname from nick alone and answers { nick }; null clears it; 33 characters are refused", async () => {
    const h = await startGuild();
    const nick = `${members}/@me/nick`;
    const set = await h.api('PATCH', nick, { body: { nick: 'Old Helper', bio: 'ignored here' } });
    expect([set.status, set.body]).toEqual([200, { nick: 'Old Helper' }]);
    const member = await h.api('GET', `${members}/${BOT}`);
    expect([member.body.nick, member.body.bio]).toEqual(['Old Helper', undefined]);
    expect((await h.api('PATCH', nick, { body: { nick: null } })).body).toEqual({ nick: null });
    const long = await h.api('PATCH', nick, { body: { nick: 'x'.repeat(33) } });
    expect([long.status, long.body.code, Object.keys(long.body.errors)]).toEqual([400, 50035, ['nick']]);
    expect((await h.api('PATCH', nick, { body: [] })).body.code).toBe(50035);
  });
});

describe('PUT and DELETE /guilds/{id}/members/{user_id}/roles/{role_id}', () => {
  it('gives and takes a role (once), each a member update and an audit entry', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const path = `${members}/${NEWBIE}/roles/${MEMBER_ROLE}`;
    expect((await h.api('PUT', path, reason('welcome'))).status).toBe(204);
    expect((await nextOf(client, 'GUILD_MEMBER_UPDATE')).d).toMatchObject({
      user: { id: NEWBIE },
      roles: [MEMBER_ROLE],
    });
    expect((await h.api('PUT', path)).status).toBe(204);
    expect(await auditEntries(h, `?action_type=${AuditLogEvent.MemberRoleUpdate}`)).toHaveLength(1);
    expect((await h.api('DELETE', path)).status).toBe(204);
    expect((await nextOf(client, 'GUILD_MEMBER_UPDATE')).d).toMatchObject({
      user: { id: NEWBIE },
      roles: [],
    });
    await client.close();
  });

  it('refuses a role above the bot (50013), managed or @everyone (50028), unknown ones (10011, 10007)', async () => {
    const h = await startGuild();
    expect((await h.api('PUT', `${members}/${MEMBER}/roles/${PINGABLE_ROLE}`)).body.code).toBe(50013);
    expect((await h.api('PUT', `${members}/${MEMBER}/roles/${BOT_ROLE}`)).body.code).toBe(50028);
    expect((await h.api('DELETE', `${members}/${MEMBER}/roles/${GUILD}`)).body.code).toBe(50028);
    expect((await h.api('PUT', `${members}/${MEMBER}/roles/1250000000000009999`)).body.code).toBe(10011);
    expect((await h.api('PUT', `${members}/1250000000000009999/roles/${MEMBER_ROLE}`)).body.code).toBe(10007);
    const without = await startGuild(PermissionFlags.KickMembers);
    expect((await without.api('PUT', `${members}/${NEWBIE}/roles/${MEMBER_ROLE}`)).body.code).toBe(50013);
  });
});

describe('DELETE /guilds/{id}/members/{user_id} (kick)', () => {
  it('kicks a member: GUILD_MEMBER_REMOVE, a MEMBER_KICK entry, and they are gone', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    expect((await h.api('DELETE', `${members}/${MODERATOR}`, reason('rude'))).status).toBe(204);
    expect((await nextOf(client, 'GUILD_MEMBER_REMOVE')).d).toEqual({
      guild_id: GUILD,
      user: expect.objectContaining({ id: MODERATOR, username: 'moderator' }),
    });
    expect((await h.api('GET', `${members}/${MODERATOR}`)).body.code).toBe(10007);
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.MemberKick,
      target_id: MODERATOR,
      reason: 'rude',
    });
    expect((await h.api('DELETE', `${members}/${MODERATOR}`)).body.code).toBe(10007);
    await client.close();
  });

  it('kicks another app’s bot: the app leaves the guild', async () => {
    const h = await startGuild();
    const activity = h.emu.world.applications[1]!;
    expect((await h.api('DELETE', `${members}/${activity.bot.id}`)).status).toBe(204);
    expect(activity.guildIds).not.toContain(GUILD);
  });

  it('refuses the owner, itself, and a bot without Kick Members', async () => {
    const h = await startGuild();
    expect((await h.api('DELETE', `${members}/${OWNER}`)).body.code).toBe(50013);
    expect((await h.api('DELETE', `${members}/${BOT}`)).body.code).toBe(50013);
    const without = await startGuild(PermissionFlags.BanMembers);
    expect((await without.api('DELETE', `${members}/${NEWBIE}`)).body.code).toBe(50013);
    expect(without.emu.world.guild.members.some((m) => m.userId === NEWBIE)).toBe(true);
  });
});

describe('GET /guilds/{id}/members/search', () => {
  it('finds members whose username or nickname starts with the query, up to the limit', async () => {
    const h = await startGuild();
    const names = async (query: string) =>
      (await h.api('GET', `${members}/search?${query}`)).body.map((m: { user: { id: string } }) => m.user.id);
    expect(await names('query=MEM&limit=10')).toEqual([MEMBER]);
    expect(await names('query=fre&limit=10')).toEqual([NEWBIE]);
    expect(await names('query=m')).toHaveLength(1);
    expect(await names('query=m&limit=10')).toEqual([MODERATOR, MEMBER]);
  });

  it('refuses a missing query and a limit out of range (50035)', async () => {
    const h = await startGuild();
    expect((await h.api('GET', `${members}/search`)).body).toMatchObject({
      code: 50035,
      errors: { query: {} },
    });
    expect((await h.api('GET', `${members}/search?query=a&limit=1001`)).body.code).toBe(50035);
  });
});
