import { Client, GatewayDispatchEvents, GatewayIntentBits } from '@discordjs/core';
import { REST } from '@discordjs/rest';
import { WebSocketManager } from '@discordjs/ws';
import type { RunningEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  GENERAL,
  MEMBER,
  NEWBIE,
  nextMessage,
  ScriptedUser,
  startBotEmulator,
} from './bots-support.js';

// A bot of our own written with @discordjs/core, in the style of its README: a logger of edited and
// deleted messages, and a poll it posts on `!poll`, whose votes it announces. Users edit, delete and vote
// through the admin API.

let emu: RunningEmulator;
let gateway: WebSocketManager;
let botId = '';

beforeAll(async () => {
  emu = await startBotEmulator();
  botId = emu.world.application.bot.id;
  const token = emu.world.application.botToken;
  const rest = new REST({ version: '10', api: `${emu.url}/api` }).setToken(token);
  gateway = new WebSocketManager({
    token,
    intents:
      GatewayIntentBits.Guilds |
      GatewayIntentBits.GuildMessages |
      GatewayIntentBits.MessageContent |
      GatewayIntentBits.GuildMessagePolls,
    rest,
  });
  const client = new Client({ rest, gateway });

  client.on(GatewayDispatchEvents.MessageCreate, async ({ data: message, api }) => {
    if (message.author.id === botId) return;
    if (message.content === '!poll')
      await api.channels.createMessage(message.channel_id, {
        poll: {
          question: { text: 'Tea or coffee?' },
          answers: [{ poll_media: { text: 'Tea' } }, { poll_media: { text: 'Coffee' } }],
          duration: 1,
          allow_multiselect: false,
        },
      });
  });
  client.on(GatewayDispatchEvents.MessageUpdate, async ({ data: message, api }) => {
    if (message.author?.id === botId || message.content === undefined) return;
    await api.channels.createMessage(message.channel_id, { content: `edited: ${message.content}` });
  });
  client.on(GatewayDispatchEvents.MessageDelete, async ({ data, api }) => {
    await api.channels.createMessage(data.channel_id, { content: `deleted: ${data.id}` });
  });
  client.on(GatewayDispatchEvents.MessagePollVoteAdd, async ({ data, api }) => {
    await api.channels.createMessage(data.channel_id, {
      content: `vote: <@${data.user_id}> ${data.answer_id}`,
    });
  });
  const ready = new Promise<void>((resolve) =>
    client.once(GatewayDispatchEvents.GuildCreate, () => resolve()),
  );
  await gateway.connect();
  await ready;
});

afterAll(async () => {
  await gateway?.destroy();
  await emu?.stop();
});

describe('a @discordjs/core bot that logs edits and deletions and runs polls', () => {
  it('logs a member editing and deleting their message', async () => {
    const member = new ScriptedUser(emu, MEMBER);
    const written = await member.write('first draft');
    const edited = nextMessage(emu, (c) => c.startsWith('edited:'));
    expect(
      (await admin(emu, 'PATCH', `/messages/${written.id}`, { userId: MEMBER, content: 'final' })).status,
    ).toBe(200);
    expect((await edited).content).toBe('edited: final');
    const deleted = nextMessage(emu, (c) => c.startsWith('deleted:'));
    expect((await admin(emu, 'POST', `/messages/${written.id}/delete`, { userId: MEMBER })).status).toBe(204);
    expect((await deleted).content).toBe(`deleted: ${written.id}`);
  });

  it('posts a poll on request and announces each vote', async () => {
    const posted = new Promise<{ id: string }>((resolve) => {
      const off = emu.context.events.subscribe((event) => {
        const message = emu.context.state.messages.get((event.data as { id: string }).id);
        if (event.type === 'MESSAGE_CREATE' && message?.poll) {
          off();
          resolve(message);
        }
      });
    });
    await new ScriptedUser(emu, NEWBIE).write('!poll');
    const poll = await posted;
    const announced = nextMessage(emu, (c) => c.startsWith('vote:'));
    const vote = await admin(emu, 'POST', '/polls/votes', {
      userId: MEMBER,
      messageId: poll.id,
      answerIds: [2],
    });
    expect(vote.status).toBe(200);
    expect((await announced).content).toBe(`vote: <@${MEMBER}> 2`);
    const voters = await fetch(`${emu.apiBaseUrl}/channels/${GENERAL}/polls/${poll.id}/answers/2`, {
      headers: { authorization: `Bot ${emu.world.application.botToken}` },
    });
    expect(((await voters.json()) as { users: { id: string }[] }).users.map((u) => u.id)).toEqual([MEMBER]);
  });
});
