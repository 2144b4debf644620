import { PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS,
  BOT,
  botWorld,
  CATEGORY,
  FORUM,
  GENERAL,
  GUILD,
  MEMBER,
  NO_THREADS,
  NO_THREADS_THREAD,
  OTHER_CHANNEL,
  QUIET,
  STAFF,
  THREAD,
} from './bot-world.js';
import { type Harness, type Json, start } from './harness.js';

// The channel and message routes a bot also calls (service-facts "What a slash-command bot also calls"),
// judged on the bot's permissions in the world, with each refusal.

const post = (h: Harness, channelId: string, body: unknown) =>
  h.api('POST', `/channels/${channelId}/messages`, { body });

/** A message a user of the world writes, through the admin API. */
async function userWrites(h: Harness, channelId: string, content: string, authorId = MEMBER): Promise<Json> {
  const res = await h.admin('POST', '/messages', { guildId: GUILD, channelId, authorId, content });
  expect(res.status).toBe(201);
  return res.body;
}

describe('GET /channels/{id}', () => {
  it('a guild channel with every field libraries build channels from; last_message_id follows the messages', async () => {
    const h = await start({ seed: botWorld() });
    const before = await h.api('GET', `/channels/${QUIET}`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      id: QUIET,
      type: 0,
      guild_id: GUILD,
      name: 'quiet',
      position: 8,
      permission_overwrites: [{ id: BOT, type: 1, allow: '0', deny: '65536' }],
      parent_id: null,
      nsfw: false,
      topic: 'no history for bots',
      rate_limit_per_user: 30,
      last_message_id: null,
      flags: 0,
    });
    const sent = await post(h, QUIET, { content: 'hello' });
    expect((await h.api('GET', `/channels/${QUIET}`)).body.last_message_id).toBe(sent.body.id);
  });

  it('a thread carries its owner and thread_metadata instead of a position', async () => {
    const h = await start({ seed: botWorld() });
    const res = await h.api('GET', `/channels/${THREAD}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: THREAD,
      type: 11,
      parent_id: GENERAL,
      owner_id: h.guild.ownerId,
      thread_metadata: { archived: false, locked: false, auto_archive_duration: 1440 },
      message_count: 0,
    });
    expect(res.body).not.toHaveProperty('position');
  });

  it('refuses a channel the bot cannot view (50001), of a guild the app is not in (50001), an unknown one (10003), and a Bearer token (401)', async () => {
    const h = await start({ seed: botWorld() });
    const hidden = await h.api('GET', `/channels/${STAFF}`);
    expect([hidden.status, hidden.body.code]).toEqual([403, 50001]);
    expect(hidden.body.message).toContain('View Channel');
    const elsewhere = await h.api('GET', `/channels/${OTHER_CHANNEL}`);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 50001]);
    const unknown = await h.api('GET', '/channels/1250000000000009999');
    expect([unknown.status, unknown.body.code]).toEqual([404, 10003]);
    const bearer = await h.api('GET', `/channels/${GENERAL}`, {
      auth: await h.bearer('member', ['identify']),
    });
    expect(bearer.status).toBe(401);
  });
});

describe('POST /channels/{id}/messages', () => {
  it('posts as the bot: in the channel list, on the event bus, and in the web client of a member', async () => {
    const h = await start({ seed: botWorld() });
    const sent = await post(h, GENERAL, { content: 'hi there', flags: 64 | 4 });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      channel_id: GENERAL,
      author: { id: BOT, bot: true },
      content: 'hi there',
      type: 0,
      // EPHEMERAL is not a channel message's flag: it is dropped; SUPPRESS_EMBEDS stays.
      flags: 4,
      mentions: [],
      mention_roles: [],
      mention_everyone: false,
    });
    expect(sent.body).not.toHaveProperty('guild_id');
    const events = await h.admin('GET', '/events?type=MESSAGE_CREATE');
    expect(events.body.at(-1)).toMatchObject({
      guildId: GUILD,
      applicationId: null,
      data: { id: sent.body.id, channel_id: GENERAL, guild_id: GUILD },
    });
    const client = await h.admin('GET', `/users/${MEMBER}/messages?guildId=${GUILD}&channelId=${GENERAL}`);
    expect(client.body.messages.map((m: Json) => m.content)).toEqual(['hi there']);
  });

  it('posts in a thread with Send Messages in Threads, and is refused without it (50013) though the parent allows posting', async () => {
    const h = await start({ seed: botWorld() });
    expect((await post(h, THREAD, { content: 'in a thread' })).status).toBe(200);
    expect((await post(h, NO_THREADS, { content: 'in the parent' })).status).toBe(200);
    const refused = await post(h, NO_THREADS_THREAD, { content: 'in its thread' });
    expect([refused.status, refused.body.code]).toEqual([403, 50013]);
    expect(refused.body.message).toContain('Send Messages in Threads');
  });

  it('refuses without Send Messages (50013), without View Channel (50001), and in a category or forum (50008)', async () => {
    const h = await start({ seed: botWorld() });
    const announcements = await post(h, ANNOUNCEMENTS, { content: 'x' });
    expect([announcements.status, announcements.body.code]).toEqual([403, 50013]);
    const staff = await post(h, STAFF, { content: 'x' });
    expect([staff.status, staff.body.code]).toEqual([403, 50001]);
    for (const channel of [CATEGORY, FORUM]) {
      const refused = await post(h, channel, { content: 'x' });
      expect([refused.status, refused.body.code]).toEqual([400, 50008]);
    }
    expect((await h.admin('GET', '/events?type=MESSAGE_CREATE')).body).toEqual([]);
  });

  it('checks the body as interaction messages are checked: empty, too many rows, Components V2 with content', async () => {
    const h = await start({ seed: botWorld() });
    const empty = await post(h, GENERAL, {});
    expect([empty.status, empty.body.code]).toEqual([400, 50035]);
    const button = { type: 2, style: 1, custom_id: 'b', label: 'B' };
    const rows = Array.from({ length: 6 }, (_, i) => ({
      type: 1,
      components: [{ ...button, custom_id: `b${i}` }],
    }));
    const tooMany = await post(h, GENERAL, { content: 'x', components: rows });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 50035]);
    expect(tooMany.body.errors.components).toBeDefined();
    const v2 = await post(h, GENERAL, {
      content: 'x',
      flags: 1 << 15,
      components: [{ type: 10, content: 'text' }],
    });
    expect([v2.status, v2.body.code]).toEqual([400, 50035]);
    expect(v2.body.errors.content).toBeDefined();
    const ok = await post(h, GENERAL, { flags: 1 << 15, components: [{ type: 10, content: 'text' }] });
    expect(ok.status).toBe(200);
    const badNonce = await post(h, GENERAL, { content: 'x', nonce: 'n'.repeat(26) });
    expect(badNonce.body.errors.nonce._errors[0].code).toBe('BASE_TYPE_BAD_LENGTH');
  });

  it('reads integer strings as the service does (flags "4")', async () => {
    const h = await start({ seed: botWorld() });
    const sent = await post(h, GENERAL, { content: 'quiet', flags: '4' });
    expect([sent.status, sent.body.flags]).toEqual([200, 4]);
  });

  it('with enforce_nonce, a second send with the same nonce answers the first message', async () => {
    const h = await start({ seed: botWorld() });
    const first = await post(h, GENERAL, { content: 'once', nonce: 'abc', enforce_nonce: true });
    const second = await post(h, GENERAL, { content: 'once', nonce: 'abc', enforce_nonce: true });
    expect(second.body.id).toBe(first.body.id);
    expect(first.body.nonce).toBe('abc');
    expect((await h.api('GET', `/channels/${GENERAL}/messages`)).body).toHaveLength(1);
  });
});

describe('replies', () => {
  it('a reply is type 19 with message_reference and the message replied to, and mentions its author', async () => {
    const h = await start({ seed: botWorld() });
    const original = await userWrites(h, GENERAL, 'question?');
    const reply = await post(h, GENERAL, {
      content: 'answer',
      message_reference: { message_id: original.id },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      type: 19,
      message_reference: { type: 0, message_id: original.id, channel_id: GENERAL, guild_id: GUILD },
      referenced_message: { id: original.id, content: 'question?' },
      mentions: [{ id: MEMBER }],
    });
    const quiet = await post(h, GENERAL, {
      content: 'answer',
      message_reference: { message_id: original.id },
      allowed_mentions: { parse: [] },
    });
    expect(quiet.body.mentions).toEqual([]);
  });

  it('a read of a reply shows the message replied to as it is now: edited, then null once deleted', async () => {
    const h = await start({ seed: botWorld() });
    const original = await post(h, GENERAL, { content: 'first' });
    const reply = await post(h, GENERAL, {
      content: 'second',
      message_reference: { message_id: original.body.id },
    });
    const read = () => h.api('GET', `/channels/${GENERAL}/messages/${reply.body.id}`);
    await h.api('PATCH', `/channels/${GENERAL}/messages/${original.body.id}`, {
      body: { content: 'first!' },
    });
    expect((await read()).body.referenced_message).toMatchObject({ content: 'first!' });
    await h.api('DELETE', `/channels/${GENERAL}/messages/${original.body.id}`);
    expect((await read()).body.referenced_message).toBeNull();
  });

  it('refuses a reply to a message not in the channel (50035 MESSAGE_REFERENCE_UNKNOWN_MESSAGE) unless fail_if_not_exists is false', async () => {
    const h = await start({ seed: botWorld() });
    const elsewhere = await userWrites(h, THREAD, 'in the thread');
    const refused = await post(h, GENERAL, { content: 'x', message_reference: { message_id: elsewhere.id } });
    expect([refused.status, refused.body.code]).toEqual([400, 50035]);
    expect(refused.body.errors.message_reference._errors[0].code).toBe('MESSAGE_REFERENCE_UNKNOWN_MESSAGE');
    const plain = await post(h, GENERAL, {
      content: 'x',
      message_reference: { message_id: elsewhere.id, fail_if_not_exists: false },
    });
    expect(plain.status).toBe(200);
    expect(plain.body.type).toBe(0);
    expect(plain.body).not.toHaveProperty('message_reference');
  });

  it('refuses a reply without Read Message History (50013)', async () => {
    const h = await start({ seed: botWorld() });
    const original = await userWrites(h, QUIET, 'hi');
    const refused = await post(h, QUIET, { content: 'x', message_reference: { message_id: original.id } });
    expect([refused.status, refused.body.code]).toEqual([403, 50013]);
  });
});

describe('GET /channels/{id}/messages', () => {
  it('pages newest first with limit, before, after and around', async () => {
    const h = await start({ seed: botWorld() });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await post(h, GENERAL, { content: `m${i}` })).body.id);
    const list = async (query: string) =>
      ((await h.api('GET', `/channels/${GENERAL}/messages${query}`)).body as Json[]).map((m) => m.content);
    expect(await list('')).toEqual(['m5', 'm4', 'm3', 'm2', 'm1', 'm0']);
    expect(await list('?limit=2')).toEqual(['m5', 'm4']);
    expect(await list(`?before=${ids[3]}&limit=2`)).toEqual(['m2', 'm1']);
    expect(await list(`?after=${ids[1]}&limit=2`)).toEqual(['m3', 'm2']);
    expect(await list(`?around=${ids[3]}&limit=3`)).toEqual(['m4', 'm3', 'm2']);
  });

  it('answers malformed parameters with 50035 at their name', async () => {
    const h = await start({ seed: botWorld() });
    const zero = await h.api('GET', `/channels/${GENERAL}/messages?limit=0`);
    expect([zero.status, zero.body.code]).toEqual([400, 50035]);
    expect(zero.body.errors.limit._errors[0].code).toBe('NUMBER_TYPE_MIN');
    const big = await h.api('GET', `/channels/${GENERAL}/messages?limit=101`);
    expect(big.body.errors.limit._errors[0].code).toBe('NUMBER_TYPE_MAX');
    const before = await h.api('GET', `/channels/${GENERAL}/messages?before=abc`);
    expect(before.body.errors.before._errors[0].code).toBe('NUMBER_TYPE_SNOWFLAKE');
  });

  it('is empty without Read Message History, as on the service; one message is refused (50001)', async () => {
    const h = await start({ seed: botWorld() });
    const written = await userWrites(h, QUIET, 'secret');
    const list = await h.api('GET', `/channels/${QUIET}/messages`);
    expect([list.status, list.body]).toEqual([200, []]);
    const one = await h.api('GET', `/channels/${QUIET}/messages/${written.id}`);
    expect([one.status, one.body.code]).toEqual([403, 50001]);
    expect((await h.api('GET', `/channels/${STAFF}/messages`)).body.code).toBe(50001);
  });

  it('GET one message: 10008 for an unknown id or a message of another channel', async () => {
    const h = await start({ seed: botWorld() });
    const sent = await post(h, THREAD, { content: 'x' });
    expect((await h.api('GET', `/channels/${THREAD}/messages/${sent.body.id}`)).body.content).toBe('x');
    const other = await h.api('GET', `/channels/${GENERAL}/messages/${sent.body.id}`);
    expect([other.status, other.body.code]).toEqual([404, 10008]);
  });
});

describe('PATCH and DELETE /channels/{id}/messages/{id}', () => {
  it('edits the bot own message (edited_timestamp, mentions of the new content) and publishes MESSAGE_UPDATE', async () => {
    const h = await start({ seed: botWorld() });
    const sent = await post(h, GENERAL, { content: 'draft' });
    const edited = await h.api('PATCH', `/channels/${GENERAL}/messages/${sent.body.id}`, {
      body: { content: `final <@${MEMBER}>` },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content: `final <@${MEMBER}>`, mentions: [{ id: MEMBER }] });
    expect(edited.body.edited_timestamp).not.toBeNull();
    const events = await h.admin('GET', '/events?type=MESSAGE_UPDATE');
    expect(events.body.at(-1).data.id).toBe(sent.body.id);
    const emptied = await h.api('PATCH', `/channels/${GENERAL}/messages/${sent.body.id}`, {
      body: { content: '' },
    });
    expect([emptied.status, emptied.body.code]).toEqual([400, 50006]);
  });

  it("refuses to edit someone else's message (50005)", async () => {
    const h = await start({ seed: botWorld() });
    const written = await userWrites(h, GENERAL, 'mine');
    const refused = await h.api('PATCH', `/channels/${GENERAL}/messages/${written.id}`, {
      body: { content: 'yours' },
    });
    expect([refused.status, refused.body.code]).toEqual([403, 50005]);
  });

  it("deletes its own message (MESSAGE_DELETE); someone else's needs Manage Messages (50013)", async () => {
    const h = await start({ seed: botWorld() });
    const sent = await post(h, GENERAL, { content: 'bye' });
    expect((await h.api('DELETE', `/channels/${GENERAL}/messages/${sent.body.id}`)).status).toBe(204);
    const events = await h.admin('GET', '/events?type=MESSAGE_DELETE');
    expect(events.body.at(-1).data).toEqual({ id: sent.body.id, channel_id: GENERAL, guild_id: GUILD });
    const again = await h.api('DELETE', `/channels/${GENERAL}/messages/${sent.body.id}`);
    expect([again.status, again.body.code]).toEqual([404, 10008]);
    const written = await userWrites(h, GENERAL, 'keep');
    const refused = await h.api('DELETE', `/channels/${GENERAL}/messages/${written.id}`);
    expect([refused.status, refused.body.code]).toEqual([403, 50013]);
  });

  it("deletes someone else's message with Manage Messages", async () => {
    const h = await start({ seed: botWorld(1n << 13n) });
    const written = await userWrites(h, GENERAL, 'spam');
    expect((await h.api('DELETE', `/channels/${GENERAL}/messages/${written.id}`)).status).toBe(204);
  });
});

describe('files on channel messages', () => {
  const form = (payload: object, files: [string, string][]) => {
    const data = new FormData();
    data.set('payload_json', JSON.stringify(payload));
    files.forEach(([name, text], i) => {
      data.set(`files[${i}]`, new Blob([text], { type: 'text/plain' }), name);
    });
    return data;
  };
  const send = (h: Harness, method: string, path: string, body: FormData) =>
    fetch(`${h.emu.apiBaseUrl}${path}`, {
      method,
      headers: { authorization: `Bot ${h.app.botToken}` },
      body,
    });

  it('posts a message of files alone as multipart, serves them, edits them away and drops them on delete', async () => {
    const h = await start({ seed: botWorld() });
    const res = await send(h, 'POST', `/channels/${GENERAL}/messages`, form({}, [['notes.txt', 'hello']]));
    expect(res.status).toBe(200);
    const message = (await res.json()) as Json;
    expect(message.attachments).toEqual([
      expect.objectContaining({
        filename: 'notes.txt',
        size: 5,
        content_type: expect.stringContaining('text/plain'),
      }),
    ]);
    const served = await fetch(message.attachments[0].url);
    expect(await served.text()).toBe('hello');
    const edited = await send(
      h,
      'PATCH',
      `/channels/${GENERAL}/messages/${message.id}`,
      form({ content: 'no more files', attachments: [] }, []),
    );
    expect(((await edited.json()) as Json).attachments).toEqual([]);
    expect((await fetch(message.attachments[0].url)).status).toBe(404);
    const again = (await (
      await send(h, 'POST', `/channels/${GENERAL}/messages`, form({ content: 'x' }, [['a.txt', 'a']]))
    ).json()) as Json;
    await h.api('DELETE', `/channels/${GENERAL}/messages/${again.id}`);
    expect((await fetch(again.attachments[0].url)).status).toBe(404);
  });

  it('refuses files without Attach Files (50013) and an attachments entry naming no file (50035)', async () => {
    // A server whose @everyone may not share files (new servers' @everyone may).
    const seed = botWorld(0n);
    const everyone = seed.guilds[0]!.roles[0]!;
    everyone.permissions = (BigInt(everyone.permissions) & ~PermissionFlags.AttachFiles).toString();
    const h = await start({ seed });
    const refused = await send(h, 'POST', `/channels/${GENERAL}/messages`, form({}, [['a.txt', 'a']]));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Json).code).toBe(50013);
    const unnamed = await h.api('POST', `/channels/${GENERAL}/messages`, {
      body: { content: 'x', attachments: [{ id: 0 }] },
    });
    expect([unnamed.status, unnamed.body.code]).toEqual([400, 50035]);
    expect(unnamed.body.errors.attachments['0'].id).toBeDefined();
  });
});
