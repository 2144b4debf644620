import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, show } from './collector.js';
import { checkObject, checkText } from './component-fields.js';
import { isSelect } from './component-layout.js';
import {
  checkCheckbox,
  checkCheckboxGroup,
  checkFileUpload,
  checkRadioGroup,
} from './component-modal-inputs.js';
import { checkSelect } from './component-select.js';
import { checkTextInput } from './component-text-input.js';
import { type ComponentWalk, visitComponent } from './component-walk.js';

const L = ComponentLimits;

/**
 * Checks a label of a modal (collector path at it; already visited): a `label` of 1-45, a `description` of
 * at most 100, and one `component`: a text input (without its own label), a select menu (which may say
 * `required`), a file upload, a radio group, a checkbox group or a checkbox, each by its own rules.
 * @see {@link https://discord.com/developers/docs/components/reference#label | Label}
 */
export function checkLabel(c: ErrorCollector, label: Record<string, unknown>, walk: ComponentWalk): void {
  checkText(c, 'label', label.label, 1, L.labelMaxLength, 'the question shown above the component');
  checkText(c, 'description', label.description, 0, L.labelDescriptionMaxLength);
  const inner = label.component;
  if (inner === undefined) {
    c.add('component', FieldErrorCodes.Required, 'This field is required — the input being labelled');
    return;
  }
  if (!checkObject(c, 'component', inner, '{ "type": 4, "custom_id": "...", "style": 1 }')) return;
  c.path.push('component');
  visitComponent(c, inner, walk);
  const type = inner.type;
  if (type === 4) checkTextInput(c, inner, walk, true);
  else if (isSelect(type)) checkSelect(c, inner, type, walk);
  else if (type === 19) checkFileUpload(c, inner, walk);
  else if (type === 21) checkRadioGroup(c, inner, walk);
  else if (type === 22) checkCheckboxGroup(c, inner, walk);
  else if (type === 23) checkCheckbox(c, inner, walk);
  else
    c.add(
      'type',
      ComponentErrorCodes.TypeInvalid,
      `Value of field "type" must be one of (3, 4, 5, 6, 7, 8, 19, 21, 22, 23) (got ${show(type)}) — a label holds one input${type === 2 ? '; buttons go in messages' : ''}`,
    );
  c.path.pop();
}
