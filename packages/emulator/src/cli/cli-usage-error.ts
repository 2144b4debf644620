/**
 * A command line the CLI cannot run (a bad flag, a missing command): its message says what is wrong and how
 * to write it; the CLI prints it with its usage and exits with code 2.
 */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}
