import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { commands, type RunningWebhookBot, startWebhookBot } from '@slashkit/example-webhook-bot';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autocomplete,
  ids,
  invoke,
  messagesOf,
  nextRequest,
  seedMessage,
  setInteractionsEndpoint,
} from './examples-support.js';

// examples/webhook-bot against a real emulator over real sockets: synced with @slashkit/rest, its URL saved
// as the interactions endpoint, every command run as a user of the seeded world.

let emu: RunningEmulator;
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
  await setInteractionsEndpoint(emu, bot.url);
});

afterAll(async () => {
  await bot?.stop();
  await emu?.stop();
});

const content = (outcome: { response?: { data?: { content?: string } } | null }) =>
  outcome.response?.data?.content;

describe('examples/webhook-bot', () => {
  it('/roll answers inline with the injected randomness, with and without the optional label', async () => {
    const first = await invoke(emu, { userId: ids.member, name: 'roll', options: { sides: 20 } });
    expect(first).toMatchObject({
      httpStatus: 200,
      delivery: 'http',
      status: 'answered',
      respondedVia: 'inline',
    });
    expect(content(first)).toBe('🎲 member rolled 11 (d20)');
    const second = await invoke(emu, {
      userId: ids.admin,
      name: 'roll',
      options: { sides: 6, label: 'initiative' },
    });
    expect(content(second)).toBe('🎲 admin rolled 1 (d6) for initiative');
    expect(second.messages?.map((m) => m.content)).toEqual(['🎲 admin rolled 1 (d6) for initiative']);
  });

  it('/pizza autocompletes the topping, then orders with a choice', async () => {
    expect(
      await autocomplete(emu, {
        userId: ids.member,
        name: 'pizza',
        options: { size: 'large', topping: 'p' },
        focused: 'topping',
      }),
    ).toEqual(['pepperoni', 'pineapple', 'peppers']);
    expect(
      await autocomplete(emu, {
        userId: ids.member,
        name: 'pizza',
        options: { topping: 'ZZ' },
        focused: 'topping',
      }),
    ).toEqual([]);
    const order = await invoke(emu, {
      userId: ids.member,
      name: 'pizza',
      options: { size: 'medium', topping: 'olives' },
    });
    expect(content(order)).toBe('🍕 One medium pizza with olives, coming up!');
  });

  it('/tag routes subcommands and the admin group', async () => {
    const run = async (options: Record<string, unknown>) =>
      (await invoke(emu, { userId: ids.moderator, name: 'tag', options })).response?.data;
    expect(await run({ subcommand: 'list' })).toEqual({ content: '🏷️ No tags yet' });
    expect(await run({ subcommand: 'add', options: { name: 'faq' } })).toEqual({
      content: '🏷️ Added tag "faq"',
    });
    expect(await run({ subcommand: 'add', options: { name: 'rules' } })).toEqual({
      content: '🏷️ Added tag "rules"',
    });
    expect(await run({ subcommand: 'list' })).toEqual({ content: '🏷️ Tags: faq, rules' });
    expect(await run({ group: 'admin', subcommand: 'clear' })).toEqual({
      content: '🏷️ All tags removed',
      flags: 64,
    });
    expect(await run({ subcommand: 'list' })).toEqual({ content: '🏷️ No tags yet' });
  });

  it('/report defers, then edits the original and sends a follow-up', async () => {
    const deferred = await invoke(emu, { userId: ids.member, name: 'report' });
    expect(deferred).toMatchObject({ status: 'answered', responseType: 5, respondedVia: 'inline' });
    const interactionId = deferred.interactionId ?? '';
    // The follow-up is the handler's last request: once the emulator has answered it, all is stored.
    const followUp = nextRequest(emu, 'POST', /^\/api\/v10\/webhooks\//);
    releaseReport('Week 1: 3 new members');
    await followUp;
    const messages = await messagesOf(emu, interactionId);
    expect(messages.map((m) => m.content)).toEqual([
      '📊 Week 1: 3 new members',
      '📎 The full report was sent to your inbox.',
    ]);
  });

  it('"High Five" gets the resolved target user', async () => {
    const outcome = await invoke(emu, {
      userId: ids.member,
      name: 'High Five',
      type: 2,
      targetId: ids.moderator,
    });
    expect(content(outcome)).toBe('🙌 member high-fives moderator!');
  });

  it('"Quote" gets the resolved target message', async () => {
    const messageId = await seedMessage(emu, ids.admin, 'Ship it on Friday');
    const outcome = await invoke(emu, { userId: ids.member, name: 'Quote', type: 3, targetId: messageId });
    expect(content(outcome)).toBe('> Ship it on Friday\n— admin');
  });

  it('/announce is refused to a plain member and runs for the moderator and the admin', async () => {
    const refused = await invoke(emu, { userId: ids.member, name: 'announce', options: { text: 'Hi' } });
    expect(refused).toMatchObject({ httpStatus: 403, reason: 'MISSING_PERMISSIONS' });
    for (const userId of [ids.moderator, ids.admin]) {
      const allowed = await invoke(emu, { userId, name: 'announce', options: { text: 'Party at 8' } });
      expect(content(allowed)).toBe('📣 Party at 8');
    }
  });
});
