import { Client, GatewayDispatchEvents, GatewayIntentBits } from '@discordjs/core';
import { REST } from '@discordjs/rest';
import { WebSocketManager } from '@discordjs/ws';
import type { RunningEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BASE64, startExpressionsEmulator } from './bots-expressions-support.js';
import { admin, GENERAL, GUILD, MEMBER, nextMessage, ScriptedUser } from './bots-support.js';

// Three bots of our own written with @discordjs/core, in the style of its README, sharing one gateway
// client: a logger that posts through a channel webhook (made on first use, executed with a username
// override, its message edited), an expressions bot that makes and renames an emoji and uploads a sticker
// (and reports GUILD_EMOJIS_UPDATE), and an events bot that schedules an external event and starts it (and
// announces who is interested). Members drive them by writing in #general; interest is marked through the
// admin API.

let emu: RunningEmulator;
let gateway: WebSocketManager;
let botId = '';

beforeAll(async () => {
  emu = await startExpressionsEmulator();
  botId = emu.world.application.bot.id;
  const token = emu.world.application.botToken;
  const rest = new REST({ version: '10', api: `${emu.url}/api` }).setToken(token);
  gateway = new WebSocketManager({
    token,
    intents:
      GatewayIntentBits.Guilds |
      GatewayIntentBits.GuildMessages |
      GatewayIntentBits.MessageContent |
      GatewayIntentBits.GuildExpressions |
      GatewayIntentBits.GuildScheduledEvents,
    rest,
  });
  const client = new Client({ rest, gateway });
  let hook: { id: string; token: string } | undefined;

  client.on(GatewayDispatchEvents.MessageCreate, async ({ data: message, api }) => {
    if (message.author.id === botId || message.webhook_id || !message.guild_id) return;
    const [command, ...words] = message.content.split(' ');
    const text = words.join(' ');
    if (command === '!log') {
      if (!hook) {
        const made = await api.channels.createWebhook(message.channel_id, { name: 'Logger' });
        hook = { id: made.id, token: made.token! };
      }
      const logged = await api.webhooks.execute(hook.id, hook.token, {
        content: `log: ${text}`,
        username: 'Audit',
        wait: true,
      });
      await api.webhooks.editMessage(hook.id, hook.token, logged.id, {
        content: `log: ${text} (by <@${message.author.id}>)`,
      });
    }
    if (command === '!emoji') {
      const emoji = await api.guilds.createEmoji(message.guild_id, {
        name: text,
        image: `data:image/png;base64,${PNG_BASE64}`,
      });
      const renamed = await api.guilds.editEmoji(message.guild_id, emoji.id!, { name: `${text}_v2` });
      const sticker = await api.guilds.createSticker(message.guild_id, {
        name: text,
        tags: 'wave',
        description: `The ${text} sticker`,
        file: { data: Buffer.from(PNG_BASE64, 'base64'), name: 'sticker.png', contentType: 'image/png' },
      });
      await api.channels.createMessage(message.channel_id, {
        content: `made <:${renamed.name}:${renamed.id}> and sticker ${sticker.id}`,
        sticker_ids: [sticker.id],
      });
    }
    if (command === '!event') {
      const event = await api.guilds.createScheduledEvent(message.guild_id, {
        name: text,
        privacy_level: 2,
        entity_type: 3,
        entity_metadata: { location: 'The park' },
        scheduled_start_time: new Date(Date.now() + 3_600_000).toISOString(),
        scheduled_end_time: new Date(Date.now() + 7_200_000).toISOString(),
      });
      await api.channels.createMessage(message.channel_id, { content: `scheduled ${event.id}` });
    }
    if (command === '!start') {
      const started = await api.guilds.editScheduledEvent(message.guild_id, text, { status: 2 });
      await api.channels.createMessage(message.channel_id, {
        content: `started ${started.name} (${started.status})`,
      });
    }
  });
  client.on(GatewayDispatchEvents.GuildEmojisUpdate, async ({ data, api }) => {
    await api.channels.createMessage(GENERAL, {
      content: `emojis: ${data.emojis.map((e) => e.name).join(',')}`,
    });
  });
  client.on(GatewayDispatchEvents.GuildScheduledEventUserAdd, async ({ data, api }) => {
    await api.channels.createMessage(GENERAL, { content: `interested: <@${data.user_id}>` });
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

describe('@discordjs/core bots of webhooks, expressions and events', () => {
  it('logs through a channel webhook, under another name, and edits what it logged', async () => {
    const logged = nextMessage(emu, (c) => c.startsWith('log: deploy'));
    const edited = new Promise<void>((resolve) => {
      const off = emu.context.events.subscribe((event) => {
        if (event.type === 'MESSAGE_UPDATE') {
          off();
          resolve();
        }
      });
    });
    await new ScriptedUser(emu, MEMBER).write('!log deploy');
    const message = await logged;
    await edited;
    const stored = emu.context.state.messages.get(message.id)!;
    expect(stored.content).toBe(`log: deploy (by <@${MEMBER}>)`);
    const res = await fetch(`${emu.apiBaseUrl}/channels/${GENERAL}/messages/${message.id}`, {
      headers: { authorization: `Bot ${emu.world.application.botToken}` },
    });
    const wire = (await res.json()) as { webhook_id?: string; author: { username: string; bot?: boolean } };
    expect(wire.webhook_id).toBeDefined();
    expect(wire.author).toMatchObject({ username: 'Audit', bot: true });
  });

  it('makes and renames an emoji, uploads a sticker, and hears GUILD_EMOJIS_UPDATE', async () => {
    const made = nextMessage(emu, (c) => c.startsWith('made '));
    const heard = nextMessage(emu, (c) => c === 'emojis: wave_v2');
    await new ScriptedUser(emu, MEMBER).write('!emoji wave');
    const message = await made;
    await heard;
    expect(message.content).toMatch(/^made <:wave_v2:\d+> and sticker \d+$/);
    const guild = await fetch(`${emu.apiBaseUrl}/guilds/${GUILD}`, {
      headers: { authorization: `Bot ${emu.world.application.botToken}` },
    });
    const body = (await guild.json()) as {
      emojis: { name: string }[];
      stickers: { name: string; description: string }[];
    };
    expect(body.emojis.map((e) => e.name)).toEqual(['wave_v2']);
    expect(body.stickers).toEqual([
      expect.objectContaining({ name: 'wave', description: 'The wave sticker' }),
    ]);
  });

  it('schedules an external event, starts it, and announces who is interested', async () => {
    const scheduled = nextMessage(emu, (c) => c.startsWith('scheduled '));
    await new ScriptedUser(emu, MEMBER).write('!event Launch');
    const id = (await scheduled).content.split(' ')[1];
    const interested = nextMessage(emu, (c) => c.startsWith('interested:'));
    expect(
      (await admin(emu, 'POST', `/guilds/${GUILD}/scheduled-events/${id}/users`, { userId: MEMBER })).status,
    ).toBe(204);
    expect((await interested).content).toBe(`interested: <@${MEMBER}>`);
    const started = nextMessage(emu, (c) => c.startsWith('started '));
    await new ScriptedUser(emu, MEMBER).write(`!start ${id}`);
    expect((await started).content).toBe('started Launch (2)');
    expect(emu.context.state.scheduledEvents.get(id!)?.event.status).toBe(2);
  });
});
