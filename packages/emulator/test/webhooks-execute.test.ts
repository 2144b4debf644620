import { GatewayIntentBits, PermissionFlags, PrivilegedIntentFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { botWorld, FORUM, GENERAL, GUILD, NO_THREADS_THREAD, THREAD } from './bot-world.js';
import { multipart, send } from './files-support.js';
import { RawClient } from './gateway-raw-client.js';
import { type Harness, type Json, start } from './harness.js';

// Posting with a channel webhook and its messages, on the token routes an interaction's webhook shares:
// `wait`, `thread_id`, forum posts, name overrides, components as the webhook may send them, files, and
// the messages' gateway events.

/** The bot world with Manage Webhooks for the bot, and the MESSAGE_CONTENT intent for its app. */
function manager() {
  const seed = botWorld(PermissionFlags.AttachFiles | PermissionFlags.ManageWebhooks);
  seed.applications[0]!.flags = PrivilegedIntentFlags.MessageContent;
  return seed;
}
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const link = { type: 2, style: 5, label: 'Docs', url: 'https://example.com' };
const button = { type: 2, style: 1, label: 'Go', custom_id: 'go' };

async function hook(h: Harness, channelId = GENERAL): Promise<Json> {
  const res = await h.api('POST', `/channels/${channelId}/webhooks`, { body: { name: 'Logger' } });
  expect(res.status).toBe(200);
  return res.body;
}

/** A webhook a user made (no application): its components need `with_components`, never interactive. */
function usersHook(h: Harness, webhook: Json): Json {
  const stored = h.emu.context.state.webhooks.get(webhook.id)!;
  stored.applicationId = null;
  stored.creatorId = h.user('owner').id;
  return webhook;
}

const execute = (h: Harness, w: Json, body: unknown, query = '?wait=true') =>
  h.api('POST', `/webhooks/${w.id}/${w.token}${query}`, { auth: null, body });

describe('POST /webhooks/{id}/{token}', () => {
  it('posts as the webhook: webhook_id, the name it is given, a bot author; 204 without wait', async () => {
    const h = await start({ seed: manager() });
    const w = await hook(h);
    const sent = await execute(h, w, {
      content: 'Deployed <@1250000000000000204> @everyone',
      username: 'CI',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      channel_id: GENERAL,
      webhook_id: w.id,
      application_id: h.app.id,
      author: { id: w.id, username: 'CI', bot: true, discriminator: '0000' },
      mention_everyone: true,
      mentions: [{ id: '1250000000000000204' }],
      type: 0,
    });
    const quiet = await execute(h, w, { content: 'no wait' }, '');
    expect([quiet.status, quiet.body]).toEqual([204, undefined]);
    const list = await h.api('GET', `/channels/${GENERAL}/messages`);
    expect(list.body.map((m: Json) => [m.content, m.author.username])).toEqual([
      ['no wait', 'Logger'],
      ['Deployed <@1250000000000000204> @everyone', 'CI'],
    ]);
  });

  it('shows the message under the avatar_url it is given, that message alone', async () => {
    const h = await start({ seed: manager() });
    const w = await hook(h);
    const url = 'https://example.com/ci.png';
    const first = await execute(h, w, { content: 'with a face', avatar_url: url });
    const again = await execute(h, w, { content: 'the same face', avatar_url: url });
    const plain = await execute(h, w, { content: 'its own face' });
    expect(first.body.author.avatar).toMatch(/^[0-9a-f]{32}$/);
    expect(again.body.author.avatar).toBe(first.body.author.avatar);
    expect(plain.body.author.avatar).toBe(w.avatar);
  });

  it('refuses a body Discord refuses: empty (50035), a kept username, an ephemeral flag, a bad avatar_url or query', async () => {
    const h = await start({ seed: manager() });
    const w = await hook(h);
    for (const [body, path] of [
      [{}, '_errors'],
      [{ content: 'x', username: 'Discord Bot' }, 'username'],
      [{ content: 'x', flags: 64 }, 'flags'],
      [{ content: 'x', avatar_url: 'not a url' }, 'avatar_url'],
      [{ content: 'x'.repeat(2001) }, 'content'],
    ] as const) {
      const res = await execute(h, w, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 50035]);
      expect(Object.keys(res.body.errors)).toEqual([path]);
    }
    const badQuery = await execute(h, w, { content: 'x' }, '?wait=maybe');
    expect(badQuery.body.errors.wait._errors[0].code).toBe('BASE_TYPE_BOOLEAN');
  });

  it('posts in a thread of its channel with thread_id, and nowhere else', async () => {
    const h = await start({ seed: manager() });
    const w = await hook(h);
    const inThread = await execute(h, w, { content: 'in the thread' }, `?wait=true&thread_id=${THREAD}`);
    expect(inThread.body.channel_id).toBe(THREAD);
    const read = await h.api(
      'GET',
      `/webhooks/${w.id}/${w.token}/messages/${inThread.body.id}?thread_id=${THREAD}`,
      { auth: null },
    );
    expect(read.body.id).toBe(inThread.body.id);
    const without = await h.api('GET', `/webhooks/${w.id}/${w.token}/messages/${inThread.body.id}`, {
      auth: null,
    });
    expect([without.status, without.body.code]).toEqual([404, 10008]);
    const foreign = await execute(h, w, { content: 'x' }, `?wait=true&thread_id=${NO_THREADS_THREAD}`);
    expect([foreign.status, foreign.body.code]).toEqual([404, 10003]);
  });

  it('in a forum: starts a post titled thread_name, refuses neither (220001) or both (220002); thread_name elsewhere is 220003', async () => {
    const h = await start({ seed: manager() });
    const forum = await hook(h, FORUM);
    const post = await execute(h, forum, { content: 'Release notes', thread_name: 'v1.2.0' });
    expect(post.status).toBe(200);
    const thread = await h.api('GET', `/channels/${post.body.channel_id}`);
    expect(thread.body).toMatchObject({ id: post.body.id, type: 11, parent_id: FORUM, name: 'v1.2.0' });
    expect((await execute(h, forum, { content: 'x' })).body.code).toBe(220001);
    const both = await execute(
      h,
      forum,
      { content: 'x', thread_name: 'y' },
      `?wait=true&thread_id=${post.body.id}`,
    );
    expect(both.body.code).toBe(220002);
    const reply = await execute(h, forum, { content: 'more' }, `?wait=true&thread_id=${post.body.id}`);
    expect(reply.body.channel_id).toBe(post.body.id);
    const text = await hook(h);
    expect((await execute(h, text, { content: 'x', thread_name: 'y' })).body.code).toBe(220003);
  });

  it("sends an app's webhook's components; a user's webhook drops them unless with_components, then only non-interactive ones", async () => {
    const h = await start({ seed: manager() });
    const own = await hook(h);
    const buttons = await execute(h, own, {
      content: 'pick',
      components: [{ type: 1, components: [button] }],
    });
    expect(buttons.body.components[0].components[0]).toMatchObject({ custom_id: 'go' });
    const users = usersHook(h, await hook(h));
    const dropped = await execute(h, users, {
      content: 'links',
      components: [{ type: 1, components: [link] }],
    });
    expect([dropped.status, dropped.body.components]).toEqual([200, []]);
    expect(dropped.body.application_id).toBeUndefined();
    const kept = await execute(
      h,
      users,
      { components: [{ type: 1, components: [link] }] },
      '?wait=true&with_components=true',
    );
    expect(kept.body.components[0].components[0]).toMatchObject({ url: 'https://example.com' });
    const interactive = await execute(
      h,
      users,
      { components: [{ type: 1, components: [button] }] },
      '?wait=true&with_components=true',
    );
    expect([interactive.status, interactive.body.code]).toEqual([400, 50035]);
    expect(interactive.body.errors.components[0].components[0]._errors[0].message).toContain('interactive');
    const empty = await execute(h, users, { components: [{ type: 1, components: [link] }] });
    expect([empty.status, empty.body.code]).toEqual([400, 50006]);
  });

  it('takes files as attachments, in multipart with payload_json', async () => {
    const h = await start({ seed: manager() });
    const w = await hook(h);
    const form = multipart({ content: 'the log', username: 'Uploader' }, [
      { name: 'build.log', bytes: 'ok\n' },
    ]);
    const res = await send(h, 'POST', `/webhooks/${w.id}/${w.token}?wait=true`, form);
    expect(res.status).toBe(200);
    expect(res.body.attachments).toMatchObject([{ filename: 'build.log', size: 3 }]);
  });
});

