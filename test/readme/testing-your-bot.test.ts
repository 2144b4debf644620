// This file is the emulator README's "Testing your bot" example (test/emulator-readme.test.ts keeps the
// two identical; test/packaging/first-hour.test.ts type-checks and runs it in a fresh project).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SlashCommandBuilder } from '@slashkit/builders';
import { startEmulator } from '@slashkit/emulator';
import { assertAnswered, assertRefused, connectTestClient } from '@slashkit/emulator/testing';
import { command, createInteractionHandler } from '@slashkit/interactions';
import { createInteractionServer } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, expect, it } from 'vitest';

// The bot under test. In your project, import your own commands and handler instead.
const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll a die')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2));
const report = new SlashCommandBuilder().setName('report').setDescription('The weekly report');
const announce = new SlashCommandBuilder()
  .setName('announce')
  .setDescription('Post an announcement')
  .setDefaultMemberPermissions(1n << 5n) // Manage Server
  .addStringOption((o) => o.setName('text').setDescription('What to announce').setRequired(true));
const commands = [roll, report, announce];

const createBot = (publicKey: string, apiBaseUrl: string) =>
  createInteractionHandler({
    publicKey,
    restOptions: { baseUrl: apiBaseUrl }, // edits and follow-ups go to the emulator too
    commands: [
      command(roll, (ctx) => ctx.reply(`🎲 ${1 + Math.floor(Math.random() * ctx.options.sides)}`)),
      command(report, async (ctx) => {
        await ctx.defer();
        await ctx.editReply('📊 Week 47: 12 new members, 340 messages');
        await ctx.followUp('📎 The full report was sent to your inbox.');
      }),
      command(announce, (ctx) => ctx.reply(`📣 ${ctx.options.text}`)),
    ],
  });

// The service on this machine, the bot's commands registered, the bot on a free port as its endpoint.
const emulator = await startEmulator();
const app = emulator.world.application;
const rest = new REST({ token: app.botToken, baseUrl: emulator.apiBaseUrl });
await syncCommands(rest, { applicationId: app.id, commands });
const server = createInteractionServer(createBot(app.publicKey, emulator.apiBaseUrl));
await once(server.listen(0, '127.0.0.1'), 'listening');
const client = await connectTestClient(emulator);
await client.setInteractionsEndpoint(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
afterAll(async () => {
  server.close();
  await emulator.stop();
});

it('answers /roll', async () => {
  // Options are typed from the command's builder, as the handler gets them.
  const result = await client.user('member').run(roll, { sides: 20 });
  assertAnswered(result); // else it throws with the emulator's reason
  expect(result.messages[0]?.content).toMatch(/^🎲 \d+$/);
});

it('defers /report, then edits the reply and follows up', async () => {
  const member = client.user('member');
  const deferred = await member.run(report);
  assertAnswered(deferred);
  expect((await member.waitForEdit(deferred)).content).toMatch(/^📊 /);
  const [followUp] = await member.waitForFollowUps(deferred);
  expect(followUp?.content).toBe('📎 The full report was sent to your inbox.');
});

it('keeps /announce from members who cannot manage the server', async () => {
  const result = await client.user('member').run(announce, { text: 'Party at 8' });
  assertRefused(result, 'MISSING_PERMISSIONS');
});
