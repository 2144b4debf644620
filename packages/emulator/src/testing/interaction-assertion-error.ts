import { brandError } from '@slashkit/api';
import { EmulatorError } from '../errors/emulator-error.js';

/**
 * A result was not what the test asserted (`assertAnswered`, `assertRefused`). Its message says what came
 * instead, with the emulator's reason. Named `AssertionError`, as test runners (vitest, Jest, `node:test`)
 * show assertion failures.
 */
export class InteractionAssertionError extends EmulatorError<'ASSERTION_FAILED'> {
  static {
    brandError(InteractionAssertionError, '@slashkit/emulator/InteractionAssertionError');
  }

  override readonly name = 'AssertionError';

  /**
   * @param message what was expected and what came
   * @param actual the result that failed the assertion
   */
  constructor(
    message: string,
    readonly actual: unknown,
  ) {
    super('ASSERTION_FAILED', message);
  }
}
