import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { GENERAL, GUILD, THREAD } from './bot-world.js';
import { auditEntries, reason, startGuild } from './guild-admin-support.js';
import { connectBot, nextOf } from './support/bot-session.js';

// A guild's widget over sockets: its settings (Manage Guild; GUILD_UPDATE and the audit entry) and the
// public widget.json, read with no credentials.

const VOICE = '1250000000000000404';
const widget = `/guilds/${GUILD}/widget`;

describe('the guild widget', () => {
  it('is off at first; turned on, widget.json shows the open voice channels to anyone', async () => {
    const h = await startGuild();
    expect((await h.api('GET', widget)).body).toEqual({ enabled: false, channel_id: null });
    const off = await h.api('GET', `${widget}.json`, { auth: null });
    expect([off.status, off.body.code]).toEqual([403, 50004]);
    const client = await connectBot(h);
    const res = await h.api('PATCH', widget, {
      body: { enabled: true, channel_id: GENERAL },
      ...reason('show it'),
    });
    expect([res.status, res.body]).toEqual([200, { enabled: true, channel_id: GENERAL }]);
    expect((await nextOf(client, 'GUILD_UPDATE')).d).toMatchObject({
      id: GUILD,
      widget_enabled: true,
      widget_channel_id: GENERAL,
    });
    const [entry] = await auditEntries(h);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.GuildUpdate,
      target_id: GUILD,
      reason: 'show it',
    });
    expect(entry.changes).toEqual([
      { key: 'widget_enabled', old_value: false, new_value: true },
      { key: 'widget_channel_id', new_value: GENERAL },
    ]);
    const open = await h.api('GET', `${widget}.json`, { auth: null });
    expect(open.status).toBe(200);
    // The bot's gateway connection is online; the widget channel gets a lasting invite.
    expect(open.body).toMatchObject({
      id: GUILD,
      name: 'Slashkit Test Guild',
      instant_invite: expect.stringMatching(/^https:\/\/discord\.com\/invite\/[A-Za-z0-9]{8}$/),
      members: [
        {
          id: '0',
          username: 'slashkit-bot',
          discriminator: '0000',
          avatar: null,
          status: 'online',
          avatar_url: expect.any(String),
        },
      ],
      presence_count: 1,
    });
    expect(open.body.channels.map((c: { id: string }) => c.id)).toEqual([VOICE]);
    const code = open.body.instant_invite.split('/').at(-1);
    const invites = (await h.api('GET', `/channels/${GENERAL}/invites`)).body;
    expect(invites).toEqual([expect.objectContaining({ code, max_age: 0, max_uses: 0 })]);
    // Read again, the widget keeps its invite.
    const again = await h.api('GET', `${widget}.json`, { auth: null });
    expect(again.body.instant_invite).toBe(open.body.instant_invite);
    await client.close();
    // The same settings again change nothing and record nothing; null clears the channel.
    await h.api('PATCH', widget, { body: { enabled: true } });
    expect(await auditEntries(h)).toHaveLength(1);
    expect((await h.api('PATCH', widget, { body: { channel_id: null } })).body).toEqual({
      enabled: true,
      channel_id: null,
    });
    expect((await h.api('GET', `${widget}.json`, { auth: null })).body.instant_invite).toBeNull();
  });

  it('refuses without Manage Guild, a channel not of the guild, bad values; 10004 for an unknown guild', async () => {
    const without = await startGuild(PermissionFlags.KickMembers);
    expect((await without.api('GET', widget)).body.code).toBe(50013);
    expect((await without.api('PATCH', widget, { body: { enabled: true } })).body.code).toBe(50013);
    const h = await startGuild();
    for (const channel_id of ['1', THREAD]) {
      const bad = await h.api('PATCH', widget, { body: { enabled: true, channel_id } });
      expect([bad.status, bad.body.code, Object.keys(bad.body.errors)]).toEqual([400, 50035, ['channel_id']]);
    }
    const types = await h.api('PATCH', widget, { body: { enabled: 'yes', channel_id: 'x' } });
    expect(Object.keys(types.body.errors).sort()).toEqual(['channel_id', 'enabled']);
    expect((await h.api('GET', widget)).body).toEqual({ enabled: false, channel_id: null });
    expect((await h.api('GET', '/guilds/1/widget.json', { auth: null })).body.code).toBe(10004);
  });
});
