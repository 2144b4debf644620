import { type APICheckboxComponent, ComponentType } from '@slashkit/api';
import { expectBoolean, expectInteger, expectString } from '../internal/argument-checks.js';
import { assertValidLabelledInput } from './assert-valid-component.js';
import type { ModalFieldTypeInfo } from './modal-field-type-info.js';

/**
 * A checkbox of a modal (inside a label): a yes/no answer. The submit handler's `ctx.fields` holds a
 * boolean.
 * @example
 * new LabelBuilder().setLabel('I agree to the rules').setCheckboxComponent(new CheckboxBuilder().setCustomId('agree'));
 * @see {@link https://discord.com/developers/docs/components/reference#checkbox | Checkbox}
 */
export class CheckboxBuilder<CustomId extends string = string> {
  /** Type-level facts for the submit handler (no run-time value). */
  declare readonly '~field'?: ModalFieldTypeInfo<CustomId, boolean>;
  readonly #data: Partial<APICheckboxComponent> & { type: 23 } = { type: ComponentType.Checkbox };

  /** Sets the id the submission carries the answer under (1-100 characters, unique in the modal). */
  setCustomId<const Id extends string>(customId: Id): CheckboxBuilder<Id> {
    expectString(customId, 'custom_id');
    this.#data.custom_id = customId;
    return this as unknown as CheckboxBuilder<Id>;
  }

  /** Checks the box when the modal opens. */
  setDefault(checked = true): this {
    expectBoolean(checked, 'default');
    this.#data.default = checked;
    return this;
  }

  /** Sets the component's `id` in its modal (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#data.id = id;
    return this;
  }

  /**
   * The checkbox as the wire carries it, a fresh object each call, checked against its rules.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APICheckboxComponent {
    const json = { ...this.#data } as APICheckboxComponent;
    if (options.validate !== false) assertValidLabelledInput('checkbox', json);
    return json;
  }
}
