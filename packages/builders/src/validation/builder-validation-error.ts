import { brandError, SlashkitError } from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
import { describeProblems } from './describe-problems.js';

/**
 * The base of every error a builder's `toJSON()` (or `validateCommands()`) throws when what it built breaks
 * a rule of the service: the message lists every problem as `<path>: <what is wrong — how to fix it>`, and
 * `errors` keeps them structured. Catch this one class for commands and components alike; `code` tells
 * them apart.
 * @example
 * try {
 *   command.toJSON();
 * } catch (error) {
 *   if (error instanceof BuilderValidationError) console.log(error.code, error.errors.map((e) => e.path));
 * }
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export abstract class BuilderValidationError extends SlashkitError<
  'COMMAND_VALIDATION_FAILED' | 'COMPONENT_VALIDATION_FAILED'
> {
  static {
    brandError(BuilderValidationError, '@slashkit/builders/BuilderValidationError');
  }

  /** Every problem found, with its JSON path from the built object's root (or from the list, for `validateCommands`). */
  readonly errors: readonly FieldError[];

  /**
   * @param code Which kind of validation failed.
   * @param errors The problems, as `@slashkit/api/validation` reports them.
   * @param subject What was validated, for the first line of the message (e.g. `command "ping"`).
   */
  protected constructor(
    code: 'COMMAND_VALIDATION_FAILED' | 'COMPONENT_VALIDATION_FAILED',
    errors: readonly FieldError[],
    subject: string,
  ) {
    super(code, describeProblems(errors, subject));
    this.errors = errors;
  }
}
