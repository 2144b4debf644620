/** How the gateway client waits between reconnection attempts. */
export interface GatewayBackoffOptions {
  /** The wait before the first retry of a streak, in ms (default 1000); it doubles with each failure. */
  baseDelayMs?: number;
  /** The longest wait, in ms (default 30 000). */
  maxDelayMs?: number;
  /** Failed attempts in a row (none reaching READY or RESUMED) before giving up with `RECONNECT_LIMIT` (default: never). */
  maxAttempts?: number;
  /**
   * How long a session must last (from READY or RESUMED) to count as healthy, in ms (default 30 000). A
   * session that ends sooner extends the failure streak, so a gateway that keeps accepting and dropping the
   * client is retried with growing waits instead of in a hot loop.
   */
  stableAfterMs?: number;
}

/**
 * The wait before the retry that follows `failures` failures in a row (0-based: 0 is the first retry that
 * waits): exponential from `baseDelayMs`, capped at `maxDelayMs`, with jitter between half and all of it so
 * that many bots dropped together do not return together.
 */
export function backoffDelay(failures: number, options: GatewayBackoffOptions, random: () => number): number {
  const base = options.baseDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  const full = Math.min(max, base * 2 ** Math.min(failures, 30));
  return Math.round(full * (0.5 + random() / 2));
}
