import type { Logger, Timers } from '@slashkit/api';
import { RateLimitStoreUnavailableError } from '@slashkit/rest';
import type { UnavailablePolicy } from './redis-rate-limit-store-options.js';
import { timedOut, withTimeout } from './with-timeout.js';

/** What {@link AvailabilityGuard} needs. */
export interface AvailabilityGuardOptions {
  /** Names the store in messages (`redis 127.0.0.1:6379`), never with a password. */
  describe: string;
  policy: UnavailablePolicy;
  timeout: number;
  retryInterval: number;
  now: () => number;
  timers: Timers;
  logger: Logger | undefined;
}

/**
 * The store's failure policy around every Redis call: a command timeout; after a failure, no call to
 * Redis for `retryInterval` (so an outage costs each request nothing, not a timeout each); one warning per
 * outage and one line when Redis answers again; and then either `undefined` (fail open: the limiter uses
 * its local limits) or {@link RateLimitStoreUnavailableError} (fail closed).
 */
export class AvailabilityGuard {
  readonly #options: AvailabilityGuardOptions;
  #down = false;
  #retryAt = 0;
  #reason: 'timeout' | 'error' = 'error';
  #cause: unknown;

  constructor(options: AvailabilityGuardOptions) {
    this.#options = options;
  }

  /** Whether the last call failed and no call has succeeded since. */
  get down(): boolean {
    return this.#down;
  }

  /**
   * Runs `call` under the policy; `routeKey` names the request in a fail-closed error, and `timeout`
   * replaces the command timeout (for a call that must first wait for the connection).
   */
  async run<T>(routeKey: string, call: () => Promise<T>, timeout?: number): Promise<T | undefined> {
    const o = this.#options;
    if (this.#down && o.now() < this.#retryAt) return this.#unavailable(routeKey);
    let result: T;
    try {
      result = await withTimeout(call(), timeout ?? o.timeout, o.timers);
    } catch (error) {
      this.#reason = error === timedOut ? 'timeout' : 'error';
      this.#cause = error === timedOut ? undefined : error;
      this.#retryAt = o.now() + o.retryInterval;
      if (!this.#down) {
        this.#down = true;
        const why =
          this.#reason === 'timeout'
            ? `did not answer within ${timeout ?? o.timeout} ms`
            : `failed (${error instanceof Error ? error.message : String(error)})`;
        const then =
          o.policy === 'failOpen'
            ? 'each process uses its own local limits until it answers again'
            : 'requests fail with RateLimitStoreUnavailableError until it answers again';
        o.logger?.warn?.(`[slashkit/rest-redis] the rate-limit store ${o.describe} ${why}: ${then}`);
      }
      return this.#unavailable(routeKey);
    }
    if (this.#down) {
      this.#down = false;
      o.logger?.info?.(
        `[slashkit/rest-redis] the rate-limit store ${o.describe} answers again: limits are shared again`,
      );
    }
    return result;
  }

  #unavailable(routeKey: string): undefined {
    if (this.#options.policy === 'failOpen') return undefined;
    throw new RateLimitStoreUnavailableError({
      store: this.#options.describe,
      routeKey,
      reason: this.#reason,
      ...(this.#cause === undefined ? {} : { cause: this.#cause }),
    });
  }
}
