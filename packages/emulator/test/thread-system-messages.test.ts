import { ChannelType, GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GENERAL, GUILD, MEMBER } from './bot-world.js';
import { start } from './harness.js';
import { connectBot, nextDispatch } from './support/bot-session.js';

// The THREAD_CREATED notice (type 18) a public thread started without a message leaves in its text
// channel, as Discord's threads topic describes the new message types.

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
});
