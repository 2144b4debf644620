import { GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { connectTestClient, TestClientError } from '../src/testing/index.js';
import { botWorld, FORUM, GENERAL, MEMBER } from './bot-world.js';
import { start } from './harness.js';
import { connectBot, nextDispatch } from './support/bot-session.js';

// Users start threads through the test client (from a message, bare, as a forum post) and post in them, as
// a ticket bot's tests need: THREAD_CREATE, then MESSAGE_CREATE in the thread (after the starter message of
// a thread started from a message).

describe('test users start threads and post in them', () => {
  it('starts a thread from a message, posts in it, and reads it back', async () => {
    const h = await start({ seed: botWorld() });
    const client = await connectTestClient(h.emu.url);
    const member = client.user('member').in('general');
    const question = await member.say('my bot is down');
    const bot = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    const thread = await member.startThread('ticket-1', { message: question });
    expect(thread).toMatchObject({ id: question.id, name: 'ticket-1', parent_id: GENERAL, type: 11 });
    expect(await nextDispatch(bot, 'THREAD_CREATE')).toMatchObject({ id: question.id, owner_id: MEMBER });
    const inThread = member.inThread(thread);
    expect(inThread.place).toMatchObject({ kind: 'guild', channelId: thread.id, name: 'ticket-1' });
    // The thread opens with its starter message (type 21), pointing at the question.
    expect(await nextDispatch(bot, 'MESSAGE_CREATE')).toMatchObject({
      type: 21,
      channel_id: thread.id,
      message_reference: { message_id: question.id, channel_id: GENERAL },
    });
    const posted = await inThread.say('it says 401');
    expect(await nextDispatch(bot, 'MESSAGE_CREATE')).toMatchObject({ id: posted.id, channel_id: thread.id });
    expect((await inThread.messages()).map((m) => [m.type, m.content])).toEqual([
      [21, ''],
      [0, 'it says 401'],
    ]);
    bot.close();
    // A message starts one thread only: the service's 160004, as the test client's error.
    const again = await member.startThread('ticket-2', { message: question }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(TestClientError);
    expect((again as TestClientError).message).toMatch(/already been created/);
  });

  it('starts a private thread and a forum post with its first message; a DM has no threads', async () => {
    const h = await start({ seed: botWorld() });
    const client = await connectTestClient(h.emu.url);
    const member = client.user('member');
    const secret = await member.in('general').startThread('secret', { type: 12 });
    expect(secret).toMatchObject({ name: 'secret', type: 12, parent_id: GENERAL });
    const post = await member
      .in(FORUM)
      .startThread('How do I sync?', { content: 'syncCommands does nothing' });
    expect(post).toMatchObject({ name: 'How do I sync?', parent_id: FORUM, type: 11 });
    const first = await member.inThread(post).messages();
    expect(first.map((m) => [m.id, m.content])).toEqual([[post.id, 'syncCommands does nothing']]);
    expect(() => member.inDM().startThread('nope')).toThrow(TestClientError);
    expect(() => member.inDM().inThread(post.id)).toThrow(TestClientError);
  });
});
