import { PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { GUILD, MEMBER, OUTSIDER } from './bot-world.js';
import { MEMBER_ROLE, moderatorBot, PINGABLE_ROLE, startGuild } from './guild-admin-support.js';
import type { Harness } from './harness.js';
import { connectBot, nextEvents } from './support/bot-session.js';

// PUT /guilds/{id}/members/{user_id}: a bot adds a user who granted its app guilds.join, the member starting
// with what the body gives; every refusal leaves the user out.

const outsider = `/guilds/${GUILD}/members/${OUTSIDER}`;
const tokenOf = async (h: Harness, username: string, scopes = ['guilds.join']) =>
  (await h.bearer(username, scopes)).slice('Bearer '.length);
const isMember = async (h: Harness) => (await h.api('GET', outsider)).status === 200;

describe('PUT /guilds/{id}/members/{user_id}', () => {
  it('adds the user with a nickname and a role (201), tells the gateway; a second add is 204 and changes nothing', async () => {
    const h = await startGuild(moderatorBot | PermissionFlags.MuteMembers);
    const client = await connectBot(h);
    const access_token = await tokenOf(h, 'outsider');
    const res = await h.api('PUT', outsider, {
      body: { access_token, nick: 'Guest', roles: [MEMBER_ROLE], mute: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: { id: OUTSIDER },
      nick: 'Guest',
      roles: [MEMBER_ROLE],
      mute: true,
    });
    const [event, data] = (await nextEvents(client, 1))[0]!;
    expect([event, data.user.id, data.roles]).toEqual(['GUILD_MEMBER_ADD', OUTSIDER, [MEMBER_ROLE]]);
    const again = await h.api('PUT', outsider, { body: { access_token, nick: 'Other' } });
    expect([again.status, again.body]).toEqual([204, undefined]);
    expect((await h.api('GET', outsider)).body.nick).toBe('Guest');
    await client.close();
  });

  it('refuses a token that is not the user’s grant of guilds.join to this app (403/50025)', async () => {
    const h = await startGuild();
    for (const access_token of [
      await tokenOf(h, 'outsider', ['identify', 'guilds']),
      await tokenOf(h, 'member'),
      'not-a-token',
    ]) {
      const res = await h.api('PUT', outsider, { body: { access_token } });
      expect([res.status, res.body.code]).toEqual([403, 50025]);
    }
    expect(await isMember(h)).toBe(false);
  });

  it('refuses what the bot may not give before the user joins (403/50013, 400/50028), a banned user (403/40007)', async () => {
    const h = await startGuild(moderatorBot & ~PermissionFlags.ManageRoles);
    const access_token = await tokenOf(h, 'outsider');
    const roles = await h.api('PUT', outsider, { body: { access_token, roles: [MEMBER_ROLE] } });
    expect([roles.status, roles.body.code]).toEqual([403, 50013]);
    const mute = await h.api('PUT', outsider, { body: { access_token, mute: true } });
    expect([mute.status, mute.body.code]).toEqual([403, 50013]);
    expect(await isMember(h)).toBe(false);
    const ranked = await startGuild();
    const token = await tokenOf(ranked, 'outsider');
    const above = await ranked.api('PUT', outsider, {
      body: { access_token: token, roles: [PINGABLE_ROLE] },
    });
    expect([above.status, above.body.code]).toEqual([403, 50013]);
    const everyone = await ranked.api('PUT', outsider, { body: { access_token: token, roles: [GUILD] } });
    expect([everyone.status, everyone.body.code]).toEqual([400, 50028]);
    expect((await ranked.api('PUT', `/guilds/${GUILD}/bans/${OUTSIDER}`, { body: {} })).status).toBe(204);
    const banned = await ranked.api('PUT', outsider, { body: { access_token: token } });
    expect([banned.status, banned.body.code]).toEqual([403, 40007]);
    expect(await isMember(ranked)).toBe(false);
  });

  it('refuses a bad body with the JSON path (400/50035), and a Bearer token as the caller (401)', async () => {
    const h = await startGuild();
    const none = await h.api('PUT', outsider, { body: { nick: 'Guest' } });
    expect([none.status, none.body.errors.access_token._errors[0].code]).toEqual([400, 'BASE_TYPE_REQUIRED']);
    const access_token = await tokenOf(h, 'outsider');
    const long = await h.api('PUT', outsider, { body: { access_token, nick: 'x'.repeat(33) } });
    expect(long.body.errors.nick._errors[0].code).toBe('BASE_TYPE_BAD_LENGTH');
    const unknownRole = await h.api('PUT', outsider, {
      body: { access_token, roles: ['1250000000000009999'] },
    });
    expect(Object.keys(unknownRole.body.errors.roles)).toEqual(['0']);
    const asUser = await h.api('PUT', outsider, { body: { access_token }, auth: `Bearer ${access_token}` });
    expect(asUser.status).toBe(401);
    expect(await isMember(h)).toBe(false);
    // The same grant of MEMBER, who is a member already: nothing to add.
    expect(
      (
        await h.api('PUT', `/guilds/${GUILD}/members/${MEMBER}`, {
          body: { access_token: await tokenOf(h, 'member') },
        })
      ).status,
    ).toBe(204);
  });
});
