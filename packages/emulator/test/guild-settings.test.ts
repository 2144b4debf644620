import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { GENERAL, GUILD, OTHER_GUILD } from './bot-world.js';
import { auditEntries, moderatorBot, reason, startGuild } from './guild-admin-support.js';
import { PNG_DATA_URI } from './media-fixtures.js';
import { connectBot, nextOf } from './support/bot-session.js';

// A guild's own settings over sockets: PATCH /guilds/{id} (GUILD_UPDATE, its audit entry, snapshots) and
// the guild's preview.

const VOICE = '1250000000000000404';
const guild = `/guilds/${GUILD}`;

describe('PATCH /guilds/{id}', () => {
  it('edits the settings, tells the gateway, records what changed, and keeps them in snapshots', async () => {
    const h = await startGuild();
    const client = await connectBot(h);
    const body = {
      name: 'Renamed Guild',
      description: 'A place for tests',
      afk_channel_id: VOICE,
      afk_timeout: 900,
      system_channel_id: GENERAL,
      verification_level: 2,
      icon: PNG_DATA_URI,
      features: ['INVITES_DISABLED', 'VERIFIED'],
      preferred_locale: 'fr',
    };
    const res = await h.api('PATCH', guild, { body, ...reason('rebrand') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: GUILD,
      name: 'Renamed Guild',
      description: 'A place for tests',
      afk_channel_id: VOICE,
      afk_timeout: 900,
      system_channel_id: GENERAL,
      verification_level: 2,
      icon: expect.any(String),
      // VERIFIED is the service's to give: only the mutable feature is taken.
      features: ['INVITES_DISABLED'],
      preferred_locale: 'fr',
    });
    expect((await nextOf(client, 'GUILD_UPDATE')).d).toMatchObject({ id: GUILD, name: 'Renamed Guild' });
    const [entry] = await auditEntries(h);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.GuildUpdate,
      target_id: GUILD,
      reason: 'rebrand',
    });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { key: 'name', old_value: 'Slashkit Test Guild', new_value: 'Renamed Guild' },
        { key: 'afk_timeout', old_value: 300, new_value: 900 },
        { key: 'icon_hash', new_value: res.body.icon },
      ]),
    );
    expect((await h.api('GET', guild)).body).toEqual(res.body);
    const state = await h.admin('GET', '/state');
    await h.admin('POST', '/reset');
    expect((await h.api('GET', guild)).body.description).toBeNull();
    expect((await h.admin('PUT', '/state', state.body)).status).toBeLessThan(300);
    expect((await h.api('GET', guild)).body).toEqual(res.body);
    // A null resets: no description, no system channel.
    const reset = await h.api('PATCH', guild, { body: { description: null, system_channel_id: null } });
    expect(reset.body).toMatchObject({ description: null, system_channel_id: null, afk_timeout: 900 });
    await client.close();
  });

  it('refuses without Manage Guild, COMMUNITY without Administrator, bad values and channels; nothing changes', async () => {
    const without = await startGuild(PermissionFlags.KickMembers);
    expect((await without.api('PATCH', guild, { body: { name: 'x y' } })).body.code).toBe(50013);
    const h = await startGuild();
    const community = await h.api('PATCH', guild, { body: { name: 'Changed', features: ['COMMUNITY'] } });
    expect([community.status, community.body.code]).toEqual([403, 50013]);
    const bad = await h.api('PATCH', guild, {
      body: {
        name: 'x',
        afk_timeout: 42,
        verification_level: 9,
        icon: 'not image data',
        preferred_locale: 'xx',
      },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 50035]);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'afk_timeout',
      'icon',
      'name',
      'preferred_locale',
      'verification_level',
    ]);
    const channels = await h.api('PATCH', guild, {
      body: { name: 'Changed', afk_channel_id: GENERAL, system_channel_id: '1' },
    });
    expect(Object.keys(channels.body.errors).sort()).toEqual(['afk_channel_id', 'system_channel_id']);
    expect((await h.api('GET', guild)).body).toMatchObject({ name: 'Slashkit Test Guild', features: [] });
    expect(await auditEntries(h)).toEqual([]);
    expect((await h.api('PATCH', `/guilds/${OTHER_GUILD}`, { body: {} })).body.code).toBe(50001);
  });

  it('lets an administrator bot turn on COMMUNITY', async () => {
    const h = await startGuild(moderatorBot | PermissionFlags.Administrator);
    const res = await h.api('PATCH', guild, { body: { features: ['COMMUNITY'] } });
    expect(res.body.features).toEqual(['COMMUNITY']);
  });
});

describe('GET /guilds/{id}/preview', () => {
  it("answers the guild's public face; 404/10004 for a guild the bot is not in", async () => {
    const h = await startGuild();
    const res = await h.api('GET', `${guild}/preview`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: GUILD,
      name: 'Slashkit Test Guild',
      icon: null,
      home_header: null,
      splash: null,
      discovery_splash: null,
      emojis: [],
      features: [],
      approximate_member_count: expect.any(Number),
      approximate_presence_count: 0,
      description: null,
      stickers: [],
    });
    const other = await h.api('GET', `/guilds/${OTHER_GUILD}/preview`);
    expect([other.status, other.body.code]).toEqual([404, 10004]);
  });
});
