import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import { checkObject, checkText } from './component-fields.js';
import { checkLabel } from './component-label.js';
import { isSelect, rowItems } from './component-layout.js';
import { checkTextDisplay } from './component-text-display.js';
import { checkTextInput } from './component-text-input.js';
import { type ComponentWalk, newComponentWalk, visitComponent } from './component-walk.js';

const L = ComponentLimits;
const ROW_EXAMPLE = '{ "type": 1, "components": [{ "type": 4, ... }] }';

/**
 * Checks a modal's `data` (collector path at it): a `custom_id` and a `title` of 1-45, and 1-5
 * components, each a label (18) holding one input (see `checkLabel`), a text display (10), or (legacy) an
 * action row of exactly one text input. `custom_id`s and `id`s are unique across the modal.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal | Interaction response: modal}
 */
export function checkModal(c: ErrorCollector, modal: unknown): void {
  if (!checkObject(c, undefined, modal, '{ "custom_id": "...", "title": "...", "components": [...] }'))
    return;
  checkText(
    c,
    'custom_id',
    modal.custom_id,
    L.customIdMinLength,
    L.customIdMaxLength,
    'the modal submission carries it back',
  );
  checkText(c, 'title', modal.title, 1, L.modalTitleMaxLength, 'the title shown at the top of the modal');
  const components = modal.components;
  if (components === undefined) {
    c.add(
      'components',
      FieldErrorCodes.Required,
      'This field is required — 1 to 5 labels (type 18) or text displays (type 10)',
    );
    return;
  }
  if (!Array.isArray(components)) {
    c.add(
      'components',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(components)} — send [${ROW_EXAMPLE}, ...]`,
    );
    return;
  }
  if (components.length < L.modalComponentsMin || components.length > L.modalComponentsMax)
    c.add(
      'components',
      FieldErrorCodes.BadLength,
      `Must be between ${L.modalComponentsMin} and ${L.modalComponentsMax} in length (got ${components.length}) — ${components.length === 0 ? 'add a text input' : 'split the form over several modals'}`,
    );
  const walk = newComponentWalk();
  c.path.push('components');
  for (let i = 0; i < components.length; i++) {
    const component: unknown = components[i];
    if (!checkObject(c, i, component, '{ "type": 1, "components": [{ "type": 4, ... }] }')) continue;
    c.path.push(i);
    checkModalComponent(c, component, walk);
    c.path.pop();
  }
  c.path.pop();
}

function checkModalComponent(
  c: ErrorCollector,
  component: Record<string, unknown>,
  walk: ComponentWalk,
): void {
  const type = component.type;
  visitComponent(c, component, walk);
  if (type === 10) {
    checkTextDisplay(c, component, walk);
    return;
  }
  if (type === 18) {
    checkLabel(c, component, walk);
    return;
  }
  if (type !== 1) {
    c.add(
      'type',
      ComponentErrorCodes.TypeInvalid,
      `Value of field "type" must be one of (1, 10, 18) (got ${show(type)}) — a modal holds labels around its inputs, and text displays`,
    );
    return;
  }
  const items = rowItems(c, component);
  if (items === undefined) return;
  c.path.push('components');
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (!checkObject(c, i, item, '{ "type": 4, "custom_id": "...", "style": 1, "label": "..." }')) continue;
    c.path.push(i);
    visitComponent(c, item, walk);
    if (i > 0) {
      c.add(
        undefined,
        ComponentErrorCodes.LayoutWidthExceeded,
        'The specified component exceeds the maximum width — a modal action row holds one text input; move it to its own row',
      );
    } else if (item.type === 4) {
      checkTextInput(c, item, walk, false);
    } else {
      c.add(
        'type',
        ComponentErrorCodes.TypeInvalid,
        `Value of field "type" must be one of (4,) (got ${show(item.type)}) — a modal's action row holds one text input${isSelect(item.type) ? '; put select menus in a label component (18)' : ''}`,
      );
    }
    c.path.pop();
  }
  c.path.pop();
}
