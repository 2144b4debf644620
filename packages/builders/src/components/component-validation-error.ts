import type { FieldError } from '@slashkit/api/validation';
import { describeProblems } from '../validation/describe-problems.js';

/**
 * Thrown by a component or modal builder's `toJSON()` when it breaks a rule of the service: the message
 * lists every problem as `<path>: <what is wrong — how to fix it>`, and `errors` keeps them structured.
 * @example
 * try {
 *   row.toJSON();
 * } catch (error) {
 *   if (error instanceof ComponentValidationError) console.log(error.errors[0]?.path); // ['components', 5]
 * }
 * @see service-facts "Message components and modals"
 */
export class ComponentValidationError extends Error {
  /** A stable code to tell this error apart without `instanceof`. */
  readonly code = 'COMPONENT_VALIDATION_FAILED' as const;
  /** Every problem found, with its JSON path from the built object's root. */
  readonly errors: readonly FieldError[];

  /**
   * @param errors The problems, as `@slashkit/api/validation` reports them.
   * @param subject What was validated (e.g. `button "vote"`).
   */
  constructor(errors: readonly FieldError[], subject: string) {
    super(describeProblems(errors, subject));
    this.name = 'ComponentValidationError';
    this.errors = errors;
  }
}
