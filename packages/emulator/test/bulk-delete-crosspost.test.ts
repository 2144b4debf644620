import { GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, BOT, botWorld, GENERAL, GUILD, MEMBER, OWNER } from './bot-world.js';
import { type Json, start } from './harness.js';
import { botPost, connectBot, nextDispatch } from './support/bot-session.js';

// Bulk delete (2-100 ids, none older than two weeks, one MESSAGE_DELETE_BULK) and crossposting a message
// of an announcement channel.

const bulk = (channelId: string) => `/channels/${channelId}/messages/bulk-delete`;
const moderator = PermissionFlags.ManageMessages | PermissionFlags.ViewAuditLog;
const twoWeeksMs = 14 * 24 * 60 * 60 * 1000;

describe('bulk delete', () => {
  it('deletes the messages named, tells bots once, and records the count', async () => {
    const h = await start({ seed: botWorld(moderator) });
    const mine = await botPost(h, 'mine');
    const theirs = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: 'theirs',
    });
    const kept = await botPost(h, 'kept');
    const client = await connectBot(h, GatewayIntentBits.GuildMessages);
    const res = await h.api('POST', bulk(GENERAL), {
      body: { messages: [mine.id, theirs.body.id, `${BigInt(kept.id) + 1000n}`] },
      headers: { 'x-audit-log-reason': 'cleanup' },
    });
    expect(res.status).toBe(204);
    expect(await nextDispatch(client, 'MESSAGE_DELETE_BULK')).toEqual({
      ids: [mine.id, theirs.body.id],
      channel_id: GENERAL,
      guild_id: GUILD,
    });
    client.close();
    const left = await h.api('GET', `/channels/${GENERAL}/messages`);
    expect(left.body.map((m: Json) => m.id)).toEqual([kept.id]);
    const log = await h.api('GET', `/guilds/${GUILD}/audit-logs?action_type=73`);
    expect(log.body.audit_log_entries[0]).toMatchObject({
      action_type: 73,
      user_id: BOT,
      target_id: GENERAL,
      options: { count: '2' },
      reason: 'cleanup',
    });
  });

  it('refuses what the service refuses, deleting nothing', async () => {
    const h = await start({ seed: botWorld(moderator) });
    const a = await botPost(h, 'a');
    const b = await botPost(h, 'b');
    const one = await h.api('POST', bulk(GENERAL), { body: { messages: [a.id] } });
    expect([one.status, one.body.code]).toEqual([400, 50016]);
    const many = await h.api('POST', bulk(GENERAL), {
      body: { messages: Array.from({ length: 101 }, (_, i) => `${BigInt(a.id) + BigInt(i)}`) },
    });
    expect([many.status, many.body.code]).toEqual([400, 50016]);
    const twice = await h.api('POST', bulk(GENERAL), { body: { messages: [a.id, a.id] } });
    expect([twice.status, twice.body.code]).toEqual([400, 50035]);
    expect(twice.body.errors.messages['1']._errors[0].code).toBe('BASE_TYPE_INVALID');
    const notIds = await h.api('POST', bulk(GENERAL), { body: { messages: [a.id, 'nope'] } });
    expect(notIds.body.errors.messages['1']._errors[0].code).toBe('NUMBER_TYPE_SNOWFLAKE');
    const missing = await h.api('POST', bulk(GENERAL), { body: { __proto__: { messages: [a.id, b.id] } } });
    expect([missing.status, missing.body.code]).toEqual([400, 50035]);
    await h.admin('POST', '/clock', { advanceMs: twoWeeksMs + 1 });
    const old = await h.api('POST', bulk(GENERAL), { body: { messages: [a.id, b.id] } });
    expect([old.status, old.body.code]).toEqual([400, 50034]);
    expect((await h.api('GET', `/channels/${GENERAL}/messages`)).body).toHaveLength(2);
  });

  it('takes Manage Messages, even for the bot own messages', async () => {
    const h = await start({ seed: botWorld() });
    const a = await botPost(h, 'a');
    const b = await botPost(h, 'b');
    const res = await h.api('POST', bulk(GENERAL), { body: { messages: [a.id, b.id] } });
    expect([res.status, res.body.code]).toEqual([403, 50013]);
  });
});

/** The bot world where the bot may post in #announcements (a member overwrite), as a news bot would. */
function newsWorld() {
  const seed = botWorld();
  const channel = seed.guilds[0]!.channels.find((c) => c.id === ANNOUNCEMENTS)!;
  channel.permissionOverwrites = [
    ...(channel.permissionOverwrites ?? []),
    { id: BOT, type: 1, allow: PermissionFlags.SendMessages.toString(), deny: '0' },
  ];
  return seed;
}

describe('crosspost', () => {
  it('publishes a message of an announcement channel once', async () => {
    const h = await start({ seed: newsWorld() });
    const news = await botPost(h, 'big news', ANNOUNCEMENTS);
    const published = await h.api('POST', `/channels/${ANNOUNCEMENTS}/messages/${news.id}/crosspost`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id: news.id, flags: 1 });
    const again = await h.api('POST', `/channels/${ANNOUNCEMENTS}/messages/${news.id}/crosspost`);
    expect([again.status, again.body.code]).toEqual([400, 40033]);
  });

  it('refuses outside announcement channels and others messages without Manage Messages', async () => {
    const h = await start({ seed: newsWorld() });
    const plain = await botPost(h, 'not news');
    const text = await h.api('POST', `/channels/${GENERAL}/messages/${plain.id}/crosspost`);
    expect([text.status, text.body.code]).toEqual([400, 50024]);
    const theirs = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: ANNOUNCEMENTS,
      // The owner: a member may not post in an announcement channel.
      authorId: OWNER,
      content: 'their news',
    });
    const other = await h.api('POST', `/channels/${ANNOUNCEMENTS}/messages/${theirs.body.id}/crosspost`);
    expect([other.status, other.body.code]).toEqual([403, 50013]);
    const unknown = await h.api('POST', `/channels/${ANNOUNCEMENTS}/messages/1250000000000009999/crosspost`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 10008]);
  });
});
