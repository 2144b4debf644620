import type { z } from 'zod';
import type {
  APIApplicationCommandOption,
  APIApplicationCommandOptionChoice,
} from '../types/application-command-option.js';
import type { FieldError, ValidationResult } from '../validation/field-error.js';
import { validateApplicationCommand } from '../validation/validate-application-command.js';
import { choiceShape, optionShape } from './structure/shapes.js';
import { validatedSchema } from './validated-schema.js';

const asCommand = { scope: 'global', mode: 'create' } as const;

/**
 * Keeps the errors under `prefix` with the prefix removed (the carrier command itself is always valid); on
 * success, the data is the part of the checked command at `prefix` (as the validator read it), else `value`.
 */
function under(
  result: ValidationResult<unknown>,
  prefix: readonly (string | number)[],
  value: unknown,
): ValidationResult<unknown> {
  if (result.success) return { success: true, data: at(result.data, prefix) };
  const errors: FieldError[] = [];
  for (const error of result.errors) {
    // A whole-command error (the 8000 total) belongs to the option, so it is kept at its root.
    if (error.path.length === 0) errors.push(error);
    else if (prefix.every((segment, i) => error.path[i] === segment)) {
      errors.push({ ...error, path: error.path.slice(prefix.length) });
    }
  }
  return errors.length === 0 ? { success: true, data: value } : { success: false, errors };
}

/** The value at a path of keys and indexes. */
function at(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown> | undefined)?.[key];
  return current;
}

/**
 * A zod schema of one option as a command's option (a subcommand, a group, or an option that takes a
 * value), with every option rule. Checked by placing it in a minimal valid command, so the rules are the
 * ones of `validateApplicationCommand`.
 * @example
 * applicationCommandOptionSchema.parse({ type: 3, name: 'text', description: 'What to say', max_length: 200 });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export const applicationCommandOptionSchema: z.ZodType<APIApplicationCommandOption, unknown> =
  validatedSchema<APIApplicationCommandOption>(
    (value) =>
      under(
        validateApplicationCommand({ name: 'x', description: 'x', options: [value] }, asCommand),
        ['options', 0],
        value,
      ),
    optionShape,
  );

/**
 * A zod schema of one choice. A string value is checked as a STRING option's choice, a number as a
 * NUMBER option's (use {@link applicationCommandOptionSchema} on the whole option for INTEGER rules).
 * @example
 * applicationCommandOptionChoiceSchema.parse({ name: 'Red', value: 'red' });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure | Application command option choice structure}
 */
export const applicationCommandOptionChoiceSchema: z.ZodType<APIApplicationCommandOptionChoice, unknown> =
  validatedSchema<APIApplicationCommandOptionChoice>((value) => {
    const type =
      typeof value === 'object' && value !== null && typeof Reflect.get(value, 'value') === 'number' ? 10 : 3;
    const option = { type, name: 'x', description: 'x', choices: [value] };
    return under(
      validateApplicationCommand({ name: 'x', description: 'x', options: [option] }, asCommand),
      ['options', 0, 'choices', 0],
      value,
    );
  }, choiceShape);

/** The structural schema of an option, with no rule: for composing bigger shapes. */
export const applicationCommandOptionShape: z.ZodType<APIApplicationCommandOption> = optionShape;
