import type { APIModalInteractionResponseCallbackData, APITextInputComponent } from '@slashkit/api';
import { expectString } from '../internal/argument-checks.js';
import type { ActionRowBuilder } from './action-row-builder.js';
import { assertValidModal } from './assert-valid-component.js';
import type { TextInputBuilder, TextInputTypeInfo } from './text-input-builder.js';

/** The submit handler's `fields` entries of some text inputs: `{ [custom_id]: string | undefined… }`. */
type FieldsOf<Inputs> = {
  [I in Inputs as I extends { readonly '~field'?: TextInputTypeInfo<infer Id> } ? Id : never]: I extends {
    readonly '~field'?: TextInputTypeInfo<string, infer R>;
  }
    ? R extends true
      ? string
      : string | undefined
    : string | undefined;
};

/** What a modal's type carries for its submit handler (type-only). */
export interface ModalTypeInfo<
  CustomId extends string = string,
  Fields = Record<string, string | undefined>,
> {
  readonly customId: CustomId;
  readonly fields: Fields;
}

/**
 * The `fields` a modal's submit handler receives, from its builder: each text input's value by its
 * custom_id (`string` when required, `string | undefined` when not).
 * @example
 * type Feedback = InferModalFields<typeof feedbackModal>; // { topic: string; details: string | undefined }
 */
export type InferModalFields<M> = M extends { readonly '~modal'?: ModalTypeInfo<string, infer F> }
  ? { [K in keyof F]: F[K] }
  : Record<string, string | undefined>;

type TextInputRow = ActionRowBuilder<TextInputBuilder<string, boolean>>;

/**
 * A modal: a title and 1-5 text inputs, shown with `ctx.showModal(modal)` from a command or a component.
 * Its type collects the inputs, so the submit handler's `fields` are typed by custom_id.
 * @example
 * const feedback = new ModalBuilder()
 *   .setCustomId('feedback')
 *   .setTitle('Feedback')
 *   .addTextInputs(
 *     new TextInputBuilder().setCustomId('topic').setLabel('Topic'),
 *     new TextInputBuilder().setCustomId('details').setLabel('Details').setStyle(TextInputStyle.Paragraph).setRequired(false),
 *   ); // fields: { topic: string; details: string | undefined }
 * @see service-facts "Message components and modals"
 */
export class ModalBuilder<CustomId extends string = string, Fields = {}> {
  /** Type-level facts for handlers (no run-time value). */
  declare readonly '~modal'?: ModalTypeInfo<CustomId, Fields>;
  #customId: string | undefined;
  #title: string | undefined;
  readonly #rows: (TextInputRow | TextInputBuilder<string, boolean>)[] = [];

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

  /** Adds text inputs, each in its own action row. */
  addTextInputs<const I extends readonly TextInputBuilder<string, boolean>[]>(
    ...inputs: I
  ): ModalBuilder<CustomId, Fields & FieldsOf<I[number]>> {
    this.#rows.push(...inputs);
    return this as unknown as ModalBuilder<CustomId, Fields & FieldsOf<I[number]>>;
  }

  /** Adds action rows of one text input each. */
  addComponents<const R extends readonly TextInputRow[]>(
    ...rows: R
  ): ModalBuilder<CustomId, Fields & FieldsOf<R[number] extends ActionRowBuilder<infer C> ? C : never>> {
    this.#rows.push(...rows);
    return this as unknown as ModalBuilder<
      CustomId,
      Fields & FieldsOf<R[number] extends ActionRowBuilder<infer C> ? C : never>
    >;
  }

  /**
   * The modal as the `data` of a MODAL response, a fresh object each call, checked as a whole (paths such
   * as `components[0].components[0].label`).
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIModalInteractionResponseCallbackData {
    const json: APIModalInteractionResponseCallbackData = {
      custom_id: this.#customId as string,
      title: this.#title as string,
      components: this.#rows.map((row) =>
        'addComponents' in row
          ? (row.toJSON({ validate: false }) as { type: 1; components: APITextInputComponent[] })
          : { type: 1 as const, components: [row.toJSON({ validate: false })] },
      ),
    };
    if (json.custom_id === undefined) delete (json as { custom_id?: string }).custom_id;
    if (json.title === undefined) delete (json as { title?: string }).title;
    if (options.validate !== false) assertValidModal(json);
    return json;
  }
}
