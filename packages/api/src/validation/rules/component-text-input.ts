import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import type { ErrorCollector } from './collector.js';
import { show } from './collector.js';
import { checkCustomId, checkFlag, checkInteger, checkText, refuseField } from './component-fields.js';
import type { ComponentWalk } from './component-walk.js';

const L = ComponentLimits;

/**
 * Checks one text input (collector path at the input): `custom_id`, a style of 1 (SHORT) or 2
 * (PARAGRAPH), a label of 1-45 (required in an action row, refused inside a label component, which
 * carries it), `min_length` 0-4000 ≤ `max_length` 1-4000, `required`, a pre-filled `value` of at most
 * 4000 (and at most `max_length`), and a placeholder of at most 100.
 * @see {@link https://discord.com/developers/docs/components/reference#text-input | Text input}
 */
export function checkTextInput(
  c: ErrorCollector,
  input: Record<string, unknown>,
  walk: ComponentWalk,
  inLabel: boolean,
): void {
  checkCustomId(c, input.custom_id, walk, 'the modal submission carries the value under this id');
  const { style } = input;
  if (style === undefined)
    c.add(
      'style',
      FieldErrorCodes.Required,
      'This field is required — TextInputStyle.Short (1) or Paragraph (2)',
    );
  else if (style !== 1 && style !== 2)
    c.add(
      'style',
      FieldErrorCodes.Choices,
      `Value must be one of {1, 2} (got ${show(style)}) — use TextInputStyle`,
    );
  if (inLabel) {
    if (input.label !== undefined)
      refuseField(c, 'label', 'Inside a label component the label component carries the text');
  } else {
    checkText(c, 'label', input.label, 1, L.textInputLabelMaxLength, 'the question shown above the input');
  }
  const min = checkInteger(c, 'min_length', input.min_length, 0, L.textInputMinLengthMax);
  const max = checkInteger(
    c,
    'max_length',
    input.max_length,
    L.textInputMaxLengthMin,
    L.textInputMaxLengthMax,
  );
  if (min !== undefined && max !== undefined && min > max)
    c.add(
      'min_length',
      ComponentErrorCodes.MinMaxInvalid,
      `min_length (${min}) is greater than max_length (${max}) — raise max_length or lower min_length`,
    );
  checkFlag(c, 'required', input.required);
  checkText(c, 'value', input.value, 0, max ?? L.textInputValueMaxLength);
  checkText(c, 'placeholder', input.placeholder, 0, L.textInputPlaceholderMaxLength);
}
