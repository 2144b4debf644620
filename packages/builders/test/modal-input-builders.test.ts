import { TextInputStyle } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ChannelSelectMenuBuilder,
  CheckboxBuilder,
  CheckboxGroupBuilder,
  FileUploadBuilder,
  LabelBuilder,
  MentionableSelectMenuBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  RoleSelectMenuBuilder,
  TextInputBuilder,
  UserSelectMenuBuilder,
} from '../src/index.js';
import { problems } from './support/failure.js';

// The 2025 modal builders: labels around every input, file uploads, radio groups, checkbox groups and
// checkboxes, and modals of labels and text displays (legacy rows still accepted).

const sizes = [
  { label: 'Small', value: 's' },
  { label: 'Large', value: 'l' },
] as const;

describe('modal input builders build the wire JSON', () => {
  it('file upload, radio group, checkbox group, checkbox', () => {
    expect(
      new FileUploadBuilder()
        .setCustomId('f')
        .setMinValues(0)
        .setMaxValues(3)
        .setRequired(false)
        .setId(4)
        .toJSON(),
    ).toEqual({
      type: 19,
      custom_id: 'f',
      min_values: 0,
      max_values: 3,
      required: false,
      id: 4,
    });
    expect(
      new RadioGroupBuilder()
        .setCustomId('size')
        .addOptions(...sizes)
        .setRequired(false)
        .toJSON(),
    ).toEqual({
      type: 21,
      custom_id: 'size',
      options: [...sizes],
      required: false,
    });
    expect(
      new CheckboxGroupBuilder()
        .setCustomId('tags')
        .addOptions({ label: 'A', value: 'a', description: 'First', default: true })
        .setOptions({ label: 'B', value: 'b' })
        .setMinValues(0)
        .setMaxValues(1)
        .setRequired(false)
        .toJSON(),
    ).toEqual({
      type: 22,
      custom_id: 'tags',
      options: [{ label: 'B', value: 'b' }],
      min_values: 0,
      max_values: 1,
      required: false,
    });
    expect(new CheckboxBuilder().setCustomId('agree').setDefault().toJSON()).toEqual({
      type: 23,
      custom_id: 'agree',
      default: true,
    });
  });
  it('a label around each kind of input', () => {
    const label = (
      build: (
        label: LabelBuilder,
      ) => LabelBuilder<never> | LabelBuilder<{ customId: string; value: unknown }>,
    ) => build(new LabelBuilder().setLabel('Question').setDescription('Help')).toJSON().component.type;
    expect([
      label((l) => l.setTextInputComponent((t) => t.setCustomId('t'))),
      label((l) =>
        l.setStringSelectMenuComponent((s) => s.setCustomId('s').addOptions({ label: 'A', value: 'a' })),
      ),
      label((l) => l.setUserSelectMenuComponent(new UserSelectMenuBuilder().setCustomId('u'))),
      label((l) => l.setRoleSelectMenuComponent(new RoleSelectMenuBuilder().setCustomId('r'))),
      label((l) => l.setMentionableSelectMenuComponent(new MentionableSelectMenuBuilder().setCustomId('m'))),
      label((l) => l.setChannelSelectMenuComponent(new ChannelSelectMenuBuilder().setCustomId('c'))),
      label((l) => l.setFileUploadComponent((f) => f.setCustomId('f'))),
      label((l) => l.setRadioGroupComponent((r) => r.setCustomId('r2').addOptions(...sizes))),
      label((l) => l.setCheckboxGroupComponent((g) => g.setCustomId('g').addOptions(...sizes))),
      label((l) => l.setCheckboxComponent({ type: 23, custom_id: 'json' })),
    ]).toEqual([4, 3, 5, 6, 7, 8, 19, 21, 22, 23]);
    expect(
      new LabelBuilder()
        .setLabel('Agree')
        .setId(9)
        .setCheckboxComponent((c) => c.setCustomId('agree'))
        .toJSON(),
    ).toEqual({ type: 18, id: 9, label: 'Agree', component: { type: 23, custom_id: 'agree' } });
  });
  it('a modal of labels and text displays, with legacy rows still accepted', () => {
    const modal = new ModalBuilder()
      .setCustomId('signup')
      .setTitle('Sign up')
      .addTextDisplayComponents((t) => t.setContent('Welcome'))
      .addLabelComponents((l) =>
        l.setLabel('Name').setTextInputComponent((t) => t.setCustomId('name').setStyle(TextInputStyle.Short)),
      )
      .addLabelComponents({ type: 18, label: 'Agree', component: { type: 23, custom_id: 'agree' } })
      .addTextInputs(new TextInputBuilder().setCustomId('old').setLabel('Old style'))
      .addComponents(
        new ActionRowBuilder().addComponents(new TextInputBuilder().setCustomId('row').setLabel('Row')),
      );
    expect(modal.toJSON().components).toEqual([
      { type: 10, content: 'Welcome' },
      { type: 18, label: 'Name', component: { type: 4, style: 1, custom_id: 'name' } },
      { type: 18, label: 'Agree', component: { type: 23, custom_id: 'agree' } },
      { type: 1, components: [{ type: 4, style: 1, custom_id: 'old', label: 'Old style' }] },
      { type: 1, components: [{ type: 4, style: 1, custom_id: 'row', label: 'Row' }] },
    ]);
  });
});

