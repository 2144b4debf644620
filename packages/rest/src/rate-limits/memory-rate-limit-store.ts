import type { BucketState, RateLimitStore, WindowState } from './rate-limit-store.js';

/**
 * The default {@link RateLimitStore}: plain maps in this process. Buckets whose window ended more
 * than `sweepAfter` ago (default 1 hour) are dropped now and then so that per-interaction buckets do not accumulate.
 * @example
 * const store = new MemoryRateLimitStore();
 * const rest = new REST({ token, rateLimitStore: store });
 * @see README "Rate limits"
 */
export class MemoryRateLimitStore implements RateLimitStore {
  /** Every method answers at once, so the limiter needs no lock around it. */
  readonly synchronous = true;
  private readonly hashes = new Map<string, string>();
  private readonly buckets = new Map<string, BucketState>();
  private readonly windows = new Map<string, WindowState>();
  private readonly sweepAfter: number;
  private writesSinceSweep = 0;

  constructor(options: { sweepAfter?: number; now?: () => number } = {}) {
    this.sweepAfter = options.sweepAfter ?? 3_600_000;
    this.now = options.now ?? Date.now;
  }

  private readonly now: () => number;

  getBucketHash(routeKey: string): string | undefined {
    return this.hashes.get(routeKey);
  }

  setBucketHash(routeKey: string, hash: string): void {
    this.hashes.set(routeKey, hash);
  }

  getBucket(key: string): BucketState | undefined {
    return this.buckets.get(key);
  }

  setBucket(key: string, state: BucketState): void {
    this.buckets.set(key, state);
    // Sweep now and then rather than on a timer, so the store never keeps a process alive.
    if (++this.writesSinceSweep >= 1000) {
      this.writesSinceSweep = 0;
      const cutoff = this.now() - this.sweepAfter;
      for (const [name, bucket] of this.buckets) {
        // A bucket whose window rolled over (resetAt 0) or ended long ago holds nothing worth keeping.
        if (bucket.resetAt < cutoff) this.buckets.delete(name);
      }
    }
  }

  getWindow(name: 'global' | 'invalid'): WindowState | undefined {
    return this.windows.get(name);
  }

  setWindow(name: 'global' | 'invalid', state: WindowState): void {
    this.windows.set(name, state);
  }

  /** How many buckets are known; for tests and diagnostics. */
  get size(): number {
    return this.buckets.size;
  }
}
