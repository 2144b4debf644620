import type { LearnedResponse, ResponseFacts, SlotDecision, SlotRequest } from './shared-store-operations.js';

/** A value, or a promise of it: the memory store answers synchronously, a shared store may not. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * What the limiter knows about one bucket (learned from `X-RateLimit-*` headers), keyed by bucket hash
 * (or route) plus major parameter.
 */
export interface BucketState {
  /** Requests allowed per window; `Infinity` for routes that send no rate-limit headers. */
  limit: number;
  /** Requests left in the current window, counting the ones this process has sent but not heard back from. */
  remaining: number;
  /** When the window resets, in the limiter's clock (ms); 0 when unknown (the window rolled over locally). */
  resetAt: number;
  /** The service's `X-RateLimit-Reset` (epoch seconds) of the current window; identifies the window. */
  reset: number;
}

/** A sliding window of request times, for the global limit and the invalid-request budget. */
export interface WindowState {
  /** Times (ms, ascending) of the requests counted in the window. */
  stamps: number[];
  /** Nothing may go before this time (ms); set by a global 429. */
  blockedUntil: number;
}

/**
 * Where the rate limiter keeps its state. The memory store is the default. Each read-decide-write of the
 * limiter runs under the limiter's own lock (or at once, for a synchronous store), so a store only needs
 * plain get/set; but that lock is per limiter, so processes sharing a store through get/set may interleave.
 * A store shared by many processes (`@slashkit/rest-redis`) therefore also implements the optional atomic
 * operations `takeSlot`, `learn` and `release`, each one indivisible step for every process at once; the
 * limiter prefers them when present. Times (`resetAt`, `stamps`,
 * `blockedUntil`) are in the limiter's clock, epoch milliseconds, and every stored wait is already clamped to
 * the limiter's `maxLearnedWait`, so a store may expire entries by them.
 * @example
 * const rest = new REST({ token, rateLimitStore: new MemoryRateLimitStore() });
 * @see README "Rate limits"
 */
export interface RateLimitStore {
  /**
   * True when every method returns its value directly (never a promise): the limiter then decides without
   * a lock or an extra turn of the event loop. Leave it unset for a store that talks to another process.
   */
  readonly synchronous?: boolean;
  /** The bucket hash learned for `routeKey` (method + route template). */
  getBucketHash(routeKey: string): MaybePromise<string | undefined>;
  setBucketHash(routeKey: string, hash: string): MaybePromise<void>;
  /** The state of a bucket (bucket hash or route key, plus major parameter). */
  getBucket(key: string): MaybePromise<BucketState | undefined>;
  setBucket(key: string, state: BucketState): MaybePromise<void>;
  /** The sliding window named `global` (50 requests/s) or `invalid` (the invalid-request budget). */
  getWindow(name: 'global' | 'invalid'): MaybePromise<WindowState | undefined>;
  setWindow(name: 'global' | 'invalid', state: WindowState): MaybePromise<void>;
  /**
   * Optional, for shared stores: the whole decision of whether a request may go (invalid-request budget,
   * global window, bucket, requests in flight in every process), taken and recorded atomically. Resolve
   * `undefined` to let the limiter decide with its own local memory instead (a store failing open while
   * its backend is unreachable); reject (e.g. with `RateLimitStoreUnavailableError`) to fail the request
   * unsent.
   */
  takeSlot?(request: SlotRequest): Promise<SlotDecision | undefined>;
  /**
   * Optional, for shared stores: applies what a response taught (bucket hash, window, invalid response,
   * 429 backoff) atomically and ends the request's ticket. Resolve `undefined` to have the limiter learn
   * into its local memory instead. A rejection is treated the same way: the request was sent, so its
   * answer always reaches the caller.
   */
  learn?(facts: ResponseFacts): Promise<LearnedResponse | undefined>;
  /**
   * Optional, for shared stores: ends the ticket of a request that got no response (a network failure,
   * an abort). Failures are ignored: a ticket also ends on its own after a lease.
   */
  release?(key: string, ticket: string): Promise<void>;
}
