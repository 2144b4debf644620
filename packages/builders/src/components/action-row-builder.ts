import {
  type APIActionRowComponent,
  type APIComponentInActionRow,
  type APIComponentInMessageActionRow,
  type APITextInputComponent,
  ComponentType,
} from '@slashkit/api';
import { expectInteger } from '../internal/argument-checks.js';
import { jsonOf } from '../internal/component-input.js';
import { assertValidRow } from './assert-valid-component.js';

/** Anything an action row holds: a component builder, or the component's wire JSON. */
export type ActionRowComponentInput =
  | APIComponentInActionRow
  | { toJSON(options?: { validate?: boolean }): APIComponentInActionRow };

/** What an action row of a message holds: buttons or a select menu, as builders or JSON. */
export type MessageActionRowComponentInput =
  | APIComponentInMessageActionRow
  | { toJSON(options?: { validate?: boolean }): APIComponentInMessageActionRow };

/** What a (legacy) action row of a modal holds: one text input, as a builder or JSON. */
export type ModalActionRowComponentInput =
  | APITextInputComponent
  | { toJSON(options?: { validate?: boolean }): APITextInputComponent };

/** The wire JSON of a component input: what its `toJSON()` returns, or the JSON itself. */
type ComponentJSON<C> = C extends { toJSON(options?: { validate?: boolean }): infer J } ? J : C;

/**
 * An action row: up to 5 buttons, or one select menu, in a message; one text input in a modal (legacy).
 * Its type remembers what it holds, so `toJSON()` is a message row for buttons and selects (no cast
 * needed in a reply) and a modal built from rows types its submit handler.
 * @example
 * new ActionRowBuilder().addComponents(yes, no);
 * new ActionRowBuilder<ButtonBuilder>(); // typed up front, as in discord.js
 * @see {@link https://discord.com/developers/docs/components/reference#action-row | Action row}
 */
export class ActionRowBuilder<Components extends ActionRowComponentInput = never> {
  #id: number | undefined;
  readonly #components: ActionRowComponentInput[] = [];

  /** The components so far (builders or JSON), in order. */
  get components(): readonly Components[] {
    return this.#components as Components[];
  }

  /** Appends components; the row's type now includes them. */
  addComponents<const C extends readonly ActionRowComponentInput[]>(
    ...components: C
  ): ActionRowBuilder<Components | C[number]> {
    for (const component of components)
      if (typeof component !== 'object' || component === null)
        throw new TypeError('addComponents(): expected component builders or component objects');
    this.#components.push(...components);
    return this as unknown as ActionRowBuilder<Components | C[number]>;
  }

  /** Sets the row's `id` in its message or modal (an int32, unique; the service numbers it when absent). */
  setId(id: number): this {
    expectInteger(id, 'id');
    this.#id = id;
    return this;
  }

  /**
   * The row as the wire carries it, a fresh object each call, typed by what it holds, and checked as a
   * whole: widths, and each component's own rules (paths such as `components[5]`).
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(
    options: { validate?: boolean } = {},
  ): APIActionRowComponent<Extract<ComponentJSON<Components>, APIComponentInActionRow>> {
    const json: APIActionRowComponent = {
      type: ComponentType.ActionRow,
      components: this.#components.map((component) => jsonOf<APIComponentInActionRow>(component)),
    };
    if (this.#id !== undefined) json.id = this.#id;
    if (options.validate !== false) assertValidRow(json);
    return json as APIActionRowComponent<Extract<ComponentJSON<Components>, APIComponentInActionRow>>;
  }
}
