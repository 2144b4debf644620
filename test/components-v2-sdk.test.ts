import {
  CheckboxBuilder,
  CheckboxGroupBuilder,
  FileUploadBuilder,
  LabelBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  SlashCommandBuilder,
  TextInputBuilder,
  UserSelectMenuBuilder,
} from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { command, createInteractionHandler, modal } from '@slashkit/interactions';
import { createGatewayClient } from '@slashkit/interactions/gateway';
import { REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './emulator-client-support.js';
import { ids } from './examples-support.js';

// The emulator's MODAL_SUBMIT read by the SDK: modals built with @slashkit/builders, opened by commands of a
// gateway bot, submitted by a scripted user over the admin API (every 2025 input kind, a file by multipart),
// and read by `modal()` handlers from `ctx.fields`, typed by each input's kind.

const label = (text: string) => new LabelBuilder().setLabel(text);
const profile = new ModalBuilder()
  .setCustomId('profile')
  .setTitle('Profile')
  .addTextDisplayComponents((t) => t.setContent('Tell us **about you**'))
  .addLabelComponents(
    label('Name').setTextInputComponent(new TextInputBuilder().setCustomId('name')),
    label('Mentor').setUserSelectMenuComponent(new UserSelectMenuBuilder().setCustomId('mentor')),
    label('Portrait').setFileUploadComponent(new FileUploadBuilder().setCustomId('portrait')),
    label('Team').setRadioGroupComponent(
      new RadioGroupBuilder()
        .setCustomId('team')
        .addOptions({ label: 'Core', value: 'core' }, { label: 'Docs', value: 'docs' }),
    ),
  );
const prefs = new ModalBuilder()
  .setCustomId('prefs')
  .setTitle('Preferences')
  .addLabelComponents(
    label('Topics').setCheckboxGroupComponent(
      new CheckboxGroupBuilder()
        .setCustomId('topics')
        .addOptions({ label: 'Bots', value: 'bots' }, { label: 'Games', value: 'games' }),
    ),
    label('Newsletter').setCheckboxComponent(new CheckboxBuilder().setCustomId('news')),
  );

let emu: RunningEmulator;
const read: unknown[] = [];
const errors: unknown[] = [];
const stops: (() => Promise<void>)[] = [];

async function admin(path: string, body: unknown) {
  const response = await fetch(`${emu.url}/_emulator${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field.
  return (await response.json()) as any;
}

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  stops.push(() => emu.stop());
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  const handler = createInteractionHandler({
    publicKey: app.publicKey,
    rest,
    onError: (error) => void errors.push(error),
    commands: [
      command(new SlashCommandBuilder().setName('profile').setDescription('Edit your profile'), (ctx) =>
        ctx.showModal(profile),
      ),
      command(new SlashCommandBuilder().setName('prefs').setDescription('Your preferences'), (ctx) =>
        ctx.showModal(prefs),
      ),
    ],
    modals: [
      modal(profile, (ctx) => {
        const { name, mentor, portrait, team } = ctx.fields;
        read.push({
          name,
          mentor: mentor.map((m) => m.user.username),
          portrait: portrait.map((a) => `${a.filename} (${a.size} bytes)`),
          team,
        });
        return ctx.reply({ content: 'saved', ephemeral: true });
      }),
      modal(prefs, (ctx) => {
        read.push({ ...ctx.fields });
        return ctx.reply({ content: 'saved', ephemeral: true });
      }),
    ],
  });
  await rest.commands.bulkOverwriteGuildCommands(app.id, ids.guild, [...handler.definitions]);
  const client = createGatewayClient({
    token: app.botToken,
    applicationId: app.id,
    apiBaseUrl: emu.apiBaseUrl,
    handler,
    rest,
  });
  await client.connect();
  stops.unshift(() => client.close());
});

afterAll(async () => {
  for (const stop of stops) await stop();
});

const run = (name: string) =>
  admin('/interactions', { userId: users.member, guildId: ids.guild, channelId: ids.general, name });

describe('2025 modals read by the SDK', () => {
  it('a text input, a user select, a file upload (multipart) and a radio group reach ctx.fields typed', async () => {
    expect((await run('profile')).responseType).toBe(9);
    const form = new FormData();
    form.append(
      'payload_json',
      JSON.stringify({
        userId: users.member,
        fields: { name: 'Ada', mentor: [users.moderator], portrait: ['attachment://ada.png'], team: 'docs' },
      }),
    );
    form.append('files[0]', new Blob(['png!']), 'ada.png');
    const submitted = await (
      await fetch(`${emu.url}/_emulator/modals/submit`, {
        method: 'POST',
        body: form,
        headers: { 'x-slashkit-emulator': '1' },
      })
    ).json();
    expect(submitted).toMatchObject({ status: 'answered', responseType: 4 });
    expect(errors).toEqual([]);
    expect(read.at(-1)).toEqual({
      name: 'Ada',
      mentor: ['moderator'],
      portrait: ['ada.png (4 bytes)'],
      team: 'docs',
    });
  });

  it('a checkbox group and a checkbox reach ctx.fields, their defaults when left out', async () => {
    expect((await run('prefs')).responseType).toBe(9);
    expect(
      (await admin('/modals/submit', { userId: users.member, fields: { topics: ['games'], news: true } }))
        .status,
    ).toBe('answered');
    expect(read.at(-1)).toEqual({ topics: ['games'], news: true });
    expect((await run('prefs')).responseType).toBe(9);
    // Nothing checked: the group's min_values (1) refuses it, as the client would.
    const refused = await admin('/modals/submit', { userId: users.member, fields: { topics: [] } });
    expect(refused.message).toMatch(/^fields\.topics: the checkbox group takes 1 to 2 checked option\(s\)/);
    expect(
      (await admin('/modals/submit', { userId: users.member, fields: { topics: ['bots'] } })).status,
    ).toBe('answered');
    expect(read.at(-1)).toEqual({ topics: ['bots'], news: false });
    expect(errors).toEqual([]);
  });
});