describe('modal input builders validate at toJSON(), with paths', () => {
  it('a file upload: custom_id and min_values ≤ max_values', () => {
    expect(problems(() => new FileUploadBuilder().toJSON())).toEqual([[['custom_id'], 'BASE_TYPE_REQUIRED']]);
    expect(problems(() => new FileUploadBuilder().setCustomId('f').setMinValues(2).toJSON())).toEqual([
      [['min_values'], 'COMPONENT_MIN_MAX_INVALID'],
    ]);
    expect(problems(() => new FileUploadBuilder().setCustomId('f').setMaxValues(11).toJSON())).toEqual([
      [['max_values'], 'NUMBER_TYPE_MAX'],
    ]);
  });
  it('a radio group: 2-10 options, unique values, one default', () => {
    expect(problems(() => new RadioGroupBuilder().setCustomId('r').addOptions(sizes[0]).toJSON())).toEqual([
      [['options'], 'BASE_TYPE_BAD_LENGTH'],
    ]);
    expect(
      problems(() =>
        new RadioGroupBuilder()
          .setCustomId('r')
          .addOptions(sizes[0], { label: 'Again', value: 's' })
          .toJSON(),
      ),
    ).toEqual([[['options', 1, 'value'], 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED']]);
    expect(
      problems(() =>
        new RadioGroupBuilder()
          .setCustomId('r')
          .addOptions(...sizes.map((o) => ({ ...o, default: true })))
          .toJSON(),
      ),
    ).toEqual([[['options'], 'COMPONENT_MIN_MAX_INVALID']]);
  });
  it('a checkbox group: 1-10 options, values within the options', () => {
    expect(problems(() => new CheckboxGroupBuilder().setCustomId('g').toJSON())).toEqual([
      [['options'], 'BASE_TYPE_BAD_LENGTH'],
    ]);
    expect(
      problems(() =>
        new CheckboxGroupBuilder()
          .setCustomId('g')
          .addOptions(...sizes)
          .setMaxValues(3)
          .toJSON(),
      ),
    ).toEqual([[['max_values'], 'COMPONENT_MIN_MAX_INVALID']]);
  });
  it('a checkbox needs a custom_id', () => {
    expect(problems(() => new CheckboxBuilder().toJSON())).toEqual([[['custom_id'], 'BASE_TYPE_REQUIRED']]);
  });
  it('a label: its text, one input, no label on a text input inside', () => {
    expect(problems(() => new LabelBuilder().toJSON())).toEqual([
      [['label'], 'BASE_TYPE_REQUIRED'],
      [['component'], 'BASE_TYPE_REQUIRED'],
    ]);
    expect(
      problems(() =>
        new LabelBuilder()
          .setLabel('Name')
          .setTextInputComponent((t) => t.setCustomId('n').setLabel('Name'))
          .toJSON(),
      ),
    ).toEqual([[['component', 'label'], 'COMPONENT_FIELD_INVALID']]);
    expect(
      problems(() =>
        new LabelBuilder()
          .setLabel('Pick')
          .setStringSelectMenuComponent((s) =>
            s.setCustomId('s').addOptions({ label: 'A', value: 'a' }).setMaxValues(2),
          )
          .toJSON(),
      ),
    ).toEqual([[['component', 'max_values'], 'COMPONENT_MIN_MAX_INVALID']]);
  });
  it('a modal: 1-5 components, unique custom_ids across labels, no buttons', () => {
    const agree = () =>
      new LabelBuilder().setLabel('Agree').setCheckboxComponent((c) => c.setCustomId('same'));
    expect(
      problems(() =>
        new ModalBuilder().setCustomId('m').setTitle('M').addLabelComponents(agree(), agree()).toJSON(),
      ),
    ).toEqual([[['components', 1, 'component'], 'COMPONENT_CUSTOM_ID_DUPLICATED']]);
    const six = Array.from(
      { length: 6 },
      (_, i) => (l: LabelBuilder) => l.setLabel('x').setCheckboxComponent((c) => c.setCustomId(`c${i}`)),
    );
    expect(
      problems(() =>
        new ModalBuilder()
          .setCustomId('m')
          .setTitle('M')
          .addLabelComponents(...six)
          .toJSON(),
      ),
    ).toEqual([[['components'], 'BASE_TYPE_BAD_LENGTH']]);
    expect(
      problems(() =>
        new ModalBuilder()
          .setCustomId('m')
          .setTitle('M')
          .addLabelComponents({
            type: 18,
            label: 'x',
            component: new ButtonBuilder().toJSON({ validate: false }) as never,
          })
          .toJSON(),
      ),
    ).toEqual([[['components', 0, 'component', 'type'], 'UNION_TYPE_CHOICES']]);
  });
  it('setters refuse values of the wrong JavaScript type at the call', () => {
    expect(() => new RadioGroupBuilder().addOptions(null as never)).toThrow(TypeError);
    expect(() => new CheckboxBuilder().setDefault('yes' as unknown as boolean)).toThrow(TypeError);
    expect(() => new LabelBuilder().setCheckboxComponent(42 as never)).toThrow(TypeError);
    expect(() => new ModalBuilder().addLabelComponents(null as never)).toThrow(TypeError);
  });
});
