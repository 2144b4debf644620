import { ButtonStyle, ChannelType, TextInputStyle } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ChannelSelectMenuBuilder,
  ComponentValidationError,
  MentionableSelectMenuBuilder,
  ModalBuilder,
  RoleSelectMenuBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  UserSelectMenuBuilder,
} from '../src/index.js';

const button = (id: string) => new ButtonBuilder().setCustomId(id).setLabel(id).setStyle(ButtonStyle.Primary);

const failure = (build: () => unknown): ComponentValidationError => {
  try {
    build();
  } catch (error) {
    if (error instanceof ComponentValidationError) return error;
    throw error;
  }
  throw new Error('expected a ComponentValidationError');
};

describe('component builders build the wire JSON', () => {
  it('buttons of every style', () => {
    expect(button('vote').setEmoji('🔥').setDisabled().toJSON()).toEqual({
      type: 2,
      style: 1,
      custom_id: 'vote',
      label: 'vote',
      emoji: { name: '🔥' },
      disabled: true,
    });
    expect(
      new ButtonBuilder().setStyle(ButtonStyle.Link).setLabel('Docs').setURL('https://example.com').toJSON(),
    ).toEqual({ type: 2, style: 5, label: 'Docs', url: 'https://example.com' });
    expect(new ButtonBuilder().setStyle(ButtonStyle.Premium).setSKUId('123456789012345678').toJSON()).toEqual(
      {
        type: 2,
        style: 6,
        sku_id: '123456789012345678',
      },
    );
    expect(
      (button('e').setEmoji('<a:party:123456789012345678>').toJSON() as { emoji?: unknown }).emoji,
    ).toEqual({
      id: '123456789012345678',
      name: 'party',
      animated: true,
    });
  });
  it('select menus of the five kinds', () => {
    expect(
      new StringSelectMenuBuilder()
        .setCustomId('color')
        .setPlaceholder('Pick')
        .addOptions(
          { label: 'Red', value: 'red', emoji: '🟥' },
          { label: 'Green', value: 'green', default: true },
        )
        .setMaxValues(2)
        .toJSON(),
    ).toEqual({
      type: 3,
      custom_id: 'color',
      placeholder: 'Pick',
      max_values: 2,
      options: [
        { label: 'Red', value: 'red', emoji: { name: '🟥' } },
        { label: 'Green', value: 'green', default: true },
      ],
    });
    expect(new UserSelectMenuBuilder().setCustomId('u').addDefaultUsers('1').toJSON()).toEqual({
      type: 5,
      custom_id: 'u',
      default_values: [{ id: '1', type: 'user' }],
    });
    expect(new RoleSelectMenuBuilder().setCustomId('r').setMinValues(0).toJSON()).toEqual({
      type: 6,
      custom_id: 'r',
      min_values: 0,
    });
    expect(
      new MentionableSelectMenuBuilder()
        .setCustomId('m')
        .setMaxValues(2)
        .addDefaultUsers('1')
        .addDefaultRoles('2')
        .toJSON().default_values,
    ).toEqual([
      { id: '1', type: 'user' },
      { id: '2', type: 'role' },
    ]);
    expect(
      new ChannelSelectMenuBuilder().setCustomId('c').setChannelTypes(ChannelType.GuildText).toJSON(),
    ).toEqual({ type: 8, custom_id: 'c', channel_types: [0] });
  });
  it('rows and modals', () => {
    expect(new ActionRowBuilder().addComponents(button('a'), button('b')).toJSON()).toEqual({
      type: 1,
      components: [button('a').toJSON(), button('b').toJSON()],
    });
    const modal = new ModalBuilder()
      .setCustomId('feedback')
      .setTitle('Feedback')
      .addTextInputs(new TextInputBuilder().setCustomId('topic').setLabel('Topic'))
      .addComponents(
        new ActionRowBuilder().addComponents(
          new TextInputBuilder()
            .setCustomId('details')
            .setLabel('Details')
            .setStyle(TextInputStyle.Paragraph)
            .setRequired(false),
        ),
      );
    expect(modal.toJSON()).toEqual({
      custom_id: 'feedback',
      title: 'Feedback',
      components: [
        { type: 1, components: [{ type: 4, style: 1, custom_id: 'topic', label: 'Topic' }] },
        {
          type: 1,
          components: [{ type: 4, style: 2, custom_id: 'details', label: 'Details', required: false }],
        },
      ],
    });
  });
  it('a fresh object each call', () => {
    const select = new StringSelectMenuBuilder().setCustomId('s').addOptions({ label: 'A', value: 'a' });
    const first = select.toJSON();
    first.options[0]!.label = 'changed';
    expect(select.toJSON().options[0]!.label).toBe('A');
  });
});

