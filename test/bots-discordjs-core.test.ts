import {
  type APIGuildChannel,
  ApplicationCommandOptionType,
  ButtonStyle,
  Client,
  ComponentType,
  GatewayDispatchEvents,
  type GatewayGuildCreateDispatchData,
  GatewayIntentBits,
  InteractionType,
  MessageFlags,
} from '@discordjs/core';
import { REST } from '@discordjs/rest';
import { CompressionMethod, WebSocketManager } from '@discordjs/ws';
import type { RunningEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GENERAL,
  GUILD,
  type Json,
  MEMBER,
  nextMessage,
  ScriptedUser,
  startBotEmulator,
} from './bots-support.js';

// A bot written with @discordjs/core over @discordjs/ws, as @discordjs/core's README writes one, with
// transport compression on (zlib-stream through node:zlib) and the REST `api` option pointed at the
// emulator; the gateway URL comes from GET /gateway/bot. A scripted user drives it through the admin API.

let emu: RunningEmulator;
let gateway: WebSocketManager;
/** The URLs the bot's sockets asked for, as the emulator's HTTP server saw them. */
const upgrades: string[] = [];
let guildCreate: GatewayGuildCreateDispatchData;
const errors: unknown[] = [];

beforeAll(async () => {
  emu = await startBotEmulator();
  emu.server.on('upgrade', (request: { url?: string }) => upgrades.push(request.url ?? ''));
  const token = emu.world.application.botToken;
  const rest = new REST({ version: '10', api: `${emu.url}/api` }).setToken(token);
  gateway = new WebSocketManager({
    token,
    intents: GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages | GatewayIntentBits.MessageContent,
    rest,
    compression: CompressionMethod.ZlibNative,
  });
  const client = new Client({ rest, gateway });

  await client.api.applicationCommands.bulkOverwriteGuildCommands(emu.world.application.id, GUILD, [
    { name: 'ping', description: 'Pong, with a button' },
    {
      name: 'echo',
      description: 'Says it back, after thinking',
      options: [
        { type: ApplicationCommandOptionType.String, name: 'text', description: 'What', required: true },
      ],
    },
  ]);

  client.on(GatewayDispatchEvents.InteractionCreate, async ({ data: interaction, api }) => {
    try {
      if (interaction.type === InteractionType.ApplicationCommand && interaction.data.name === 'ping') {
        await api.interactions.reply(interaction.id, interaction.token, {
          content: 'Pong!',
          components: [
            {
              type: ComponentType.ActionRow,
              components: [
                {
                  type: ComponentType.Button,
                  style: ButtonStyle.Success,
                  custom_id: 'again',
                  label: 'Again',
                },
              ],
            },
          ],
        });
      } else if (
        interaction.type === InteractionType.ApplicationCommand &&
        interaction.data.name === 'echo'
      ) {
        await api.interactions.defer(interaction.id, interaction.token, { flags: MessageFlags.Ephemeral });
        const option = 'options' in interaction.data ? interaction.data.options?.[0] : undefined;
        const text = option && 'value' in option ? String(option.value) : '';
        await api.interactions.editReply(interaction.application_id, interaction.token, {
          content: `🔁 ${text}`,
        });
      } else if (
        interaction.type === InteractionType.MessageComponent &&
        interaction.data.custom_id === 'again'
      ) {
        await api.interactions.updateMessage(interaction.id, interaction.token, {
          content: 'Pong again!',
          components: [],
        });
      }
    } catch (error) {
      errors.push(error);
    }
  });
  client.on(GatewayDispatchEvents.MessageCreate, async ({ data: message, api }) => {
    if (message.author.bot || message.content !== '!hello') return;
    try {
      await api.channels.createMessage(message.channel_id, {
        content: `Hello, ${message.author.username}!`,
        message_reference: { message_id: message.id },
      });
    } catch (error) {
      errors.push(error);
    }
  });
  const arrived = new Promise<void>((resolve) =>
    client.once(GatewayDispatchEvents.GuildCreate, ({ data }) => {
      guildCreate = data;
      resolve();
    }),
  );
  await gateway.connect();
  await arrived;
});

afterAll(async () => {
  await gateway?.destroy();
  await emu?.stop();
});

describe('a @discordjs/core bot over @discordjs/ws with zlib-stream compression', () => {
  it('connects with compress=zlib-stream and receives its guild with channels and their positions', () => {
    expect(upgrades).toEqual([
      expect.stringMatching(/^\/gateway\/?\?v=10&encoding=json&compress=zlib-stream$/),
    ]);
    expect(guildCreate).toMatchObject({ id: GUILD, unavailable: false });
    const general = guildCreate.channels.find((c) => c.id === GENERAL) as APIGuildChannel<never> | undefined;
    expect(general).toMatchObject({
      name: 'general',
      position: expect.any(Number),
      permission_overwrites: [],
    });
  });

  it('answers a command with a button, and updates the message on the click', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const pinged = await user.run('ping');
    expect(pinged).toMatchObject({ delivery: 'gateway', status: 'answered' });
    const clicked = await user.click(pinged.messages[0].id, 'again');
    expect(clicked).toMatchObject({ responseType: 7 });
    expect((await user.sees()).map((m: Json) => [m.content, m.components])).toEqual([['Pong again!', []]]);
    expect(errors).toEqual([]);
  });

  it('defers, then edits the reply', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const edited = nextMessageEdit(emu);
    const echoed = await user.run('echo', { text: 'compressed' });
    expect(echoed).toMatchObject({ status: 'answered', responseType: 5 });
    await edited;
    const seen = await user.sees();
    expect(seen.at(-1)).toMatchObject({ content: '🔁 compressed', flags: MessageFlags.Ephemeral });
    expect(errors).toEqual([]);
  });

  it('replies to a message it read from MESSAGE_CREATE', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const replied = nextMessage(emu, (content) => content.startsWith('Hello,'));
    const written = await user.write('!hello');
    await replied;
    expect((await user.sees()).at(-1)).toMatchObject({
      content: 'Hello, member!',
      type: 19,
      message_reference: { message_id: written.id },
      author: { id: emu.world.application.bot.id },
    });
    expect(errors).toEqual([]);
  });
});

/** Resolves on the next MESSAGE_UPDATE of the emulator (a deferred reply being edited). */
function nextMessageEdit(emu: RunningEmulator): Promise<void> {
  return new Promise((resolve) => {
    const off = emu.context.events.subscribe((event) => {
      if (event.type === 'MESSAGE_UPDATE') {
        off();
        resolve();
      }
    });
  });
}
