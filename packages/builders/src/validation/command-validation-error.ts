import type { FieldError } from '@slashkit/api/validation';
import { describeProblems } from './describe-problems.js';

/**
 * Thrown by `toJSON()` and `validateCommands()` when a command breaks rules of the spec: the message lists
 * every problem as `<path>: <what is wrong — how to fix it>`, and `errors` keeps them structured.
 * @example
 * try {
 *   command.toJSON();
 * } catch (error) {
 *   if (error instanceof CommandValidationError) console.log(error.errors.map((e) => e.path));
 * }
 * @see service-facts "Error bodies"
 */
export class CommandValidationError extends Error {
  /** A stable code to tell this error apart without `instanceof`. */
  readonly code = 'COMMAND_VALIDATION_FAILED' as const;
  /** Every problem found, with its JSON path from the body's root (or from the list, for `validateCommands`). */
  readonly errors: readonly FieldError[];

  /**
   * @param errors The problems, as `@slashkit/api/validation` reports them.
   * @param subject What was validated, for the first line of the message (e.g. `command "ping"`).
   */
  constructor(errors: readonly FieldError[], subject: string) {
    super(describeProblems(errors, subject));
    this.name = 'CommandValidationError';
    this.errors = errors;
  }
}
