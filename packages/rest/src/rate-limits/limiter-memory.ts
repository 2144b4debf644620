import type { BucketState, RateLimitStore, WindowState } from './rate-limit-store.js';

/**
 * What the limiter's decisions read and write, answering at once: the memory store itself, or a
 * {@link StagedMemory} loaded from an asynchronous store. The decisions are plain functions over it.
 */
export interface LimiterMemory {
  getBucketHash(routeKey: string): string | undefined;
  setBucketHash(routeKey: string, hash: string): void;
  getBucket(key: string): BucketState | undefined;
  setBucket(key: string, state: BucketState): void;
  getWindow(name: 'global' | 'invalid'): WindowState | undefined;
  setWindow(name: 'global' | 'invalid', state: WindowState): void;
}

/** Whether `store` promises to answer every call at once (`synchronous: true`), as the memory store does. */
export function answersAtOnce(store: RateLimitStore): store is RateLimitStore & LimiterMemory {
  return store.synchronous === true;
}

/**
 * The part of an asynchronous store one decision touches, read ahead and answered at once: the route's
 * bucket hash, the bucket it leads to, and both windows. Writes are kept and sent by {@link StagedMemory.flush}.
 * The limiter runs load, decide and flush under its lock, so decisions of one process never interleave.
 */
export class StagedMemory implements LimiterMemory {
  readonly #store: RateLimitStore;
  readonly #routeKey: string;
  #hash: string | undefined;
  #key = '';
  #bucket: BucketState | undefined;
  readonly #windows = new Map<'global' | 'invalid', WindowState | undefined>();
  readonly #writes: Array<() => unknown> = [];

  private constructor(store: RateLimitStore, routeKey: string) {
    this.#store = store;
    this.#routeKey = routeKey;
  }

  /** Reads what a decision on `routeKey` needs; `keyOf` names the bucket from the stored hash, as the decision will. */
  static async load(
    store: RateLimitStore,
    routeKey: string,
    keyOf: (storedHash: string | undefined) => string,
  ): Promise<StagedMemory> {
    const staged = new StagedMemory(store, routeKey);
    staged.#hash = await store.getBucketHash(routeKey);
    staged.#key = keyOf(staged.#hash);
    staged.#bucket = await store.getBucket(staged.#key);
    staged.#windows.set('invalid', await store.getWindow('invalid'));
    staged.#windows.set('global', await store.getWindow('global'));
    return staged;
  }

  getBucketHash(routeKey: string): string | undefined {
    return routeKey === this.#routeKey ? this.#hash : undefined;
  }

  setBucketHash(routeKey: string, hash: string): void {
    if (routeKey === this.#routeKey) this.#hash = hash;
    this.#writes.push(() => this.#store.setBucketHash(routeKey, hash));
  }

  getBucket(key: string): BucketState | undefined {
    return key === this.#key ? this.#bucket : undefined;
  }

  setBucket(key: string, state: BucketState): void {
    if (key === this.#key) this.#bucket = state;
    this.#writes.push(() => this.#store.setBucket(key, state));
  }

  getWindow(name: 'global' | 'invalid'): WindowState | undefined {
    return this.#windows.get(name);
  }

  setWindow(name: 'global' | 'invalid', state: WindowState): void {
    this.#windows.set(name, state);
    this.#writes.push(() => this.#store.setWindow(name, state));
  }

  /** Sends the writes of the decision to the store, in order. */
  async flush(): Promise<void> {
    for (const write of this.#writes.splice(0)) await write();
  }
}
