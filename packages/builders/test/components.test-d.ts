import { describe, expectTypeOf, it } from 'vitest';
import {
  ActionRowBuilder,
  ButtonBuilder,
  type InferModalFields,
  type InferSelectValues,
  ModalBuilder,
  type ModalFieldValue,
  StringSelectMenuBuilder,
  TextInputBuilder,
  type UserSelectMenuBuilder,
} from '../src/index.js';

describe('types flow from component builders', () => {
  it("a modal's text inputs give fields by custom_id: required → string, optional → string | undefined", () => {
    const modal = new ModalBuilder()
      .setCustomId('feedback')
      .setTitle('Feedback')
      .addTextInputs(
        new TextInputBuilder().setCustomId('topic').setLabel('Topic'),
        new TextInputBuilder().setCustomId('details').setLabel('Details').setRequired(false),
      )
      .addComponents(
        new ActionRowBuilder().addComponents(
          new TextInputBuilder().setCustomId('email').setLabel('E-mail').setRequired(),
        ),
      );
    expectTypeOf<InferModalFields<typeof modal>>().toEqualTypeOf<{
      topic: string;
      details: string | undefined;
      email: string;
    }>();
  });
  it('an untyped modal gives a loose record of any field value', () => {
    expectTypeOf<InferModalFields<ModalBuilder>>().toEqualTypeOf<{}>();
    expectTypeOf<InferModalFields<unknown>>().toEqualTypeOf<
      Readonly<Record<string, ModalFieldValue | undefined>>
    >();
  });
  it("a string select's option values give a union of literals", () => {
    const select = new StringSelectMenuBuilder()
      .setCustomId('color')
      .addOptions({ label: 'Red', value: 'red' })
      .addOptions({ label: 'Green', value: 'green' }, { label: 'Blue', value: 'blue' });
    expectTypeOf<InferSelectValues<typeof select>>().toEqualTypeOf<'red' | 'green' | 'blue'>();
    const replaced = select.setOptions({ label: 'Only', value: 'only' });
    expectTypeOf<InferSelectValues<typeof replaced>>().toEqualTypeOf<'only'>();
    expectTypeOf<InferSelectValues<UserSelectMenuBuilder>>().toEqualTypeOf<string>();
  });
  it('the custom_id literal is kept', () => {
    const button = new ButtonBuilder().setCustomId('poll:{pollId}:vote');
    expectTypeOf(button).toEqualTypeOf<ButtonBuilder<'poll:{pollId}:vote'>>();
  });
  it('a modal takes only rows of text inputs', () => {
    // @ts-expect-error a button cannot sit in a modal
    new ModalBuilder().addComponents(new ActionRowBuilder().addComponents(new ButtonBuilder()));
  });
});
