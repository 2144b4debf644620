import { type APITextInputComponent, ComponentType, type TextInputStyle } from '@slashkit/api';
import { expectBoolean, expectInteger, expectNumber, expectString } from '../internal/argument-checks.js';
import { assertValidTextInput } from './assert-valid-component.js';
import type { ModalFieldTypeInfo } from './modal-field-type-info.js';

/**
 * What a text input's type carries for the modal submit handler (type-only): its custom_id, whether it is
 * required, and so its value (`string`, or `string | undefined` when optional).
 */
export interface TextInputTypeInfo<CustomId extends string = string, Required extends boolean = boolean>
  extends ModalFieldTypeInfo<CustomId, Required extends true ? string : string | undefined> {
  readonly required: Required;
}

/**
 * A text input of a modal: one line (SHORT) or several (PARAGRAPH), in a label (`LabelBuilder`, which
 * carries the question: leave `setLabel` out) or, legacy, in an action row with its own label. Required by
 * default; the submit handler's `fields` has its value under its custom_id, as `string` (or
 * `string | undefined` once `setRequired(false)`).
 * @example
 * new LabelBuilder().setLabel('Your name').setTextInputComponent(new TextInputBuilder().setCustomId('name').setMaxLength(32));
 * @see {@link https://discord.com/developers/docs/components/reference#text-input | Text input}
 */
export class TextInputBuilder<CustomId extends string = string, Required extends boolean = true> {
  /** Type-level facts for handlers (no run-time value). */
  declare readonly '~field'?: TextInputTypeInfo<CustomId, Required>;
  readonly #data: Partial<APITextInputComponent> & { type: 4 } = { type: ComponentType.TextInput, style: 1 };

  /** Sets the id the submission carries the value under (1-100 characters, unique in the modal). */
  setCustomId<const Id extends string>(customId: Id): TextInputBuilder<Id, Required> {
    expectString(customId, 'custom_id');
    this.#data.custom_id = customId;
    return this as unknown as TextInputBuilder<Id, Required>;
  }

  /** Sets the question above the input (1-45 characters); only in an action row (a label carries its own). */
  setLabel(label: string): this {
    expectString(label, 'label');
    this.#data.label = label;
    return this;
  }

  /** One line (Short 1, the default) or several (Paragraph 2). */
  setStyle(style: TextInputStyle): this {
    expectNumber(style, 'style');
    this.#data.style = style;
    return this;
  }

  /** The fewest characters accepted (0-4000). */
  setMinLength(minLength: number): this {
    expectNumber(minLength, 'min_length');
    this.#data.min_length = minLength;
    return this;
  }

  /** The most characters accepted (1-4000). */
  setMaxLength(maxLength: number): this {
    expectNumber(maxLength, 'max_length');
    this.#data.max_length = maxLength;
    return this;
  }

  /** Whether an answer is needed (default true); an optional field may arrive empty. */
  setRequired<const R extends boolean = true>(required?: R): TextInputBuilder<CustomId, R> {
    const value = required ?? true;
    expectBoolean(value, 'required');
    this.#data.required = value;
    return this as unknown as TextInputBuilder<CustomId, R>;
  }

  /** Pre-fills the input (at most 4000 characters, and at most `max_length`). */
  setValue(value: string): this {
    expectString(value, 'value');
    this.#data.value = value;
    return this;
  }

  /** Sets the grey text shown while empty (at most 100 characters). */
  setPlaceholder(placeholder: string): this {
    expectString(placeholder, 'placeholder');
    this.#data.placeholder = placeholder;
    return this;
  }

  /** Sets the component's `id` in its modal (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#data.id = id;
    return this;
  }

  /**
   * The input as the wire carries it, a fresh object each call, checked against every text input rule.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APITextInputComponent {
    const json = { ...this.#data } as APITextInputComponent;
    if (options.validate !== false) assertValidTextInput(json);
    return json;
  }
}
