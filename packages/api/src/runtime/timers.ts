/**
 * The timer functions a slashkit client schedules with: rate-limit waits, retry backoff, deadlines,
 * heartbeats. Inject your own to drive time in tests; every package takes this one shape.
 * @example
 * const rest = new REST({ timers: { setTimeout, clearTimeout } });
 * @see DESIGN "Rules of the house" 3 and 15
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The runtime's own `setTimeout` / `clearTimeout`, looked up on each call so fake timers installed later apply. */
export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};
