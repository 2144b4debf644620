import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import { checkObject } from './component-fields.js';
import { checkMessageActionRow } from './component-layout.js';
import { checkV2Component } from './component-v2-layout.js';
import { newComponentWalk } from './component-walk.js';

const L = ComponentLimits;
const ROW_EXAMPLE = '{ "type": 1, "components": [...] }';

/**
 * Checks a message's `components` (collector path at the array). Without IS_COMPONENTS_V2: at most 5
 * action rows. With it: action rows, sections, text displays, media galleries, files, separators and
 * containers (see `checkV2Component`), at most 40 components counted at every depth, and at most 4000
 * characters of text display content in all. Everywhere: `custom_id`s and `id`s unique across the message.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
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
  const walk = newComponentWalk();
  if (!v2 && components.length > L.actionRowsPerMessage)
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `Must be ${L.actionRowsPerMessage} or fewer in length (got ${components.length}) — a message holds at most ${L.actionRowsPerMessage} action rows`,
    );
  for (let i = 0; i < components.length; i++) {
    const component: unknown = components[i];
    if (!checkObject(c, i, component, ROW_EXAMPLE)) continue;
    c.path.push(i);
    if (v2) checkV2Component(c, component, walk, false);
    else if (component.type === 1) checkMessageActionRow(c, component, walk);
    else
      c.add(
        'type',
        ComponentErrorCodes.TypeInvalid,
        `Value of field "type" must be one of (1,) (got ${show(component.type)}) — a message's components are action rows; layout components need the IS_COMPONENTS_V2 flag (1 << 15)`,
      );
    c.path.pop();
  }
  if (!v2) return;
  if (walk.count > L.componentsPerV2Message)
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `A message holds at most ${L.componentsPerV2Message} components, nested ones included (got ${walk.count}) — split it over several messages`,
    );
  if (walk.text > L.textDisplayTotalMaxLength)
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `The text displays of a message hold at most ${L.textDisplayTotalMaxLength} characters in all (got ${walk.text}) — shorten the text, or split it over several messages`,
    );
}
