import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT_ROLE, GENERAL, GUILD, MEMBER, OTHER_GUILD } from './bot-world.js';
import {
  ADMIN_ROLE,
  auditEntries,
  MEMBER_ROLE,
  MODERATOR_ROLE,
  PINGABLE_ROLE,
  reason,
  startGuild,
} from './guild-admin-support.js';
import type { Harness, Json } from './harness.js';
import { connectBot, nextEvents } from './support/bot-session.js';

// The role routes over sockets: Manage Roles, the role hierarchy (the bot's role sits at 4, "pingable" at
// 5 above it), only permissions the bot holds, and the events and audit entries each write makes.

const roles = `/guilds/${GUILD}/roles`;
const positions = async (h: Harness) =>
  Object.fromEntries(
    ((await h.api('GET', roles)).body as Json[]).map((r) => [r.name, r.position] as [string, number]),
  );

describe('POST /guilds/{id}/roles', () => {
  it('creates the role at position 1, moves the others up, and tells the gateway and the audit log', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const created = await h.api('POST', roles, {
      body: { name: 'helpers', color: 0x3498db, hoist: true, mentionable: true, permissions: '2048' },
      ...reason('For the helpers ✓'),
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'helpers',
      color: 0x3498db,
      colors: { primary_color: 0x3498db, secondary_color: null, tertiary_color: null },
      hoist: true,
      mentionable: true,
      permissions: '2048',
      position: 1,
      managed: false,
    });
    expect(await positions(h)).toEqual({
      '@everyone': 0,
      helpers: 1,
      member: 2,
      moderator: 3,
      admin: 4,
      'slashkit-bot': 5,
      pingable: 6,
    });
    const [first, ...moved] = await nextEvents(client, 6);
    expect(first).toEqual(['GUILD_ROLE_CREATE', { guild_id: GUILD, role: created.body }]);
    expect(moved.map(([type]) => type)).toEqual(Array(5).fill('GUILD_ROLE_UPDATE'));
    const [entry] = await auditEntries(h);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.RoleCreate,
      target_id: created.body.id,
      user_id: h.app.id,
      reason: 'For the helpers ✓',
    });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { key: 'name', new_value: 'helpers' },
        { key: 'permissions', new_value: '2048' },
        { key: 'hoist', new_value: true },
      ]),
    );
    await client.close();
  });

  it('defaults to "new role" with @everyone\'s permissions', async () => {
    const h = await startGuild();
    const created = await h.api('POST', roles, { body: {} });
    const everyone = h.emu.world.guild.roles.find((r) => r.id === GUILD)!;
    expect(created.body).toMatchObject({ name: 'new role', permissions: everyone.permissions, color: 0 });
  });

  it('refuses without Manage Roles, permissions the bot lacks, bad bodies, and past 250 roles', async () => {
    const without = await startGuild(PermissionFlags.ViewChannel);
    expect((await without.api('POST', roles, { body: { name: 'x' } })).body).toMatchObject({ code: 50013 });
    const h = await startGuild();
    const admin = await h.api('POST', roles, {
      body: { permissions: PermissionFlags.Administrator.toString() },
    });
    expect([admin.status, admin.body.code]).toEqual([403, 50013]);
    expect(admin.body.message).toContain('Administrator');
    const bad = await h.api('POST', roles, {
      body: {
        name: 'x'.repeat(101),
        color: -1,
        permissions: 'all',
        hoist: 'yes',
        colors: { secondary_color: 1 },
        icon: 'http://example.com/a.png',
        ['__proto__']: { name: 'polluted' },
      },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 50035]);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'color',
      'colors',
      'hoist',
      'icon',
      'name',
      'permissions',
    ]);
    expect(bad.body.errors.colors.primary_color._errors[0].code).toBe('BASE_TYPE_REQUIRED');
    expect((await h.api('POST', roles, { body: [] })).body).toMatchObject({ code: 50035 });
    expect(h.emu.world.guild.roles).toHaveLength(6);
    const guild = h.emu.world.guild;
    for (let i = guild.roles.length; i < 250; i++)
      guild.roles.push({ ...guild.roles[1]!, id: `${1250000000000100000n + BigInt(i)}`, position: i });
    const full = await h.api('POST', roles, { body: { name: 'one too many' } });
    expect([full.status, full.body.code]).toEqual([400, 30005]);
  });

  it('refuses a Bearer token (401), a guild the app is not in (50001), an unknown guild (10004)', async () => {
    const h = await startGuild();
    const bearer = await h.bearer('owner', ['identify']);
    expect((await h.api('POST', roles, { body: {}, auth: bearer })).status).toBe(401);
    expect((await h.api('POST', `/guilds/${OTHER_GUILD}/roles`, { body: {} })).body.code).toBe(50001);
    expect((await h.api('POST', '/guilds/1250000000000009999/roles', { body: {} })).body.code).toBe(10004);
  });
});

