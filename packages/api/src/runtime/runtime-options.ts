import type { Logger } from './logger.js';
import type { Timers } from './timers.js';

/**
 * The runtime seams every slashkit package's options extend: the clock, the timers and the logger.
 * Defaults are the runtime's (`Date.now`, the global timers, no logging).
 * @example
 * const clock = { now: () => fakeNow, timers: fakeTimers, logger: console } satisfies RuntimeOptions;
 * new REST({ ...clock, token });
 * @see DESIGN "Rules of the house" 3 and 15
 */
export interface RuntimeOptions {
  /** The clock in milliseconds since the epoch (default `Date.now`). */
  now?: () => number;
  /** The timer functions (default the runtime's). */
  timers?: Timers;
  /** Where log lines go (default nowhere). */
  logger?: Logger;
}
