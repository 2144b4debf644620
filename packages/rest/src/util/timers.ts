/**
 * The timer functions the client uses for rate-limit waits and retry backoff; inject them to drive time in tests.
 * @example
 * const rest = new REST({ timers: { setTimeout, clearTimeout } });
 * @see README "Client options"
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
