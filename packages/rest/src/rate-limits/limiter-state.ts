import type { RateLimitScope } from '../errors/rate-limit-error.js';
import type { KeyCache } from './key-cache.js';
import type { RateLimitStore, WindowState } from './rate-limit-store.js';

/** What the limiter's decisions read and write, shared by taking a slot and learning from a response. */
export interface LimiterState {
  readonly store: RateLimitStore;
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
  /** Requests of this process in flight, per bucket key. */
  readonly inFlight: Map<string, number>;
  /** Wakes the requests waiting for an answer in the bucket `key`. */
  notify(key: string): void;
}

/** A slot taken in a bucket: released when the response (or the failure) is in. */
export interface Ticket {
  key: string;
  routeKey: string;
  /** The ticket a shared store gave the request (see `RateLimitStore.takeSlot`); undefined when local. */
  shared?: string | undefined;
}

/** Why a request may not go yet: a timed wait, or the answer of the request probing an unknown bucket. */
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
 * The global window: the service counts it from when requests arrive, we from when they leave; a little
 * slack keeps a request that overtakes an earlier one on the wire from landing in the previous window.
 */
export const GLOBAL_WINDOW_MS = 1000 + 25;
