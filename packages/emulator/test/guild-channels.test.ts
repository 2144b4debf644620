import { AuditLogEvent, ChannelType, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, BOT, CATEGORY, FORUM, GENERAL, GUILD, MEMBER, STAFF, THREAD } from './bot-world.js';
import { auditEntries, MEMBER_ROLE, moderatorBot, reason, startGuild } from './guild-admin-support.js';
import type { Json } from './harness.js';
import { connectBot, nextEvents, nextOf } from './support/bot-session.js';

// The channel routes over sockets: create, edit, order and delete channels, their overwrites, typing and
// following, judged on the bot's Manage Channels and Manage Roles (and only the bits it holds), with the
// gateway's CHANNEL_* events and the audit log.

const channels = `/guilds/${GUILD}/channels`;
const VOICE = '1250000000000000404';

describe('POST /guilds/{id}/channels', () => {
  it('creates a channel in a category with overwrites: 201, CHANNEL_CREATE, a CHANNEL_CREATE entry', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const res = await h.api('POST', channels, {
      body: {
        name: 'tickets',
        type: ChannelType.GuildText,
        topic: 'Open a ticket',
        parent_id: CATEGORY,
        rate_limit_per_user: 5,
        permission_overwrites: [{ id: MEMBER_ROLE, type: 0, deny: PermissionFlags.SendMessages.toString() }],
      },
      ...reason('support'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'tickets',
      type: 0,
      guild_id: GUILD,
      parent_id: CATEGORY,
      topic: 'Open a ticket',
      rate_limit_per_user: 5,
      nsfw: false,
      permission_overwrites: [{ id: MEMBER_ROLE, type: 0, allow: '0', deny: '2048' }],
    });
    expect(await nextEvents(client, 1)).toEqual([['CHANNEL_CREATE', res.body]]);
    const listed = await h.api('GET', channels);
    expect(listed.body.map((c: Json) => c.id)).toContain(res.body.id);
    const [entry] = await auditEntries(h);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.ChannelCreate,
      target_id: res.body.id,
      reason: 'support',
    });
    expect(entry.changes).toContainEqual({ key: 'name', new_value: 'tickets' });
    const voice = await h.api('POST', channels, { body: { name: 'Lounge', type: 2, bitrate: 64000 } });
    expect(voice.body).toMatchObject({ type: 2, bitrate: 64000, parent_id: null });
    await client.close();
  });

  it('refuses without Manage Channels, overwrites beyond what the bot holds, bad parents and bodies', async () => {
    const without = await startGuild(PermissionFlags.ManageRoles);
    expect((await without.api('POST', channels, { body: { name: 'x' } })).body.code).toBe(50013);
    const h = await startGuild();
    const grant = await h.api('POST', channels, {
      body: { name: 'x', permission_overwrites: [{ id: MEMBER_ROLE, type: 0, allow: '8' }] },
    });
    expect([grant.status, grant.body.code, grant.body.message]).toEqual([
      403,
      50013,
      expect.stringContaining('Administrator'),
    ]);
    const manage = await h.api('POST', channels, {
      body: {
        name: 'x',
        permission_overwrites: [{ id: MEMBER_ROLE, type: 0, allow: PermissionFlags.ManageRoles.toString() }],
      },
    });
    expect(manage.body.code).toBe(50013);
    const unknown = await h.api('POST', channels, {
      body: { name: 'x', permission_overwrites: [{ id: '1250000000000009999', type: 0 }] },
    });
    expect(unknown.body.code).toBe(10011);
    const parent = await h.api('POST', channels, { body: { name: 'x', parent_id: GENERAL } });
    expect([parent.body.code, Object.keys(parent.body.errors)]).toEqual([50035, ['parent_id']]);
    const bad = await h.api('POST', channels, {
      body: {
        type: 1,
        topic: 'x'.repeat(1025),
        rate_limit_per_user: 21601,
        permission_overwrites: [{ id: 'x', type: 2 }],
      },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'name',
      'permission_overwrites',
      'rate_limit_per_user',
      'topic',
      'type',
    ]);
    const before = h.emu.world.guild.channels.length;
    const guild = h.emu.world.guild;
    for (let i = guild.channels.filter((c) => c.type !== 11).length; i < 500; i++)
      guild.channels.push({
        ...guild.channels[1]!,
        id: `${1250000000000200000n + BigInt(i)}`,
        permissionOverwrites: [],
      });
    const full = await h.api('POST', channels, { body: { name: 'one too many' } });
    expect([full.status, full.body.code]).toEqual([400, 30013]);
    expect(guild.channels.length).toBeGreaterThan(before);
  });
});

