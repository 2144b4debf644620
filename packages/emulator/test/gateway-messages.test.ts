import { ApplicationFlags, GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, BOT_ROLE, botWorld, GENERAL, GUILD, MEMBER, MODERATOR, STAFF } from './bot-world.js';
import { type Harness, type Json, start } from './harness.js';
import { connectBot, nothingBefore } from './support/bot-session.js';

// MESSAGE_CREATE, MESSAGE_UPDATE and MESSAGE_DELETE by intent, for the channels the bot can view, with the
// MESSAGE_CONTENT rule (service-facts "Gateway for every library").

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const { GuildMessages, DirectMessages, MessageContent } = GatewayIntentBits;

async function userWrites(h: Harness, content: string, channelId = GENERAL, authorId = MEMBER) {
  const res = await h.admin('POST', '/messages', { guildId: GUILD, channelId, authorId, content });
  expect(res.status).toBe(201);
  return res.body as Json;
}

describe('guild messages (GUILD_MESSAGES)', () => {
  it('without MESSAGE_CONTENT: empty content, except when the bot is mentioned', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const client = await connectBot(h, GuildMessages);
    const written = await userWrites(h, 'secret plans **bold**');
    const created = await client.next(0);
    expect(created).toMatchObject({
      t: 'MESSAGE_CREATE',
      d: {
        id: written.id,
        channel_id: GENERAL,
        guild_id: GUILD,
        author: { id: MEMBER },
        content: '',
        embeds: [],
        attachments: [],
        components: [],
        // The author's member, without its user (as the service sends it).
        member: { roles: ['1250000000000000303'], joined_at: expect.any(String) },
      },
    });
    expect(created.d.member).not.toHaveProperty('user');
    await userWrites(h, `<@${BOT}> what are the plans?`);
    expect((await client.next(0)).d).toMatchObject({
      content: `<@${BOT}> what are the plans?`,
      mentions: [{ id: BOT }],
    });
    await client.close();
  });

  it('with MESSAGE_CONTENT granted by the app flags: the content', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    await h.admin('PATCH', `/applications/${h.app.id}`, { flags: ApplicationFlags.GatewayMessageContent });
    const client = await connectBot(h, GuildMessages | MessageContent);
    await userWrites(h, 'secret plans');
    expect((await client.next(0)).d).toMatchObject({ content: 'secret plans' });
    await client.close();
  });

  it("the bot's own messages: created, edited and deleted, with their content", async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const client = await connectBot(h, GuildMessages);
    const sent = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'v1' } });
    expect(sent.status).toBe(200);
    const created = await client.next(0);
    expect(created).toMatchObject({ t: 'MESSAGE_CREATE', d: { id: sent.body.id, content: 'v1' } });
    // The dispatch is the message as the channel routes send it, plus guild_id and member.
    const { guild_id, member, ...asRest } = created.d;
    expect(asRest).toEqual(sent.body);
    expect(member).toMatchObject({ roles: [BOT_ROLE] });
    const path = `/channels/${GENERAL}/messages/${sent.body.id}`;
    expect((await h.api('PATCH', path, { body: { content: 'v2' } })).status).toBe(200);
    expect(await client.next(0)).toMatchObject({
      t: 'MESSAGE_UPDATE',
      d: { id: sent.body.id, content: 'v2', edited_timestamp: expect.any(String) },
    });
    expect((await h.api('DELETE', path)).status).toBe(204);
    expect(await client.next(0)).toEqual(
      expect.objectContaining({
        t: 'MESSAGE_DELETE',
        d: { id: sent.body.id, channel_id: GENERAL, guild_id: GUILD },
      }),
    );
    await client.close();
  });

  it('nothing from a channel the bot cannot view, nor without the intent', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const client = await connectBot(h, GuildMessages | DirectMessages);
    await userWrites(h, 'staff only', STAFF, MODERATOR);
    await nothingBefore(client);
    await client.close();
    await h.admin('POST', '/clock', { advanceMs: 5_000 }); // the next identify window
    const deaf = await connectBot(h, DirectMessages);
    await userWrites(h, 'anyone?');
    await nothingBefore(deaf);
    await deaf.close();
  });
});

