import { BuilderValidationError } from './builder-validation-error.js';

/**
 * Thrown by `toJSON()` and `validateCommands()` when a command breaks Discord's documented rules: the message lists
 * every problem as `<path>: <what is wrong — how to fix it>`, and `errors` keeps them structured.
 * @example
 * try {
 *   command.toJSON();
 * } catch (error) {
 *   if (error instanceof CommandValidationError) console.log(error.errors.map((e) => e.path));
 * }
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export class CommandValidationError extends BuilderValidationError {
  /** A stable code to tell this error apart without `instanceof`. */
  readonly code = 'COMMAND_VALIDATION_FAILED' as const;
  override readonly name = 'CommandValidationError';
}