describe('PATCH /channels/{id}', () => {
  it('edits a channel: CHANNEL_UPDATE and a CHANNEL_UPDATE entry with what changed', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const res = await h.api('PATCH', `/channels/${GENERAL}`, {
      body: { name: 'lobby', topic: 'Say hi', nsfw: true, rate_limit_per_user: 10, parent_id: null, type: 5 },
      ...reason('rename'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'lobby',
      topic: 'Say hi',
      nsfw: true,
      rate_limit_per_user: 10,
      parent_id: null,
      type: 5,
    });
    expect(await nextEvents(client, 1)).toEqual([['CHANNEL_UPDATE', res.body]]);
    const [entry] = await auditEntries(h);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.ChannelUpdate,
      target_id: GENERAL,
      reason: 'rename',
    });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { key: 'name', old_value: 'general', new_value: 'lobby' },
        { key: 'parent_id', old_value: CATEGORY },
      ]),
    );
    await client.close();
  });

  it('replaces the overwrites: the ones added need Manage Roles and what the bot holds, each an entry', async () => {
    const h = await startGuild();
    const added = { id: MEMBER_ROLE, type: 0, allow: '0', deny: PermissionFlags.SendMessages.toString() };
    const res = await h.api('PATCH', `/channels/${GENERAL}`, { body: { permission_overwrites: [added] } });
    expect(res.body.permission_overwrites).toEqual([added]);
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.ChannelOverwriteCreate,
      target_id: GENERAL,
      options: { id: MEMBER_ROLE, type: '0', role_name: 'member' },
    });
    const removed = await h.api('PATCH', `/channels/${GENERAL}`, { body: { permission_overwrites: [] } });
    expect(removed.body.permission_overwrites).toEqual([]);
    expect((await auditEntries(h))[0]).toMatchObject({ action_type: AuditLogEvent.ChannelOverwriteDelete });
    const without = await startGuild(PermissionFlags.ManageChannels);
    expect(
      (await without.api('PATCH', `/channels/${GENERAL}`, { body: { permission_overwrites: [added] } })).body
        .code,
    ).toBe(50013);
  });

  it('edits a thread with Manage Threads (THREAD_UPDATE); refuses without it, a DM, and a hidden channel', async () => {
    const h = await startGuild(moderatorBot | PermissionFlags.ManageThreads);
    const client = await connectBot(h);
    const res = await h.api('PATCH', `/channels/${THREAD}`, {
      body: { name: 'renamed thread', rate_limit_per_user: 3 },
    });
    expect(res.body).toMatchObject({ name: 'renamed thread', rate_limit_per_user: 3, type: 11 });
    expect((await nextOf(client, 'THREAD_UPDATE')).d).toEqual(res.body);
    await client.close();
    const without = await startGuild();
    expect((await without.api('PATCH', `/channels/${THREAD}`, { body: { name: 'x' } })).body.code).toBe(
      50013,
    );
    const dm = await without.api('POST', '/users/@me/channels', { body: { recipient_id: MEMBER } });
    expect((await without.api('PATCH', `/channels/${dm.body.id}`, { body: { name: 'x' } })).body.code).toBe(
      50003,
    );
    expect((await without.api('PATCH', `/channels/${STAFF}`, { body: { name: 'x' } })).body.code).toBe(50001);
    expect((await without.api('PATCH', `/channels/${GENERAL}`, { body: { type: 2 } })).body.code).toBe(50035);
    const plain = await startGuild(PermissionFlags.ViewAuditLog);
    expect((await plain.api('PATCH', `/channels/${GENERAL}`, { body: { name: 'x' } })).body.code).toBe(50013);
  });
});