describe('a channel webhook’s messages', () => {
  it('are read, edited and deleted with its token; another webhook’s message and @original are unknown (10008)', async () => {
    const h = await start({ seed: manager() });
    const w = await hook(h);
    const other = await hook(h);
    const base = `/webhooks/${w.id}/${w.token}/messages`;
    const sent = (await execute(h, w, { content: 'first' })).body;
    const foreign = (await execute(h, other, { content: 'not yours' })).body;
    const edited = await h.api('PATCH', `${base}/${sent.id}`, {
      auth: null,
      body: { content: 'edited <@1250000000000000204>' },
    });
    expect(edited.body).toMatchObject({
      content: 'edited <@1250000000000000204>',
      mentions: [{ id: '1250000000000000204' }],
    });
    expect(edited.body.edited_timestamp).not.toBeNull();
    expect(
      (await h.api('PATCH', `${base}/${sent.id}`, { auth: null, body: { flags: 4096 } })).body.code,
    ).toBe(50035);
    expect((await h.api('GET', `${base}/${foreign.id}`, { auth: null })).body.code).toBe(10008);
    expect((await h.api('DELETE', `${base}/${foreign.id}`, { auth: null })).body.code).toBe(10008);
    expect((await h.api('GET', `${base}/@original`, { auth: null })).body.code).toBe(10008);
    expect((await h.api('DELETE', `${base}/${sent.id}`, { auth: null })).status).toBe(204);
    expect((await h.api('GET', `${base}/${sent.id}`, { auth: null })).body.code).toBe(10008);
  });

  it('reach the gateway as MESSAGE_CREATE with webhook_id, and each webhook change as WEBHOOKS_UPDATE with GUILD_WEBHOOKS', async () => {
    const h = await start({ gateway: patient, seed: manager() });
    const client = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10&encoding=json`);
    await client.next(10);
    const intents =
      GatewayIntentBits.Guilds |
      GatewayIntentBits.GuildMessages |
      GatewayIntentBits.MessageContent |
      GatewayIntentBits.GuildWebhooks;
    client.send({ op: 2, d: { token: h.app.botToken, intents, properties: {} } });
    expect((await client.next(0)).t).toBe('READY');
    const next = async () => {
      for (;;) {
        const frame = await client.next(0);
        if (frame.t !== 'GUILD_CREATE') return frame;
      }
    };
    const w = await hook(h);
    expect(await next()).toMatchObject({ t: 'WEBHOOKS_UPDATE', d: { guild_id: GUILD, channel_id: GENERAL } });
    await execute(h, w, { content: 'to the gateway' });
    expect(await next()).toMatchObject({
      t: 'MESSAGE_CREATE',
      d: { webhook_id: w.id, guild_id: GUILD, content: 'to the gateway', author: { username: 'Logger' } },
    });
    await h.api('DELETE', `/webhooks/${w.id}`);
    expect(await next()).toMatchObject({ t: 'WEBHOOKS_UPDATE', d: { channel_id: GENERAL } });
    await client.close();
  });
});
