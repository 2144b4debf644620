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
  /** How long one script may take before Redis counts as unavailable, in ms (default 500). */
  commandTimeout?: number;
  /**
   * How long the first calls wait for the store's own client (made from `url`) to connect, in ms, on top
   * of `commandTimeout` (default 5 000).
   */
  connectTimeout?: number;
  /** After a failure, how long the store does not ask Redis before trying again, in ms (default 1 000). */
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