describe('PATCH /guilds/{id}/channels (positions)', () => {
  it('moves channels and one into another category: 204, a CHANNEL_UPDATE for each that moved', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const res = await h.api('PATCH', channels, {
      body: [
        { id: VOICE, position: 0, parent_id: CATEGORY, lock_permissions: true },
        { id: FORUM, position: 1 },
      ],
    });
    expect(res.status).toBe(204);
    const events = await nextEvents(client, 1);
    expect(events[0]).toEqual([
      'CHANNEL_UPDATE',
      expect.objectContaining({ id: VOICE, position: 0, parent_id: CATEGORY }),
    ]);
    const forum = h.emu.world.guild.channels.find((c) => c.id === FORUM)!;
    expect(forum.position).toBe(1);
    await client.close();
  });

  it('refuses two category changes at once (40009), unknown channels (10003), bad bodies (50035)', async () => {
    const h = await startGuild();
    const two = await h.api('PATCH', channels, {
      body: [
        { id: VOICE, parent_id: CATEGORY },
        { id: FORUM, parent_id: CATEGORY },
      ],
    });
    expect([two.status, two.body.code]).toEqual([400, 40009]);
    expect(
      (await h.api('PATCH', channels, { body: [{ id: '1250000000000009999', position: 1 }] })).body.code,
    ).toBe(10003);
    expect((await h.api('PATCH', channels, { body: [{ id: VOICE, position: -1 }] })).body.code).toBe(50035);
    expect(h.emu.world.guild.channels.find((c) => c.id === VOICE)!.parentId).toBeNull();
  });
});

describe('DELETE /channels/{id}', () => {
  it('deletes a category: its channels stay, out of it; answers the channel; CHANNEL_DELETE and an entry', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const res = await h.api('DELETE', `/channels/${CATEGORY}`, reason('tidy'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: CATEGORY, type: 4 });
    const events = await nextEvents(client, 4);
    expect(events[0]).toEqual(['CHANNEL_DELETE', res.body]);
    expect(events.slice(1).map(([type, d]) => [type, d.parent_id])).toEqual([
      ['CHANNEL_UPDATE', null],
      ['CHANNEL_UPDATE', null],
      ['CHANNEL_UPDATE', null],
    ]);
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.ChannelDelete,
      target_id: CATEGORY,
      reason: 'tidy',
    });
    expect((await h.api('GET', `/channels/${CATEGORY}`)).body.code).toBe(10003);
    await client.close();
  });

  it('takes the threads of a deleted channel with it; refuses without Manage Channels', async () => {
    const h = await startGuild();
    expect((await h.api('DELETE', `/channels/${GENERAL}`)).status).toBe(200);
    expect(h.emu.world.guild.channels.some((c) => c.id === THREAD)).toBe(false);
    const without = await startGuild(PermissionFlags.ManageRoles);
    expect((await without.api('DELETE', `/channels/${GENERAL}`)).body.code).toBe(50013);
    expect((await without.api('DELETE', `/channels/${THREAD}`)).body.code).toBe(50013);
  });
});

