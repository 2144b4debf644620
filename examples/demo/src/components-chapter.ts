// Chapter 5 of the demo: a second app runs examples/components-bot, and users click its buttons, choose in
// its select menu and fill its forms, as they would in the client.
import type { RunningEmulator } from '@slashkit/emulator';
import { commands, startComponentsBot } from '@slashkit/example-components-bot';
import { REST, syncCommands } from '@slashkit/rest';
import type { EmulatorSession, Outcome, ShownMessage } from './emulator-session.js';
import { transcript as say } from './transcript.js';

const EPHEMERAL = 1 << 6;

/** A component as the demo draws it: `[Yes]` for a button, `[Pick one or two ▾]` for a select menu. */
function drawComponent(component: { type?: number; label?: string; placeholder?: string }): string {
  return component.type === 2 ? `[${component.label}]` : `[${component.placeholder ?? 'Choose'} ▾]`;
}

/** A message with its components under it, and a note on ephemeral ones. */
export function drawMessage(message: ShownMessage): string {
  const rows = (message.components ?? []) as { components?: { type?: number; label?: string }[] }[];
  const drawn = rows.map((row) => (row.components ?? []).map(drawComponent).join(' ')).filter(Boolean);
  const note = (message.flags ?? 0) & EPHEMERAL ? '  (only you can see this)' : '';
  return [`${message.content || '(thinking…)'}${note}`, ...drawn].join('\n');
}

/** An input of a form, and the label it is shown with (its own in a legacy row, else its label's). */
interface FormInput {
  label?: string;
  required?: boolean;
}

/** What a form shows: its title and the labels of its inputs (labels, or inputs in legacy rows). */
function drawForm(outcome: Outcome): string {
  const data = outcome.response?.data as
    | {
        title?: string;
        components?: { label?: string; component?: FormInput; components?: FormInput[] }[];
      }
    | undefined;
  const inputs = (data?.components ?? []).flatMap((top): FormInput[] =>
    top.component ? [{ ...top.component, label: top.label ?? '' }] : (top.components ?? []),
  );
  const labels = inputs.map((input) => `${input.label}${input.required === false ? ' (optional)' : ''}`);
  return `opens the form "${data?.title}": ${labels.join(', ')}`;
}

/**
 * Plays the chapter: a poll (votes counted, the message updated in place), a comment form opened from a
 * button, Close (deferUpdate, then the edit), a select menu, a form opened from a command, and an ephemeral
 * button another user cannot click. Adds the bot's stop to `stops`.
 */
export async function playComponentsChapter(
  emulator: RunningEmulator,
  session: EmulatorSession,
  stops: (() => Promise<void>)[],
): Promise<void> {
  const { world } = emulator;
  const user = (name: string) => world.users.find((u) => u.username === name)!;
  const [member, moderator, admin] = [user('member'), user('moderator'), user('admin')];
  const guildId = world.guild.id;
  const general = world.guild.channels.find((c) => c.name === 'general')!.id;

  say.chapter('5. Buttons, menus and forms');
  const app = await session.createApplication('Poll Bot');
  const name = app.bot.username;
  await syncCommands(new REST({ token: app.botToken, baseUrl: emulator.apiBaseUrl }), {
    applicationId: app.id,
    commands,
  });
  const bot = await startComponentsBot({
    publicKey: app.publicKey,
    applicationId: app.id,
    apiBaseUrl: emulator.apiBaseUrl,
  });
  stops.unshift(() => bot.stop());
  await session.setInteractionsEndpoint(app.id, bot.url);
  say.ok(`a second app, "${app.name}", runs examples/components-bot at ${bot.url}`);

  const run = async (
    who: { id: string; username: string },
    shown: string,
    command: string,
    options?: object,
  ) => {
    say.user(who.username, shown);
    const outcome = await session.run({
      userId: who.id,
      applicationId: app.id,
      guildId,
      channelId: general,
      name: command,
      ...(options ? { options: options as Record<string, unknown> } : {}),
    });
    if (outcome.responseType === 9) say.answer(name, drawForm(outcome));
    for (const message of outcome.messages) say.answer(name, drawMessage(message));
    return outcome;
  };
  const click = async (
    who: { id: string; username: string },
    message: ShownMessage,
    label: string,
    customId: string,
    values?: string[],
  ) => {
    say.user(who.username, values ? `chooses ${values.join(', ')}` : `clicks [${label}]`);
    const outcome = await session.click(who.id, message.id, customId, values);
    if (outcome.responseType === 7 && outcome.message)
      say.answer(name, `(updated in place) ${drawMessage(outcome.message)}`);
    if (outcome.responseType === 6) say.answer(name, '(acknowledged without a loading state: deferUpdate)');
    if (outcome.responseType === 9) say.answer(name, drawForm(outcome));
    for (const reply of outcome.messages) say.answer(name, drawMessage(reply));
    return outcome;
  };
  const submit = async (
    who: { id: string; username: string },
    shown: string,
    fields: Record<string, string>,
  ) => {
    say.user(who.username, shown);
    const outcome = await session.submitModal(who.id, fields);
    if (outcome.responseType === 7 && outcome.message)
      say.answer(name, `(updated in place) ${drawMessage(outcome.message)}`);
    for (const reply of outcome.messages) say.answer(name, drawMessage(reply));
    return outcome;
  };

  const posted = await run(member, '/poll question:"Ship on Friday?"', 'poll', {
    question: 'Ship on Friday?',
  });
  const poll = posted.messages[0]!;
  const id = (action: string, choice?: string) =>
    `${action}:${posted.interactionId}${choice ? `:${choice}` : ''}`;
  await click(member, poll, 'Yes', id('vote', 'yes'));
  await click(moderator, poll, 'No', id('vote', 'no'));
  await click(admin, poll, 'Yes', id('vote', 'yes'));
  await click(admin, poll, 'Comment', id('comment'));
  await submit(admin, 'types "Friday is fine" and submits the form', { comment: 'Friday is fine' });
  await click(member, poll, 'Close', id('close'));
  const closed = await session.waitForMessage(general, poll.id, (m) => m.content.includes('Closed'));
  say.answer(name, `(edited) ${drawMessage(closed)}`);
  say.note(
    'each click was a MESSAGE_COMPONENT interaction; the form a MODAL_SUBMIT; the votes live in the bot',
  );

  const picker = await run(member, '/colours', 'colours');
  await click(member, picker.messages[0]!, 'Pick one or two', 'colours', ['blue', 'red']);
  await run(moderator, '/feedback', 'feedback');
  await submit(moderator, 'types the topic "Buttons everywhere" and submits', {
    topic: 'Buttons everywhere',
  });

  const secret = await run(member, '/secret', 'secret');
  say.user(admin.username, `clicks [Peek] on ${member.username}'s message`);
  try {
    await session.click(admin.id, secret.messages[0]!.id, 'peek');
    say.refused('the click went through, which the scenario did not expect');
  } catch (error) {
    say.refused(`refused: ${(error as Error).message}`);
  }
  await click(member, secret.messages[0]!, 'Peek', 'peek');
}
