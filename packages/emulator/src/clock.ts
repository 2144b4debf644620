/**
 * The emulator's clock: a base clock plus an offset that the admin API moves, so tests can travel in time
 * (daily command-create limits, token expiry, rate-limit windows) without sleeping.
 */
export interface EmulatorClock {
  /** Current emulator time in epoch milliseconds. */
  now(): number;
  /** Moves the clock forward by `ms` milliseconds (negative values are refused). */
  advance(ms: number): number;
  /** Sets the clock to an absolute epoch-millisecond time. */
  set(epochMs: number): number;
}

/**
 * Creates an {@link EmulatorClock} over `base` (defaults to `Date.now`).
 * @example
 * const clock = createEmulatorClock(() => 1_700_000_000_000);
 * clock.advance(86_400_000); // one day later
 */
export function createEmulatorClock(base: () => number = Date.now): EmulatorClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) {
        throw new RangeError(`advanceMs must be a finite, non-negative number of milliseconds; got ${ms}`);
      }
      offset += ms;
      return base() + offset;
    },
    set(epochMs) {
      if (!Number.isFinite(epochMs)) {
        throw new RangeError(`now must be a finite epoch-millisecond number; got ${epochMs}`);
      }
      offset = epochMs - base();
      return epochMs;
    },
  };
}
