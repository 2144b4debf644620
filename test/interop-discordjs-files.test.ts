import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { REST } from '@slashkit/rest';
import { AttachmentBuilder, Client, Events } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { png } from './support/images.js';

// A bot written with discord.js 14 (not with slashkit), logged in to the emulator's gateway: it answers a
// slash command with `interaction.reply({ files })` — discord.js's own multipart through @discordjs/rest —
// and the emulator stores the files with the reply and serves them (service-facts "Files").

const MEMBER = '1250000000000000204';
const GENERAL = '1250000000000000402';

let emu: RunningEmulator | undefined;
let client: Client | undefined;
afterEach(async () => {
  await client?.destroy();
  await emu?.stop();
  client = undefined;
  emu = undefined;
});

describe('discord.js against the emulator', () => {
  it('interaction.reply({ files }) stores the files with the reply and the emulator serves them', async () => {
    emu = await startEmulator({ rateLimits: 'off' });
    const app = emu.world.application;
    await new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl }).commands.createGuildCommand(
      app.id,
      emu.world.guild.id,
      {
        name: 'chart',
        description: 'A chart',
      },
    );
    const image = png(12, 6);
    client = new Client({
      intents: [],
      // No guilds to wait for: ready as soon as the session is.
      waitGuildTimeout: 0,
      rest: { api: `${emu.url}/api` },
    });
    const replied = new Promise<unknown>((resolve, reject) => {
      client!.on(Events.InteractionCreate, async (interaction) => {
        if (!interaction.isChatInputCommand()) return;
        try {
          await interaction.reply({
            content: 'Here is the chart',
            embeds: [{ title: 'Chart', image: { url: 'attachment://chart.png' } }],
            files: [
              new AttachmentBuilder(Buffer.from(image), { name: 'chart.png', description: 'A small chart' }),
              { attachment: Buffer.from('a,b\n1,2\n'), name: 'data.csv' },
            ],
          });
          resolve(undefined);
        } catch (error) {
          reject(error);
        }
      });
    });
    const ready = new Promise<void>((resolve) => client!.once(Events.ClientReady, () => resolve()));
    await client.login(app.botToken);
    await ready;
    const run = await fetch(`${emu.url}/_emulator/interactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: MEMBER,
        guildId: emu.world.guild.id,
        channelId: GENERAL,
        name: 'chart',
      }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the admin API's answer is checked field by field.
    const outcome = (await run.json()) as any;
    await replied;
    expect(outcome).toMatchObject({ status: 'answered', delivery: 'gateway', respondedVia: 'callback' });
    const [message] = outcome.messages;
    expect(message.content).toBe('Here is the chart');
    expect(message.attachments).toMatchObject([
      {
        filename: 'chart.png',
        description: 'A small chart',
        content_type: 'image/png',
        width: 12,
        height: 6,
      },
      { filename: 'data.csv', size: 8 },
    ]);
    expect(message.embeds[0].image.url).toBe(message.attachments[0].url);
    const served = await fetch(message.attachments[0].url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(image))).toBe(true);
    expect(await (await fetch(message.attachments[1].url)).text()).toBe('a,b\n1,2\n');
  });
});
