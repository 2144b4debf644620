import type {
  APIActionRowComponent,
  APIAttachment,
  APIButtonComponent,
  APIComponentInMessageActionRow,
  APIMessageTopLevelComponent,
  APIRole,
  APIStringSelectComponent,
  APITextInputComponent,
} from '@slashkit/api';
import { describe, expectTypeOf, it } from 'vitest';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ChannelSelectMenuBuilder,
  CheckboxBuilder,
  CheckboxGroupBuilder,
  ContainerBuilder,
  FileBuilder,
  FileUploadBuilder,
  type InferModalFields,
  LabelBuilder,
  MediaGalleryBuilder,
  MentionableSelectMenuBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  type ResolvedChannel,
  type ResolvedMentionable,
  type ResolvedUser,
  SectionBuilder,
  SeparatorBuilder,
  StringSelectMenuBuilder,
  TextDisplayBuilder,
  TextInputBuilder,
  UserSelectMenuBuilder,
} from '../src/index.js';

describe('rows are typed by what they hold', () => {
  it('a row of buttons is a message row, with no cast', () => {
    const row = new ActionRowBuilder().addComponents(new ButtonBuilder().setCustomId('a'));
    expectTypeOf(row.toJSON()).toEqualTypeOf<APIActionRowComponent<APIButtonComponent>>();
    expectTypeOf(row.toJSON()).toExtend<APIMessageTopLevelComponent>();
    const typedUpFront = new ActionRowBuilder<ButtonBuilder | StringSelectMenuBuilder>();
    expectTypeOf(typedUpFront.toJSON()).toEqualTypeOf<
      APIActionRowComponent<APIButtonComponent | APIStringSelectComponent>
    >();
    expectTypeOf(typedUpFront.toJSON()).toExtend<APIActionRowComponent<APIComponentInMessageActionRow>>();
  });
  it('a row of a text input is no message component', () => {
    const row = new ActionRowBuilder().addComponents(new TextInputBuilder().setCustomId('t'));
    expectTypeOf(row.toJSON()).toEqualTypeOf<APIActionRowComponent<APITextInputComponent>>();
    expectTypeOf(row.toJSON()).not.toExtend<APIMessageTopLevelComponent>();
  });
  it("every layout builder's JSON is a top-level component of a V2 message", () => {
    expectTypeOf(new ContainerBuilder().toJSON()).toExtend<APIMessageTopLevelComponent>();
    expectTypeOf(new SectionBuilder().toJSON()).toExtend<APIMessageTopLevelComponent>();
    expectTypeOf(new TextDisplayBuilder().toJSON()).toExtend<APIMessageTopLevelComponent>();
    expectTypeOf(new MediaGalleryBuilder().toJSON()).toExtend<APIMessageTopLevelComponent>();
    expectTypeOf(new FileBuilder().toJSON()).toExtend<APIMessageTopLevelComponent>();
    expectTypeOf(new SeparatorBuilder().toJSON()).toExtend<APIMessageTopLevelComponent>();
  });
  it('a container takes rows of buttons, not rows of text inputs', () => {
    new ContainerBuilder().addActionRowComponents(new ActionRowBuilder().addComponents(new ButtonBuilder()));
    new ContainerBuilder().addActionRowComponents((row) => row.addComponents(new ButtonBuilder()));
    const inputRow = new ActionRowBuilder().addComponents(new TextInputBuilder());
    // @ts-expect-error a text input has no place in a message
    new ContainerBuilder().addActionRowComponents(inputRow);
    // @ts-expect-error a thumbnail is a section's accessory, not a container's child
    new ContainerBuilder().addTextDisplayComponents({ type: 11, media: { url: 'https://e.com/a.png' } });
  });
});

