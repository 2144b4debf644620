import type { RateLimitScope } from '../errors/rate-limit-error.js';
import type { KeyCache } from './key-cache.js';
import type { WindowState } from './rate-limit-store.js';

/** What the limiter's decisions read and write, shared by taking a slot and learning from a response. */
export interface LimiterState {
  readonly now: () => number;
  readonly globalPerSecond: number;
  readonly invalidLimit: number;
  readonly invalidWindow: number;
  /** The longest wait believed from one response, in ms; longer figures are stored clamped to it. */
  readonly maxLearnedWait: number;
  /** `METHOD /route/template` */
  readonly routeKeys: KeyCache;
  /** `bucket-hash-or-route-key|major-parameter` */
  readonly bucketKeys: KeyCache;
  /**
   * Requests of this process in flight, per bucket key, and under {@link GLOBAL_IN_FLIGHT} those that
   * count toward the global limit.
   */
  readonly inFlight: Map<string, number>;
}

/** A slot taken in a bucket: released when the response (or the failure) is in. */
export interface Ticket {
  key: string;
  routeKey: string;
  /** Whether the request counts toward the global limit (its stamp is written when it ends). */
  global: boolean;
  /** The ticket a shared store gave the request (see `RateLimitStore.takeSlot`); undefined when local. */
  shared?: string | undefined;
}

/** Why a request may not go yet: a timed wait, or the answer of a request in flight. */
export type Wait =
  | { scope: RateLimitScope; ms: number; global: boolean }
  | { scope: 'response'; key: string; ms?: number };

/** How long a 429 asks to wait (the service's figure, unclamped), and for which limit. */
export interface Verdict {
  ms: number;
  scope: RateLimitScope;
  global: boolean;
  bucket: string | undefined;
}

/** A window nothing has been counted in yet. */
export const emptyWindow = (): WindowState => ({ stamps: [], blockedUntil: 0 });

/**
 * The in-flight key of the global limit: a request waiting for a global slot that requests in flight hold
 * waits on it. Bucket keys always hold a `|`, so it names no bucket.
 */
export const GLOBAL_IN_FLIGHT = '*global';