describe('direct messages (DIRECT_MESSAGES)', () => {
  it('a user writing to the bot in its DM: the content, without MESSAGE_CONTENT', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: MEMBER } });
    const client = await connectBot(h, DirectMessages);
    const res = await h.admin('POST', '/messages', {
      channelId: dm.body.id,
      authorId: MEMBER,
      content: 'hi bot',
    });
    expect(res.status).toBe(201);
    const created = await client.next(0);
    expect(created).toMatchObject({
      t: 'MESSAGE_CREATE',
      d: { channel_id: dm.body.id, author: { id: MEMBER }, content: 'hi bot' },
    });
    expect(created.d).not.toHaveProperty('guild_id');
    expect(created.d).not.toHaveProperty('member');
    await client.close();
    await h.admin('POST', '/clock', { advanceMs: 5_000 }); // the next identify window
    const guildOnly = await connectBot(h, GuildMessages);
    await h.admin('POST', '/messages', { channelId: dm.body.id, authorId: MEMBER, content: 'hello?' });
    await nothingBefore(guildOnly);
    await guildOnly.close();
  });
});

describe("interactions' answers", () => {
  it('a public answer is dispatched; an ephemeral one is not', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const put = await h.api('PUT', `/applications/${h.app.id}/guilds/${GUILD}/commands`, {
      body: [{ name: 'ping', description: 'Ping' }],
    });
    expect(put.status).toBe(200);
    const client = await connectBot(h, GuildMessages);
    for (const flags of [0, 64]) {
      const invoked = h.admin('POST', '/interactions', {
        userId: MEMBER,
        guildId: GUILD,
        channelId: GENERAL,
        name: 'ping',
      });
      const interaction = await client.next(0);
      expect(interaction.t).toBe('INTERACTION_CREATE');
      const answer = await h.api(
        'POST',
        `/interactions/${interaction.d.id}/${interaction.d.token}/callback`,
        {
          body: { type: 4, data: { content: 'pong', flags } },
          auth: null,
        },
      );
      expect(answer.status).toBe(204);
      expect((await invoked).status).toBe(200);
      if (flags === 0)
        expect(await client.next(0)).toMatchObject({
          t: 'MESSAGE_CREATE',
          d: { content: 'pong', author: { id: BOT }, interaction_metadata: { user: { id: MEMBER } } },
        });
      else await nothingBefore(client);
    }
    await client.close();
  });
});

describe("the interaction's channel", () => {
  it('carries the real fields of the channel (as GET /channels/{id}) and the DM its recipient', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const put = await h.api('PUT', `/applications/${h.app.id}/commands`, {
      body: [{ name: 'where', description: 'Where am I', contexts: [0, 1] }],
    });
    expect(put.status).toBe(200);
    const client = await connectBot(h, 0);
    const places = [{ guildId: GUILD, channelId: GENERAL }, { context: 1 }];
    for (const place of places) {
      const invoked = h.admin('POST', '/interactions', { userId: MEMBER, name: 'where', ...place });
      const { d } = await client.next(0);
      const channel = await h.api('GET', `/channels/${d.channel_id}`);
      expect(d.channel).toEqual({ ...channel.body, permissions: expect.any(String) });
      await h.api('POST', `/interactions/${d.id}/${d.token}/callback`, {
        body: { type: 4, data: { content: 'here', flags: 64 } },
        auth: null,
      });
      expect((await invoked).status).toBe(200);
      if ('guildId' in place)
        expect(d.channel).toMatchObject({
          position: expect.any(Number),
          topic: null,
          rate_limit_per_user: 0,
          last_message_id: null,
          flags: 0,
          permission_overwrites: [],
          parent_id: '1250000000000000401',
          nsfw: false,
        });
      else expect(d.channel).toMatchObject({ type: 1, recipients: [{ id: MEMBER }] });
    }
    // The ephemeral reply in #general is no message of the channel: last_message_id stays null.
    expect((await h.api('GET', `/channels/${GENERAL}`)).body.last_message_id).toBeNull();
    await client.close();
  });
});
