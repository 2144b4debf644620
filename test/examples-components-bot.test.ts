import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import {
  assertAnswered,
  assertRefused,
  connectTestClient,
  type TestClient,
} from '@slashkit/emulator/testing';
import {
  colourSelect,
  colours,
  commands,
  commentForm,
  feedback,
  feedbackForm,
  peekButton,
  poll,
  type RunningComponentsBot,
  secret,
  startComponentsBot,
} from '@slashkit/example-components-bot';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './examples-support.js';

// examples/components-bot against a real emulator over real sockets: its commands synced with
// @slashkit/rest, its URL saved as the interactions endpoint, then users click its buttons, choose in its
// select menu and fill its forms through the typed test client (@slashkit/emulator/testing), with the
// checks a client makes (service-facts "Message components and modals").

let emu: RunningEmulator;
let client: TestClient;
let bot: RunningComponentsBot;
const errors: unknown[] = [];

/** The custom_ids of a message's buttons, row by row. */
const buttonIds = (message: { components?: unknown[] }): string[] =>
  (message.components ?? []).flatMap((row) =>
    ((row as { components: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id ?? ''),
  );

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  const synced = await syncCommands(rest, { applicationId: app.id, guildId: ids.guild, commands });
  expect(synced.create.map((op) => op.name)).toEqual(['poll', 'colours', 'feedback', 'secret']);
  bot = await startComponentsBot({
    publicKey: app.publicKey,
    applicationId: app.id,
    apiBaseUrl: emu.apiBaseUrl,
    onError: (error) => void errors.push(error),
  });
  client = await connectTestClient(emu);
  await client.setInteractionsEndpoint(bot.url);
});

afterAll(async () => {
  await bot?.stop();
  await emu?.stop();
  expect(errors).toEqual([]);
});

