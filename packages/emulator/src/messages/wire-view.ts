import type { Snowflake } from '@slashkit/api';
import type { EmulatorState } from '../state/emulator-state.js';

/**
 * Who reads a message and what its wire form reads besides the message itself: the reactions (`me` is the
 * reader's), whether it is pinned and a poll's results (`me_voted`), so that every answer and dispatch shows them as that reader sees them.
 */
export interface WireView {
  /** The reader (a bot's user id, a user of the web client), or null for nobody in particular. */
  readonly viewerId: Snowflake | null;
  readonly state: Pick<EmulatorState, 'reactions' | 'pins' | 'polls'>;
}

/** The view of `state` for `viewerId`. */
export function wireView(state: WireView['state'], viewerId: Snowflake | null): WireView {
  return { state, viewerId };
}
