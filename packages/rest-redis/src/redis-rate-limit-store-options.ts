import type { RuntimeOptions } from '@slashkit/api';
import type { RedisCommandClient } from './redis-command-client.js';

/** What the store does while Redis cannot answer (down, unreachable, or slower than `commandTimeout`). */
export type UnavailablePolicy = 'failOpen' | 'failClosed';

/**
 * Options of {@link RedisRateLimitStore}; `now`, `timers` and `logger` are the runtime seams of
 * `@slashkit/api` (the one warning of an outage goes to `logger.warn`, the recovery to `logger.info`).
 */
export interface RedisRateLimitStoreOptions extends RuntimeOptions {
  /**
   * A connected client to use (e.g. `await createClient({ url }).connect()` from `@redis/client`, or any
   * object with its `sendCommand`); the store never closes it. Without it the store makes its own from `url`.
   */
  client?: RedisCommandClient;
  /** Where Redis (or Valkey) listens when no `client` is given (default `redis://127.0.0.1:6379`). */
  url?: string;
  /**
   * Names the bot whose limits are shared (e.g. its application id): every key is
   * `{slashkit:<namespace>}:…`, one hash tag, so all of them live in one Redis Cluster slot and each
   * script may touch them together. Processes of one bot must use the same namespace; default `default`.
   */
  namespace?: string;
  /**
   * `failOpen` (default): while Redis cannot answer, each process falls back to its own in-memory limits
   * (one warning per outage), and goes back to the shared ones when Redis answers again. `failClosed`:
   * requests are not sent and fail with `RateLimitStoreUnavailableError` until Redis answers again.
   */
  onUnavailable?: UnavailablePolicy;
  /**
   * How long a reply may take before Redis counts as hung (an outage), in ms (default 2 000); a slower but
   * answered call is used as is. Also the bound of `close()`.
   */
  commandTimeout?: number;
  /**
   * How long the first calls may wait for the first connection attempt of the store's own client (made
   * from `url`), in ms (default 5 000); a refused connection ends the attempt at once.
   */
  connectTimeout?: number;
  /** During an outage, how often a probe (off the request path) asks Redis whether it answers, in ms (default 1 000). */
  retryInterval?: number;
  /**
   * How long a request in flight holds its slot in a bucket if its process never reports the answer (it
   * died mid-request), in ms (default 60 000). Keep it above the client's request timeout.
   */
  inFlightLease?: number;
  /**
   * How often a request waiting for another process's first answer in an unknown bucket checks again, in
   * ms (default 50). Answers in the same process wake it at once.
   */
  responsePoll?: number;
  /** How long a bucket with no traffic is kept after its window ends, in ms (default 1 hour). */
  bucketIdleTtl?: number;
  /** How long a learned route → bucket-hash mapping is kept without being seen again, in ms (default 24 hours). */
  routeTtl?: number;
}
