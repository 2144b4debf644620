import { brandError, problemLines } from '@slashkit/api';
import { EmulatorError } from '../errors/emulator-error.js';

/**
 * Thrown when a world file is not valid. `problems` lists the issues as `path: what is wrong` (the first
 * 100; `omitted` counts the others), and the message holds them so a CLI user sees what to fix at once.
 */
export class WorldSeedError extends EmulatorError<'INVALID_WORLD_SEED'> {
  static {
    brandError(WorldSeedError, '@slashkit/emulator/WorldSeedError');
  }

  /** One line per problem, each starting with the JSON path (e.g. `guilds[0].roles[2].permissions`). */
  readonly problems: readonly string[];
  /** How many more problems were found beyond those in `problems`. */
  readonly omitted: number;

  constructor(source: string, problems: readonly string[], omitted = 0) {
    super('INVALID_WORLD_SEED', `Invalid world ${source}:\n${problemLines(problems, omitted)}`);
    this.name = 'WorldSeedError';
    this.problems = problems;
    this.omitted = omitted;
  }
}
