import type { RunningEmulator } from '@slashkit/emulator';
import { ApplicationCommandTypes, Client, ComponentTypes, InteractionTypes, type Message } from 'oceanic.js';
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

// An Oceanic.js bot written as Oceanic's README and guide write one (a Client with intents, `ready`,
// `interactionCreate` and `messageCreate` listeners, commands set from `ready`), pointed at the emulator by
// its REST `baseURL` alone: the gateway URL comes from GET /gateway/bot. Oceanic resolves
// `interaction.guild` and `interaction.channel` from its cache (it throws UncachedError without
// GUILD_CREATE). A scripted user drives it through the admin API.

let emu: RunningEmulator;
let client: Client;
let atReady: Json;
const errors: unknown[] = [];

beforeAll(async () => {
  emu = await startBotEmulator();
  client = new Client({
    auth: `Bot ${emu.world.application.botToken}`,
    gateway: { intents: ['GUILDS', 'GUILD_MESSAGES', 'MESSAGE_CONTENT'] },
    rest: { baseURL: emu.apiBaseUrl },
  });
  client.on('error', (error) => errors.push(error));
  client.on('interactionCreate', async (interaction) => {
    try {
      if (interaction.type === InteractionTypes.APPLICATION_COMMAND && interaction.data.name === 'where') {
        // Both come from the cache GUILD_CREATE filled.
        const guild = interaction.guild;
        const channel = interaction.channel;
        const where = channel && 'name' in channel ? channel.name : 'a DM';
        await interaction.createMessage({
          content: `You are in #${where} of ${guild?.name}. Pick a colour:`,
          components: [
            {
              type: ComponentTypes.ACTION_ROW,
              components: [
                {
                  type: ComponentTypes.STRING_SELECT,
                  customID: 'colour',
                  options: [
                    { label: 'Red', value: 'red' },
                    { label: 'Blue', value: 'blue' },
                  ],
                },
              ],
            },
          ],
        });
      } else if (
        interaction.type === InteractionTypes.MESSAGE_COMPONENT &&
        interaction.data.customID === 'colour'
      ) {
        const [colour] = 'values' in interaction.data ? interaction.data.values.getStrings() : [];
        await interaction.editParent({
          content: `${interaction.user.username} picked ${colour}.`,
          components: [],
        });
      }
    } catch (error) {
      errors.push(error);
    }
  });
  client.on('messageCreate', async (message: Message) => {
    if (message.author.bot || message.content !== '!ping') return;
    try {
      await client.rest.channels.createMessage(message.channelID, { content: 'Pong!' });
    } catch (error) {
      errors.push(error);
    }
  });
  const ready = new Promise<void>((resolve) =>
    client.once('ready', async () => {
      const guild = client.guilds.get(GUILD);
      const general = guild?.channels.get(GENERAL);
      atReady = {
        name: guild?.name,
        general: general && { name: general.name, position: general.position, parentID: general.parentID },
        me: guild?.clientMember.id,
        user: { id: client.user.id, avatar: client.user.avatar },
      };
      await client.application.bulkEditGuildCommands(GUILD, [
        { type: ApplicationCommandTypes.CHAT_INPUT, name: 'where', description: 'Where am I?' },
      ]);
      resolve();
    }),
  );
  await client.connect();
  await ready;
});

afterAll(async () => {
  client?.disconnect(false);
  await emu?.stop();
});

describe('an Oceanic.js bot on the emulator', () => {
  it('is ready with its guild, its channels and its own member cached', () => {
    expect(atReady).toEqual({
      name: 'Slashkit Test Guild',
      general: { name: 'general', position: expect.any(Number), parentID: '1250000000000000401' },
      me: emu.world.application.bot.id,
      user: { id: emu.world.application.bot.id, avatar: null },
    });
  });

  it('reads interaction.guild and interaction.channel, answers with a select and edits on the choice', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const asked = await user.run('where');
    expect(asked).toMatchObject({ delivery: 'gateway', status: 'answered' });
    expect(asked.messages[0].content).toBe('You are in #general of Slashkit Test Guild. Pick a colour:');
    const picked = await user.click(asked.messages[0].id, 'colour', ['blue']);
    expect(picked).toMatchObject({ responseType: 7 });
    expect((await user.sees()).map((m: Json) => [m.content, m.components])).toEqual([
      ['member picked blue.', []],
    ]);
    expect(errors).toEqual([]);
  });

  it('answers a message it read from messageCreate', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const answered = nextMessage(emu, (content) => content === 'Pong!');
    await user.write('!ping');
    await answered;
    expect((await user.sees()).slice(-2).map((m: Json) => [m.author.id, m.content])).toEqual([
      [MEMBER, '!ping'],
      [emu.world.application.bot.id, 'Pong!'],
    ]);
    expect(errors).toEqual([]);
  });
});
