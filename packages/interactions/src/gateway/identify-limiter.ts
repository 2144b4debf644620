import { defaultTimers, GatewayLimits, identifyRateLimitKey, type Timers } from '@slashkit/api';

/**
 * Paces Identify across shards: the service allows one Identify per rate-limit key (`shard_id %
 * max_concurrency`) per 5 s and answers more with Invalid Session. Shards of one process share the default
 * in-memory limiter; several processes splitting the shards of one bot can share one through an external
 * store by implementing this interface.
 */
export interface IdentifyLimiter {
  /** Resolves when shard `shardId` may identify; rejects with the signal's reason when it is aborted. */
  acquire(shardId: number, signal: AbortSignal): Promise<void>;
}

/** Options of {@link createIdentifyLimiter}. */
export interface IdentifyLimiterOptions {
  /** `session_start_limit.max_concurrency` (default 1). */
  maxConcurrency?: number;
  /** The clock (default `Date.now`). */
  now?: () => number;
  /** The timers the waits use (default the runtime's). */
  timers?: Timers;
}

/**
 * An in-memory {@link IdentifyLimiter}: per rate-limit key, identifies are granted in order, at most one per
 * `GatewayLimits.identifyWindowMs`.
 * @example
 * const limiter = createIdentifyLimiter({ maxConcurrency: 16 });
 */
export function createIdentifyLimiter(options: IdentifyLimiterOptions = {}): IdentifyLimiter {
  const maxConcurrency = options.maxConcurrency ?? GatewayLimits.defaultMaxConcurrency;
  if (!Number.isSafeInteger(maxConcurrency) || maxConcurrency < 1)
    throw new RangeError(
      `createIdentifyLimiter: maxConcurrency must be a positive integer (session_start_limit.max_concurrency); got ${maxConcurrency}.`,
    );
  const now = options.now ?? Date.now;
  const timers = options.timers ?? defaultTimers;
  /** Per key: when the next identify may go out. Each grant pushes it one window further. */
  const nextSlot = new Map<number, number>();
  return {
    acquire(shardId, signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      const key = identifyRateLimitKey(shardId, maxConcurrency);
      const at = Math.max(now(), nextSlot.get(key) ?? 0);
      nextSlot.set(key, at + GatewayLimits.identifyWindowMs);
      const wait = at - now();
      if (wait <= 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const handle = timers.setTimeout(() => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        }, wait);
        const onAbort = () => {
          timers.clearTimeout(handle);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
