import { brandError, SlashkitError } from '@slashkit/api';

/**
 * The stable codes of {@link EmulatorError}: a world seed or a state snapshot that is not valid, a command
 * line the CLI cannot run, a test client's request that the emulator could not answer, a test's assertion on
 * an interaction's result that failed.
 */
export type EmulatorErrorCode =
  | 'INVALID_WORLD_SEED'
  | 'INVALID_STATE_SNAPSHOT'
  | 'CLI_USAGE'
  | 'TEST_CLIENT'
  | 'ASSERTION_FAILED';

/**
 * The base of every error the emulator, its CLI and its test client throw to their caller, with a stable
 * `code`; `instanceof` holds across duplicate installs. (A route's `HttpError` is not one: it is an answer,
 * turned into the response the client sees.)
 * @example
 * try { emulator.loadState(snapshot); }
 * catch (error) { if (error instanceof EmulatorError && error.code === 'INVALID_STATE_SNAPSHOT') … }
 */
export class EmulatorError<Code extends EmulatorErrorCode = EmulatorErrorCode> extends SlashkitError<Code> {
  static {
    brandError(EmulatorError, '@slashkit/emulator/EmulatorError');
  }
}
