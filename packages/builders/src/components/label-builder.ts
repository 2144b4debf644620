import {
  type APIChannelSelectComponent,
  type APICheckboxComponent,
  type APICheckboxGroupComponent,
  type APIComponentInLabel,
  type APIFileUploadComponent,
  type APILabelComponent,
  type APIMentionableSelectComponent,
  type APIRadioGroupComponent,
  type APIRoleSelectComponent,
  type APIStringSelectComponent,
  type APITextInputComponent,
  type APIUserSelectComponent,
  ComponentType,
} from '@slashkit/api';
import { expectInteger, expectString } from '../internal/argument-checks.js';
import { childOf, type JSONEncodable, jsonOf } from '../internal/component-input.js';
import { assertValidLabel } from './assert-valid-component.js';
import { CheckboxBuilder } from './checkbox-builder.js';
import { CheckboxGroupBuilder } from './checkbox-group-builder.js';
import {
  ChannelSelectMenuBuilder,
  MentionableSelectMenuBuilder,
  RoleSelectMenuBuilder,
  UserSelectMenuBuilder,
} from './entity-select-menu-builders.js';
import { FileUploadBuilder } from './file-upload-builder.js';
import type { ModalFieldTypeInfo } from './modal-field-type-info.js';
import { RadioGroupBuilder } from './radio-group-builder.js';
import { StringSelectMenuBuilder } from './string-select-menu-builder.js';
import { TextInputBuilder } from './text-input-builder.js';

/** The field facts of an input builder (never for JSON, which carries no types). */
type FieldOf<B> = B extends { readonly '~field'?: infer F } ? Extract<F, ModalFieldTypeInfo> : never;

/** An input for a label: its builder, or a function that configures a fresh one. */
type InputOf<B, Fresh> = B | ((builder: Fresh) => B);

/**
 * A label of a modal: a question (1-45 characters) and an optional description above one input — a text
 * input, a select menu, a file upload, a radio group, a checkbox group or a checkbox. Its type carries
 * the input's, so a `ModalBuilder` of labels types the submit handler's `ctx.fields`. An input passed as
 * JSON works the same at run time but adds no type.
 * @example
 * new LabelBuilder()
 *   .setLabel('Size')
 *   .setDescription('Pick one')
 *   .setRadioGroupComponent((group) =>
 *     group.setCustomId('size').addOptions({ label: 'Small', value: 's' }, { label: 'Large', value: 'l' }),
 *   );
 * @see {@link https://discord.com/developers/docs/components/reference#label | Label}
 */
export class LabelBuilder<Field extends ModalFieldTypeInfo = never> {
  /** Type-level facts for the submit handler: those of the input (no run-time value). */
  declare readonly '~field'?: Field;
  #label: string | undefined;
  #description: string | undefined;
  #id: number | undefined;
  #component: JSONEncodable<APIComponentInLabel> | APIComponentInLabel | undefined;

  /** Sets the question shown above the input (1-45 characters). */
  setLabel(label: string): this {
    expectString(label, 'label');
    this.#label = label;
    return this;
  }

  /** Sets the text under the question (at most 100 characters). */
  setDescription(description: string): this {
    expectString(description, 'description');
    this.#description = description;
    return this;
  }

