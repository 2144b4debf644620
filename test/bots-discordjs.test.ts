import type { RunningEmulator } from '@slashkit/emulator';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ChatInputCommandInteraction,
  Client,
  Events,
  GatewayIntentBits,
  type GuildTextBasedChannel,
  MessageFlags,
  ModalBuilder,
  REST,
  Routes,
  SlashCommandBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
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

// A discord.js v14 bot written as discord.js's guide writes one (a Client with intents, commands deployed
// with REST, an InteractionCreate listener), pointed at the emulator by its REST `api` option alone: the
// gateway URL comes from GET /gateway/bot. A scripted user drives it through the admin API, and each test
// checks what the user sees in the channel.

const commands = [
  new SlashCommandBuilder().setName('ping').setDescription('Replies with Pong and a feedback button'),
  new SlashCommandBuilder().setName('announce').setDescription('Posts an announcement in this channel'),
  new SlashCommandBuilder()
    .setName('whois')
    .setDescription('Tells who a member is')
    .addUserOption((o) => o.setName('member').setDescription('Who').setRequired(true)),
  new SlashCommandBuilder()
    .setName('find')
    .setDescription('Finds members by name')
    .addStringOption((o) => o.setName('name').setDescription('The start of a name').setRequired(true)),
  new SlashCommandBuilder().setName('dm').setDescription('Sends you a DM'),
  new SlashCommandBuilder().setName('quiz').setDescription('Asks a question and waits for your answer'),
];

async function onCommand(interaction: ChatInputCommandInteraction): Promise<void> {
  switch (interaction.commandName) {
    case 'ping': {
      const button = new ButtonBuilder()
        .setCustomId('feedback')
        .setLabel('Give feedback')
        .setStyle(ButtonStyle.Primary);
      const row = new ActionRowBuilder<ButtonBuilder>().addComponents(button);
      await interaction.reply({ content: 'Pong!', components: [row] });
      return;
    }
    case 'announce':
      await interaction.reply({ content: 'Posting it.', flags: MessageFlags.Ephemeral });
      // The channel comes from the cache GUILD_CREATE filled: null here would throw.
      await (interaction.channel as GuildTextBasedChannel).send('📣 The emulator speaks discord.js');
      return;
    case 'whois': {
      const user = interaction.options.getUser('member', true);
      const member = await interaction.guild!.members.fetch(user.id);
      await interaction.reply(
        `${member.displayName} joined on ${member.joinedAt?.toISOString().slice(0, 10)}`,
      );
      return;
    }
    case 'find': {
      // A query goes over the gateway (Request Guild Members) and comes back as GUILD_MEMBERS_CHUNK.
      const query = interaction.options.getString('name', true);
      const found = await interaction.guild!.members.fetch({ query, limit: 5 });
      await interaction.reply(`Found: ${found.map((m) => m.user.username).join(', ') || 'nobody'}`);
      return;
    }
    case 'dm':
      await interaction.user.send(`Hello ${interaction.user.username}, this is a DM.`);
      await interaction.reply({ content: 'Check your DMs.', flags: MessageFlags.Ephemeral });
      return;
    case 'quiz': {
      await interaction.reply('What is 6 × 7?');
      const channel = interaction.channel as GuildTextBasedChannel;
      // The guide's message collector: the first answer of the user who asked, within 20 s.
      const collector = channel.createMessageCollector({
        filter: (m) => m.author.id === interaction.user.id,
        max: 1,
        time: 20_000,
      });
      collector.on('collect', (answer) => {
        const verdict = answer.content.trim() === '42' ? `Correct, ${answer.author.username}!` : 'Nope.';
        interaction.followUp(verdict).catch((error: unknown) => errors.push(error));
      });
      return;
    }
  }
}

let emu: RunningEmulator;
let client: Client;
/** The gateway packets discord.js received before `ready`, and what its caches held when `ready` fired. */
const beforeReady: string[] = [];
let atReady: Json;
const errors: unknown[] = [];

