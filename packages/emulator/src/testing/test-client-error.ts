import { brandError } from '@slashkit/api';
import { EmulatorError } from '../errors/emulator-error.js';

/**
 * The emulator answered a test client's request with something other than an interaction's result: the
 * target is not an emulator, a user or channel is not in its world, an endpoint URL was refused, a wait
 * ran out. Refusals of the interaction itself (permissions, contexts, option checks) are results, not
 * errors: see `InteractionResult`.
 */
export class TestClientError extends EmulatorError<'TEST_CLIENT'> {
  static {
    brandError(TestClientError, '@slashkit/emulator/TestClientError');
  }

  override readonly name = 'TestClientError';

  /**
   * @param message what went wrong and what to do about it
   * @param status the emulator's HTTP status, when it answered one
   */
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super('TEST_CLIENT', message);
  }
}
