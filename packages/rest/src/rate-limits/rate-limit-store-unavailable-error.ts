import { brandError } from '@slashkit/api';
import { RESTError } from '../errors/rest-error.js';

/** What {@link RateLimitStoreUnavailableError} is built from. */
export interface RateLimitStoreUnavailableErrorInit {
  /** Which store, for the message (e.g. `redis 127.0.0.1:6379`); never holds a password. */
  store: string;
  /** The route key (`METHOD /route/template`) of the request that was held back. */
  routeKey: string;
  /** Why: the store did not answer in time, or it answered with an error (connection refused…). */
  reason: 'timeout' | 'error';
  /** The underlying failure, if any. */
  cause?: unknown;
}

/**
 * A shared rate-limit store that fails closed could not be asked whether a request may go (it is down,
 * unreachable or slower than its command timeout), so the request was not sent: sending it blind could
 * spend the limits of every process of the bot. Code `RATE_LIMIT_STORE_UNAVAILABLE`; never retried by the
 * client. Retry later, or configure the store to fail open (fall back to local limits).
 * @example
 * try { await rest.commands.getGlobalCommands(appId); } catch (error) {
 *   if (error instanceof RateLimitStoreUnavailableError) console.log('Redis is down; try again soon');
 * }
 * @see README "Rate limits"
 */
export class RateLimitStoreUnavailableError extends RESTError {
  static {
    brandError(RateLimitStoreUnavailableError, '@slashkit/rest/RateLimitStoreUnavailableError');
  }

  /** Which store failed. */
  readonly store: string;
  /** The route key of the request that was not sent. */
  readonly routeKey: string;
  /** `timeout` or `error`. */
  readonly reason: 'timeout' | 'error';

  constructor(init: RateLimitStoreUnavailableErrorInit) {
    const what =
      init.reason === 'timeout'
        ? 'did not answer in time'
        : `failed${init.cause instanceof Error ? ` (${init.cause.message})` : ''}`;
    super(
      'RATE_LIMIT_STORE_UNAVAILABLE',
      `The rate-limit store ${init.store} ${what}, so ${init.routeKey} was not sent (the store fails closed); check that the store is reachable, raise its command timeout, or let it fail open to local limits.`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.store = init.store;
    this.routeKey = init.routeKey;
    this.reason = init.reason;
  }
}
