import type { AutoDeferKind } from '../handler-registration.js';
import { InteractionError } from '../interaction-error.js';
import type { CustomIdMatch, CustomIdRegistry } from './custom-id-registry.js';

/** A component registration with its definition read once, ready for routing. */
export interface RoutedComponent {
  readonly run: (ctx: never) => unknown;
  /** What it was registered under, for traces: the custom_id or pattern, or `id:<n>`. */
  readonly route: string;
  readonly autoDefer: AutoDeferKind;
  /** The component type a builder declared (a click of another type does not match it). */
  readonly componentType: number | undefined;
  /** A string select builder's option values: anything else is refused before the handler runs. */
  readonly values: ReadonlySet<string> | undefined;
}

const noParams: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The component handlers: by custom_id (exact or pattern), and by the component's numeric `id` in its
 * message. A click goes to the handler of its custom_id, or else to the one of its `id`.
 */
export class ComponentRegistry {
  readonly #byCustomId: CustomIdRegistry<RoutedComponent>;
  readonly #byId = new Map<number, RoutedComponent>();

  /**
   * @param byCustomId The registrations by custom_id.
   * @param byId The registrations by numeric id, with their index in `components` (for messages).
   */
  constructor(
    byCustomId: CustomIdRegistry<RoutedComponent>,
    byId: readonly { id: number; index: number; entry: RoutedComponent }[],
  ) {
    this.#byCustomId = byCustomId;
    const first = new Map<number, number>();
    for (const { id, index, entry } of byId) {
      const other = first.get(id);
      if (other !== undefined)
        throw new InteractionError(
          'DUPLICATE_COMPONENT',
          `components[${index}]: the id ${id} is already registered (components[${other}]); only one handler may answer a component.`,
        );
      first.set(id, index);
      this.#byId.set(id, entry);
    }
  }

  /** The handler of a click: by its custom_id, or else by its numeric `id`. */
  match(customId: string, id: unknown): CustomIdMatch<RoutedComponent> | undefined {
    const found = this.#byCustomId.match(customId);
    if (found !== undefined || typeof id !== 'number' || this.#byId.size === 0) return found;
    const entry = this.#byId.get(id);
    return entry === undefined ? undefined : { entry, params: noParams };
  }
}
