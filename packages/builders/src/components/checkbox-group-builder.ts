import { type APICheckboxGroupComponent, type APICheckboxGroupOption, ComponentType } from '@slashkit/api';
import { expectBoolean, expectInteger, expectNumber, expectString } from '../internal/argument-checks.js';
import { assertValidLabelledInput } from './assert-valid-component.js';
import { type ChoiceOptionInput, toChoiceOption } from './choice-option-input.js';
import type { ModalFieldTypeInfo } from './modal-field-type-info.js';

/**
 * A checkbox group of a modal (inside a label): 1-10 options, of which the user checks `min_values` to
 * `max_values`. The submit handler's `ctx.fields` holds the checked values, typed as an array of the
 * option values' union.
 * @example
 * new CheckboxGroupBuilder()
 *   .setCustomId('topics')
 *   .setMinValues(0)
 *   .addOptions({ label: 'Releases', value: 'releases' }, { label: 'Incidents', value: 'incidents' });
 * @see {@link https://discord.com/developers/docs/components/reference#checkbox-group | Checkbox group}
 */
export class CheckboxGroupBuilder<CustomId extends string = string, Values extends string = never> {
  /** Type-level facts for the submit handler (no run-time value). */
  declare readonly '~field'?: ModalFieldTypeInfo<CustomId, readonly Values[]>;
  readonly #data: Partial<APICheckboxGroupComponent> & { type: 22; options: APICheckboxGroupOption[] } = {
    type: ComponentType.CheckboxGroup,
    options: [],
  };

  /** Sets the id the submission carries the checked values under (1-100 characters, unique in the modal). */
  setCustomId<const Id extends string>(customId: Id): CheckboxGroupBuilder<Id, Values> {
    expectString(customId, 'custom_id');
    this.#data.custom_id = customId;
    return this as unknown as CheckboxGroupBuilder<Id, Values>;
  }

  /** Adds options (a group holds 1-10); their values join the handler's type. */
  addOptions<const V extends string>(
    ...options: readonly ChoiceOptionInput<V>[]
  ): CheckboxGroupBuilder<CustomId, Values | V> {
    this.#data.options.push(...options.map(toChoiceOption));
    return this as unknown as CheckboxGroupBuilder<CustomId, Values | V>;
  }

  /** Replaces every option; the handler's type becomes their values. */
  setOptions<const V extends string>(
    ...options: readonly ChoiceOptionInput<V>[]
  ): CheckboxGroupBuilder<CustomId, V> {
    this.#data.options = options.map(toChoiceOption);
    return this as unknown as CheckboxGroupBuilder<CustomId, V>;
  }

  /** Sets the fewest options to check (0-10, default 1). */
  setMinValues(minValues: number): this {
    expectNumber(minValues, 'min_values');
    this.#data.min_values = minValues;
    return this;
  }

  /** Sets the most options to check (1-10, default: the number of options). */
  setMaxValues(maxValues: number): this {
    expectNumber(maxValues, 'max_values');
    this.#data.max_values = maxValues;
    return this;
  }

  /** Whether a choice is needed (default true). */
  setRequired(required = true): this {
    expectBoolean(required, 'required');
    this.#data.required = required;
    return this;
  }

  /** Sets the component's `id` in its modal (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#data.id = id;
    return this;
  }

  /**
   * The checkbox group as the wire carries it, a fresh object each call, checked against its rules.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APICheckboxGroupComponent {
    const json = structuredClone(this.#data) as APICheckboxGroupComponent;
    if (options.validate !== false) assertValidLabelledInput('checkbox group', json);
    return json;
  }
}
