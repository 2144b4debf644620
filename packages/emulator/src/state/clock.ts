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

/** Where a clock keeps its offset from the base clock: the emulator's state (`state.clock`). */
export interface ClockOffset {
  offsetMs: number;
}

/**
 * Creates an {@link EmulatorClock} over `base` (defaults to `Date.now`), keeping its offset in `offset`
 * (read and written on each call, so a loaded snapshot's offset applies at once).
 * @example
 * const clock = createEmulatorClock(() => 1_700_000_000_000);
 * clock.advance(86_400_000); // one day later
 */
export function createEmulatorClock(
  base: () => number = Date.now,
  offset: () => ClockOffset = singleOffset(),
): EmulatorClock {
  return {
    now: () => base() + offset().offsetMs,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) {
        throw new RangeError(`advanceMs must be a finite, non-negative number of milliseconds; got ${ms}`);
      }
      offset().offsetMs += ms;
      return base() + offset().offsetMs;
    },
    set(epochMs) {
      if (!Number.isFinite(epochMs)) {
        throw new RangeError(`now must be a finite epoch-millisecond number; got ${epochMs}`);
      }
      offset().offsetMs = epochMs - base();
      return epochMs;
    },
  };
}

function singleOffset(): () => ClockOffset {
  const own: ClockOffset = { offsetMs: 0 };
  return () => own;
}
