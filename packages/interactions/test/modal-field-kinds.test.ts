import type { APIModalSubmitInteraction } from '@slashkit/api';
import {
  ChannelSelectMenuBuilder,
  CheckboxBuilder,
  CheckboxGroupBuilder,
  FileUploadBuilder,
  LabelBuilder,
  MentionableSelectMenuBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  RoleSelectMenuBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  UserSelectMenuBuilder,
} from '@slashkit/builders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type InteractionError, type ModalContext, modal } from '../src/index.js';
import { startBot } from './support/bot.js';
import { submit } from './support/component-fixtures.js';

// Every kind of modal input, as a submission carries it (a label around each), read into ctx.fields by
// kind: resolved entities and attachments, a radio group's choice, a checkbox group's values, a checkbox's
// boolean; answers of the wrong type or outside the registered options are refused before the handler.

const user = { id: '200', username: 'ada', discriminator: '0', global_name: null, avatar: null };
const role = {
  id: '300',
  name: 'Mods',
  color: 0,
  hoist: false,
  position: 1,
  permissions: '0',
  managed: false,
  mentionable: true,
};
const channel = { id: '400', type: 0, name: 'general', permissions: '0' };
const attachment = {
  id: '500',
  filename: 'shot.png',
  size: 10,
  url: 'https://cdn/x',
  proxy_url: 'https://cdn/x',
};
const resolved = {
  users: { [user.id]: user },
  members: { [user.id]: { roles: [], joined_at: '2025-01-01T00:00:00Z', permissions: '0' } },
  roles: { [role.id]: role },
  channels: { [channel.id]: channel },
  attachments: { [attachment.id]: attachment },
};

