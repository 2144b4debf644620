import { brandError } from '@slashkit/api';
import { EmulatorError } from '../errors/emulator-error.js';

/**
 * A command line the CLI cannot run (a bad flag, a missing command): its message says what is wrong and how
 * to write it; the CLI prints it with its usage and exits with code 2.
 */
export class CliUsageError extends EmulatorError<'CLI_USAGE'> {
  static {
    brandError(CliUsageError, '@slashkit/emulator/CliUsageError');
  }

  override readonly name = 'CliUsageError';

  /** @param message what is wrong with the command line and how to write it */
  constructor(message: string) {
    super('CLI_USAGE', message);
  }
}