  /** Sets the component's `id` in its modal (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#id = id;
    return this;
  }

  #set<B>(input: unknown, create: () => B, method: string): LabelBuilder<FieldOf<B>> {
    this.#component = childOf(input as B, create, `${method}()`) as JSONEncodable<APIComponentInLabel>;
    return this as unknown as LabelBuilder<FieldOf<B>>;
  }

  /** Labels a text input (leave its own `setLabel` out): `ctx.fields` holds a `string`. */
  setTextInputComponent<B extends TextInputBuilder<string, boolean>>(
    input: InputOf<B, TextInputBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setTextInputComponent(input: APITextInputComponent): LabelBuilder;
  setTextInputComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new TextInputBuilder(), 'setTextInputComponent');
  }

  /** Labels a string select: `ctx.fields` holds the chosen values (the union of the option values). */
  setStringSelectMenuComponent<B extends StringSelectMenuBuilder<string, string>>(
    input: InputOf<B, StringSelectMenuBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setStringSelectMenuComponent(input: APIStringSelectComponent): LabelBuilder;
  setStringSelectMenuComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new StringSelectMenuBuilder(), 'setStringSelectMenuComponent');
  }

  /** Labels a user select: `ctx.fields` holds the chosen users (with members in guilds). */
  setUserSelectMenuComponent<B extends UserSelectMenuBuilder>(
    input: InputOf<B, UserSelectMenuBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setUserSelectMenuComponent(input: APIUserSelectComponent): LabelBuilder;
  setUserSelectMenuComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new UserSelectMenuBuilder(), 'setUserSelectMenuComponent');
  }

  /** Labels a role select: `ctx.fields` holds the chosen roles. */
  setRoleSelectMenuComponent<B extends RoleSelectMenuBuilder>(
    input: InputOf<B, RoleSelectMenuBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setRoleSelectMenuComponent(input: APIRoleSelectComponent): LabelBuilder;
  setRoleSelectMenuComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new RoleSelectMenuBuilder(), 'setRoleSelectMenuComponent');
  }

  /** Labels a mentionable select: `ctx.fields` holds the chosen users and roles, told apart by `kind`. */
  setMentionableSelectMenuComponent<B extends MentionableSelectMenuBuilder>(
    input: InputOf<B, MentionableSelectMenuBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setMentionableSelectMenuComponent(input: APIMentionableSelectComponent): LabelBuilder;
  setMentionableSelectMenuComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new MentionableSelectMenuBuilder(), 'setMentionableSelectMenuComponent');
  }

  /** Labels a channel select: `ctx.fields` holds the chosen channels. */
  setChannelSelectMenuComponent<B extends ChannelSelectMenuBuilder>(
    input: InputOf<B, ChannelSelectMenuBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setChannelSelectMenuComponent(input: APIChannelSelectComponent): LabelBuilder;
  setChannelSelectMenuComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new ChannelSelectMenuBuilder(), 'setChannelSelectMenuComponent');
  }

  /** Labels a file upload: `ctx.fields` holds the uploaded attachments. */
  setFileUploadComponent<B extends FileUploadBuilder>(
    input: InputOf<B, FileUploadBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setFileUploadComponent(input: APIFileUploadComponent): LabelBuilder;
  setFileUploadComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new FileUploadBuilder(), 'setFileUploadComponent');
  }

  /** Labels a radio group: `ctx.fields` holds the chosen value (`undefined` when optional and left alone). */
  setRadioGroupComponent<B extends RadioGroupBuilder<string, string, boolean>>(
    input: InputOf<B, RadioGroupBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setRadioGroupComponent(input: APIRadioGroupComponent): LabelBuilder;
  setRadioGroupComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new RadioGroupBuilder(), 'setRadioGroupComponent');
  }

  /** Labels a checkbox group: `ctx.fields` holds the checked values. */
  setCheckboxGroupComponent<B extends CheckboxGroupBuilder<string, string>>(
    input: InputOf<B, CheckboxGroupBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setCheckboxGroupComponent(input: APICheckboxGroupComponent): LabelBuilder;
  setCheckboxGroupComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new CheckboxGroupBuilder(), 'setCheckboxGroupComponent');
  }

  /** Labels a checkbox: `ctx.fields` holds a boolean. */
  setCheckboxComponent<B extends CheckboxBuilder>(
    input: InputOf<B, CheckboxBuilder>,
  ): LabelBuilder<FieldOf<B>>;
  setCheckboxComponent(input: APICheckboxComponent): LabelBuilder;
  setCheckboxComponent(input: unknown): LabelBuilder<ModalFieldTypeInfo> {
    return this.#set(input, () => new CheckboxBuilder(), 'setCheckboxComponent');
  }

  /**
   * The label as the wire carries it, a fresh object each call, checked with its input (paths such as
   * `component.options[1].value`).
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APILabelComponent {
    const json = { type: ComponentType.Label } as APILabelComponent;
    if (this.#id !== undefined) json.id = this.#id;
    if (this.#label !== undefined) json.label = this.#label;
    if (this.#description !== undefined) json.description = this.#description;
    if (this.#component !== undefined) json.component = jsonOf(this.#component);
    if (options.validate !== false) assertValidLabel(json);
    return json;
  }
}
