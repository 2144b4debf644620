import type {
  APILabelComponent,
  APIModalComponent,
  APIModalInteractionResponseCallbackData,
  APITextDisplayComponent,
  APITextInputComponent,
} from '@slashkit/api';
import { expectString } from '../internal/argument-checks.js';
import { type ComponentInput, childOf, type JSONEncodable, jsonOf } from '../internal/component-input.js';
import type { ModalFieldValue } from '../types/modal-field-value.js';
import type { ActionRowBuilder } from './action-row-builder.js';
import { assertValidModal } from './assert-valid-component.js';
import { LabelBuilder } from './label-builder.js';
import type { ModalFieldTypeInfo } from './modal-field-type-info.js';
import { TextDisplayBuilder } from './text-display-builder.js';
import type { TextInputBuilder } from './text-input-builder.js';

/** The submit handler's `fields` entries of some inputs (or labels, or functions returning labels). */
type FieldsOf<Inputs> = {
  [I in Inputs as FieldKey<FieldInfo<I>>]: FieldInfo<I>['value'];
};

/** A field's custom_id; none for an input without facts (JSON), rather than an index signature. */
type FieldKey<F> = F extends ModalFieldTypeInfo<infer Id> ? Id : never;

/** An input's (or a label's) field facts; a function's are those of the builder it returns. */
type FieldInfo<I> = I extends (...args: never[]) => infer R
  ? FieldInfo<R>
  : I extends { readonly '~field'?: infer F }
    ? Extract<F, ModalFieldTypeInfo>
    : never;

/** What a modal's type carries for its submit handler (type-only). */
export interface ModalTypeInfo<
  CustomId extends string = string,
  Fields = Readonly<Record<string, ModalFieldValue | undefined>>,
> {
  readonly customId: CustomId;
  readonly fields: Fields;
}

/**
 * The `fields` a modal's submit handler receives, from its builder: each input's value by its custom_id,
 * typed by kind (a text input's `string`, `string | undefined` when optional; a select's values or
 * entities; a file upload's attachments; a radio group's value; a checkbox group's values; a checkbox's
 * boolean). Without a builder: any field value, by any custom_id.
 * @example
 * type Feedback = InferModalFields<typeof feedbackModal>; // { topic: string; details: string | undefined }
 */
export type InferModalFields<M> = M extends { readonly '~modal'?: ModalTypeInfo<string, infer F> }
  ? { [K in keyof F]: F[K] }
  : Readonly<Record<string, ModalFieldValue | undefined>>;

type TextInputRow = ActionRowBuilder<TextInputBuilder<string, boolean>>;
/** A label as `addLabelComponents` takes it: a builder, its JSON, or a function that fills a fresh one. */
type LabelInput =
  | LabelBuilder<ModalFieldTypeInfo>
  | APILabelComponent
  | ((label: LabelBuilder) => LabelBuilder<ModalFieldTypeInfo>);
type ModalChild = JSONEncodable<APIModalComponent> | APIModalComponent | TextInputBuilder<string, boolean>;

/**
 * A modal: a title and 1-5 top-level components — labels around inputs (text inputs, selects, file
 * uploads, radio groups, checkbox groups, checkboxes), text displays, or (legacy) rows of one text input —
 * shown with `ctx.showModal(modal)` from a command or a component. Its type collects the inputs, so the
 * submit handler's `ctx.fields` is typed by custom_id.
 * @example
 * const feedback = new ModalBuilder()
 *   .setCustomId('feedback')
 *   .setTitle('Feedback')
 *   .addTextDisplayComponents((text) => text.setContent('Tell us what you think'))
 *   .addLabelComponents(
 *     (label) => label.setLabel('Topic').setTextInputComponent(new TextInputBuilder().setCustomId('topic')),
 *     (label) => label.setLabel('Subscribe').setCheckboxComponent(new CheckboxBuilder().setCustomId('subscribe')),
 *   ); // fields: { topic: string; subscribe: boolean }
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal | Interaction response: modal}
 */
export class ModalBuilder<CustomId extends string = string, Fields = {}> {
  /** Type-level facts for handlers (no run-time value). */
  declare readonly '~modal'?: ModalTypeInfo<CustomId, Fields>;
  #customId: string | undefined;
  #title: string | undefined;
  readonly #components: ModalChild[] = [];

  /** Sets the id the submission carries back (1-100 characters). */
  setCustomId<const Id extends string>(customId: Id): ModalBuilder<Id, Fields> {
    expectString(customId, 'custom_id');
    this.#customId = customId;
    return this as unknown as ModalBuilder<Id, Fields>;
  }

  /** Sets the title at the top of the modal (1-45 characters). */
  setTitle(title: string): this {
    expectString(title, 'title');
    this.#title = title;
    return this;
  }

  /** Adds labels, each around one input; a label's input joins the handler's `fields`. */
  addLabelComponents<const L extends readonly LabelInput[]>(
    ...labels: L
  ): ModalBuilder<CustomId, Fields & FieldsOf<L[number]>> {
    for (const label of labels)
      this.#components.push(
        childOf(
          label as ComponentInput<LabelBuilder<ModalFieldTypeInfo>, APILabelComponent>,
          () => new LabelBuilder(),
          'addLabelComponents()',
        ),
      );
    return this as unknown as ModalBuilder<CustomId, Fields & FieldsOf<L[number]>>;
  }

  /** Adds text displays: markdown text between the inputs. */
  addTextDisplayComponents(...texts: ComponentInput<TextDisplayBuilder, APITextDisplayComponent>[]): this {
    for (const text of texts)
      this.#components.push(childOf(text, () => new TextDisplayBuilder(), 'addTextDisplayComponents()'));
    return this;
  }

  /** Adds text inputs with their own labels, each in its own action row (legacy; prefer labels). */
  addTextInputs<const I extends readonly TextInputBuilder<string, boolean>[]>(
    ...inputs: I
  ): ModalBuilder<CustomId, Fields & FieldsOf<I[number]>> {
    this.#components.push(...inputs);
    return this as unknown as ModalBuilder<CustomId, Fields & FieldsOf<I[number]>>;
  }

  /** Adds action rows of one text input each (legacy; prefer labels). */
  addComponents<const R extends readonly TextInputRow[]>(
    ...rows: R
  ): ModalBuilder<CustomId, Fields & FieldsOf<R[number] extends ActionRowBuilder<infer C> ? C : never>> {
    this.#components.push(...rows);
    return this as unknown as ModalBuilder<
      CustomId,
      Fields & FieldsOf<R[number] extends ActionRowBuilder<infer C> ? C : never>
    >;
  }

  /**
   * The modal as the `data` of a MODAL response, a fresh object each call, checked as a whole (paths such
   * as `components[1].component.options[0].value`).
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIModalInteractionResponseCallbackData {
    const json: APIModalInteractionResponseCallbackData = {
      custom_id: this.#customId as string,
      title: this.#title as string,
      components: this.#components.map((child): APIModalComponent => {
        const component = jsonOf<APIModalComponent | APITextInputComponent>(child);
        // A bare text input (addTextInputs) sits in an action row of its own.
        return component.type === 4 ? { type: 1, components: [component] } : component;
      }),
    };
    if (json.custom_id === undefined) delete (json as { custom_id?: string }).custom_id;
    if (json.title === undefined) delete (json as { title?: string }).title;
    if (options.validate !== false) assertValidModal(json);
    return json;
  }
}