describe("a modal's labels type the submit handler's fields", () => {
  const colour = new StringSelectMenuBuilder()
    .setCustomId('colour')
    .addOptions({ label: 'Red', value: 'red' }, { label: 'Green', value: 'green' });
  const modal = new ModalBuilder()
    .setCustomId('everything')
    .setTitle('Everything')
    .addTextDisplayComponents((text) => text.setContent('Fill it in'))
    .addLabelComponents(
      new LabelBuilder().setLabel('Name').setTextInputComponent(new TextInputBuilder().setCustomId('name')),
      (label) =>
        label.setLabel('Bio').setTextInputComponent((input) => input.setCustomId('bio').setRequired(false)),
      (label) => label.setLabel('Colour').setStringSelectMenuComponent(colour),
      (label) =>
        label.setLabel('Who').setUserSelectMenuComponent(new UserSelectMenuBuilder().setCustomId('who')),
    )
    .addLabelComponents(
      (label) => label.setLabel('Roles').setRoleSelectMenuComponent((select) => select.setCustomId('roles')),
      (label) =>
        label
          .setLabel('Anyone')
          .setMentionableSelectMenuComponent(new MentionableSelectMenuBuilder().setCustomId('anyone')),
      (label) =>
        label
          .setLabel('Where')
          .setChannelSelectMenuComponent(new ChannelSelectMenuBuilder().setCustomId('where')),
      (label) => label.setLabel('Files').setFileUploadComponent((upload) => upload.setCustomId('files')),
    )
    .addLabelComponents(
      (label) =>
        label
          .setLabel('Size')
          .setRadioGroupComponent((group) =>
            group.setCustomId('size').addOptions({ label: 'S', value: 's' }, { label: 'L', value: 'l' }),
          ),
      (label) =>
        label
          .setLabel('Extra')
          .setRadioGroupComponent(
            new RadioGroupBuilder()
              .setCustomId('extra')
              .addOptions({ label: 'X', value: 'x' })
              .setRequired(false),
          ),
      (label) =>
        label
          .setLabel('Topics')
          .setCheckboxGroupComponent(
            new CheckboxGroupBuilder()
              .setCustomId('topics')
              .addOptions({ label: 'A', value: 'a' }, { label: 'B', value: 'b' }),
          ),
      (label) => label.setLabel('Agree').setCheckboxComponent(new CheckboxBuilder().setCustomId('agree')),
      new LabelBuilder().setLabel('Untyped').setCheckboxComponent({ type: 23, custom_id: 'untyped' }),
    );
  type Fields = InferModalFields<typeof modal>;

  it('each input kind has its own value type', () => {
    expectTypeOf<Fields>().toEqualTypeOf<{
      name: string;
      bio: string | undefined;
      colour: readonly ('red' | 'green')[];
      who: readonly ResolvedUser[];
      roles: readonly APIRole[];
      anyone: readonly ResolvedMentionable[];
      where: readonly ResolvedChannel[];
      files: readonly APIAttachment[];
      size: 's' | 'l';
      extra: 'x' | undefined;
      topics: readonly ('a' | 'b')[];
      agree: boolean;
    }>();
  });
  it('a wrong key is an error, and JSON inputs add no key', () => {
    const fields = {} as Fields;
    // @ts-expect-error no input has the custom_id "nmae"
    fields.nmae;
    // @ts-expect-error an input given as JSON carries no type: register it with its builder to read it typed
    fields.untyped;
    // @ts-expect-error a required radio group's value is one of its options
    const wrong: Fields['size'] = 'm';
    expectTypeOf(wrong).toEqualTypeOf<'s' | 'l'>();
  });
  it('a label takes only the kind of input its setter names', () => {
    // @ts-expect-error a button is no modal input
    new LabelBuilder().setTextInputComponent(new ButtonBuilder());
    // @ts-expect-error a checkbox is set with setCheckboxComponent
    new LabelBuilder().setRadioGroupComponent(new CheckboxBuilder());
    // @ts-expect-error a modal takes labels, not bare inputs
    new ModalBuilder().addLabelComponents(new FileUploadBuilder());
  });
});
