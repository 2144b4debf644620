// Timers that fire only when the test says so: a test can then show that a call settles without any
// timer firing (it waited for nothing), or fire exactly one of several pending timeouts.
import type { Timers } from '@slashkit/api';

/** {@link Timers} under the test's hand. */
export interface ManualTimers extends Timers {
  /** The delays of the timers pending now, oldest first. */
  pending(): number[];
  /** Fires the oldest pending timer of `ms` milliseconds; false when there is none. */
  fireOne(ms: number): boolean;
}

/** Timers that never fire on their own. */
export function manualTimers(): ManualTimers {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let id = 0;
  return {
    setTimeout(callback, ms) {
      pending.set(++id, { callback, ms });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    pending: () => [...pending.values()].map((timer) => timer.ms),
    fireOne(ms) {
      for (const [handle, timer] of pending) {
        if (timer.ms !== ms) continue;
        pending.delete(handle);
        timer.callback();
        return true;
      }
      return false;
    },
  };
}
