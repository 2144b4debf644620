import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { formatFieldPath } from '../format-field-path.js';
import { type ErrorCollector, show } from './collector.js';
import { checkIntegerInRange } from './numbers.js';

/** State shared by one walk over a message's or a modal's components. */
export interface ComponentWalk {
  /** Each `custom_id` seen so far, with the path of the component that used it first. */
  readonly customIds: Map<string, string>;
  /** Each numeric `id` seen so far, with the path of the component that used it first. */
  readonly ids: Map<number, string>;
  /** Components seen so far, at every depth (a V2 message holds at most 40). */
  count: number;
  /** Characters of text display content so far (a V2 message holds at most 4000). */
  text: number;
}

/** A fresh walk, for one message or one modal. */
export function newComponentWalk(): ComponentWalk {
  return { customIds: new Map(), ids: new Map(), count: 0, text: 0 };
}

/**
 * Records one component of the walk (collector path at it): counts it, and checks its optional `id`, an
 * int32 (0 to 2^31-1) that no other component of the message or modal uses.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function visitComponent(
  c: ErrorCollector,
  component: Record<string, unknown>,
  walk: ComponentWalk,
): void {
  walk.count++;
  const value = component.id;
  if (value === undefined || value === null) return;
  const id = checkIntegerInRange(
    c,
    'id',
    value,
    ComponentLimits.componentIdMin,
    ComponentLimits.componentIdMax,
  );
  if (id === undefined) return;
  const first = walk.ids.get(id);
  if (first === undefined) {
    walk.ids.set(id, formatFieldPath(c.path));
    return;
  }
  c.add(
    'id',
    ComponentErrorCodes.IdDuplicated,
    `Component id ${show(id)} is already used by ${first} — give each component its own id, or leave it out and the service numbers it`,
  );
}