describe('examples/components-bot', () => {
  it('a poll: button clicks update the message in place, a comment form updates it, Close defers then edits', async () => {
    const member = client.user('member');
    const moderator = client.user('moderator');
    const admin = client.user('admin');
    const posted = await member.run(poll, { question: 'Ship on Friday?' });
    assertAnswered(posted);
    const message = posted.messages[0]!;
    const pollId = posted.interactionId;
    expect(message.content).toBe('📊 Ship on Friday?\n✅ Yes: 0 · ❌ No: 0');
    expect(buttonIds(message)).toEqual([
      `vote:${pollId}:yes`,
      `vote:${pollId}:no`,
      `comment:${pollId}`,
      `close:${pollId}`,
    ]);

    // button click → update (7), the message edited in place
    const yes = await member.click(message, `vote:${pollId}:yes`);
    assertAnswered(yes);
    expect(yes).toMatchObject({ responseType: 7, messages: [] });
    expect(yes.message).toMatchObject({
      id: message.id,
      content: '📊 Ship on Friday?\n✅ Yes: 1 · ❌ No: 0',
    });
    const no = await moderator.click(message, `vote:${pollId}:no`);
    assertAnswered(no);
    expect(no.message?.content).toBe('📊 Ship on Friday?\n✅ Yes: 1 · ❌ No: 1');
    // A second vote of the same user replaces the first.
    const again = await moderator.click(message, `vote:${pollId}:yes`);
    assertAnswered(again);
    expect(again.message?.content).toBe('📊 Ship on Friday?\n✅ Yes: 2 · ❌ No: 0');

    // button → modal → submit (typed from the form's builder; its custom_id is a pattern) → update
    const opened = await admin.click(message, `comment:${pollId}`);
    assertAnswered(opened);
    expect(opened.responseType).toBe(9);
    expect((await admin.openModal())?.modal).toMatchObject({
      custom_id: `comment-form:${pollId}`,
      title: 'Comment on the poll',
    });
    const commented = await admin.submitModal(commentForm, { comment: 'Friday is fine' });
    assertAnswered(commented);
    expect(commented).toMatchObject({ interactionType: 5, responseType: 7 });
    expect(commented.message).toMatchObject({
      id: message.id,
      content: '📊 Ship on Friday?\n✅ Yes: 2 · ❌ No: 0\n💬 admin: Friday is fine',
    });

    // deferUpdate (6), then the edit of @original lands on the poll message
    const closed = await member.click(message, `close:${pollId}`);
    assertAnswered(closed);
    expect(closed.responseType).toBe(6);
    expect(await member.waitForEdit(closed)).toMatchObject({
      content: '📊 Ship on Friday?\n✅ Yes: 2 · ❌ No: 0\n💬 admin: Friday is fine\n🔒 Closed: "yes" wins',
      components: [],
    });
    // The buttons are gone: the client has nothing left to click.
    assertRefused(await member.click(message, `vote:${pollId}:no`), 'UNKNOWN_COMPONENT');
  });

  it('a select menu: the reply lists the chosen values, and values the menu does not offer are refused', async () => {
    const member = client.user('member');
    const posted = await member.run(colours);
    assertAnswered(posted);
    const chose = await member.choose(posted, colourSelect, ['blue', 'red']);
    assertAnswered(chose);
    expect(chose.responseType).toBe(4);
    expect(chose.messages[0]?.content).toBe('🎨 member picked blue and red');
    const three = await member.choose(posted, colourSelect, ['blue', 'red', 'green']);
    assertRefused(three, 'INVALID_INPUT');
    expect(three.message).toMatch(/takes 1 to 2 value\(s\)/);
    // @ts-expect-error: 'purple' is not a value of the select's builder; the emulator refuses it too
    const purple = await member.choose(posted, colourSelect, ['purple']);
    assertRefused(purple, 'INVALID_INPUT');
    expect(purple.message).toMatch(/^values\[0\]: "purple" is not an option/);
  });

  it('command → modal of labels → submit → reply, optional fields left empty or given, submitted once', async () => {
    const member = client.user('member');
    const opened = await member.run(feedback);
    assertAnswered(opened);
    expect(opened).toMatchObject({ responseType: 9, messages: [] });
    const tooShort = await member.submitModal(feedbackForm, { topic: 'UI' });
    assertRefused(tooShort, 'INVALID_INPUT');
    expect(tooShort.message).toMatch(/^fields\.topic: .* takes 3 to 60 characters; got 2/);
    const sent = await member.submitModal(feedbackForm, { topic: 'Buttons' });
    assertAnswered(sent);
    expect(sent.messages[0]).toMatchObject({
      content: '📝 Thanks for your feedback on "Buttons"',
      flags: 64,
    });
    assertRefused(await member.submitModal(feedbackForm, { topic: 'Again' }), 'NO_OPEN_MODAL');
    // Every input: the radio group's value arrives typed ('good' | 'bad' | undefined).
    assertAnswered(await member.run(feedback));
    const rated = await member.submitModal(feedbackForm, {
      topic: 'Menus',
      details: 'more please',
      rating: 'good',
    });
    assertAnswered(rated);
    expect(rated.messages[0]?.content).toBe('📝 Thanks for your feedback on "Menus": more please 👍');
  });

  it('an ephemeral message: its user sees it and may click its button, anybody else is refused', async () => {
    const member = client.user('member');
    const admin = client.user('admin');
    const posted = await member.run(secret);
    assertAnswered(posted);
    const message = posted.messages[0]!;
    expect(message.flags).toBe(64);
    expect((await member.messages()).map((m) => m.id)).toContain(message.id);
    expect((await admin.messages()).map((m) => m.id)).not.toContain(message.id);
    assertRefused(await admin.click(message, peekButton), 'CANNOT_SEE_MESSAGE');
    const own = await member.click(message, peekButton);
    assertAnswered(own);
    expect(own.message).toMatchObject({
      content: '👀 You peeked. Nobody else saw it.',
      components: [],
      flags: 64,
    });
  });
});
