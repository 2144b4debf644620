import { brandError } from '@slashkit/api';
import { EmulatorError } from '../errors/emulator-error.js';

/**
 * Thrown when a world file is not valid. `problems` lists every issue as `path: what is wrong`, and the
 * message holds them all so a CLI user sees everything to fix at once.
 */
export class WorldSeedError extends EmulatorError<'INVALID_WORLD_SEED'> {
  static {
    brandError(WorldSeedError, '@slashkit/emulator/WorldSeedError');
  }

  /** One line per problem, each starting with the JSON path (e.g. `guilds[0].roles[2].permissions`). */
  readonly problems: readonly string[];

  constructor(source: string, problems: readonly string[]) {
    super('INVALID_WORLD_SEED', `Invalid world ${source}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'WorldSeedError';
    this.problems = problems;
  }
}
