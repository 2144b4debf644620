import { AuditLogEvent, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { GENERAL, GUILD, MEMBER, NEWBIE, OUTSIDER } from './bot-world.js';
import { auditEntries, MEMBER_ROLE, moderatorBot, reason, startGuild } from './guild-admin-support.js';
import type { Harness } from './harness.js';
import { connectBot, nextDispatch } from './support/bot-session.js';

// A guild's prune over sockets: the count and the prune itself, by the emulator clock. In the bot world the
// seeded members joined in 2024; NEWBIE holds no role, MEMBER the member role, the owner none (never pruned).

const prune = `/guilds/${GUILD}/prune`;
const day = 86_400_000;
const memberIds = async (h: Harness) =>
  ((await h.api('GET', `/guilds/${GUILD}/members?limit=100`)).body as { user: { id: string } }[]).map(
    (m) => m.user.id,
  );

describe('GET and POST /guilds/{id}/prune', () => {
  it('counts and removes the idle members without roles, keeps the active ones, and records the prune', async () => {
    const h = await startGuild();
    // OUTSIDER joins now; two days later they are idle for a day but not for three.
    expect((await h.admin('POST', `/guilds/${GUILD}/members`, { userId: OUTSIDER })).status).toBeLessThan(
      300,
    );
    await h.admin('POST', '/clock', { advanceMs: 2 * day });
    expect((await h.api('GET', `${prune}?days=3`)).body).toEqual({ pruned: 1 });
    expect((await h.api('GET', `${prune}?days=1`)).body).toEqual({ pruned: 2 });
    // A role held keeps its holder unless included; posting keeps a member active.
    expect((await h.api('GET', `${prune}?days=3&include_roles=${MEMBER_ROLE}`)).body).toEqual({ pruned: 2 });
    await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: NEWBIE,
      content: 'hi',
    });
    expect((await h.api('GET', `${prune}?days=1`)).body).toEqual({ pruned: 1 });
    const client = await connectBot(h);
    const res = await h.api('POST', prune, {
      body: { days: 1, include_roles: [MEMBER_ROLE] },
      ...reason('spring clean'),
    });
    expect([res.status, res.body]).toEqual([200, { pruned: 2 }]);
    const removed = [
      (await nextDispatch(client, 'GUILD_MEMBER_REMOVE')).user.id,
      (await nextDispatch(client, 'GUILD_MEMBER_REMOVE')).user.id,
    ];
    expect(removed.sort()).toEqual([MEMBER, OUTSIDER].sort());
    const members = await memberIds(h);
    expect(members).toContain(NEWBIE);
    expect(members).not.toContain(MEMBER);
    const [entry] = await auditEntries(h, `?action_type=${AuditLogEvent.MemberPrune}`);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.MemberPrune,
      target_id: null,
      reason: 'spring clean',
      options: { delete_member_days: '1', members_removed: '2' },
    });
    // Nobody is left to prune; without the count the answer is null.
    const again = await h.api('POST', prune, { body: { days: 1, compute_prune_count: false } });
    expect(again.body).toEqual({ pruned: null });
    // An empty body is the defaults (7 days): NEWBIE posted two days ago.
    expect((await h.api('POST', prune)).body).toEqual({ pruned: 0 });
    await client.close();
  });

  it('refuses without Manage Guild and Kick Members, and bad days, roles and bodies; nobody leaves', async () => {
    const kickOnly = await startGuild(moderatorBot & ~PermissionFlags.ManageGuild);
    const refused = await kickOnly.api('GET', prune);
    expect([refused.status, refused.body.code]).toEqual([403, 50013]);
    expect((await kickOnly.api('POST', prune, { body: {} })).body.code).toBe(50013);
    const h = await startGuild();
    const bad = await h.api('GET', `${prune}?days=31&include_roles=1,nope`);
    expect([bad.status, bad.body.code]).toEqual([400, 50035]);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['days', 'include_roles']);
    const body = await h.api('POST', prune, {
      body: { days: 0, include_roles: 'x', compute_prune_count: 1 },
    });
    expect([body.status, body.body.code]).toEqual([400, 50035]);
    expect(Object.keys(body.body.errors).sort()).toEqual(['compute_prune_count', 'days', 'include_roles']);
    expect(await memberIds(h)).toContain(NEWBIE);
    expect(await auditEntries(h)).toEqual([]);
  });
});
