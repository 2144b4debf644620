import { PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { GUILD } from './bot-world.js';
import { startGuild } from './guild-admin-support.js';
import { T0 } from './harness.js';
import { connectBot, nextOf } from './support/bot-session.js';

// A guild's incident actions over sockets: invites and DMs paused until a time at most 24 hours ahead
// (Manage Guild), shown in the guild object's incidents_data with GUILD_UPDATE.

const incidents = `/guilds/${GUILD}/incident-actions`;
const hour = 3_600_000;

describe('guild incident actions', () => {
  it('pauses invites and DMs; the guild shows it; null resumes', async () => {
    const h = await startGuild();
    expect((await h.api('GET', `/guilds/${GUILD}`)).body.incidents_data).toBeNull();
    const client = await connectBot(h);
    const until = new Date(T0 + hour).toISOString();
    const res = await h.api('PUT', incidents, { body: { invites_disabled_until: until } });
    expect([res.status, res.body]).toEqual([
      200,
      { invites_disabled_until: until, dms_disabled_until: null },
    ]);
    expect((await nextOf(client, 'GUILD_UPDATE')).d.incidents_data).toEqual(res.body);
    expect((await h.api('GET', `/guilds/${GUILD}`)).body.incidents_data).toEqual(res.body);
    // Another zone's notation of a time within 24 hours is taken, in UTC.
    const both = await h.api('PUT', incidents, {
      body: { invites_disabled_until: until, dms_disabled_until: '2025-01-02T13:00:00+02:00' },
    });
    expect(both.body.dms_disabled_until).toBe('2025-01-02T11:00:00.000Z');
    const saved = h.emu.exportState();
    h.emu.context.loadState(saved);
    expect((await h.api('GET', `/guilds/${GUILD}`)).body.incidents_data).toEqual(both.body);
    const cleared = await h.api('PUT', incidents, { body: { invites_disabled_until: null } });
    expect(cleared.body).toEqual({ invites_disabled_until: null, dms_disabled_until: null });
    expect((await h.api('GET', `/guilds/${GUILD}`)).body.incidents_data).toBeNull();
    await client.close();
  });

  it('refuses without Manage Guild, more than 24 hours ahead and bad values; nothing half-written', async () => {
    const without = await startGuild(PermissionFlags.KickMembers);
    const soon = new Date(T0 + hour).toISOString();
    expect((await without.api('PUT', incidents, { body: { dms_disabled_until: soon } })).body.code).toBe(
      50013,
    );
    const h = await startGuild();
    const far = await h.api('PUT', incidents, {
      body: { invites_disabled_until: soon, dms_disabled_until: new Date(T0 + 25 * hour).toISOString() },
    });
    expect([far.status, far.body.code, Object.keys(far.body.errors)]).toEqual([
      400,
      50035,
      ['dms_disabled_until'],
    ]);
    const bad = await h.api('PUT', incidents, {
      body: { invites_disabled_until: 'soon', dms_disabled_until: 5 },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['dms_disabled_until', 'invites_disabled_until']);
    expect((await h.api('GET', `/guilds/${GUILD}`)).body.incidents_data).toBeNull();
  });
});
