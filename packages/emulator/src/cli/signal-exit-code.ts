import { constants } from 'node:os';

/**
 * The exit code a shell reports for a process killed by a signal: 128 + the signal's number (130 for
 * SIGINT, 143 for SIGTERM).
 * @example
 * process.exitCode = signalExitCode('SIGINT'); // 130
 */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 0);
}
