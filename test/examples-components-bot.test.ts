import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { commands, type RunningComponentsBot, startComponentsBot } from '@slashkit/example-components-bot';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, invoke, nextRequest, setInteractionsEndpoint } from './examples-support.js';

// examples/components-bot against a real emulator over real sockets: its commands synced with
// @slashkit/rest, its URL saved as the interactions endpoint, then users click its buttons, choose in its
// select menu and fill its forms through the emulator's admin API (service-facts "Message components and
// modals").

// biome-ignore lint/suspicious/noExplicitAny: admin answers are asserted field by field.
type Json = any;

let emu: RunningEmulator;
let bot: RunningComponentsBot;
const errors: unknown[] = [];

async function admin(path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${emu.url}/_emulator${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const click = (userId: string, messageId: string, customId: string, values?: string[]) =>
  admin('/components', { userId, messageId, customId, ...(values ? { values } : {}) });
const submit = (userId: string, fields: Record<string, string>) =>
  admin('/modals/submit', { userId, fields });
const buttonIds = (message: Json): string[] =>
  message.components.flatMap((row: Json) => row.components.map((c: Json) => c.custom_id));

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
  await setInteractionsEndpoint(emu, bot.url);
});

afterAll(async () => {
  await bot?.stop();
  await emu?.stop();
  expect(errors).toEqual([]);
});

describe('examples/components-bot', () => {
  it('a poll: button clicks update the message in place, a comment form updates it, Close defers then edits', async () => {
    const posted = await invoke(emu, {
      userId: ids.member,
      name: 'poll',
      options: { question: 'Ship on Friday?' },
    });
    const message = posted.messages![0] as Json;
    const pollId = posted.interactionId!;
    expect(message.content).toBe('📊 Ship on Friday?\n✅ Yes: 0 · ❌ No: 0');
    expect(buttonIds(message)).toEqual([
      `vote:${pollId}:yes`,
      `vote:${pollId}:no`,
      `comment:${pollId}`,
      `close:${pollId}`,
    ]);

    // button click → update (7), the message edited in place
    const yes = await click(ids.member, message.id, `vote:${pollId}:yes`);
    expect(yes.body).toMatchObject({ status: 'answered', responseType: 7, messages: [] });
    expect(yes.body.message).toMatchObject({
      id: message.id,
      content: '📊 Ship on Friday?\n✅ Yes: 1 · ❌ No: 0',
    });
    const no = await click(ids.moderator, message.id, `vote:${pollId}:no`);
    expect(no.body.message.content).toBe('📊 Ship on Friday?\n✅ Yes: 1 · ❌ No: 1');
    // A second vote of the same user replaces the first.
    expect((await click(ids.moderator, message.id, `vote:${pollId}:yes`)).body.message.content).toBe(
      '📊 Ship on Friday?\n✅ Yes: 2 · ❌ No: 0',
    );

    // button → modal → submit → update of the button's message
    const opened = await click(ids.admin, message.id, `comment:${pollId}`);
    expect(opened.body).toMatchObject({ status: 'answered', responseType: 9 });
    expect(opened.body.response.data).toMatchObject({
      custom_id: `comment-form:${pollId}`,
      title: 'Comment on the poll',
    });
    const commented = await submit(ids.admin, { comment: 'Friday is fine' });
    expect(commented.body).toMatchObject({ interactionType: 5, status: 'answered', responseType: 7 });
    expect(commented.body.message).toMatchObject({
      id: message.id,
      content: '📊 Ship on Friday?\n✅ Yes: 2 · ❌ No: 0\n💬 admin: Friday is fine',
    });

    // deferUpdate (6), then the edit of @original lands on the poll message
    const edited = nextRequest(emu, 'PATCH', /\/messages\/@original$/);
    const closed = await click(ids.member, message.id, `close:${pollId}`);
    expect(closed.body).toMatchObject({ status: 'answered', responseType: 6 });
    await edited;
    const [final] = (
      (await (await fetch(`${emu.url}/_emulator/messages?channelId=${ids.general}`)).json()) as Json[]
    ).filter((m: Json) => m.id === message.id);
    expect(final).toMatchObject({
      content: '📊 Ship on Friday?\n✅ Yes: 2 · ❌ No: 0\n💬 admin: Friday is fine\n🔒 Closed: "yes" wins',
      components: [],
    });
    // The buttons are gone: the client has nothing left to click.
    expect((await click(ids.member, message.id, `vote:${pollId}:no`)).body.reason).toBe('UNKNOWN_COMPONENT');
  });

  it('a select menu: the reply lists the chosen values, and values the menu does not offer are refused', async () => {
    const posted = await invoke(emu, { userId: ids.member, name: 'colours' });
    const message = posted.messages![0] as Json;
    const chose = await click(ids.member, message.id, 'colours', ['blue', 'red']);
    expect(chose.body).toMatchObject({ status: 'answered', responseType: 4 });
    expect(chose.body.messages[0].content).toBe('🎨 member picked blue and red');
    const three = await click(ids.member, message.id, 'colours', ['blue', 'red', 'green']);
    expect(three.status).toBe(400);
    expect(three.body.message).toMatch(/takes 1 to 2 value\(s\)/);
    const purple = await click(ids.member, message.id, 'colours', ['purple']);
    expect(purple.body.message).toMatch(/^values\[0\]: "purple" is not an option/);
  });

  it('command → modal → submit → reply, with the optional field left empty, and submitted once', async () => {
    const opened = await invoke(emu, { userId: ids.member, name: 'feedback' });
    expect(opened).toMatchObject({ status: 'answered', responseType: 9, messages: [] });
    const tooShort = await submit(ids.member, { topic: 'UI' });
    expect(tooShort.body.message).toMatch(/^fields\.topic: .* takes 3 to 60 characters; got 2/);
    const sent = await submit(ids.member, { topic: 'Buttons' });
    expect(sent.body).toMatchObject({ status: 'answered', responseType: 4 });
    expect(sent.body.messages[0]).toMatchObject({
      content: '📝 Thanks for your feedback on "Buttons"',
      flags: 64,
    });
    expect((await submit(ids.member, { topic: 'Again' })).body.reason).toBe('NO_OPEN_MODAL');
  });

  it('an ephemeral message: its user may click its button, anybody else is refused', async () => {
    const posted = await invoke(emu, { userId: ids.member, name: 'secret' });
    const message = posted.messages![0] as Json;
    expect(message.flags).toBe(64);
    const other = await click(ids.admin, message.id, 'peek');
    expect(other.status).toBe(403);
    expect(other.body.reason).toBe('CANNOT_SEE_MESSAGE');
    const own = await click(ids.member, message.id, 'peek');
    expect(own.body.message).toMatchObject({
      content: '👀 You peeked. Nobody else saw it.',
      components: [],
      flags: 64,
    });
  });
});
