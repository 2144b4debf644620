import { readFile } from 'node:fs/promises';
import { parseWorldSeed } from './parse-world-seed.js';
import type { WorldSeed } from './world-seed.js';
import { WorldSeedError } from './world-seed-error.js';

/**
 * Reads and validates a world file (JSON). Throws a {@link WorldSeedError} naming the file and every
 * problem, including unreadable files and JSON syntax errors.
 */
export async function loadWorldSeed(path: string): Promise<WorldSeed> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new WorldSeedError(`file ${path}`, [`cannot read the file: ${(error as Error).message}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new WorldSeedError(`file ${path}`, [`not valid JSON: ${(error as Error).message}`]);
  }
  return parseWorldSeed(json, `file ${path}`);
}
