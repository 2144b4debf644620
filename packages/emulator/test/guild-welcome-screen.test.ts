import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, BOT_ROLE, CATEGORY, GENERAL, GUILD, THREAD } from './bot-world.js';
import { auditEntries, moderatorBot, reason, startGuild } from './guild-admin-support.js';
import type { Json } from './harness.js';
import { PNG_DATA_URI } from './media-fixtures.js';
import { connectBot, nextOf } from './support/bot-session.js';
import { refusedSnapshot } from './support/refused-snapshot.js';

// A guild's welcome screen over sockets: read and edited by a bot with Manage Guild; turning it on or off
// is the WELCOME_SCREEN_ENABLED feature (GUILD_UPDATE and its audit entry).

const screen = `/guilds/${GUILD}/welcome-screen`;

describe('the welcome screen', () => {
  it('is empty at first; edited, it links channels with emojis and turns on', async () => {
    const h = await startGuild(moderatorBot | PermissionFlags.CreateGuildExpressions);
    expect((await h.api('GET', screen)).body).toEqual({ description: null, welcome_channels: [] });
    const emoji = await h.api('POST', `/guilds/${GUILD}/emojis`, {
      body: { name: 'wave', image: PNG_DATA_URI },
    });
    expect(emoji.status).toBe(201);
    const client = await connectBot(h);
    const welcome_channels = [
      { channel_id: GENERAL, description: 'Say hello', emoji_id: emoji.body.id, emoji_name: 'wave' },
      { channel_id: ANNOUNCEMENTS, description: 'News', emoji_name: '📣' },
    ];
    const res = await h.api('PATCH', screen, {
      body: { enabled: true, description: 'Welcome to the test guild', welcome_channels },
      ...reason('greet them'),
    });
    expect(res.status).toBe(200);
    const expected = {
      description: 'Welcome to the test guild',
      welcome_channels: [welcome_channels[0], { ...welcome_channels[1], emoji_id: null }],
    };
    expect(res.body).toEqual(expected);
    expect((await nextOf(client, 'GUILD_UPDATE')).d.features).toContain('WELCOME_SCREEN_ENABLED');
    const [entry] = await auditEntries(h);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.GuildUpdate,
      target_id: GUILD,
      reason: 'greet them',
    });
    expect(entry.changes).toEqual([
      { key: 'features', old_value: [], new_value: ['WELCOME_SCREEN_ENABLED'] },
    ]);
    expect((await h.api('GET', screen)).body).toEqual(expected);
    expect((await h.api('GET', `/guilds/${GUILD}`)).body.features).toEqual(['WELCOME_SCREEN_ENABLED']);
    // A description alone changes no feature: no new audit entry; null clears the channels.
    const recorded = (await auditEntries(h)).length;
    const cleared = await h.api('PATCH', screen, { body: { description: null, welcome_channels: null } });
    expect(cleared.body).toEqual({ description: null, welcome_channels: [] });
    expect(await auditEntries(h)).toHaveLength(recorded);
    await client.close();
  });

  it('survives a snapshot; while on, a bot without Manage Guild reads it; a deleted channel is left out', async () => {
    const h = await startGuild();
    await h.api('PATCH', screen, {
      body: { enabled: true, welcome_channels: [{ channel_id: ANNOUNCEMENTS, description: 'News' }] },
    });
    const saved = h.emu.exportState() as Json;
    expect(saved.guildScreens).toEqual([
      {
        guildId: GUILD,
        welcomeScreen: {
          description: null,
          welcome_channels: [
            { channel_id: ANNOUNCEMENTS, description: 'News', emoji_id: null, emoji_name: null },
          ],
        },
      },
    ]);
    // The same state with a bot role that holds nothing: the screen is on, so the bot still reads it.
    const role = saved.world.guilds[0].roles.find((r: Json) => r.id === BOT_ROLE);
    role.permissions = '0';
    h.emu.context.loadState(saved);
    expect((await h.api('GET', screen)).body.welcome_channels).toHaveLength(1);
    expect((await h.api('PATCH', screen, { body: { enabled: false } })).body.code).toBe(50013);
    // A screen whose channel is no id, or that names no guild, is refused.
    const bad = structuredClone(saved);
    bad.guildScreens[0].welcomeScreen.welcome_channels[0].channel_id = 'general';
    bad.guildScreens.push({ guildId: '999', extra: 1 });
    const problems = refusedSnapshot(h, bad);
    expect(problems).toContain('guildScreens[0].welcomeScreen.welcome_channels[0].channel_id');
    expect(problems).toContain('guildScreens[1].guildId');
    expect(problems).toContain('guildScreens[1].extra: unknown field');
    // Back with the bot's permissions: a deleted channel leaves the screen.
    const h2 = await startGuild();
    await h2.api('PATCH', screen, {
      body: { welcome_channels: [{ channel_id: ANNOUNCEMENTS, description: 'News' }] },
    });
    expect((await h2.api('DELETE', `/channels/${ANNOUNCEMENTS}`)).status).toBe(200);
    expect((await h2.api('GET', screen)).body.welcome_channels).toEqual([]);
  });

  it('refuses without Manage Guild, bad channels, emojis and bodies; nothing half-written', async () => {
    const without = await startGuild(PermissionFlags.KickMembers);
    expect((await without.api('GET', screen)).body.code).toBe(50013);
    expect((await without.api('PATCH', screen, { body: { enabled: true } })).body.code).toBe(50013);
    const h = await startGuild();
    const bad = await h.api('PATCH', screen, {
      body: {
        enabled: true,
        description: 'kept out',
        welcome_channels: [
          { channel_id: '1', description: 'nowhere' },
          { channel_id: CATEGORY, description: 'a category' },
          { channel_id: THREAD, description: 'a thread' },
          { channel_id: GENERAL, description: 'an emoji of nobody', emoji_id: '2' },
        ],
      },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 50035]);
    expect(Object.keys(bad.body.errors.welcome_channels).sort()).toEqual(['0', '1', '2', '3']);
    expect(Object.keys(bad.body.errors.welcome_channels['3'])).toEqual(['emoji_id']);
    const shapes = await h.api('PATCH', screen, {
      body: {
        enabled: 'yes',
        description: 'x'.repeat(141),
        welcome_channels: [
          { channel_id: GENERAL, description: '' },
          { channel_id: GENERAL, description: 'twice' },
          ...Array.from({ length: 4 }, () => ({ channel_id: GENERAL, description: 'many' })),
        ],
      },
    });
    expect(Object.keys(shapes.body.errors).sort()).toEqual(['description', 'enabled', 'welcome_channels']);
    const twice = await h.api('PATCH', screen, {
      body: { welcome_channels: [1, 2].map(() => ({ channel_id: GENERAL, description: 'twice' })) },
    });
    expect(twice.body.errors.welcome_channels['1'].channel_id._errors[0].code).toBe('BASE_TYPE_INVALID');
    expect((await h.api('GET', screen)).body).toEqual({ description: null, welcome_channels: [] });
    expect((await h.api('GET', `/guilds/${GUILD}`)).body.features).toEqual([]);
    expect((await h.api('GET', '/guilds/1/welcome-screen')).body.code).toBe(10004);
  });
});
