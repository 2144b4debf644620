import type { Logger, Timers } from '@slashkit/api';
import { RateLimitStoreUnavailableError } from '@slashkit/rest';
import type { UnavailablePolicy } from './redis-rate-limit-store-options.js';
import { timedOut, withTimeout } from './with-timeout.js';

/** What {@link AvailabilityGuard} needs. */
export interface AvailabilityGuardOptions {
  /** Names the store in messages (`redis 127.0.0.1:6379`), never with a password. */
  describe: string;
  policy: UnavailablePolicy;
  /** How long a reply may take before Redis counts as hung. */
  timeout: number;
  /** How often a probe asks Redis whether it answers again, during an outage. */
  retryInterval: number;
  timers: Timers;
  logger: Logger | undefined;
  /** Asks Redis something cheap (`PING`); an answer ends the outage. */
  probe: () => Promise<unknown>;
  /** Called once Redis answers again. */
  onRecovered: () => void;
}

/** The end of an up period: every call still waiting settles at once, on the policy. */
const outage: unique symbol = Symbol('outage');

/**
 * The store's failure policy around every Redis call. A call that fails (connection refused, socket
 * closed) or gets no reply within the timeout (Redis hangs) starts an outage: one warning, every call
 * still waiting settles at once, and every call after it gets the policy at once, without asking Redis,
 * so an outage costs each request nothing. Meanwhile a probe off the request path asks Redis every
 * `retryInterval`; its first answer ends the outage (one line). The policy: `undefined` (fail open: the
 * limiter uses its local limits), or {@link RateLimitStoreUnavailableError} (fail closed).
 */
export class AvailabilityGuard {
  readonly #options: AvailabilityGuardOptions;
  #down = false;
  #stopped = false;
  #reason: 'timeout' | 'error' = 'error';
  #cause: unknown;
  #probe: unknown;
  #probing = false;
  // Resolved when the current up period ends, so that calls waiting for their reply settle with it.
  #ended = upPeriod();

  constructor(options: AvailabilityGuardOptions) {
    this.#options = options;
  }

  /** Whether an outage is on: no call reaches Redis until a probe gets an answer. */
  get down(): boolean {
    return this.#down;
  }

  /**
   * Runs `call` under the policy; `routeKey` names the request in a fail-closed error, and `timeout`
   * replaces the reply timeout (for a call that must first wait for the connection).
   */
  async run<T>(routeKey: string, call: () => Promise<T>, timeout?: number): Promise<T | undefined> {
    const o = this.#options;
    if (this.#down || this.#stopped) return this.#unavailable(routeKey);
    try {
      const result = await withTimeout(call(), timeout ?? o.timeout, o.timers, this.#ended.promise);
      if (result === outage) return this.#unavailable(routeKey);
      return result as T;
    } catch (error) {
      this.#fail(error, timeout ?? o.timeout);
      return this.#unavailable(routeKey);
    }
  }

  /** Ends every probe and settles every waiting call; later calls get the policy at once. */
  stop(): void {
    this.#stopped = true;
    this.#options.timers.clearTimeout(this.#probe);
    this.#ended.resolve(outage);
  }

  /** Redis may answer again (the client reconnected): probe now rather than at the next interval. */
  nudge(): void {
    if (!this.#down || this.#probing || this.#stopped) return;
    this.#options.timers.clearTimeout(this.#probe);
    void this.#runProbe();
  }

  #fail(error: unknown, waited: number): void {
    if (this.#down || this.#stopped) return;
    const o = this.#options;
    this.#down = true;
    this.#reason = error === timedOut ? 'timeout' : 'error';
    this.#cause = error === timedOut ? undefined : error;
    this.#ended.resolve(outage);
    const why =
      this.#reason === 'timeout'
        ? `did not answer within ${waited} ms`
        : `failed (${error instanceof Error ? error.message : String(error)})`;
    const then =
      o.policy === 'failOpen'
        ? 'each process uses its own local limits until it answers again'
        : 'requests fail with RateLimitStoreUnavailableError until it answers again';
    o.logger?.warn?.(`[slashkit/rest-redis] the rate-limit store ${o.describe} ${why}: ${then}`);
    this.#schedule();
  }

  #schedule(): void {
    if (this.#stopped) return;
    const handle = this.#options.timers.setTimeout(() => void this.#runProbe(), this.#options.retryInterval);
    // A probe must not keep the process alive on its own (Node's timers have unref; others need not).
    (handle as { unref?: () => void } | null)?.unref?.();
    this.#probe = handle;
  }

  async #runProbe(): Promise<void> {
    const o = this.#options;
    this.#probing = true;
    try {
      await withTimeout(o.probe(), o.timeout, o.timers);
    } catch {
      this.#schedule();
      return;
    } finally {
      this.#probing = false;
    }
    if (this.#stopped || !this.#down) return;
    this.#down = false;
    this.#ended = upPeriod();
    o.logger?.info?.(
      `[slashkit/rest-redis] the rate-limit store ${o.describe} answers again: limits are shared again`,
    );
    o.onRecovered();
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

// The end of one up period, as a promise and the function that resolves it.
function upPeriod(): { promise: Promise<typeof outage>; resolve: (value: typeof outage) => void } {
  let resolve: (value: typeof outage) => void = () => {};
  const promise = new Promise<typeof outage>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
