import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, isObject, jsonType, show } from './collector.js';
import { checkButton } from './component-button.js';
import { type ComponentWalk, checkObject } from './component-fields.js';
import { checkSelect } from './component-select.js';

const L = ComponentLimits;
const ROW_EXAMPLE = '{ "type": 1, "components": [...] }';
/** Layout components a V2 message may hold at its top level (or in a container). */
const V2_TOP_LEVEL = new Set<unknown>([1, 9, 10, 12, 13, 14, 17]);

/** Whether a component type is a select menu's. */
export const isSelect = (type: unknown): type is 3 | 5 | 6 | 7 | 8 =>
  type === 3 || type === 5 || type === 6 || type === 7 || type === 8;

/**
 * Checks one action row of a message (collector path at the row): 1-5 components, each a button (width
 * 1) or a select menu (width 5), at most 5 wide in all; the first component past the width is reported.
 * @see service-facts "Message components and modals"
 */
export function checkMessageActionRow(
  c: ErrorCollector,
  row: Record<string, unknown>,
  walk: ComponentWalk,
): void {
  const items = rowItems(c, row);
  if (items === undefined) return;
  c.path.push('components');
  let width = 0;
  let overflowed = false;
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (!checkObject(c, i, item, '{ "type": 2, "style": 1, "label": "Go", "custom_id": "go" }')) continue;
    const type = item.type;
    c.path.push(i);
    if (type === 2) {
      width += L.buttonWidth;
      checkButton(c, item, walk);
    } else if (isSelect(type)) {
      width += L.fullWidth;
      checkSelect(c, item, type, walk);
    } else {
      c.add(
        'type',
        ComponentErrorCodes.TypeInvalid,
        `Value of field "type" must be one of (2, 3, 5, 6, 7, 8) (got ${show(type)}) — a message's action row holds buttons or one select menu${type === 4 ? '; text inputs go in modals' : ''}`,
      );
    }
    if (width > L.actionRowWidth && !overflowed) {
      overflowed = true;
      c.add(
        undefined,
        ComponentErrorCodes.LayoutWidthExceeded,
        `The specified component exceeds the maximum width — an action row holds up to ${L.actionRowWidth} buttons or one select menu alone; move it to another row`,
      );
    }
    c.path.pop();
  }
  c.path.pop();
}

/** The `components` of an action row, or undefined (reported) when it is not a 1-5 array. */
export function rowItems(c: ErrorCollector, row: Record<string, unknown>): unknown[] | undefined {
  const items = row.components;
  if (items === undefined) {
    c.add('components', FieldErrorCodes.Required, 'This field is required — the components of the row');
    return undefined;
  }
  if (!Array.isArray(items)) {
    c.add(
      'components',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(items)} — send [component, ...]`,
    );
    return undefined;
  }
  if (items.length === 0) {
    c.add(
      'components',
      FieldErrorCodes.BadLength,
      'Must be between 1 and 5 in length (got 0) — remove the empty row',
    );
    return undefined;
  }
  return items;
}

/**
 * Checks a message's `components` (collector path at the array): without IS_COMPONENTS_V2, at most 5
 * action rows; with it, layout components too (each action row inside checked alike), at most 40 in
 * all. `custom_id`s are unique across the message.
 * @see service-facts "Message components and modals"
 */
export function checkMessageComponents(c: ErrorCollector, components: unknown, v2: boolean): void {
  if (!Array.isArray(components)) {
    c.add(
      undefined,
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(components)} — send [${ROW_EXAMPLE}, ...]`,
    );
    return;
  }
  const walk: ComponentWalk = { customIds: new Map() };
  if (!v2 && components.length > L.actionRowsPerMessage)
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `Must be ${L.actionRowsPerMessage} or fewer in length (got ${components.length}) — a message holds at most ${L.actionRowsPerMessage} action rows`,
    );
  let count = 0;
  for (let i = 0; i < components.length; i++) {
    const component: unknown = components[i];
    if (!checkObject(c, i, component, ROW_EXAMPLE)) continue;
    c.path.push(i);
    count += checkTopLevel(c, component, walk, v2);
    c.path.pop();
  }
  if (v2 && count > L.componentsPerV2Message)
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `A message holds at most ${L.componentsPerV2Message} components, nested ones included (got ${count}) — split it over several messages`,
    );
}

/** Checks one top-level component; returns how many components it counts for (itself and nested ones). */
function checkTopLevel(
  c: ErrorCollector,
  component: Record<string, unknown>,
  walk: ComponentWalk,
  v2: boolean,
): number {
  const type = component.type;
  if (type === 1) {
    checkMessageActionRow(c, component, walk);
    return 1 + (Array.isArray(component.components) ? component.components.length : 0);
  }
  if (!v2 || !V2_TOP_LEVEL.has(type)) {
    c.add(
      'type',
      ComponentErrorCodes.TypeInvalid,
      v2
        ? `Value of field "type" must be one of (1, 9, 10, 12, 13, 14, 17) (got ${show(type)}) — that component cannot sit at the top level`
        : `Value of field "type" must be one of (1,) (got ${show(type)}) — a message's components are action rows; layout components need the IS_COMPONENTS_V2 flag (1 << 15)`,
    );
    return 1;
  }
  if (type === 17 && Array.isArray(component.components)) {
    // A container's children follow the top-level rules (action rows inside are checked in full).
    let count = 1;
    c.path.push('components');
    for (let i = 0; i < component.components.length; i++) {
      const child: unknown = component.components[i];
      if (!isObject(child)) continue;
      c.path.push(i);
      count += child.type === 17 ? 1 : checkTopLevel(c, child, walk, true);
      c.path.pop();
    }
    c.path.pop();
    return count;
  }
  if (type === 9 && isObject(component.accessory) && component.accessory.type === 2) {
    c.path.push('accessory');
    checkButton(c, component.accessory, walk);
    c.path.pop();
    return 2 + (Array.isArray(component.components) ? component.components.length : 0);
  }
  return 1;
}
