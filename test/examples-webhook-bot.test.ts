import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import {
  assertAnswered,
  assertRefused,
  connectTestClient,
  type TestClient,
} from '@slashkit/emulator/testing';
import {
  announce,
  commands,
  highFive,
  pizza,
  quote,
  type RunningWebhookBot,
  report,
  roll,
  startWebhookBot,
  tag,
} from '@slashkit/example-webhook-bot';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './examples-support.js';

// examples/webhook-bot against a real emulator over real sockets: synced with @slashkit/rest, its URL saved
// as the interactions endpoint, every command run as a user of the seeded world through the typed test
// client (@slashkit/emulator/testing).

let emu: RunningEmulator;
let client: TestClient;
let bot: RunningWebhookBot;
/** The /report's slow work, released by the test once the deferral has been seen. */
let releaseReport: (summary: string) => void = () => {};
const rolls = [0.5, 0];

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  const synced = await syncCommands(rest, { applicationId: app.id, guildId: ids.guild, commands });
  expect(synced.create.map((op) => op.name)).toEqual([
    'roll',
    'pizza',
    'tag',
    'report',
    'announce',
    'High Five',
    'Quote',
  ]);
  bot = await startWebhookBot({
    publicKey: app.publicKey,
    applicationId: app.id,
    apiBaseUrl: emu.apiBaseUrl,
    dependencies: {
      random: () => rolls.shift() ?? 0,
      buildReport: () => new Promise<string>((resolve) => (releaseReport = resolve)),
    },
  });
  client = await connectTestClient(emu);
  await client.setInteractionsEndpoint(bot.url);
});

afterAll(async () => {
  await bot?.stop();
  await emu?.stop();
});

describe('examples/webhook-bot', () => {
  it('/roll answers inline with the injected randomness, with and without the optional label', async () => {
    const first = await client.user('member').run(roll, { sides: 20 });
    assertAnswered(first);
    expect(first).toMatchObject({ delivery: 'http', respondedVia: 'inline' });
    expect(first.messages.map((m) => m.content)).toEqual(['🎲 member rolled 11 (d20)']);
    const second = await client.user('admin').run(roll, { sides: 6, label: 'initiative' });
    assertAnswered(second);
    expect(second.messages.map((m) => m.content)).toEqual(['🎲 admin rolled 1 (d6) for initiative']);
  });

  it('/pizza autocompletes the topping, then orders with a choice', async () => {
    const member = client.user('member');
    const suggested = await member.autocomplete(pizza, 'topping', 'p', { size: 'large' });
    assertAnswered(suggested);
    expect(suggested.choices?.map((c) => c.value)).toEqual(['pepperoni', 'pineapple', 'peppers']);
    const none = await member.autocomplete(pizza, 'topping', 'ZZ');
    assertAnswered(none);
    expect(none.choices).toEqual([]);
    const order = await member.run(pizza, { size: 'medium', topping: 'olives' });
    assertAnswered(order);
    expect(order.messages[0]?.content).toBe('🍕 One medium pizza with olives, coming up!');
  });

  it('/tag routes subcommands and the admin group', async () => {
    const moderator = client.user('moderator');
    const run = async (options: Parameters<typeof moderator.run<typeof tag>>[1]) => {
      const result = await moderator.run(tag, options);
      assertAnswered(result);
      const [message] = result.messages;
      return { content: message?.content, flags: message?.flags };
    };
    expect(await run({ subcommand: 'list' })).toEqual({ content: '🏷️ No tags yet', flags: 0 });
    expect(await run({ subcommand: 'add', options: { name: 'faq' } })).toEqual({
      content: '🏷️ Added tag "faq"',
      flags: 0,
    });
    expect(await run({ subcommand: 'add', options: { name: 'rules' } })).toEqual({
      content: '🏷️ Added tag "rules"',
      flags: 0,
    });
    expect(await run({ subcommand: 'list' })).toEqual({ content: '🏷️ Tags: faq, rules', flags: 0 });
    expect(await run({ group: 'admin', subcommand: 'clear' })).toEqual({
      content: '🏷️ All tags removed',
      flags: 64,
    });
    expect(await run({ subcommand: 'list' })).toEqual({ content: '🏷️ No tags yet', flags: 0 });
  });

  it('/report defers, then edits the original and sends a follow-up', async () => {
    const member = client.user('member');
    const deferred = await member.run(report);
    assertAnswered(deferred);
    expect(deferred).toMatchObject({ responseType: 5, respondedVia: 'inline' });
    const edited = member.waitForEdit(deferred);
    const followUps = member.waitForFollowUps(deferred);
    releaseReport('Week 1: 3 new members');
    expect((await edited).content).toBe('📊 Week 1: 3 new members');
    expect((await followUps).map((m) => m.content)).toEqual(['📎 The full report was sent to your inbox.']);
  });

  it('"High Five" gets the resolved target user', async () => {
    const outcome = await client.user('member').useUserCommand(highFive, 'moderator');
    assertAnswered(outcome);
    expect(outcome.messages[0]?.content).toBe('🙌 member high-fives moderator!');
  });

  it('"Quote" gets the resolved target message', async () => {
    const said = await client.user('admin').say('Ship it on Friday');
    const outcome = await client.user('member').useMessageCommand(quote, said);
    assertAnswered(outcome);
    expect(outcome.messages[0]?.content).toBe('> Ship it on Friday\n— admin');
  });

  it('/announce is refused to a plain member and runs for the moderator and the admin', async () => {
    assertRefused(await client.user('member').run(announce, { text: 'Hi' }), 'MISSING_PERMISSIONS');
    for (const user of ['moderator', 'admin']) {
      const allowed = await client.user(user).run(announce, { text: 'Party at 8' });
      assertAnswered(allowed);
      expect(allowed.messages[0]?.content).toBe('📣 Party at 8');
    }
  });
});