beforeAll(async () => {
  emu = await startBotEmulator();
  const token = emu.world.application.botToken;
  const api = `${emu.url}/api`;

  // deploy-commands.js, as the guide has it.
  const rest = new REST({ api }).setToken(token);
  await rest.put(Routes.applicationGuildCommands(emu.world.application.id, GUILD), {
    body: commands.map((c) => c.toJSON()),
  });

  client = new Client({
    intents: [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMessages,
      GatewayIntentBits.MessageContent,
      GatewayIntentBits.DirectMessages,
    ],
    rest: { api },
  });
  client.on(Events.Raw, (packet: { t: string | null }) => {
    if (atReady === undefined && packet.t) beforeReady.push(packet.t);
  });
  client.on(Events.Error, (error) => errors.push(error));
  client.on(Events.InteractionCreate, async (interaction) => {
    try {
      if (interaction.isChatInputCommand()) await onCommand(interaction);
      else if (interaction.isButton() && interaction.customId === 'feedback') {
        const input = new TextInputBuilder()
          .setCustomId('feedbackInput')
          .setLabel('What do you think?')
          .setStyle(TextInputStyle.Paragraph);
        const modal = new ModalBuilder()
          .setCustomId('feedbackModal')
          .setTitle('Feedback')
          .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
        await interaction.showModal(modal);
      } else if (interaction.isModalSubmit() && interaction.customId === 'feedbackModal') {
        await interaction.reply(
          `Thanks for your feedback: ${interaction.fields.getTextInputValue('feedbackInput')}`,
        );
      }
    } catch (error) {
      errors.push(error);
    }
  });
  const ready = new Promise<void>((resolve) =>
    client.once(Events.ClientReady, (c) => {
      const guild = c.guilds.cache.get(GUILD);
      atReady = {
        available: guild?.available,
        name: guild?.name,
        general: c.channels.cache.get(GENERAL)?.toJSON(),
        channels: guild?.channels.cache.size,
        me: guild?.members.me?.id,
      };
      resolve();
    }),
  );
  await client.login(token);
  await ready;
});

afterAll(async () => {
  await client?.destroy();
  await emu?.stop();
});

describe('a discord.js v14 bot on the emulator', () => {
  it('is ready once its guild arrived, with the guild, its channels and its own member cached', () => {
    // discord.js emits ready after the GUILD_CREATE of every guild READY listed (not after a 15 s timeout).
    expect(beforeReady.slice(0, 2)).toEqual(['READY', 'GUILD_CREATE']);
    expect(atReady).toMatchObject({
      available: true,
      name: 'Slashkit Test Guild',
      general: { id: GENERAL, name: 'general', guildId: GUILD, parentId: '1250000000000000401' },
      me: emu.world.application.bot.id,
    });
    expect(atReady.channels).toBeGreaterThanOrEqual(8);
  });

  it('answers a slash command with a button, opens a modal on the click and thanks for its content', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const pinged = await user.run('ping');
    expect(pinged).toMatchObject({ delivery: 'gateway', status: 'answered' });
    const pong = pinged.messages[0];
    const clicked = await user.click(pong.id, 'feedback');
    expect(clicked).toMatchObject({ responseType: 9 });
    const submitted = await user.submitModal({ feedbackInput: 'It just works.' });
    expect(submitted).toMatchObject({ status: 'answered', responseType: 4 });
    const seen = (await user.sees()).map((m: Json) => m.content);
    expect(seen).toEqual(['Pong!', 'Thanks for your feedback: It just works.']);
    expect((await user.sees())[0].components[0].components[0]).toMatchObject({ custom_id: 'feedback' });
    expect(errors).toEqual([]);
  });

  it('posts in the channel of the interaction with interaction.channel.send()', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const posted = nextMessage(emu, (content) => content.startsWith('📣'));
    await user.run('announce');
    await posted;
    expect((await user.sees()).at(-1)).toMatchObject({
      content: '📣 The emulator speaks discord.js',
      author: { id: emu.world.application.bot.id },
    });
    expect(errors).toEqual([]);
  });

  it('fetches a member with guild.members.fetch(id)', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const answered = await user.run('whois', { member: '1250000000000000205' });
    expect(answered.messages[0].content).toBe('fresh joined on 2024-06-01');
    expect(errors).toEqual([]);
  });

  it('finds members by name with guild.members.fetch({ query }) over the gateway', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const answered = await user.run('find', { name: 'mod' });
    expect(answered.messages[0].content).toBe('Found: moderator');
    expect(errors).toEqual([]);
  });

  it('sends the user a DM', async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const sent = nextMessage(emu, (content) => content.includes('this is a DM'));
    await user.run('dm');
    await sent;
    const dm = await user.seesDm();
    expect(dm.messages.map((m: Json) => m.content)).toContain('Hello member, this is a DM.');
    expect(errors).toEqual([]);
  });

  it("collects the user's answer with a message collector", async () => {
    const user = new ScriptedUser(emu, MEMBER);
    const verdict = nextMessage(emu, (content) => content.startsWith('Correct'));
    await user.run('quiz');
    await user.write('42');
    await verdict;
    const seen = (await user.sees()).map((m: Json) => m.content);
    expect(seen.slice(-3)).toEqual(['What is 6 × 7?', '42', 'Correct, member!']);
    expect(errors).toEqual([]);
  });
});
