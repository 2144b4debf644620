/** Default of `maxRememberedInteractions`: about 5 MB of ids at most. */
export const defaultMaxRememberedInteractions = 50_000;

/**
 * Remembers the ids of the interactions received within the freshness window, so that a captured request
 * replayed inside the window is refused. Memory is bounded: past `maxEntries`, the oldest id is forgotten
 * and its timestamp becomes a floor, so a request no newer than any forgotten one is refused as well (a
 * replay can never slip through a full memory; under a flood the window only narrows).
 */
export class ReplayGuard {
  readonly #windowSeconds: number | false;
  readonly #maxEntries: number;
  /** id → signature timestamp (seconds), in arrival order. */
  readonly #seen = new Map<string, number>();
  #floor = Number.NEGATIVE_INFINITY;
  /**
   * The signature timestamp of the first id in `#seen` (arrival order), or -Infinity when unknown: while
   * it is fresh, nothing has expired, and no walk of the map (an iterator per request) is needed.
   */
  #firstTimestamp = Number.NEGATIVE_INFINITY;

  constructor(windowSeconds: number | false, maxEntries: number = defaultMaxRememberedInteractions) {
    this.#windowSeconds = windowSeconds;
    this.#maxEntries = Math.max(1, maxEntries);
  }

  /**
   * Records the interaction and tells whether it may run: false for an id already seen in the window, or
   * for a timestamp at or below the floor left by forgotten ids.
   */
  admit(id: string, timestampSeconds: number, nowSeconds: number): boolean {
    this.#forgetExpired(nowSeconds);
    if (timestampSeconds <= this.#floor || this.#seen.has(id)) return false;
    if (this.#seen.size === 0) this.#firstTimestamp = timestampSeconds;
    this.#seen.set(id, timestampSeconds);
    if (this.#seen.size > this.#maxEntries) {
      const [oldestId, oldestTimestamp] = this.#seen.entries().next().value as [string, number];
      this.#seen.delete(oldestId);
      this.#firstTimestamp = Number.NEGATIVE_INFINITY; // the next id's, found by the next walk
      if (oldestTimestamp > this.#floor) this.#floor = oldestTimestamp;
    }
    return true;
  }

  /** How many ids are remembered now. */
  get size(): number {
    return this.#seen.size;
  }

  /** Ids older than the window cannot be replayed (the timestamp check refuses them): forget them. */
  #forgetExpired(nowSeconds: number): void {
    if (this.#windowSeconds === false) return;
    const oldest = nowSeconds - this.#windowSeconds;
    if (this.#firstTimestamp >= oldest) return;
    // Arrival order is close to timestamp order; stopping at the first fresh id keeps this O(1) per call.
    for (const [id, timestamp] of this.#seen) {
      if (timestamp >= oldest) {
        this.#firstTimestamp = timestamp;
        return;
      }
      this.#seen.delete(id);
    }
  }
}
