import type { APIAttachment, APIRole } from '@slashkit/api';
import {
  ActionRowBuilder,
  ButtonBuilder,
  CheckboxBuilder,
  CheckboxGroupBuilder,
  ContainerBuilder,
  FileUploadBuilder,
  LabelBuilder,
  ModalBuilder,
  type ModalFieldValue,
  RadioGroupBuilder,
  StringSelectMenuBuilder,
  TextDisplayBuilder,
  TextInputBuilder,
  UserSelectMenuBuilder,
} from '@slashkit/builders';
import { describe, expectTypeOf, it } from 'vitest';
import { command, component, modal, type ResolvedUser } from '../src/index.js';

describe('replies take builders and JSON alike, with no cast', () => {
  it('a row of buttons and a container, as builders or their JSON', () => {
    const row = new ActionRowBuilder().addComponents(
      new ButtonBuilder().setCustomId('vote').setLabel('Vote').setStyle(1),
    );
    const container = new ContainerBuilder().addTextDisplayComponents(
      new TextDisplayBuilder().setContent('Hi'),
    );
    command({ name: 'v2', description: 'V2' }, async (ctx) => {
      await ctx.reply({ components: [row, container] });
      await ctx.followUp({ components: [row.toJSON(), container.toJSON()] });
      await ctx.editReply({
        components: [new ActionRowBuilder<ButtonBuilder>(), { type: 10, content: 'x' }],
      });
    });
  });
  it('a V2 message with the files its attachment:// URLs name', () => {
    const card = new ContainerBuilder().addSectionComponents((section) =>
      section
        .addTextDisplayComponents((text) => text.setContent('Ada'))
        .setThumbnailAccessory((thumbnail) => thumbnail.setURL('attachment://ada.png')),
    );
    command({ name: 'card', description: 'Card' }, async (ctx) => {
      await ctx.reply({ components: [card], files: [{ name: 'ada.png', data: new Uint8Array(4) }] });
      await ctx.followUp({ components: [card], files: [{ name: 'ada.png', data: new Blob(['png']) }] });
      // @ts-expect-error a file's bytes go in data
      await ctx.reply({ components: [card], files: [{ name: 'ada.png', bytes: new Uint8Array(4) }] });
      // @ts-expect-error a modal is opened with showModal, not given as a component
      await ctx.reply({ components: [new ModalBuilder()] });
    });
  });
  it('a row of a text input is no message component', () => {
    const inputRow = new ActionRowBuilder().addComponents(new TextInputBuilder().setCustomId('t'));
    command({ name: 'bad', description: 'Bad' }, async (ctx) => {
      // @ts-expect-error text inputs belong in modals
      await ctx.reply({ components: [inputRow] });
    });
  });
});

describe("modal() types ctx.fields from the modal's labels", () => {
  const form = new ModalBuilder()
    .setCustomId('form')
    .setTitle('Form')
    .addLabelComponents(
      new LabelBuilder().setLabel('Name').setTextInputComponent(new TextInputBuilder().setCustomId('name')),
      new LabelBuilder()
        .setLabel('Colour')
        .setStringSelectMenuComponent(
          new StringSelectMenuBuilder().setCustomId('colour').addOptions({ label: 'Red', value: 'red' }),
        ),
      new LabelBuilder()
        .setLabel('Who')
        .setUserSelectMenuComponent(new UserSelectMenuBuilder().setCustomId('who')),
      new LabelBuilder()
        .setLabel('Files')
        .setFileUploadComponent(new FileUploadBuilder().setCustomId('files')),
      new LabelBuilder()
        .setLabel('Size')
        .setRadioGroupComponent(
          new RadioGroupBuilder()
            .setCustomId('size')
            .addOptions({ label: 'S', value: 's' }, { label: 'L', value: 'l' })
            .setRequired(false),
        ),
    );
  const prefs = new ModalBuilder()
    .setCustomId('prefs')
    .setTitle('Preferences')
    .addLabelComponents(
      (label) =>
        label
          .setLabel('Topics')
          .setCheckboxGroupComponent(
            new CheckboxGroupBuilder().setCustomId('topics').addOptions({ label: 'A', value: 'a' }),
          ),
      (label) => label.setLabel('Agree').setCheckboxComponent(new CheckboxBuilder().setCustomId('agree')),
    );

  it('every input kind has its type', () => {
    modal(form, (ctx) => {
      expectTypeOf(ctx.fields).toEqualTypeOf<{
        name: string;
        colour: readonly 'red'[];
        who: readonly ResolvedUser[];
        files: readonly APIAttachment[];
        size: 's' | 'l' | undefined;
      }>();
      return ctx.reply('ok');
    });
    modal(prefs, (ctx) => {
      expectTypeOf(ctx.fields.topics).toEqualTypeOf<readonly 'a'[]>();
      expectTypeOf(ctx.fields.agree).toEqualTypeOf<boolean>();
      return ctx.reply('ok');
    });
  });
  it('a wrong key is a type error', () => {
    modal(prefs, (ctx) => {
      // @ts-expect-error there is no input "agreed"; the checkbox is "agree"
      ctx.fields.agreed;
      return ctx.reply('ok');
    });
  });
  it('a value no option has, or a key no input has, is a type error', () => {
    modal(form, (ctx) => {
      // @ts-expect-error "m" is no option of the radio group "size" ('s' | 'l' | undefined)
      if (ctx.fields.size === 'm') return ctx.reply('medium');
      // @ts-expect-error "blue" is no option of the select "colour"
      if (ctx.fields.colour.includes('blue')) return ctx.reply('blue');
      // @ts-expect-error a file upload's values are attachments, not ids
      const names: readonly string[] = ctx.fields.files;
      // @ts-expect-error no input has the custom_id "nmae"
      const { nmae } = ctx.fields;
      return ctx.reply(`${names.length} ${String(nmae)}`);
    });
    modal(prefs, (ctx) => {
      // @ts-expect-error "b" is no option of the checkbox group "topics"
      if (ctx.fields.topics.includes('b')) return ctx.reply('b');
      // @ts-expect-error a checkbox is a boolean, not a string
      if (ctx.fields.agree === 'true') return ctx.reply('agreed');
      return ctx.reply('ok');
    });
  });
  it('a modal registered by custom_id alone gets any field value, to narrow', () => {
    modal('loose', (ctx) => {
      expectTypeOf(ctx.fields.anything).toEqualTypeOf<ModalFieldValue | undefined>();
      const roles = ctx.fields.roles;
      // @ts-expect-error a field of unknown kind must be narrowed before use
      roles?.map((role: APIRole) => role.name);
      return ctx.reply('ok');
    });
  });
});

describe('component handlers by id', () => {
  it('{ id } registers a handler; ctx.componentId is the id', () => {
    component({ id: 3 }, (ctx) => {
      expectTypeOf(ctx.componentId).toEqualTypeOf<number | undefined>();
      return ctx.deferUpdate();
    });
  });
});