describe('GET /guilds/{id}/roles/{role_id} and member-counts', () => {
  it('reads one role; 10011 for an unknown one', async () => {
    const h = await startGuild();
    const res = await h.api('GET', `${roles}/${MODERATOR_ROLE}`);
    expect(res.body).toMatchObject({ id: MODERATOR_ROLE, name: 'moderator', position: 2 });
    expect((await h.api('GET', `${roles}/1250000000000009999`)).body).toMatchObject({ code: 10011 });
  });

  it('counts the members of each role, @everyone left out', async () => {
    const h = await startGuild();
    const res = await h.api('GET', `${roles}/member-counts`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      [ADMIN_ROLE]: 1,
      [MODERATOR_ROLE]: 1,
      [MEMBER_ROLE]: 1,
      [BOT_ROLE]: 1,
      [PINGABLE_ROLE]: 0,
    });
  });
});

describe('PATCH /guilds/{id}/roles/{role_id}', () => {
  it('edits a role below the bot, null resets, and records what changed', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const edited = await h.api('PATCH', `${roles}/${MEMBER_ROLE}`, {
      body: { name: 'regulars', colors: { primary_color: 0xff0000, secondary_color: 0x00ff00 }, hoist: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'regulars',
      color: 0xff0000,
      colors: { primary_color: 0xff0000, secondary_color: 0x00ff00, tertiary_color: null },
      hoist: true,
    });
    expect(await nextEvents(client, 1)).toEqual([
      ['GUILD_ROLE_UPDATE', { guild_id: GUILD, role: edited.body }],
    ]);
    const reset = await h.api('PATCH', `${roles}/${MEMBER_ROLE}`, { body: { colors: null, hoist: null } });
    expect(reset.body).toMatchObject({ color: 0, hoist: false, colors: { secondary_color: null } });
    const [entry] = await auditEntries(h, `?action_type=${AuditLogEvent.RoleUpdate}`);
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { key: 'hoist', old_value: true, new_value: false },
        { key: 'color', old_value: 0xff0000, new_value: 0 },
      ]),
    );
    await client.close();
  });

  it("keeps @everyone's name and edits its permissions", async () => {
    const h = await startGuild();
    const res = await h.api('PATCH', `${roles}/${GUILD}`, { body: { name: 'all', permissions: '1024' } });
    expect(res.body).toMatchObject({ name: '@everyone', permissions: '1024' });
  });

  it('refuses the bot its own role, one above it, permissions it lacks, and an unknown role', async () => {
    const h = await startGuild();
    for (const id of [BOT_ROLE, PINGABLE_ROLE]) {
      const res = await h.api('PATCH', `${roles}/${id}`, { body: { name: 'mine' } });
      expect([res.status, res.body.code], id).toEqual([403, 50013]);
    }
    const grant = await h.api('PATCH', `${roles}/${MEMBER_ROLE}`, {
      body: { permissions: PermissionFlags.Administrator.toString() },
    });
    expect([grant.status, grant.body.code]).toEqual([403, 50013]);
    expect((await h.api('PATCH', `${roles}/1250000000000009999`, { body: {} })).body.code).toBe(10011);
    expect((await h.api('PATCH', `${roles}/${MEMBER_ROLE}`, { body: { name: '' } })).body.code).toBe(50035);
    expect(h.emu.world.guild.roles.find((r) => r.id === MEMBER_ROLE)).toMatchObject({ name: 'member' });
  });
});

