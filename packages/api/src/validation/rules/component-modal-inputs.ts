import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, jsonType } from './collector.js';
import { checkCustomId, checkFlag, checkInteger } from './component-fields.js';
import type { ComponentWalk } from './component-walk.js';
import { checkOptionEntries } from './option-entries.js';

const L = ComponentLimits;

/**
 * Checks a file upload (collector path at it): `custom_id`, `min_values` 0-10 ≤ `max_values` 1-10 (each 1
 * by default), `required`.
 * @see {@link https://discord.com/developers/docs/components/reference#file-upload | File upload}
 */
export function checkFileUpload(
  c: ErrorCollector,
  upload: Record<string, unknown>,
  walk: ComponentWalk,
): void {
  checkCustomId(c, upload.custom_id, walk, 'the submission carries the attachment ids under it');
  const min = checkInteger(c, 'min_values', upload.min_values, 0, L.fileUploadMinValuesMax);
  const max = checkInteger(c, 'max_values', upload.max_values, 1, L.fileUploadMaxValuesMax);
  const effectiveMin = upload.min_values === undefined ? 1 : min;
  const effectiveMax = upload.max_values === undefined ? 1 : max;
  if (effectiveMin !== undefined && effectiveMax !== undefined && effectiveMin > effectiveMax)
    c.add(
      'min_values',
      ComponentErrorCodes.MinMaxInvalid,
      `min_values (${effectiveMin}) is greater than max_values (${effectiveMax}) — raise max_values (default 1) or lower min_values`,
    );
  checkFlag(c, 'required', upload.required);
}

/**
 * Checks a radio group (collector path at it): `custom_id`, 2-10 options (label and value 1-100, values
 * unique, description ≤ 100, at most one default), `required`.
 * @see {@link https://discord.com/developers/docs/components/reference#radio-group | Radio group}
 */
export function checkRadioGroup(
  c: ErrorCollector,
  group: Record<string, unknown>,
  walk: ComponentWalk,
): void {
  checkCustomId(c, group.custom_id, walk, 'the submission carries the chosen value under it');
  checkFlag(c, 'required', group.required);
  const options = checkChoiceOptions(c, group.options, L.radioGroupOptionsMin, L.radioGroupOptionsMax);
  if (options !== undefined && options.defaults > 1)
    c.add(
      'options',
      ComponentErrorCodes.MinMaxInvalid,
      `${options.defaults} options are marked default but a radio group has one choice — mark at most one`,
    );
}

/**
 * Checks a checkbox group (collector path at it): `custom_id`, 1-10 options (as a radio group's),
 * `min_values` 0-10 (default 1) ≤ `max_values` 1-10 (default: the number of options), neither above the
 * number of options, at most `max_values` defaults, `required`.
 * @see {@link https://discord.com/developers/docs/components/reference#checkbox-group | Checkbox group}
 */
export function checkCheckboxGroup(
  c: ErrorCollector,
  group: Record<string, unknown>,
  walk: ComponentWalk,
): void {
  checkCustomId(c, group.custom_id, walk, 'the submission carries the checked values under it');
  checkFlag(c, 'required', group.required);
  const min = checkInteger(c, 'min_values', group.min_values, 0, L.checkboxGroupMinValuesMax);
  const max = checkInteger(c, 'max_values', group.max_values, 1, L.checkboxGroupMaxValuesMax);
  const options = checkChoiceOptions(c, group.options, L.checkboxGroupOptionsMin, L.checkboxGroupOptionsMax);
  const count = options?.count;
  const effectiveMin = group.min_values === undefined ? 1 : min;
  const effectiveMax = group.max_values === undefined ? count : max;
  if (effectiveMin !== undefined && effectiveMax !== undefined && effectiveMin > effectiveMax)
    c.add(
      'min_values',
      ComponentErrorCodes.MinMaxInvalid,
      group.max_values === undefined
        ? `min_values (${effectiveMin}) is greater than the number of options (${effectiveMax}) — lower it or add options`
        : `min_values (${effectiveMin}) is greater than max_values (${effectiveMax}) — raise max_values or lower min_values`,
    );
  else if (count !== undefined && max !== undefined && max > count)
    c.add(
      'max_values',
      ComponentErrorCodes.MinMaxInvalid,
      `max_values (${max}) is greater than the number of options (${count}) — lower it or add options`,
    );
  if (options !== undefined && effectiveMax !== undefined && options.defaults > effectiveMax)
    c.add(
      'options',
      ComponentErrorCodes.MinMaxInvalid,
      `${options.defaults} options are marked default but max_values is ${effectiveMax} — mark at most ${effectiveMax}`,
    );
}

/**
 * Checks a checkbox (collector path at it): `custom_id` and `default`.
 * @see {@link https://discord.com/developers/docs/components/reference#checkbox | Checkbox}
 */
export function checkCheckbox(
  c: ErrorCollector,
  checkbox: Record<string, unknown>,
  walk: ComponentWalk,
): void {
  checkCustomId(c, checkbox.custom_id, walk, 'the submission carries true or false under it');
  checkFlag(c, 'default', checkbox.default);
}

/**
 * Checks the options of a radio or checkbox group: `min`-`max` of them, each with a label and a value of
 * 1-100 (values unique), a description of at most 100 and `default`. Returns how many there are and how
 * many are marked default, or undefined when `options` is not an array of the right length.
 */
function checkChoiceOptions(
  c: ErrorCollector,
  options: unknown,
  min: number,
  max: number,
): { count: number; defaults: number } | undefined {
  if (options === undefined) {
    c.add(
      'options',
      FieldErrorCodes.Required,
      `This field is required — ${min} to ${max} { label, value } options`,
    );
    return undefined;
  }
  if (!Array.isArray(options)) {
    c.add(
      'options',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(options)} — send [{ label, value }, ...]`,
    );
    return undefined;
  }
  const fits = options.length >= min && options.length <= max;
  if (!fits)
    c.add(
      'options',
      FieldErrorCodes.BadLength,
      `Must be between ${min} and ${max} in length (got ${options.length}) — ${options.length < min ? 'add options' : 'offer fewer choices'}`,
    );
  const defaults = checkOptionEntries(c, options, {
    labelMaxLength: L.choiceOptionLabelMaxLength,
    valueMaxLength: L.choiceOptionValueMaxLength,
    descriptionMaxLength: L.choiceOptionDescriptionMaxLength,
    valueMeans: 'what the submission carries',
    noun: 'Option',
    emoji: false,
  });
  return fits ? { count: options.length, defaults } : undefined;
}
