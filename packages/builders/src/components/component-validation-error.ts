import { brandError } from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
import { BuilderValidationError } from '../validation/builder-validation-error.js';

/**
 * Thrown by a component or modal builder's `toJSON()` when it breaks a rule of the service: the message
 * lists every problem as `<path>: <what is wrong — how to fix it>`, and `errors` keeps them structured.
 * @example
 * try {
 *   row.toJSON();
 * } catch (error) {
 *   if (error instanceof ComponentValidationError) console.log(error.errors[0]?.path); // ['components', 5]
 * }
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export class ComponentValidationError extends BuilderValidationError {
  static {
    brandError(ComponentValidationError, '@slashkit/builders/ComponentValidationError');
  }

  /** A stable code to tell this error apart. */
  declare readonly code: 'COMPONENT_VALIDATION_FAILED';
  override readonly name = 'ComponentValidationError';

  /**
   * @param errors The problems, as `@slashkit/api/validation` reports them.
   * @param subject What was validated, for the first line of the message.
   */
  constructor(errors: readonly FieldError[], subject: string) {
    super('COMPONENT_VALIDATION_FAILED', errors, subject);
  }
}
