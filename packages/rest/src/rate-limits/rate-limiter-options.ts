import type { RuntimeOptions } from '@slashkit/api';
import type { RateLimitEvent } from '../hooks.js';
import type { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-store.js';

/** Options of the `RateLimiter`; `now`, `timers` and `logger` are the runtime seams of `@slashkit/api`. */
export interface RateLimiterOptions extends RuntimeOptions {
  /** Where state lives; a fresh {@link MemoryRateLimitStore} by default. */
  store?: RateLimitStore;
  /** The longest the limiter lets one request wait for a limit, in ms (default 60 000). */
  maxWait?: number;
  /**
   * The longest wait the limiter believes from one response, in ms (default 1 hour): a larger
   * `Reset-After` or `retry_after` fails the call that got it with the real figure, but is stored clamped,
   * so one absurd header cannot block a bucket (or, for a global 429, every route) for good.
   */
  maxLearnedWait?: number;
  /** Requests per second across non-exempt routes (default 50); `Infinity` turns the global limiter off. */
  globalRequestsPerSecond?: number;
  /** Invalid responses (401, 403, 429 except `shared`) allowed per window before requests are held (default 9 900). */
  invalidRequestLimit?: number;
  /** The invalid-request window in ms (default 10 minutes). */
  invalidRequestWindow?: number;
  /** How many 429s in a row one request accepts before giving up with `RateLimitError` (default 3). */
  max429Retries?: number;
  onRateLimit?: (event: RateLimitEvent) => void;
  /**
   * Receives debug lines (never tokens).
   * @deprecated Pass `logger` (its `debug` method receives the same lines).
   */
  debug?: (line: string) => void;
}
