import { BuilderValidationError } from './builder-validation-error.js';

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
export class CommandValidationError extends BuilderValidationError {
  /** A stable code to tell this error apart without `instanceof`. */
  readonly code = 'COMMAND_VALIDATION_FAILED' as const;
  override readonly name = 'CommandValidationError';
}
