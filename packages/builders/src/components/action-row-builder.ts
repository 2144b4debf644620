import { type APIActionRowComponent, type APIComponentInActionRow, ComponentType } from '@slashkit/api';
import { assertValidRow } from './assert-valid-component.js';

/** Anything an action row holds: a component builder, or the component's wire JSON. */
export type ActionRowComponentInput =
  | APIComponentInActionRow
  | { toJSON(options?: { validate?: boolean }): APIComponentInActionRow };

/**
 * An action row: up to 5 buttons, or one select menu, in a message; one text input in a modal. Its type
 * remembers what it holds, so a modal built from rows types its submit handler.
 * @example
 * new ActionRowBuilder().addComponents(yes, no);
 * @see service-facts "Message components and modals"
 */
export class ActionRowBuilder<Components extends ActionRowComponentInput = never> {
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

  /**
   * The row as the wire carries it, a fresh object each call, checked as a whole: widths, and each
   * component's own rules (paths such as `components[5]`).
   * @throws ComponentValidationError listing every problem with its path
   */
  toJSON(options: { validate?: boolean } = {}): APIActionRowComponent {
    const json: APIActionRowComponent = {
      type: ComponentType.ActionRow,
      components: this.#components.map((component) =>
        'toJSON' in component && typeof component.toJSON === 'function'
          ? component.toJSON({ validate: false })
          : structuredClone(component as APIComponentInActionRow),
      ),
    };
    if (options.validate !== false) assertValidRow(json);
    return json;
  }
}
