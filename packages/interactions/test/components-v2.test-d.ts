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
