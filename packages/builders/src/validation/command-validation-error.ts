import { brandError } from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
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
  static {
    brandError(CommandValidationError, '@slashkit/builders/CommandValidationError');
  }

  /** A stable code to tell this error apart. */
  declare readonly code: 'COMMAND_VALIDATION_FAILED';
  override readonly name = 'CommandValidationError';

  /**
   * @param errors The problems, as `@slashkit/api/validation` reports them.
   * @param subject What was validated, for the first line of the message.
   */
  constructor(errors: readonly FieldError[], subject: string) {
    super('COMMAND_VALIDATION_FAILED', errors, subject);
  }
}
