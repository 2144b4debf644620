import { brandError } from '@slashkit/api';
import { EmulatorError } from '../../errors/emulator-error.js';

/** How many problems the message of a {@link StateSnapshotError} lists (all are in `problems`). */
const shownProblems = 50;

/**
 * Thrown when a snapshot of the emulator's state is not valid; nothing was changed. `problems` lists every
 * issue as `path: what is wrong`, and the message holds them (the first 50) so everything to fix shows at once.
 */
export class StateSnapshotError extends EmulatorError<'INVALID_STATE_SNAPSHOT'> {
  static {
    brandError(StateSnapshotError, '@slashkit/emulator/StateSnapshotError');
  }

  /** One line per problem, each starting with the JSON path (e.g. `messages[3].message.channel_id`). */
  readonly problems: readonly string[];

  /** @param source names the snapshot (e.g. `file state.json`, `body of PUT /_emulator/state`). */
  constructor(source: string, problems: readonly string[]) {
    const listed = problems.slice(0, shownProblems).map((p) => `  - ${p}`);
    if (problems.length > shownProblems) listed.push(`  … and ${problems.length - shownProblems} more`);
    super('INVALID_STATE_SNAPSHOT', `Invalid emulator state ${source}:\n${listed.join('\n')}`);
    this.name = 'StateSnapshotError';
    this.problems = problems;
  }
}
