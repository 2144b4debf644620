import { ChannelType, TextInputStyle } from '@slashkit/api';
import {
  ButtonBuilder,
  CheckboxBuilder,
  CheckboxGroupBuilder,
  EntryPointCommandBuilder,
  FileUploadBuilder,
  LabelBuilder,
  MessageCommandBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  RoleSelectMenuBuilder,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  UserCommandBuilder,
  UserSelectMenuBuilder,
} from '@slashkit/builders';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type AnsweredInteraction,
  type AttachmentInput,
  assertAnswered,
  assertRefused,
  type CommandInput,
  type ComponentResult,
  type InteractionResult,
  type ModalInput,
  type OptionName,
  type RefusedInteraction,
  type TestUser,
} from '../src/testing/index.js';

// What a test may hand the typed client, inferred from the bot's own builders: a typo, a wrong type or a
// missing required option is a compile error, as it is in the handler.

const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true))
  .addStringOption((o) =>
    o
      .setName('mood')
      .setDescription('Mood')
      .addChoices({ name: 'Calm', value: 'calm' }, { name: 'Loud', value: 'loud' }),
  )
  .addUserOption((o) => o.setName('who').setDescription('Who'))
  .addChannelOption((o) => o.setName('where').setDescription('Where').addChannelTypes(ChannelType.GuildText))
  .addRoleOption((o) => o.setName('role').setDescription('Role'))
  .addMentionableOption((o) => o.setName('anyone').setDescription('Anyone'))
  .addAttachmentOption((o) => o.setName('file').setDescription('File'))
  .addBooleanOption((o) => o.setName('loud').setDescription('Loud'))
  .addNumberOption((o) => o.setName('weight').setDescription('Weight').setAutocomplete(true));

const tag = new SlashCommandBuilder()
  .setName('tag')
  .setDescription('Tags')
  .addSubcommand((s) =>
    s
      .setName('add')
      .setDescription('Add')
      .addStringOption((o) =>
        o.setName('name').setDescription('Name').setRequired(true).setAutocomplete(true),
      ),
  )
  .addSubcommand((s) => s.setName('list').setDescription('List'))
  .addSubcommandGroup((g) =>
    g
      .setName('admin')
      .setDescription('Admin')
      .addSubcommand((s) => s.setName('clear').setDescription('Clear')),
  );

const feedback = new ModalBuilder()
  .setCustomId('feedback')
  .setTitle('Feedback')
  .addTextInputs(
    new TextInputBuilder().setCustomId('topic').setLabel('Topic'),
    new TextInputBuilder()
      .setCustomId('details')
      .setLabel('Details')
      .setStyle(TextInputStyle.Paragraph)
      .setRequired(false),
  );

