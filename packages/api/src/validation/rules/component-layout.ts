import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import { checkButton } from './component-button.js';
import { checkObject } from './component-fields.js';
import { checkSelect } from './component-select.js';
import { type ComponentWalk, visitComponent } from './component-walk.js';

const L = ComponentLimits;

/** Whether a component type is a select menu's. */
export const isSelect = (type: unknown): type is 3 | 5 | 6 | 7 | 8 =>
  type === 3 || type === 5 || type === 6 || type === 7 || type === 8;

/**
 * Checks one action row of a message (collector path at the row): 1-5 components, each a button (width
 * 1) or a select menu (width 5), at most 5 wide in all; the first component past the width is reported.
 * The row and each component in it are visited (counted, `id` checked).
 * @see {@link https://discord.com/developers/docs/components/reference#action-row | Action row}
 */
export function checkMessageActionRow(
  c: ErrorCollector,
  row: Record<string, unknown>,
  walk: ComponentWalk,
): void {
  visitComponent(c, row, walk);
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
    visitComponent(c, item, walk);
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
