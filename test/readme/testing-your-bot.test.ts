// This file is the emulator README's "Testing your bot" example (test/emulator-readme.test.ts keeps the
// two identical), and a test of the webhook example.
import { startEmulator } from '@slashkit/emulator';
import { assertAnswered, assertRefused, connectTestClient } from '@slashkit/emulator/testing';
import { announce, commands, report, roll, startWebhookBot } from '@slashkit/example-webhook-bot';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, expect, it } from 'vitest';

// The service on this machine, the bot's commands registered, the bot on a free port as its endpoint.
const emulator = await startEmulator();
const app = emulator.world.application;
const rest = new REST({ token: app.botToken, baseUrl: emulator.apiBaseUrl });
await syncCommands(rest, { applicationId: app.id, commands });
const bot = await startWebhookBot({
  publicKey: app.publicKey,
  applicationId: app.id,
  apiBaseUrl: emulator.apiBaseUrl,
});
const client = await connectTestClient(emulator);
await client.setInteractionsEndpoint(bot.url);
afterAll(async () => {
  await bot.stop();
  await emulator.stop();
});

it('answers /roll', async () => {
  // Options are typed from the command's builder, as the handler gets them.
  const result = await client.user('member').run(roll, { sides: 20, label: 'initiative' });
  assertAnswered(result); // else it throws with the emulator's reason
  expect(result.messages[0]?.content).toMatch(/^🎲 member rolled \d+ \(d20\) for initiative$/);
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