const label = (text: string) => new LabelBuilder().setLabel(text);
const everything = new ModalBuilder()
  .setCustomId('everything')
  .setTitle('Everything')
  .addLabelComponents(
    label('Name').setTextInputComponent(new TextInputBuilder().setCustomId('name')),
    label('Colour').setStringSelectMenuComponent(
      new StringSelectMenuBuilder()
        .setCustomId('colour')
        .addOptions({ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' }),
    ),
    label('Who').setUserSelectMenuComponent(new UserSelectMenuBuilder().setCustomId('who')),
    label('Roles').setRoleSelectMenuComponent(new RoleSelectMenuBuilder().setCustomId('roles')),
    label('Files').setFileUploadComponent(new FileUploadBuilder().setCustomId('files')),
  );
const choices = new ModalBuilder()
  .setCustomId('choices')
  .setTitle('Choices')
  .addLabelComponents(
    label('Size').setRadioGroupComponent(
      new RadioGroupBuilder()
        .setCustomId('size')
        .addOptions({ label: 'S', value: 's' }, { label: 'L', value: 'l' }),
    ),
    label('Extra').setRadioGroupComponent(
      new RadioGroupBuilder()
        .setCustomId('extra')
        .addOptions({ label: 'X', value: 'x' }, { label: 'Y', value: 'y' })
        .setRequired(false),
    ),
    label('Topics').setCheckboxGroupComponent(
      new CheckboxGroupBuilder()
        .setCustomId('topics')
        .setMinValues(0)
        .addOptions({ label: 'A', value: 'a' }, { label: 'B', value: 'b' }),
    ),
    label('Agree').setCheckboxComponent(new CheckboxBuilder().setCustomId('agree')),
    label('Anyone').setMentionableSelectMenuComponent(
      new MentionableSelectMenuBuilder().setCustomId('anyone').setMaxValues(2),
    ),
  );
const where = new ModalBuilder()
  .setCustomId('where')
  .setTitle('Where')
  .addLabelComponents(
    label('Where').setChannelSelectMenuComponent(new ChannelSelectMenuBuilder().setCustomId('where')),
  );

const errors: InteractionError[] = [];
const seen: ModalContext[] = [];
let bot: Awaited<ReturnType<typeof startBot>>;

beforeAll(async () => {
  const keep = (ctx: unknown) => {
    seen.push(ctx as ModalContext);
    return (ctx as ModalContext).reply('thanks');
  };
  bot = await startBot({
    onError: (error) => {
      errors.push(error as InteractionError);
    },
    commands: [],
    modals: [modal(everything, keep), modal(choices, keep), modal(where, keep), modal('loose', keep)],
  });
});
afterAll(() => bot.close());
beforeEach(() => {
  errors.length = 0;
  seen.length = 0;
});

/** A submission of `customId` whose labels hold `inner` components, with `resolved`. */
const labels = (customId: string, inner: object[], withResolved = true): APIModalSubmitInteraction => {
  const payload = submit({ customId, values: {} });
  (payload.data as { components: unknown[] }).components = inner.map((component, i) => ({
    type: 18,
    id: i + 1,
    component,
  }));
  if (withResolved) payload.data.resolved = structuredClone(resolved) as never;
  return payload;
};
const everythingWith = (overrides: Record<string, object> = {}) =>
  labels(
    'everything',
    [
      { type: 4, custom_id: 'name', value: 'Ada' },
      { type: 3, custom_id: 'colour', values: ['blue'] },
      { type: 5, custom_id: 'who', values: ['200'] },
      { type: 6, custom_id: 'roles', values: ['300'] },
      { type: 19, custom_id: 'files', values: ['500'] },
    ].map((c) => ({ ...c, ...overrides[c.custom_id] })),
  );
const choicesWith = (overrides: Record<string, object> = {}) =>
  labels(
    'choices',
    [
      { type: 21, custom_id: 'size', value: 'l' },
      { type: 21, custom_id: 'extra', value: null },
      { type: 22, custom_id: 'topics', values: ['a', 'b'] },
      { type: 23, custom_id: 'agree', value: true },
      { type: 7, custom_id: 'anyone', values: ['200', '300'] },
    ].map((c) => ({ ...c, ...overrides[c.custom_id] })),
  );

const refused = async (payload: unknown, issue: RegExp) => {
  await bot.send(payload);
  expect(seen).toEqual([]);
  expect(errors.map((error) => error.code)).toEqual(['INVALID_OPTIONS']);
  expect(errors[0]?.issues).toEqual([expect.stringMatching(issue)]);
};

describe('every modal input kind reaches ctx.fields as its type says', () => {
  it('text, string select values, resolved users, roles and attachments', async () => {
    await bot.send(everythingWith());
    expect(errors).toEqual([]);
    expect({ ...seen[0]?.fields }).toEqual({
      name: 'Ada',
      colour: ['blue'],
      who: [{ user, member: resolved.members['200'] }],
      roles: [role],
      files: [attachment],
    });
  });
  it('a radio group (undefined when an optional one is left alone), a checkbox group, a checkbox, mentionables', async () => {
    await bot.send(choicesWith());
    expect(errors).toEqual([]);
    expect({ ...seen[0]?.fields }).toEqual({
      size: 'l',
      extra: undefined,
      topics: ['a', 'b'],
      agree: true,
      anyone: [
        { kind: 'user', user, member: resolved.members['200'] },
        { kind: 'role', role },
      ],
    });
  });
  it('resolved channels', async () => {
    await bot.send(labels('where', [{ type: 8, custom_id: 'where', values: ['400'] }]));
    expect({ ...seen[0]?.fields }).toEqual({ where: [channel] });
  });
  it('a modal registered by custom_id alone reads every kind too', async () => {
    await bot.send(
      labels('loose', [
        { type: 21, custom_id: 'r', value: null },
        { type: 23, custom_id: 'c', value: false },
        { type: 19, custom_id: 'f', values: ['500'] },
      ]),
    );
    expect(errors).toEqual([]);
    expect({ ...seen[0]?.fields }).toEqual({ r: undefined, c: false, f: [attachment] });
  });
});

describe('answers of the wrong type or outside the definition are refused with their path', () => {
  it('a checkbox that is not a boolean', async () => {
    await refused(
      choicesWith({ agree: { value: 'yes' } }),
      /^data\.components\[3\]\.component\.value: the checkbox "agree" answered "yes"; expected true or false$/,
    );
  });
  it('a radio group that is neither a string nor null', async () => {
    await refused(
      choicesWith({ size: { value: ['l'] } }),
      /^data\.components\[0\]\.component\.value: the radio group "size" answered a list.*; expected a string, or null/,
    );
  });
  it('a required radio group left without a choice', async () => {
    await refused(
      choicesWith({ size: { value: null } }),
      /^data\.components\[0\]\.component\.value: the required radio group "size" was left without an answer$/,
    );
  });
  it('a radio value that is not one of its options', async () => {
    await refused(
      choicesWith({ size: { value: 'xl' } }),
      /^data\.components\[0\]\.component\.value: "xl" is not an option of the radio group "size"$/,
    );
  });
  it('a checkbox group value that is not one of its options', async () => {
    await refused(
      choicesWith({ topics: { values: ['a', 'z'] } }),
      /^data\.components\[2\]\.component\.values\[1\]: "z" is not an option of the checkbox group "topics"$/,
    );
  });
  it('a string select value that is not one of its options', async () => {
    await refused(
      everythingWith({ colour: { values: ['green'] } }),
      /^data\.components\[1\]\.component\.values\[0\]: "green" is not an option of the string select "colour"$/,
    );
  });
  it('a file upload of ids that are not strings', async () => {
    await refused(
      everythingWith({ files: { values: [500] } }),
      /^data\.components\[4\]\.component\.values: the file upload "files" answered a list.*; expected a list of strings$/,
    );
  });
  it('an attachment missing from resolved', async () => {
    await refused(
      everythingWith({ files: { values: ['501'] } }),
      /^data\.components\[4\]\.component\.values\[0\]: 501 is missing from data\.resolved\.attachments$/,
    );
  });
  it('a user missing from resolved (and no prototype key is taken for one)', async () => {
    await refused(
      everythingWith({ who: { values: ['__proto__'] } }),
      /^data\.components\[2\]\.component\.values\[0\]: __proto__ is missing from data\.resolved\.users$/,
    );
  });
  it('a role missing from resolved', async () => {
    await refused(
      everythingWith({ roles: { values: ['301'] } }),
      /^data\.components\[3\]\.component\.values\[0\]: 301 is missing from data\.resolved\.roles$/,
    );
  });
  it('a checkbox arriving where the modal has a radio group', async () => {
    await refused(
      choicesWith({ size: { type: 23, value: true } }),
      /^data\.components: "size" arrived as a checkbox; the registered modal has a radio group$/,
    );
  });
});
