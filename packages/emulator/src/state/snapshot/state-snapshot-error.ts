import { brandError, problemLines } from '@slashkit/api';
import { EmulatorError } from '../../errors/emulator-error.js';

/**
 * Thrown when a snapshot of the emulator's state is not valid; nothing was changed. `problems` lists the
 * issues as `path: what is wrong` (the first 100; `omitted` counts the others), and the message holds them
 * so everything to fix first shows at once.
 */
export class StateSnapshotError extends EmulatorError<'INVALID_STATE_SNAPSHOT'> {
  static {
    brandError(StateSnapshotError, '@slashkit/emulator/StateSnapshotError');
  }

  /** One line per problem, each starting with the JSON path (e.g. `messages[3].message.channel_id`). */
  readonly problems: readonly string[];
  /** How many more problems were found beyond those in `problems`. */
  readonly omitted: number;

  /** @param source names the snapshot (e.g. `file state.json`, `body of PUT /_emulator/state`). */
  constructor(source: string, problems: readonly string[], omitted = 0) {
    super('INVALID_STATE_SNAPSHOT', `Invalid emulator state ${source}:\n${problemLines(problems, omitted)}`);
    this.name = 'StateSnapshotError';
    this.problems = problems;
    this.omitted = omitted;
  }
}