const colours = new StringSelectMenuBuilder()
  .setCustomId('colours')
  .addOptions({ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' });

const profile = new ModalBuilder()
  .setCustomId('profile')
  .setTitle('Profile')
  .addLabelComponents(
    new LabelBuilder().setLabel('Name').setTextInputComponent(new TextInputBuilder().setCustomId('name')),
    new LabelBuilder()
      .setLabel('Mentor')
      .setUserSelectMenuComponent(new UserSelectMenuBuilder().setCustomId('mentor')),
    new LabelBuilder()
      .setLabel('Portrait')
      .setFileUploadComponent(new FileUploadBuilder().setCustomId('portrait').setRequired(false)),
    new LabelBuilder()
      .setLabel('Team')
      .setRadioGroupComponent(
        new RadioGroupBuilder()
          .setCustomId('team')
          .addOptions({ label: 'Core', value: 'core' }, { label: 'Docs', value: 'docs' }),
      ),
    new LabelBuilder()
      .setLabel('Roles')
      .setRoleSelectMenuComponent(new RoleSelectMenuBuilder().setCustomId('roles').setRequired(false)),
  );

const prefs = new ModalBuilder()
  .setCustomId('prefs')
  .setTitle('Preferences')
  .addLabelComponents(
    new LabelBuilder()
      .setLabel('Topics')
      .setCheckboxGroupComponent(
        new CheckboxGroupBuilder()
          .setCustomId('topics')
          .addOptions({ label: 'Bots', value: 'bots' }, { label: 'Games', value: 'games' }),
      ),
    new LabelBuilder().setLabel('News').setCheckboxComponent(new CheckboxBuilder().setCustomId('news')),
    new LabelBuilder()
      .setLabel('Size')
      .setRadioGroupComponent(
        new RadioGroupBuilder()
          .setCustomId('size')
          .setRequired(false)
          .addOptions({ label: 'S', value: 's' }, { label: 'L', value: 'l' }),
      ),
  );

declare const member: TestUser;

describe('@slashkit/emulator/testing types', () => {
  it('options as a handler gets them, entities by id and files as attachments', () => {
    expectTypeOf<CommandInput<typeof roll>>().toEqualTypeOf<{
      sides: number;
      mood?: 'calm' | 'loud';
      who?: string;
      where?: string;
      role?: string;
      anyone?: string;
      file?: AttachmentInput;
      loud?: boolean;
      weight?: number;
    }>();
    expectTypeOf(member.run(roll, { sides: 6, mood: 'loud' })).toEqualTypeOf<Promise<InteractionResult>>();
    // @ts-expect-error: sides is required
    void member.run(roll, { mood: 'calm' });
    // @ts-expect-error: options are required when one is
    void member.run(roll);
    // @ts-expect-error: not a choice of mood
    void member.run(roll, { sides: 6, mood: 'angry' });
    // @ts-expect-error: sides is a number
    void member.run(roll, { sides: '6' });
    // @ts-expect-error: no such option
    void member.run(roll, { sides: 6, side: 2 });
  });

  it('subcommands as a discriminated union; their options optional when none is required', () => {
    expectTypeOf<CommandInput<typeof tag>>().toEqualTypeOf<
      | { subcommand: 'add'; options: { name: string } }
      | { subcommand: 'list'; options?: {} }
      | { group: 'admin'; subcommand: 'clear'; options?: {} }
    >();
    void member.run(tag, { subcommand: 'list' });
    void member.run(tag, { group: 'admin', subcommand: 'clear' });
    // @ts-expect-error: add needs its name
    void member.run(tag, { subcommand: 'add' });
    // @ts-expect-error: no such subcommand
    void member.run(tag, { subcommand: 'remove' });
  });

  it('commands by name take any options; context menus and entry points by their own methods', () => {
    void member.run('roll', { anything: 1 });
    void member.run(new EntryPointCommandBuilder().setName('launch').setDescription('Launch'));
    void member.useUserCommand(new UserCommandBuilder().setName('High Five'), 'moderator');
    void member.useMessageCommand(new MessageCommandBuilder().setName('Quote'), '1250000000000000500');
    // @ts-expect-error: a USER command is not run from the / picker
    void member.run(new UserCommandBuilder().setName('High Five'));
    // @ts-expect-error: a slash command is not in the Apps menu of a user
    void member.useUserCommand(roll, 'moderator');
  });

  it('autocomplete: the focused option is one of the command’s with autocomplete, the others partial', () => {
    expectTypeOf<OptionName<typeof tag>>().toEqualTypeOf<'name'>();
    expectTypeOf<OptionName<typeof roll>>().toEqualTypeOf<'weight'>();
    void member.autocomplete(roll, 'weight', '1.', { mood: 'calm' });
    void member.autocomplete(tag, 'name', 'fa', { subcommand: 'add' });
    // @ts-expect-error: no such option
    void member.autocomplete(roll, 'weigth', '1');
    // @ts-expect-error: sides has no autocomplete (the emulator would refuse it)
    void member.autocomplete(roll, 'sides', '6');
    // A command with no autocomplete option takes none; one given by name takes any.
    const plain = new SlashCommandBuilder()
      .setName('plain')
      .setDescription('Plain')
      .addIntegerOption((o) => o.setName('count').setDescription('Count'));
    expectTypeOf<OptionName<typeof plain>>().toEqualTypeOf<never>();
    // @ts-expect-error: count has no autocomplete
    void member.autocomplete(plain, 'count', '2');
    void member.autocomplete('roll', 'sides', '6');
  });

  it('modal fields typed from the modal builder; selects by their values', () => {
    expectTypeOf<ModalInput<typeof feedback>>().toEqualTypeOf<{ topic: string; details?: string }>();
    void member.submitModal(feedback, { topic: 'Docs' });
    // @ts-expect-error: topic is required
    void member.submitModal(feedback, { details: 'x' });
    void member.submitModal('feedback', { anything: 'goes', list: ['a'] });
    void member.choose('1250000000000000500', colours, ['red', 'blue']);
    // @ts-expect-error: not a value of the select
    void member.choose('1250000000000000500', colours, ['green']);
    void member.click('1250000000000000500', new ButtonBuilder().setCustomId('ok'));
    void member.click('1250000000000000500', { id: 3 });
  });

  it('2025 modal inputs: radio values, entity ids, files as uploads or attachments, checkboxes as booleans', () => {
    expectTypeOf<ModalInput<typeof profile>>().toEqualTypeOf<{
      name: string;
      team: 'core' | 'docs';
      mentor?: readonly string[];
      portrait?: readonly (string | AttachmentInput)[];
      roles?: readonly string[];
    }>();
    expectTypeOf<ModalInput<typeof prefs>>().toEqualTypeOf<{
      topics?: readonly ('bots' | 'games')[];
      news?: boolean;
      size?: 's' | 'l';
    }>();
    void member.submitModal(profile, {
      name: 'Ada',
      team: 'docs',
      mentor: ['1250000000000000203'],
      portrait: ['1250000000000000999', { filename: 'ada.png', size: 4, contentType: 'image/png' }],
    });
    void member.submitModal(prefs, { topics: ['games'], news: true, size: 'l' });
    void member.submitModal(prefs, {});
    // @ts-expect-error: team (a required radio group) is missing
    void member.submitModal(profile, { name: 'Ada' });
    // @ts-expect-error: not an option of the radio group
    void member.submitModal(profile, { name: 'Ada', team: 'ops' });
    // @ts-expect-error: not an option of the checkbox group
    void member.submitModal(prefs, { topics: ['music'] });
    // @ts-expect-error: a checkbox is true or false
    void member.submitModal(prefs, { news: 'yes' });
    // @ts-expect-error: a file is an upload's id or { filename, size?, contentType? }
    void member.submitModal(profile, { name: 'Ada', team: 'core', portrait: [{ name: 'ada.png' }] });
    // @ts-expect-error: no input has this custom_id
    void member.submitModal(prefs, { newsletter: true });
    void member.submitModal('prefs', {
      topics: ['any'],
      news: false,
      size: null,
      shots: [{ filename: 'a.txt' }],
    });
  });

  it('assertions narrow the result', () => {
    const result = {} as InteractionResult;
    assertAnswered(result);
    expectTypeOf(result).toEqualTypeOf<AnsweredInteraction>();
    const clicked = {} as ComponentResult;
    assertRefused(clicked);
    expectTypeOf(clicked).toEqualTypeOf<RefusedInteraction>();
  });
});
