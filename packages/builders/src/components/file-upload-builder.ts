import { type APIAttachment, type APIFileUploadComponent, ComponentType } from '@slashkit/api';
import { expectBoolean, expectInteger, expectNumber, expectString } from '../internal/argument-checks.js';
import { assertValidLabelledInput } from './assert-valid-component.js';
import type { ModalFieldTypeInfo } from './modal-field-type-info.js';

/**
 * A file upload of a modal (inside a label): the user attaches 0-10 files; the submit handler's
 * `ctx.fields` holds them as attachments (`APIAttachment[]`, empty when an optional upload got none).
 * @example
 * new LabelBuilder().setLabel('Screenshots').setFileUploadComponent(
 *   new FileUploadBuilder().setCustomId('shots').setMaxValues(3).setRequired(false),
 * );
 * @see {@link https://discord.com/developers/docs/components/reference#file-upload | File upload}
 */
export class FileUploadBuilder<CustomId extends string = string> {
  /** Type-level facts for the submit handler (no run-time value). */
  declare readonly '~field'?: ModalFieldTypeInfo<CustomId, readonly APIAttachment[]>;
  readonly #data: Partial<APIFileUploadComponent> & { type: 19 } = { type: ComponentType.FileUpload };

  /** Sets the id the submission carries the files under (1-100 characters, unique in the modal). */
  setCustomId<const Id extends string>(customId: Id): FileUploadBuilder<Id> {
    expectString(customId, 'custom_id');
    this.#data.custom_id = customId;
    return this as unknown as FileUploadBuilder<Id>;
  }

  /** Sets the fewest files accepted (0-10, default 1). */
  setMinValues(minValues: number): this {
    expectNumber(minValues, 'min_values');
    this.#data.min_values = minValues;
    return this;
  }

  /** Sets the most files accepted (1-10, default 1). */
  setMaxValues(maxValues: number): this {
    expectNumber(maxValues, 'max_values');
    this.#data.max_values = maxValues;
    return this;
  }

  /** Whether a file is needed (default true). */
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
   * The file upload as the wire carries it, a fresh object each call, checked against its rules.
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIFileUploadComponent {
    const json = { ...this.#data } as APIFileUploadComponent;
    if (options.validate !== false) assertValidLabelledInput('file upload', json);
    return json;
  }
}