describe('PATCH /guilds/{id}/roles (positions)', () => {
  it('moves roles below the bot and numbers them again, each moved one an update', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const res = await h.api('PATCH', roles, { body: [{ id: MEMBER_ROLE, position: 3 }] });
    expect(res.status).toBe(200);
    expect(res.body.map((r: Json) => [r.name, r.position])).toEqual([
      ['@everyone', 0],
      ['moderator', 1],
      ['admin', 2],
      ['member', 3],
      ['slashkit-bot', 4],
      ['pingable', 5],
    ]);
    const events = await nextEvents(client, 3);
    expect(events.map(([type, d]) => [type, d.role.name, d.role.position])).toEqual([
      ['GUILD_ROLE_UPDATE', 'moderator', 1],
      ['GUILD_ROLE_UPDATE', 'admin', 2],
      ['GUILD_ROLE_UPDATE', 'member', 3],
    ]);
    const [entry] = await auditEntries(h);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.RoleUpdate,
      target_id: MEMBER_ROLE,
      changes: [{ key: 'position', old_value: 1, new_value: 3 }],
    });
    await client.close();
  });

  it('refuses a role at or above the bot, a place at or above it, @everyone elsewhere than 0, and bad bodies', async () => {
    const h = await startGuild();
    const own = await h.api('PATCH', roles, { body: [{ id: PINGABLE_ROLE, position: 1 }] });
    expect([own.status, own.body.code]).toEqual([403, 50013]);
    const high = await h.api('PATCH', roles, { body: [{ id: MEMBER_ROLE, position: 4 }] });
    expect([high.status, high.body.code]).toEqual([403, 50013]);
    const everyone = await h.api('PATCH', roles, { body: [{ id: GUILD, position: 2 }] });
    expect([everyone.status, everyone.body.code]).toEqual([400, 50028]);
    expect(
      (await h.api('PATCH', roles, { body: [{ id: '1250000000000009999', position: 1 }] })).body.code,
    ).toBe(10011);
    const bad = await h.api('PATCH', roles, {
      body: [{ id: MEMBER_ROLE, position: -1 }, { id: 'x' }, { id: MEMBER_ROLE }, 7],
    });
    expect([bad.status, bad.body.code]).toEqual([400, 50035]);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['0', '1', '2', '3']);
    const huge = await h.api('PATCH', roles, {
      body: Array.from({ length: 251 }, () => ({ id: MEMBER_ROLE })),
    });
    expect(huge.body.code).toBe(50035);
    expect(await positions(h)).toMatchObject({ member: 1, moderator: 2, admin: 3 });
  });
});

describe('DELETE /guilds/{id}/roles/{role_id}', () => {
  it('deletes a role: members lose it, channels lose its overwrites, the gateway and audit log are told', async () => {
    const h = await startGuild();
    const general = h.emu.world.guild.channels.find((c) => c.id === GENERAL)!;
    general.permissionOverwrites.push({ id: MEMBER_ROLE, type: 0, allow: '0', deny: '2048' });
    const client = await connectBot(h);
    const res = await h.api('DELETE', `${roles}/${MEMBER_ROLE}`, reason('cleanup'));
    expect(res.status).toBe(204);
    expect(h.emu.world.guild.members.find((m) => m.userId === MEMBER)!.roles).toEqual([]);
    expect(h.emu.world.users.find((u) => u.id === MEMBER)!.roles).toEqual([]);
    expect(general.permissionOverwrites).toEqual([]);
    const events = await nextEvents(client, 2);
    expect(events[0]).toEqual(['GUILD_ROLE_DELETE', { guild_id: GUILD, role_id: MEMBER_ROLE }]);
    expect(events[1]![0]).toBe('CHANNEL_UPDATE');
    expect(events[1]![1]).toMatchObject({ id: GENERAL, permission_overwrites: [] });
    const [entry] = await auditEntries(h);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.RoleDelete,
      target_id: MEMBER_ROLE,
      reason: 'cleanup',
    });
    expect(entry.changes).toContainEqual({ key: 'name', old_value: 'member' });
    expect((await h.api('DELETE', `${roles}/${MEMBER_ROLE}`)).body.code).toBe(10011);
    await client.close();
  });

  it('refuses @everyone and managed roles (50028), roles above the bot (50013), without Manage Roles', async () => {
    const h = await startGuild();
    expect((await h.api('DELETE', `${roles}/${GUILD}`)).body.code).toBe(50028);
    expect((await h.api('DELETE', `${roles}/${BOT_ROLE}`)).body.code).toBe(50028);
    expect((await h.api('DELETE', `${roles}/${PINGABLE_ROLE}`)).body.code).toBe(50013);
    const without = await startGuild(0n);
    expect((await without.api('DELETE', `${roles}/${MEMBER_ROLE}`)).body.code).toBe(50013);
    expect(h.emu.world.guild.roles).toHaveLength(6);
  });
});
