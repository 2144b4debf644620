import { type APIRadioGroupComponent, type APIRadioGroupOption, ComponentType } from '@slashkit/api';
import { expectBoolean, expectInteger, expectString } from '../internal/argument-checks.js';
import { assertValidLabelledInput } from './assert-valid-component.js';
import { type ChoiceOptionInput, toChoiceOption } from './choice-option-input.js';
import type { ModalFieldTypeInfo } from './modal-field-type-info.js';

/**
 * A radio group of a modal (inside a label): one choice among 2-10 options. The submit handler's
 * `ctx.fields` holds the chosen value, typed as the union of the option values (`| undefined` once
 * `setRequired(false)`: nothing chosen).
 * @example
 * new RadioGroupBuilder()
 *   .setCustomId('size')
 *   .addOptions({ label: 'Small', value: 's' }, { label: 'Large', value: 'l', default: true }); // 's' | 'l'
 * @see {@link https://discord.com/developers/docs/components/reference#radio-group | Radio group}
 */
export class RadioGroupBuilder<
  CustomId extends string = string,
  Values extends string = never,
  Required extends boolean = true,
> {
  /** Type-level facts for the submit handler (no run-time value). */
  declare readonly '~field'?: ModalFieldTypeInfo<
    CustomId,
    Required extends true ? Values : Values | undefined
  >;
  readonly #data: Partial<APIRadioGroupComponent> & { type: 21; options: APIRadioGroupOption[] } = {
    type: ComponentType.RadioGroup,
    options: [],
  };

  /** Sets the id the submission carries the choice under (1-100 characters, unique in the modal). */
  setCustomId<const Id extends string>(customId: Id): RadioGroupBuilder<Id, Values, Required> {
    expectString(customId, 'custom_id');
    this.#data.custom_id = customId;
    return this as unknown as RadioGroupBuilder<Id, Values, Required>;
  }

  /** Adds options (a group holds 2-10, at most one `default`); their values join the handler's type. */
  addOptions<const V extends string>(
    ...options: readonly ChoiceOptionInput<V>[]
  ): RadioGroupBuilder<CustomId, Values | V, Required> {
    this.#data.options.push(...options.map(toChoiceOption));
    return this as unknown as RadioGroupBuilder<CustomId, Values | V, Required>;
  }

  /** Replaces every option; the handler's type becomes their values. */
  setOptions<const V extends string>(
    ...options: readonly ChoiceOptionInput<V>[]
  ): RadioGroupBuilder<CustomId, V, Required> {
    this.#data.options = options.map(toChoiceOption);
    return this as unknown as RadioGroupBuilder<CustomId, V, Required>;
  }

  /** Whether a choice is needed (default true); an optional group left alone reaches the handler as `undefined`. */
  setRequired<const R extends boolean = true>(required?: R): RadioGroupBuilder<CustomId, Values, R> {
    const value = required ?? true;
    expectBoolean(value, 'required');
    this.#data.required = value;
    return this as unknown as RadioGroupBuilder<CustomId, Values, R>;
  }

  /** Sets the component's `id` in its modal (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#data.id = id;
    return this;
  }

  /**
   * The radio group as the wire carries it, a fresh object each call, checked against its rules.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIRadioGroupComponent {
    const json = structuredClone(this.#data) as APIRadioGroupComponent;
    if (options.validate !== false) assertValidLabelledInput('radio group', json);
    return json;
  }
}