describe('component builders validate at toJSON(), with paths and a fix', () => {
  it('a button of the wrong shape', () => {
    const error = failure(() =>
      new ButtonBuilder().setStyle(ButtonStyle.Link).setLabel('x').setCustomId('x').toJSON(),
    );
    expect(error.errors.map((e) => [e.path, e.code])).toEqual([
      [['custom_id'], 'COMPONENT_FIELD_INVALID'],
      [['url'], 'BASE_TYPE_REQUIRED'],
    ]);
    expect(error.message).toMatch(
      /^Invalid button "x" \(2 problems\):\n {2}custom_id: .* — remove `custom_id`/,
    );
  });
  it('a row too wide, reported at the component past the width', () => {
    const row = new ActionRowBuilder().addComponents(...['a', 'b', 'c', 'd', 'e', 'f'].map(button));
    expect(failure(() => row.toJSON()).errors).toEqual([
      expect.objectContaining({ path: ['components', 5], code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED' }),
    ]);
  });
  it('a select with too few options for max_values', () => {
    const select = new StringSelectMenuBuilder()
      .setCustomId('s')
      .addOptions({ label: 'A', value: 'a' })
      .setMaxValues(3);
    expect(failure(() => select.toJSON()).errors).toEqual([
      expect.objectContaining({ path: ['max_values'], code: 'COMPONENT_MIN_MAX_INVALID' }),
    ]);
  });
  it('a text input without a label', () => {
    expect(failure(() => new TextInputBuilder().setCustomId('t').toJSON()).errors).toEqual([
      expect.objectContaining({ path: ['label'], code: 'BASE_TYPE_REQUIRED' }),
    ]);
  });
  it('a modal: missing title, duplicate ids', () => {
    const input = () => new TextInputBuilder().setCustomId('same').setLabel('Same');
    const error = failure(() => new ModalBuilder().setCustomId('m').addTextInputs(input(), input()).toJSON());
    expect(error.errors.map((e) => [e.path, e.code])).toEqual([
      [['title'], 'BASE_TYPE_REQUIRED'],
      [['components', 1, 'components', 0], 'COMPONENT_CUSTOM_ID_DUPLICATED'],
    ]);
  });
  it('a text input in a row is checked as a modal row', () => {
    const row = new ActionRowBuilder().addComponents(new TextInputBuilder().setCustomId('a').setLabel('A'));
    expect(row.toJSON().components).toHaveLength(1);
  });
  it('validate: false skips the checks', () => {
    expect(new ButtonBuilder().toJSON({ validate: false })).toEqual({ type: 2 });
  });
  it('setters refuse values of the wrong JavaScript type at the call', () => {
    expect(() => button('a').setLabel(1 as unknown as string)).toThrow(TypeError);
    expect(() => new StringSelectMenuBuilder().addOptions(null as never)).toThrow(TypeError);
    expect(() => new UserSelectMenuBuilder().addDefaultUsers(1 as unknown as string)).toThrow(TypeError);
    expect(() => new ActionRowBuilder().addComponents(null as never)).toThrow(TypeError);
  });
});
