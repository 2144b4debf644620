import type { RateLimitScope } from '../errors/rate-limit-error.js';

/**
 * What the limiter asks a shared store's {@link RateLimitStore.takeSlot}: may a request of this route and
 * major parameter go now? The store answers for every process at once, in one atomic step.
 */
export interface SlotRequest {
  /** `METHOD /route/template`, the key of the route → bucket-hash map. */
  routeKey: string;
  /** The value of the route's major parameter, or '' when it has none. */
  majorParameter: string;
  /** Whether the request counts toward the global limit (interaction callbacks and webhooks do not). */
  global: boolean;
  /** The limiter's clock, epoch ms. */
  now: number;
  /** Requests per global window; `Infinity` when the global limiter is off (a global 429 still blocks). */
  globalPerSecond: number;
  /**
   * The global window, in ms. A request counts in it from when its answer arrives (see
   * {@link ResponseFacts.global}), and while in flight as if it happened now.
   */
  globalWindowMs: number;
  /** Invalid responses allowed per invalid-request window before requests are held. */
  invalidLimit: number;
  /** The invalid-request window, in ms. */
  invalidWindowMs: number;
}

/**
 * A shared store's answer to a {@link SlotRequest}: go (with the bucket key and a ticket naming this
 * request among those in flight), wait `ms` for a limit, or wait for the answer of a request already in
 * flight, checking again after `ms` at the latest: in an unknown (or spent, reset unknown) bucket `key`,
 * or, with the key `*global`, among the requests in flight that fill the global window.
 */
export type SlotDecision =
  | { kind: 'go'; key: string; ticket: string }
  | { kind: 'wait'; scope: Exclude<RateLimitScope, 'shared'>; ms: number }
  | { kind: 'response'; key: string; ms: number };

/** A bucket's window as read from one response's `X-RateLimit-*` headers, in the limiter's clock. */
export interface LearnedWindow {
  /** `X-RateLimit-Limit`. */
  limit: number;
  /** `X-RateLimit-Remaining`. */
  remaining: number;
  /** When the window resets (ms), already clamped to the limiter's `maxLearnedWait`. */
  resetAt: number;
  /** `X-RateLimit-Reset` (epoch seconds), or an equivalent, identifying the window. */
  windowId: number;
}

/**
 * What one response taught, for a shared store's {@link RateLimitStore.learn} to apply atomically. Every
 * time in it is already clamped to the limiter's `maxLearnedWait`.
 */
export interface ResponseFacts {
  /** `METHOD /route/template` of the request. */
  routeKey: string;
  /** The request's major parameter, or ''. */
  majorParameter: string;
  /** The limiter's clock when the response arrived, epoch ms. */
  now: number;
  /** The bucket key the request was sent under (from {@link SlotDecision}). */
  ticketKey: string;
  /** The ticket the shared store gave the request, or undefined when it went under local limits. */
  ticket: string | undefined;
  /** `X-RateLimit-Bucket`, when present. */
  hash: string | undefined;
  /** The bucket's window, when the response carried `X-RateLimit-Limit` and `-Remaining`. */
  window: LearnedWindow | undefined;
  /**
   * Whether the request counted toward the global limit: its place in the global window moves to `now`,
   * when its answer arrived (the service counted it on arrival, somewhere before).
   */
  global: boolean;
  /** A success without rate-limit headers: the route has no per-bucket limit. */
  unlimited: boolean;
  /** Whether the response counts toward the invalid-request budget (401, 403, 429 other than `shared`). */
  invalid: boolean;
  /** A global 429 blocks every non-exempt request until this time (ms); 0 when not. */
  globalBlockUntil: number;
  /** A per-bucket 429 spends the bucket until this time (ms); 0 when not. */
  bucketBlockUntil: number;
}

/** What a shared store answers after applying {@link ResponseFacts}. */
export interface LearnedResponse {
  /** The bucket key the route now maps to (requests waiting on it are woken). */
  key: string;
  /** The bucket hash known for the route, if any. */
  hash: string | undefined;
}
