import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, CATEGORY, GENERAL, GUILD, THREAD } from './bot-world.js';
import { auditEntries, reason, startGuild } from './guild-admin-support.js';
import { T0 } from './harness.js';
import { PNG_DATA_URI } from './media-fixtures.js';
import { connectBot, nextOf } from './support/bot-session.js';

// The invite routes over sockets: made on a channel (max_age, max_uses, unique, targets), listed per
// channel and per guild, read by code (with counts, until it expires), revoked; INVITE_CREATE/DELETE and
// the audit log.

const invites = `/channels/${GENERAL}/invites`;

describe('POST /channels/{id}/invites', () => {
  it('makes an invite with its settings, tells the gateway, records it; the same settings answer it again', async () => {
    const h = await startGuild(
      PermissionFlags.ManageChannels | PermissionFlags.ManageGuild | PermissionFlags.ViewAuditLog,
    );
    const client = await connectBot(h);
    const res = await h.api('POST', invites, { body: { max_age: 3600, max_uses: 5 }, ...reason('party') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 0,
      code: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
      guild_id: GUILD,
      guild: { id: GUILD },
      channel: { id: GENERAL, type: 0 },
      inviter: { id: BOT },
      uses: 0,
      max_uses: 5,
      max_age: 3600,
      temporary: false,
      created_at: new Date(T0).toISOString(),
      expires_at: new Date(T0 + 3600_000).toISOString(),
    });
    expect((await nextOf(client, 'INVITE_CREATE')).d).toMatchObject({
      code: res.body.code,
      channel_id: GENERAL,
      guild_id: GUILD,
      max_uses: 5,
    });
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.InviteCreate,
      reason: 'party',
      changes: expect.arrayContaining([{ key: 'code', new_value: res.body.code }]),
    });
    const again = await h.api('POST', invites, { body: { max_age: 3600, max_uses: 5 } });
    expect(again.body.code).toBe(res.body.code);
    const unique = await h.api('POST', invites, { body: { max_age: 3600, max_uses: 5, unique: true } });
    expect(unique.body.code).not.toBe(res.body.code);
    const never = await h.api('POST', invites, {});
    expect(never.body).toMatchObject({ max_age: 86400 });
    await client.close();
  });

  it('refuses without Create Instant Invite, on a category or thread, bad settings, unknown targets', async () => {
    const h = await startGuild();
    expect((await h.api('POST', `/channels/${CATEGORY}/invites`, { body: {} })).body.code).toBe(50024);
    expect((await h.api('POST', `/channels/${THREAD}/invites`, { body: {} })).body.code).toBe(50024);
    const bad = await h.api('POST', invites, { body: { max_age: 604801, max_uses: 101, target_type: 1 } });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['max_age', 'max_uses', 'target_user_id']);
    const stream = await h.api('POST', invites, {
      body: { target_type: 1, target_user_id: '1250000000000009999' },
    });
    expect(stream.body.code).toBe(10013);
    const denied = await startGuild(0n);
    const everyone = denied.emu.world.guild.roles.find((r) => r.id === GUILD)!;
    everyone.permissions = String(BigInt(everyone.permissions) & ~PermissionFlags.CreateInstantInvite);
    expect((await denied.api('POST', invites, { body: {} })).body.code).toBe(50013);
    expect((await h.api('GET', `/guilds/${GUILD}/invites`)).body).toEqual([]);
  });
});

describe('GET /guilds/{id}/vanity-url', () => {
  it('answers no vanity code with Manage Guild; refuses without it', async () => {
    const h = await startGuild();
    expect((await h.api('GET', `/guilds/${GUILD}/vanity-url`)).body).toEqual({ code: null, uses: 0 });
    const without = await startGuild(PermissionFlags.KickMembers);
    expect((await without.api('GET', `/guilds/${GUILD}/vanity-url`)).body.code).toBe(50013);
  });
});

describe('GET and DELETE invites', () => {
  it('lists per channel and per guild, reads by code with counts, expires, revokes with INVITE_DELETE', async () => {
    const h = await startGuild();
    const made = (await h.api('POST', invites, { body: { max_age: 60 } })).body;
    expect((await h.api('GET', invites)).body).toEqual([made]);
    expect((await h.api('GET', `/guilds/${GUILD}/invites`)).body).toEqual([made]);
    const read = await h.api('GET', `/invites/${made.code}?with_counts=true`);
    expect(read.body).toMatchObject({ code: made.code, approximate_member_count: expect.any(Number) });
    expect(read.body.uses).toBeUndefined();
    const client = await connectBot(h);
    expect((await h.api('DELETE', `/invites/${made.code}`, reason('closed'))).body).toMatchObject({
      code: made.code,
    });
    expect((await nextOf(client, 'INVITE_DELETE')).d).toEqual({
      channel_id: GENERAL,
      guild_id: GUILD,
      code: made.code,
    });
    expect((await auditEntries(h))[0]).toMatchObject({
      action_type: AuditLogEvent.InviteDelete,
      reason: 'closed',
    });
    expect((await h.api('GET', `/invites/${made.code}`)).body.code).toBe(10006);
    const brief = (await h.api('POST', invites, { body: { max_age: 60 } })).body;
    await h.admin('POST', '/clock', { advanceMs: 60_000 });
    expect((await h.api('GET', `/invites/${brief.code}`)).body.code).toBe(10006);
    expect((await h.api('GET', invites)).body).toEqual([]);
    await client.close();
  });

  it('shows the guild as a stranger sees it: its icon, banner, description and verification level', async () => {
    const h = await startGuild(PermissionFlags.ManageChannels | PermissionFlags.ManageGuild);
    const guild = await h.api('PATCH', `/guilds/${GUILD}`, {
      body: {
        icon: PNG_DATA_URI,
        banner: PNG_DATA_URI,
        description: 'A place for dice',
        verification_level: 1,
      },
    });
    expect(guild.status).toBe(200);
    const made = (await h.api('POST', invites, { body: {} })).body;
    const read = (await h.api('GET', `/invites/${made.code}`)).body;
    for (const invite of [made, read])
      expect(invite.guild).toMatchObject({
        icon: guild.body.icon,
        banner: guild.body.banner,
        splash: null,
        description: 'A place for dice',
        verification_level: 1,
      });
  });

  it('refuses the lists and the revoke without Manage Channels or Manage Guild', async () => {
    const h = await startGuild(PermissionFlags.KickMembers);
    const made = (await h.api('POST', invites, { body: {} })).body;
    expect((await h.api('GET', invites)).body.code).toBe(50013);
    expect((await h.api('GET', `/guilds/${GUILD}/invites`)).body.code).toBe(50013);
    expect((await h.api('DELETE', `/invites/${made.code}`)).body.code).toBe(50013);
    expect((await h.api('GET', `/invites/${made.code}`)).status).toBe(200);
  });
});