describe('PUT and DELETE /channels/{id}/permissions/{overwrite_id}', () => {
  it('sets, changes and removes an overwrite, each a CHANNEL_UPDATE and an entry', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const path = `/channels/${GENERAL}/permissions/${MEMBER_ROLE}`;
    expect((await h.api('PUT', path, { body: { type: 0, deny: '2048' }, ...reason('quiet') })).status).toBe(
      204,
    );
    expect((await nextOf(client, 'CHANNEL_UPDATE')).d.permission_overwrites).toEqual([
      { id: MEMBER_ROLE, type: 0, allow: '0', deny: '2048' },
    ]);
    expect((await h.api('PUT', path, { body: { type: 0, allow: '1024', deny: '2048' } })).status).toBe(204);
    expect(
      (await h.api('PUT', `/channels/${GENERAL}/permissions/${MEMBER}`, { body: { type: 1, allow: '2048' } }))
        .status,
    ).toBe(204);
    expect((await h.api('DELETE', path)).status).toBe(204);
    expect((await h.api('DELETE', path)).status).toBe(204);
    const entries = await auditEntries(h);
    expect(entries.map((e: Json) => e.action_type)).toEqual([
      AuditLogEvent.ChannelOverwriteDelete,
      AuditLogEvent.ChannelOverwriteCreate,
      AuditLogEvent.ChannelOverwriteUpdate,
      AuditLogEvent.ChannelOverwriteCreate,
    ]);
    expect(entries[3]).toMatchObject({
      reason: 'quiet',
      options: { id: MEMBER_ROLE, type: '0', role_name: 'member' },
    });
    expect(entries[1].options).toEqual({ id: MEMBER, type: '1' });
    await client.close();
  });

  it('refuses a thread (50024), a DM (50003), bits the bot lacks (50013), unknown roles, bad bodies', async () => {
    const h = await startGuild();
    expect(
      (await h.api('PUT', `/channels/${THREAD}/permissions/${MEMBER_ROLE}`, { body: { type: 0 } })).body.code,
    ).toBe(50024);
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: MEMBER } });
    expect(
      (await h.api('PUT', `/channels/${dm.body.id}/permissions/${MEMBER_ROLE}`, { body: { type: 0 } })).body
        .code,
    ).toBe(50003);
    expect(
      (
        await h.api('PUT', `/channels/${GENERAL}/permissions/${MEMBER_ROLE}`, {
          body: { type: 0, allow: '8' },
        })
      ).body.code,
    ).toBe(50013);
    expect(
      (await h.api('PUT', `/channels/${GENERAL}/permissions/1250000000000009999`, { body: { type: 0 } })).body
        .code,
    ).toBe(10011);
    const bad = await h.api('PUT', `/channels/${GENERAL}/permissions/${MEMBER_ROLE}`, {
      body: { type: 2, allow: 'x' },
    });
    expect([bad.body.code, Object.keys(bad.body.errors).sort()]).toEqual([50035, ['allow', 'type']]);
    const without = await startGuild(PermissionFlags.ManageChannels);
    expect((await without.api('DELETE', `/channels/${GENERAL}/permissions/${MEMBER_ROLE}`)).body.code).toBe(
      50013,
    );
    expect(h.emu.world.guild.channels.find((c) => c.id === GENERAL)!.permissionOverwrites).toEqual([]);
  });
});

describe('POST /channels/{id}/typing', () => {
  it('tells bots with GUILD_MESSAGE_TYPING who types where; refuses a category and a channel the bot may not write in', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    expect((await h.api('POST', `/channels/${GENERAL}/typing`)).status).toBe(204);
    expect((await nextOf(client, 'TYPING_START')).d).toMatchObject({
      channel_id: GENERAL,
      guild_id: GUILD,
      user_id: BOT,
      timestamp: expect.any(Number),
      member: { user: { id: BOT } },
    });
    expect((await h.api('POST', `/channels/${CATEGORY}/typing`)).body.code).toBe(50024);
    expect((await h.api('POST', `/channels/${ANNOUNCEMENTS}/typing`)).body.code).toBe(50013);
    await client.close();
  });
});

describe('POST /channels/{id}/followers', () => {
  it('follows an announcement channel into a text channel with Manage Webhooks; refuses without it, and a text source', async () => {
    const h = await startGuild(moderatorBot | PermissionFlags.ManageWebhooks);
    const res = await h.api('POST', `/channels/${ANNOUNCEMENTS}/followers`, {
      body: { webhook_channel_id: GENERAL },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ channel_id: ANNOUNCEMENTS, webhook_id: expect.stringMatching(/^\d+$/) });
    expect(
      (await h.api('POST', `/channels/${GENERAL}/followers`, { body: { webhook_channel_id: GENERAL } })).body
        .code,
    ).toBe(50024);
    expect((await h.api('POST', `/channels/${ANNOUNCEMENTS}/followers`, { body: {} })).body.code).toBe(50035);
    const without = await startGuild();
    expect(
      (
        await without.api('POST', `/channels/${ANNOUNCEMENTS}/followers`, {
          body: { webhook_channel_id: GENERAL },
        })
      ).body.code,
    ).toBe(50013);
  });
});
