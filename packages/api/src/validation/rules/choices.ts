import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { Limits } from '../../limits.js';
import { type ErrorCollector, jsonType } from './collector.js';
import { checkLocalizations } from './localizations.js';
import { checkNumberValue, type NumberKind } from './numbers.js';
import { checkLength, checkString } from './text.js';

/** What a choice value must be: the value kind of its option (STRING, INTEGER or NUMBER). */
export type ChoiceValueKind = 'string' | NumberKind;

/**
 * Checks the `choices` of a STRING, INTEGER or NUMBER option; the collector's path is at the option.
 * Returns the number of choices when `choices` is an array.
 *
 * Choices: an empty string value is accepted (Discord's docs only cap string values at 100 characters);
 * duplicate choice names or values are accepted (the docs do not forbid them).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure | Application command option choice structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command} (choices per option, choice name length, string choice value)
 */
export function checkChoices(c: ErrorCollector, value: unknown, valueKind: ChoiceValueKind): number {
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
      `Must be ${Limits.choices} or fewer in length: at most ${Limits.choices} choices (got ${value.length}) — split the option or use autocomplete`,
    );
  }
  for (let i = 0; i < value.length; i++) {
    const choice: unknown = value[i];
    if (!isJsonObject(choice)) {
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
        `This field is required — give the choice a name of ${Limits.choiceNameMinLength} to ${Limits.choiceNameMaxLength} characters`,
      );
    } else if (checkString(c, 'name', name)) {
      checkLength(
        c,
        'name',
        name,
        Limits.choiceNameMinLength,
        Limits.choiceNameMaxLength,
        `use a choice name of ${Limits.choiceNameMinLength} to ${Limits.choiceNameMaxLength} characters`,
      );
    }
    checkLocalizations(c, 'name_localizations', choice.name_localizations, 'choiceName');
    const choiceValue = choice.value;
    if (choiceValue === undefined) {
      c.add(
        'value',
        FieldErrorCodes.Required,
        'This field is required — give the choice the value the app receives',
      );
    } else if (valueKind === 'string') {
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
      checkNumberValue(c, 'value', choiceValue, valueKind);
    }
    c.path.pop();
  }
  c.path.pop();
  return value.length;
}
