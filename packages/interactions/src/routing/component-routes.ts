import { type APIModalInteractionResponseCallbackData, ComponentType } from '@slashkit/api';
import type { ComponentRegistration } from '../component.js';
import type { AutoDeferKind } from '../handler-registration.js';
import type { ModalRegistration } from '../modal.js';
import { ComponentRegistry, type RoutedComponent } from './component-registry.js';
import { CustomIdRegistry } from './custom-id-registry.js';
import { modalFieldKinds } from './modal-field-kinds.js';
import type { ModalFieldDefinition } from './modal-fields.js';

/** A modal registration with its definition read once, ready for routing. */
export interface RoutedModal {
  readonly run: (ctx: never) => unknown;
  /** What it was registered under, for traces: the custom_id or pattern. */
  readonly route: string;
  readonly autoDefer: AutoDeferKind;
  /** A builder's fields by custom_id, with their kind and whether each is required. */
  readonly inputs: ReadonlyMap<string, ModalFieldDefinition> | undefined;
}

/** One registration, keyed by its custom_id, for the registry. */
interface RouteEntry<Entry> {
  customId: string;
  index: number;
  entry: Entry;
}

const idOf = (json: object, what: string, index: number): string => {
  const id = (json as { custom_id?: unknown }).custom_id;
  if (typeof id !== 'string')
    throw new TypeError(
      `${what}s[${index}]: the ${what}'s builder has no custom_id; call setCustomId() before registering it.`,
    );
  return id;
};

/**
 * Reads every component registration and indexes them by custom_id, or by numeric `id` for those
 * registered with `{ id }` (refusing overlaps).
 */
export function componentRoutes(
  registrations: readonly ComponentRegistration[] | undefined,
): ComponentRegistry {
  const byCustomId: RouteEntry<RoutedComponent>[] = [];
  const byId: { id: number; index: number; entry: RoutedComponent }[] = [];
  (registrations ?? []).forEach((registration, index) => {
    if (!registration?.handlers || registration.definition === undefined)
      throw new TypeError(`components[${index}]: expected a component(...) registration.`);
    const { definition, handlers } = registration;
    const plain = (route: string): RoutedComponent => ({
      run: handlers.run,
      route,
      autoDefer: handlers.autoDefer,
      componentType: undefined,
      values: undefined,
    });
    if (typeof definition === 'string') {
      byCustomId.push({ customId: definition, index, entry: plain(definition) });
      return;
    }
    if (!('toJSON' in definition)) {
      const id = (definition as { id?: unknown }).id;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 0)
        throw new TypeError(
          `components[${index}]: expected a custom_id, a component builder, or { id } with the component's numeric id.`,
        );
      byId.push({ id, index, entry: plain(`id:${id}`) });
      return;
    }
    const json = definition.toJSON({ validate: false });
    const options = json.type === ComponentType.StringSelect ? json.options : undefined;
    const customId = idOf(json, 'component', index);
    byCustomId.push({
      customId,
      index,
      entry: {
        run: handlers.run,
        route: customId,
        autoDefer: handlers.autoDefer,
        componentType: json.type,
        values: options ? new Set(options.map((option) => option.value)) : undefined,
      },
    });
  });
  return new ComponentRegistry(new CustomIdRegistry('component', byCustomId), byId);
}

/**
 * The fields of a modal body by custom_id (those of a kind `modalFieldKinds` knows), with their type,
 * whether each is required (default true), and the option values of string selects, radio groups and
 * checkbox groups.
 */
function inputsOf(json: APIModalInteractionResponseCallbackData): Map<string, ModalFieldDefinition> {
  const inputs = new Map<string, ModalFieldDefinition>();
  for (const component of json.components ?? []) {
    const items =
      component.type === ComponentType.ActionRow
        ? ((component as { components?: unknown[] }).components ?? [])
        : [(component as { component?: unknown }).component];
    for (const item of items) {
      const input = item as
        | { type?: unknown; custom_id?: unknown; required?: unknown; options?: unknown }
        | undefined;
      if (
        typeof input?.type === 'number' &&
        modalFieldKinds.has(input.type) &&
        typeof input.custom_id === 'string'
      ) {
        const options = Array.isArray(input.options) ? (input.options as { value?: unknown }[]) : undefined;
        inputs.set(input.custom_id, {
          type: input.type,
          required: input.required !== false,
          choices: options && new Set(options.map((option) => String(option?.value))),
        });
      }
    }
  }
  return inputs;
}

/** Reads every modal registration and indexes them by custom_id (refusing overlaps). */
export function modalRoutes(
  registrations: readonly ModalRegistration[] | undefined,
): CustomIdRegistry<RoutedModal> {
  const entries = (registrations ?? []).map((registration, index): RouteEntry<RoutedModal> => {
    if (!registration?.handlers || registration.definition === undefined)
      throw new TypeError(`modals[${index}]: expected a modal(...) registration.`);
    const { definition, handlers } = registration;
    if (typeof definition === 'string')
      return {
        customId: definition,
        index,
        entry: { run: handlers.run, route: definition, autoDefer: handlers.autoDefer, inputs: undefined },
      };
    const json = definition.toJSON({ validate: false });
    const customId = idOf(json, 'modal', index);
    return {
      customId,
      index,
      entry: { run: handlers.run, route: customId, autoDefer: handlers.autoDefer, inputs: inputsOf(json) },
    };
  });
  return new CustomIdRegistry('modal', entries);
}
