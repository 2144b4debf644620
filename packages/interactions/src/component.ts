import type { APIComponentInActionRow } from '@slashkit/api';
import type { ComponentKind, ComponentTypeInfo } from '@slashkit/builders';
import type { ComponentContext } from './context/component-context.js';
import type { CustomIdParams } from './custom-id-pattern.js';
import { type AutoDeferKind, type ErasedHandlers, eraseHandlers } from './handler-registration.js';

/**
 * What a component handler is registered with: a custom_id (exact, or a pattern such as
 * `'poll:{pollId}:vote'` whose placeholders arrive in `ctx.params`), a component builder of
 * @slashkit/builders (its custom_id, which may be a pattern, and its types: a string select's option values
 * type `ctx.values`), or `{ id }`, the component's numeric id in its message (a click whose custom_id no
 * handler claims goes to the handler of its id).
 */
export type ComponentDefinition =
  | string
  | ComponentIdDefinition
  | {
      readonly '~component'?: ComponentTypeInfo;
      toJSON(options?: { validate?: boolean }): APIComponentInActionRow;
    };

/** A component addressed by its numeric `id` in its message (set with `setId()`, or numbered by the service). */
export interface ComponentIdDefinition {
  /** The component's `id`, an int32 unique in its message. */
  readonly id: number;
}

type InfoOf<D> = D extends { readonly '~component'?: ComponentTypeInfo<infer K, infer Id, infer V> }
  ? { kind: K; id: Id; values: V }
  : never;

/** The context a component handler receives, typed from its definition. */
export type ComponentContextOf<D> = D extends string
  ? ComponentContext<CustomIdParams<D>>
  : InfoOf<D> extends {
        kind: infer K extends ComponentKind;
        id: infer Id extends string;
        values: infer V extends string;
      }
    ? ComponentContext<CustomIdParams<Id>, K extends 'string' ? V : string>
    : ComponentContext;

/** A component handler: answer with `ctx.update`, `ctx.deferUpdate`, `ctx.reply`, `ctx.showModal`… */
export type ComponentHandler<D extends ComponentDefinition = ComponentDefinition> = (
  ctx: ComponentContextOf<D>,
) => unknown;

/** A component handler with options. */
export interface ComponentHandlers<D extends ComponentDefinition = ComponentDefinition> {
  /** Answers the click. */
  run: ComponentHandler<D>;
  /**
   * What the automatic deferral sends when the handler is slow: `'update'` (6, the default: the message
   * stays as it is until `update`/`editReply`), `'reply'` (5, "thinking…" then a new message) or
   * `'ephemeral'` (5, visible to the user only).
   */
  autoDefer?: AutoDeferKind;
}

/** A component handler registered with its custom_id; pass it in `createInteractionHandler({ components })`. */
export interface ComponentRegistration<D extends ComponentDefinition = ComponentDefinition> {
  /** The custom_id, pattern or builder it was registered with. */
  readonly definition: D;
  /** @internal The handler, its context type erased, and its deferral kind. */
  readonly handlers: ErasedHandlers;
}

/**
 * Registers a handler for buttons and select menus, by exact custom_id, by pattern, or by numeric id, typed
 * from its definition: `'poll:{pollId}:vote'` gives `ctx.params.pollId: string`; a `StringSelectMenuBuilder`
 * gives `ctx.values` as the union of its option values (checked at run time too); `{ id: 3 }` answers the
 * component whose `id` is 3 when no custom_id handler claims the click.
 * @example
 * component('poll:{pollId}:vote', (ctx) => ctx.update(`Voted in ${ctx.params.pollId}`));
 * component(colorSelect, (ctx) => ctx.reply(`You chose ${ctx.values.join(', ')}`));
 * component({ id: 3 }, (ctx) => ctx.update(`Clicked component ${ctx.componentId}`));
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function component<const D extends ComponentDefinition>(
  definition: D,
  handler: ComponentHandler<D> | ComponentHandlers<D>,
): ComponentRegistration<D> {
  return { definition, handlers: eraseHandlers('component', handler, 'update') };
}
