import { ApplicationCommandOptionType } from '../enums/application-command-option-type.js';
import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { Limits } from '../limits.js';
import { characterLength } from './character-length.js';
import type { FieldError } from './field-error.js';

/**
 * Checks the suggestions of an autocomplete answer (`data.choices` of response type 8): at most 25, each
 * `{ name, value }` with a name of 1-100 characters and a value of the focused option's type — a string of
 * at most 100 characters for STRING, an integer for INTEGER, a finite number for NUMBER (either when the
 * type is unknown). Lengths are counted in characters (code points), the one rule of every length check.
 * Paths start at the choices array.
 * @example
 * validateAutocompleteChoices([{ name: 'One', value: 'one' }], ApplicationCommandOptionType.Integer);
 * // [{ path: [0, 'value'], code: 'NUMBER_TYPE_COERCE', message: "an INTEGER option's suggestion value is an integer, got \"one\"" }]
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command},
 *   {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export function validateAutocompleteChoices(choices: unknown, focusedType?: number): FieldError[] {
  if (!Array.isArray(choices)) {
    return [
      { path: [], code: FieldErrorCodes.ListType, message: 'choices must be an array of { name, value }' },
    ];
  }
  const errors: FieldError[] = [];
  if (choices.length > Limits.autocompleteChoices) {
    errors.push({
      path: [],
      code: FieldErrorCodes.MaxLength,
      message: `Must be ${Limits.autocompleteChoices} or fewer in length (got ${choices.length}) — send the best ${Limits.autocompleteChoices}`,
    });
  }
  for (let i = 0; i < choices.length; i++) {
    const choice: unknown = choices[i];
    if (!isJsonObject(choice)) {
      errors.push({ path: [i], code: FieldErrorCodes.ModelType, message: 'a suggestion is { name, value }' });
      continue;
    }
    const { name, value } = choice as Record<string, unknown>;
    const nameLength = typeof name === 'string' ? characterLength(name) : -1;
    if (nameLength < Limits.choiceNameMinLength || nameLength > Limits.choiceNameMaxLength) {
      errors.push({
        path: [i, 'name'],
        code: FieldErrorCodes.BadLength,
        message: `Must be a string of ${Limits.choiceNameMinLength} to ${Limits.choiceNameMaxLength} characters${nameLength > 0 ? ` (got ${nameLength})` : ''}`,
      });
    }
    const problem = valueProblem(value, focusedType);
    if (problem) errors.push({ path: [i, 'value'], code: problem[0], message: problem[1] });
  }
  return errors;
}

function valueProblem(value: unknown, focusedType: number | undefined): [string, string] | undefined {
  const got = typeof value === 'string' ? JSON.stringify(value).slice(0, 40) : String(value);
  switch (focusedType) {
    case ApplicationCommandOptionType.String:
      if (typeof value !== 'string' || characterLength(value) > Limits.choiceStringValueMaxLength)
        return [
          FieldErrorCodes.String,
          `a STRING option's suggestion value is a string of at most ${Limits.choiceStringValueMaxLength} characters, got ${got}`,
        ];
      return undefined;
    case ApplicationCommandOptionType.Integer:
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        return [FieldErrorCodes.Coerce, `an INTEGER option's suggestion value is an integer, got ${got}`];
      return undefined;
    case ApplicationCommandOptionType.Number:
      if (typeof value !== 'number' || !Number.isFinite(value))
        return [FieldErrorCodes.Coerce, `a NUMBER option's suggestion value is a finite number, got ${got}`];
      return undefined;
    default:
      if (
        typeof value === 'string'
          ? characterLength(value) > Limits.choiceStringValueMaxLength
          : typeof value !== 'number' || !Number.isFinite(value)
      )
        return [
          FieldErrorCodes.InvalidValue,
          `a suggestion value is a string of at most ${Limits.choiceStringValueMaxLength} characters or a finite number, got ${got}`,
        ];
      return undefined;
  }
}
