import { constants } from 'node:buffer';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { EmulatorSnapshot } from './emulator-snapshot.js';
import { parseSnapshot } from './parse-snapshot.js';
import { batched, snapshotPieces } from './snapshot-text.js';
import { StateSnapshotError } from './state-snapshot-error.js';

/**
 * Reads and checks a snapshot file (JSON, as `writeStateFile` or `GET /_emulator/state` wrote it). Throws a
 * `StateSnapshotError` naming the file and every problem, unreadable files and JSON syntax errors included.
 * The file is read as one text, so it is at most the longest string Node holds (about 512 MiB: some 380 MiB
 * of files, which the snapshot carries in base64).
 * @example
 * const emu = await startEmulator({ state: await readStateFile('fixtures/guild-with-commands.json') });
 */
export async function readStateFile(path: string): Promise<EmulatorSnapshot> {
  const source = `file ${path}`;
  let text: string;
  try {
    const { size } = await stat(path);
    if (size > constants.MAX_STRING_LENGTH)
      throw new Error(
        `it is ${size} bytes, and a snapshot file is read as one text of at most ${constants.MAX_STRING_LENGTH} characters; load a state this large with loadState() in code`,
      );
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new StateSnapshotError(source, [`cannot read the file: ${(error as Error).message}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new StateSnapshotError(source, [`not valid JSON: ${(error as Error).message}`]);
  }
  return parseSnapshot(json, source);
}

/**
 * Writes a snapshot to a file as indented JSON (as `JSON.stringify(snapshot, null, 2)` would, written piece
 * by piece so a large state is never one string), e.g. what a failing test saw. It holds the world's
 * credentials (the emulator's test values): keep such files out of anything shared with real secrets.
 * @example
 * await writeStateFile('failed-test-state.json', emu.exportState());
 */
export async function writeStateFile(path: string, snapshot: EmulatorSnapshot): Promise<void> {
  await writeFile(path, batched(withFinalNewline(snapshotPieces(snapshot, 2))));
}

function* withFinalNewline(pieces: Iterable<string>): Generator<string> {
  yield* pieces;
  yield '\n';
}
