import { expect } from 'vitest';
import { StateSnapshotError } from '../../src/index.js';
import type { Harness } from '../harness.js';

/**
 * Loads a snapshot the emulator must refuse, and answers the problems of its StateSnapshotError, one per
 * line (the test fails when the snapshot loads, or fails otherwise).
 */
export function refusedSnapshot(h: Harness, snapshot: unknown): string {
  let error: unknown;
  try {
    h.emu.context.loadState(snapshot);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(StateSnapshotError);
  return (error as StateSnapshotError).problems.join('\n');
}
