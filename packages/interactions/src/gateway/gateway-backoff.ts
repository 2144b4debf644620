/** How the gateway client waits between reconnection attempts. */
export interface GatewayBackoffOptions {
  /** The wait before the first retry, in ms (default 1000); it doubles with each failed attempt. */
  baseDelayMs?: number;
  /** The longest wait, in ms (default 30 000). */
  maxDelayMs?: number;
  /** Failed attempts in a row before giving up with `RECONNECT_LIMIT` (default: never give up). */
  maxAttempts?: number;
}

/**
 * The wait before reconnection attempt `attempt` (0-based): exponential from `baseDelayMs`, capped at
 * `maxDelayMs`, with jitter between half and all of it so that many bots dropped together do not return
 * together.
 */
export function backoffDelay(attempt: number, options: GatewayBackoffOptions, random: () => number): number {
  const base = options.baseDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  const full = Math.min(max, base * 2 ** Math.min(attempt, 30));
  return Math.round(full * (0.5 + random() / 2));
}
