import { ChannelType, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GENERAL, GUILD, MEMBER } from './bot-world.js';
import { start } from './harness.js';
import { connectBot, nextDispatch, nextEvents } from './support/bot-session.js';

// The THREAD_CREATED notice (type 18) a public thread started without a message leaves in its text
// channel, and the THREAD_STARTER_MESSAGE (type 21) that opens a thread started from a message, as
// Discord's threads topic and message reference docs describe the new message types.

describe('thread system messages', () => {
  it('posts THREAD_CREATED in the parent for a public thread started without a message', async () => {
    const h = await start({ seed: botWorld() });
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    const res = await h.api('POST', `/channels/${GENERAL}/threads`, {
      body: { name: 'planning', type: ChannelType.PublicThread },
    });
    expect(res.status).toBe(201);
    const notice = await nextDispatch(client, 'MESSAGE_CREATE');
    expect(notice).toMatchObject({
      type: 18,
      channel_id: GENERAL,
      guild_id: GUILD,
      content: 'planning',
      author: { id: BOT },
      message_reference: { channel_id: res.body.id, guild_id: GUILD },
    });
    const newest = (await h.api('GET', `/channels/${GENERAL}/messages?limit=1`)).body[0];
    expect(newest.id).toBe(notice.id);
    // The thread itself holds no message.
    expect((await h.api('GET', `/channels/${res.body.id}`)).body.message_count).toBe(0);
    client.close();
  });

  it('posts none for a private thread, and a user’s notice is theirs', async () => {
    const h = await start({ seed: botWorld() });
    const before = (await h.api('GET', `/channels/${GENERAL}/messages?limit=1`)).body;
    const secret = await h.api('POST', `/channels/${GENERAL}/threads`, {
      body: { name: 'secret', type: ChannelType.PrivateThread },
    });
    expect(secret.status).toBe(201);
    expect((await h.api('GET', `/channels/${GENERAL}/messages?limit=1`)).body).toEqual(before);
    const started = await h.admin('POST', `/channels/${GENERAL}/threads`, {
      userId: MEMBER,
      name: 'help',
      type: ChannelType.PublicThread,
    });
    expect(started.status).toBe(201);
    const newest = (await h.api('GET', `/channels/${GENERAL}/messages?limit=1`)).body[0];
    // A user's message reaches a bot without the Message Content intent with its content empty.
    expect(newest).toMatchObject({ type: 18, content: '', author: { id: MEMBER } });
  });

  it('opens a thread started from a message with its THREAD_STARTER_MESSAGE, which cannot be deleted', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageMessages) });
    const said = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: 'can someone help?',
    });
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    const res = await h.api('POST', `/channels/${GENERAL}/messages/${said.body.id}/threads`, {
      body: { name: 'help' },
    });
    expect(res.status).toBe(201);
    expect((await nextEvents(client, 3)).map(([t, d]) => [t, d.channel_id ?? d.parent_id])).toEqual([
      ['THREAD_CREATE', GENERAL],
      ['MESSAGE_UPDATE', GENERAL],
      ['MESSAGE_CREATE', said.body.id],
    ]);
    const thread = said.body.id;
    const [first] = (await h.api('GET', `/channels/${thread}/messages`)).body;
    expect(first).toMatchObject({
      type: 21,
      channel_id: thread,
      content: '',
      embeds: [],
      attachments: [],
      author: { id: MEMBER },
      message_reference: { message_id: said.body.id, channel_id: GENERAL, guild_id: GUILD },
      referenced_message: { id: said.body.id, channel_id: GENERAL, author: { id: MEMBER } },
    });
    const one = await h.api('GET', `/channels/${thread}/messages/${first.id}`);
    expect(one.body.referenced_message).toMatchObject({ id: said.body.id, flags: 1 << 5 });
    // It is the thread's first message, not one of its messages; the channel's newest is still the starter.
    expect((await h.api('GET', `/channels/${thread}`)).body).toMatchObject({
      message_count: 0,
      total_message_sent: 0,
      last_message_id: first.id,
    });
    expect((await h.api('GET', `/channels/${GENERAL}/messages?limit=1`)).body[0].id).toBe(said.body.id);
    // Not deletable (the docs' table), by the bot or by a user; it stays.
    expect(await h.api('DELETE', `/channels/${thread}/messages/${first.id}`)).toMatchObject({
      status: 400,
      body: { code: 50021 },
    });
    expect(await h.admin('POST', `/messages/${first.id}/delete`, { userId: MEMBER })).toMatchObject({
      status: 400,
      body: { code: 50021 },
    });
    expect((await h.api('GET', `/channels/${thread}/messages/${first.id}`)).status).toBe(200);
    // Once the starter message is deleted, the reference reads null.
    expect((await h.api('DELETE', `/channels/${GENERAL}/messages/${said.body.id}`)).status).toBe(204);
    const orphan = await h.api('GET', `/channels/${thread}/messages/${first.id}`);
    expect(orphan.body.referenced_message).toBeNull();
    client.close();
  });

  it('opens a thread a user starts from a message with it too; a thread without a message has none', async () => {
    const h = await start({ seed: botWorld() });
    const said = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: 'thread me',
    });
    const started = await h.admin('POST', `/channels/${GENERAL}/threads`, {
      userId: MEMBER,
      name: 'mine',
      messageId: said.body.id,
    });
    expect(started.status).toBe(201);
    const messages = (await h.api('GET', `/channels/${said.body.id}/messages`)).body;
    expect(messages).toMatchObject([
      { type: 21, author: { id: MEMBER }, message_reference: { message_id: said.body.id } },
    ]);
    const plain = await h.api('POST', `/channels/${GENERAL}/threads`, {
      body: { name: 'plain', type: ChannelType.PublicThread },
    });
    expect((await h.api('GET', `/channels/${plain.body.id}/messages`)).body).toEqual([]);
  });
});
