import { FieldErrorCodes } from '../../error-codes.js';
import { Limits } from '../../limits.js';
import { type ErrorCollector, isObject, jsonType } from './collector.js';
import { checkLocalizations } from './localizations.js';
import { checkNumberValue } from './numbers.js';
import { checkLength, checkString } from './text.js';

/**
 * Checks the `choices` of a STRING (3), INTEGER (4) or NUMBER (10) option; the collector's path is at the
 * option. Returns the number of choices when `choices` is an array.
 *
 * Choices: an empty string value is accepted (the spec only caps string values at 100 characters);
 * duplicate choice names or values are accepted (the spec does not forbid them).
 * @see spec "Option choice", "Limits" (choices per option, choice name length, string choice value)
 */
export function checkChoices(c: ErrorCollector, value: unknown, optionType: 3 | 4 | 10): number {
  if (!Array.isArray(value)) {
    c.add(
      'choices',
      FieldErrorCodes.ListType,
      `Expected an array of choices, got ${jsonType(value)} — send [{ name, value }, ...]`,
    );
    return 0;
  }
  c.path.push('choices');
  if (value.length > Limits.choices) {
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `Must be 25 or fewer in length: at most 25 choices (got ${value.length}) — split the option or use autocomplete`,
    );
  }
  for (let i = 0; i < value.length; i++) {
    const choice: unknown = value[i];
    if (!isObject(choice)) {
      c.add(
        i,
        FieldErrorCodes.ModelType,
        `Expected a choice object, got ${jsonType(choice)} — send { name, value }`,
      );
      continue;
    }
    c.path.push(i);
    const name = choice.name;
    if (name === undefined) {
      c.add(
        'name',
        FieldErrorCodes.Required,
        'This field is required — give the choice a name of 1 to 100 characters',
      );
    } else if (checkString(c, 'name', name)) {
      checkLength(c, 'name', name, 1, 100, 'use a choice name of 1 to 100 characters');
    }
    checkLocalizations(c, 'name_localizations', choice.name_localizations, 'choiceName');
    const choiceValue = choice.value;
    if (choiceValue === undefined) {
      c.add(
        'value',
        FieldErrorCodes.Required,
        'This field is required — give the choice the value the app receives',
      );
    } else if (optionType === 3) {
      if (checkString(c, 'value', choiceValue)) {
        checkLength(
          c,
          'value',
          choiceValue,
          0,
          Limits.choiceStringValueMaxLength,
          'shorten the value (it is not shown to users)',
        );
      }
    } else {
      checkNumberValue(c, 'value', choiceValue, optionType === 4 ? 'integer' : 'number');
    }
    c.path.pop();
  }
  c.path.pop();
  return value.length;
}
