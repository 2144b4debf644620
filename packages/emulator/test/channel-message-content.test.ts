import { ApplicationFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, BOT_ROLE, botWorld, GENERAL, GUILD, MEMBER } from './bot-world.js';
import { type Harness, type Json, start } from './harness.js';

// MESSAGE_CONTENT on the channel read routes: a bot whose application lacks the intent (its flags) reads
// other people's guild messages without content, embeds, attachments, components or poll, as the gateway
// sends them; its own messages, messages that mention it and its DMs stay whole.

const OTHER_BOT = '1250000000000000002';

/** The bot world, with the second app's bot (the Activity app's) holding the bot role too: it may attach files. */
function world() {
  const seed = botWorld();
  seed.guilds[0]!.members.push({ userId: OTHER_BOT, roles: [BOT_ROLE] });
  return seed;
}

/** The second app of the world, whose bot is in the guild too. */
function otherBot(h: Harness) {
  const app = h.emu.world.applications[1]!;
  expect(app.bot.id).toBe(OTHER_BOT);
  return app;
}

/** A message of the other app's bot with every kind of content: text, an embed, a button and a file. */
async function otherBotPosts(h: Harness): Promise<Json> {
  const form = new FormData();
  form.append(
    'payload_json',
    JSON.stringify({
      content: 'the launch code is 1234',
      embeds: [{ title: 'plans', description: 'secret' }],
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }] }],
    }),
  );
  form.append('files[0]', new Blob(['classified']), 'plans.txt');
  const res = await fetch(`${h.emu.apiBaseUrl}/channels/${GENERAL}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${otherBot(h).botToken}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return res.json();
}

const read = async (h: Harness, id: string) => {
  const one = await h.api('GET', `/channels/${GENERAL}/messages/${id}`);
  expect(one.status).toBe(200);
  const list = await h.api('GET', `/channels/${GENERAL}/messages`);
  return { one: one.body, listed: (list.body as Json[]).find((m) => m.id === id) };
};

describe('MESSAGE_CONTENT on GET /channels/{id}/messages and /messages/{id}', () => {
  it('without the intent: content, embeds, attachments and components empty, the rest kept', async () => {
    const h = await start({ seed: world() });
    const sent = await otherBotPosts(h);
    expect(sent.attachments).toHaveLength(1);
    const { one, listed } = await read(h, sent.id);
    const hidden = { ...sent, content: '', embeds: [], attachments: [], components: [] };
    expect(one).toEqual(hidden);
    expect(listed).toEqual(hidden);
    // The other bot reads its own message whole.
    const own = await h.api('GET', `/channels/${GENERAL}/messages/${sent.id}`, {
      auth: `Bot ${otherBot(h).botToken}`,
    });
    expect(own.body).toEqual(sent);
  });

  it.each([
    ['GATEWAY_MESSAGE_CONTENT', ApplicationFlags.GatewayMessageContent],
    ['GATEWAY_MESSAGE_CONTENT_LIMITED', ApplicationFlags.GatewayMessageContentLimited],
  ])('with %s in the flags: everything', async (_, flags) => {
    const h = await start({ seed: world() });
    expect((await h.admin('PATCH', `/applications/${h.app.id}`, { flags })).status).toBe(200);
    const sent = await otherBotPosts(h);
    const { one, listed } = await read(h, sent.id);
    expect(one).toEqual(sent);
    expect(listed).toEqual(sent);
  });

  it('a message that mentions the bot, and the bot’s own reply to a hidden one', async () => {
    const h = await start({ seed: world() });
    const written = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: `<@${BOT}> what are the plans?`,
    });
    expect((await read(h, written.body.id)).one.content).toBe(`<@${BOT}> what are the plans?`);
    const plain = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: 'just between us',
    });
    expect((await read(h, plain.body.id)).one.content).toBe('');
    const reply = await h.api('POST', `/channels/${GENERAL}/messages`, {
      body: { content: 'noted', message_reference: { message_id: plain.body.id } },
    });
    expect(reply.status).toBe(200);
    const { one, listed } = await read(h, reply.body.id);
    for (const seen of [one, listed]) {
      expect(seen.content).toBe('noted');
      expect(seen.referenced_message).toMatchObject({ id: plain.body.id, content: '' });
    }
  });

  it('in a DM with the bot: the content, without the intent', async () => {
    const h = await start({ seed: world() });
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: MEMBER } });
    const written = await h.admin('POST', '/messages', {
      channelId: dm.body.id,
      authorId: MEMBER,
      content: 'hi bot',
    });
    expect(written.status).toBe(201);
    const one = await h.api('GET', `/channels/${dm.body.id}/messages/${written.body.id}`);
    expect(one.body.content).toBe('hi bot');
    const list = await h.api('GET', `/channels/${dm.body.id}/messages`);
    expect(list.body.map((m: Json) => m.content)).toEqual(['hi bot']);
  });
});
