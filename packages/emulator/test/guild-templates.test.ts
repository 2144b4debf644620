import { PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index.js';
import { BOT, GENERAL, GUILD } from './bot-world.js';
import { startGuild } from './guild-admin-support.js';
import { type Json, T0 } from './harness.js';
import { refusedSnapshot } from './support/refused-snapshot.js';

// Guild templates over sockets: a guild's one template (Manage Guild) holds the guild as it was when last
// synced, its ids as placeholder integers; any bot reads a template by its code.

const templates = `/guilds/${GUILD}/templates`;

describe('guild templates', () => {
  it('makes the one template of a guild from the guild as it is, with placeholder ids', async () => {
    const h = await startGuild();
    expect((await h.api('GET', templates)).body).toEqual([]);
    const made = await h.api('POST', templates, { body: { name: 'Test guild', description: 'As a start' } });
    expect(made.status).toBe(200);
    const t = made.body;
    expect(t).toMatchObject({
      code: expect.stringMatching(/^[A-Za-z0-9]{12}$/),
      name: 'Test guild',
      description: 'As a start',
      usage_count: 0,
      creator_id: BOT,
      creator: expect.objectContaining({ id: BOT }),
      created_at: new Date(T0).toISOString(),
      updated_at: new Date(T0).toISOString(),
      source_guild_id: GUILD,
      is_dirty: null,
    });
    const guild = t.serialized_source_guild;
    expect(guild).toMatchObject({ name: 'Slashkit Test Guild', afk_timeout: 300, preferred_locale: 'en-US' });
    // @everyone is 0; the bot's managed role is left out; no thread is kept.
    expect(guild.roles[0]).toMatchObject({ id: 0, name: '@everyone' });
    expect(guild.roles.map((r: Json) => r.name)).not.toContain('slashkit-bot');
    expect(guild.roles.map((r: Json) => r.id)).toEqual(guild.roles.map((_: Json, i: number) => i));
    expect(guild.channels.map((c: Json) => c.name)).not.toContain('general-thread');
    const byName = (name: string) => guild.channels.find((c: Json) => c.name === name);
    const category = byName('Text Channels');
    expect(category).toMatchObject({ type: 4, parent_id: null });
    expect(byName('general')).toMatchObject({ type: 0, parent_id: category.id });
    expect(guild.system_channel_id).toBe(byName('general').id);
    // The announcement channel becomes a text channel; its overwrites name roles by placeholder.
    const news = byName('announcements');
    expect(news.type).toBe(0);
    const moderator = guild.roles.find((r: Json) => r.name === 'moderator');
    expect(news.permission_overwrites.map((o: Json) => o.id).sort()).toEqual([0, moderator.id].sort());
    // Read by code by any bot; listed; 30031 for a second one.
    expect((await h.api('GET', `/guilds/templates/${t.code}`)).body).toEqual(t);
    expect((await h.api('GET', templates)).body).toEqual([t]);
    const second = await h.api('POST', templates, { body: { name: 'Another' } });
    expect([second.status, second.body.code]).toEqual([400, 30031]);
  });

  it('is dirty after a change and synced again; edited; deleted; kept in snapshots', async () => {
    const h = await startGuild();
    const { code } = (await h.api('POST', templates, { body: { name: 'T' } })).body;
    expect((await h.api('PATCH', `/channels/${GENERAL}`, { body: { name: 'lobby' } })).status).toBe(200);
    expect((await h.api('GET', `/guilds/templates/${code}`)).body.is_dirty).toBe(true);
    await h.admin('POST', '/clock', { advanceMs: 60_000 });
    const synced = await h.api('PUT', `${templates}/${code}`);
    expect(synced.status).toBe(200);
    expect(synced.body.is_dirty).toBeNull();
    expect(synced.body.serialized_source_guild.channels.map((c: Json) => c.name)).toContain('lobby');
    expect(synced.body.updated_at).not.toBe(synced.body.created_at);
    const edited = await h.api('PATCH', `${templates}/${code}`, {
      body: { name: 'Renamed', description: null },
    });
    expect(edited.body).toMatchObject({ name: 'Renamed', description: null, code });
    const saved = h.emu.exportState() as Json;
    expect(saved.guildTemplates).toHaveLength(1);
    const copy = await startEmulator({ now: () => T0, rateLimits: 'off', state: saved });
    try {
      expect(copy.exportState()).toEqual(saved);
    } finally {
      await copy.stop();
    }
    const bad = structuredClone(saved);
    bad.guildTemplates.push({ ...bad.guildTemplates[0], extra: 1 });
    const problems = refusedSnapshot(h, bad);
    expect(problems).toContain('guildTemplates[1].code: another template has this code');
    expect(problems).toContain('guildTemplates[1].guildId: this guild has another template');
    expect(problems).toContain('guildTemplates[1].extra: unknown field');
    const deleted = await h.api('DELETE', `${templates}/${code}`);
    expect([deleted.status, deleted.body.name]).toEqual([200, 'Renamed']);
    expect((await h.api('GET', `/guilds/templates/${code}`)).body.code).toBe(10057);
    expect((await h.api('DELETE', `${templates}/${code}`)).body.code).toBe(10057);
  });

  it('refuses without Manage Guild, bad bodies and unknown codes; nothing half-written', async () => {
    const without = await startGuild(PermissionFlags.KickMembers);
    expect((await without.api('GET', templates)).body.code).toBe(50013);
    expect((await without.api('POST', templates, { body: { name: 'T' } })).body.code).toBe(50013);
    const h = await startGuild();
    const missing = await h.api('POST', templates, { body: { description: 'x'.repeat(121) } });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['description', 'name']);
    const empty = await h.api('POST', templates, { body: { name: '' } });
    expect(empty.body.errors.name._errors[0].code).toBe('BASE_TYPE_BAD_LENGTH');
    expect((await h.api('GET', templates)).body).toEqual([]);
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await h.api(method, `${templates}/nosuchcode`, { body: {} })).body.code).toBe(10057);
    expect((await h.api('GET', '/guilds/templates/nosuchcode')).body.code).toBe(10057);
    // Another guild's template is not this guild's to touch.
    const { code } = (await h.api('POST', templates, { body: { name: 'T' } })).body;
    const other = await h.api('PUT', `/guilds/1250000000000000500/templates/${code}`);
    expect(other.body.code).toBe(50001);
  });
});
