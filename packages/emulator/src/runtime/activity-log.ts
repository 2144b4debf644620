/** One line of the emulator's activity: a request it answered, a delivery to a bot, an interaction's end. */
export interface ActivityEntry {
  /** Position in the log, from 1. */
  seq: number;
  /** Emulator time when it was recorded, epoch ms (moves when the emulator clock is moved). */
  time: number;
  /**
   * `request`: a request the emulator answered (the admin API, the bot's calls to the API, callbacks and
   * webhooks); `delivery`: an interaction POSTed to an app's endpoint; `interaction`: how one ended.
   */
  kind: 'request' | 'delivery' | 'interaction';
  /** What happened, secrets already redacted: `POST /api/v10/interactions/1/[REDACTED]/callback`. */
  what: string;
  /** The HTTP status, or a word (`timeout`, `unreachable`, `failed`, `answered`). */
  status: number | string;
  /**
   * How long it took, in whole milliseconds of real time (a monotonic clock): moving the emulator clock
   * while a request is in flight does not lengthen it.
   */
  ms: number;
}

/** A subscriber of the {@link ActivityLog}. */
export type ActivityListener = (entry: ActivityEntry) => void;

/**
 * The emulator's traffic, bounded, for the web client's live log: each request with its status and time,
 * each delivery to a bot's endpoint and each interaction's outcome. Entries never hold a secret: callers
 * record redacted paths (`redactPath`), and the client stream redacts again.
 */
export class ActivityLog {
  readonly #entries: ActivityEntry[] = [];
  readonly #listeners = new Set<ActivityListener>();
  readonly #now: () => number;
  readonly #capacity: number;
  readonly #monotonic: () => number;
  #seq = 0;

  /**
   * @param now the emulator clock, which dates entries; @param capacity how many entries are kept (oldest
   * dropped first); @param monotonic a real-time clock in ms that never jumps (default `performance.now`),
   * which times them.
   */
  constructor(now: () => number, capacity = 500, monotonic: () => number = () => performance.now()) {
    this.#now = now;
    this.#capacity = capacity;
    this.#monotonic = monotonic;
  }

  /**
   * Starts timing something to record: the returned function gives the whole milliseconds since, on the
   * monotonic clock. The emulator clock is not used, since tests and the web client move it at will.
   * @example
   * const took = activity.stopwatch();
   * activity.record({ kind: 'request', what: 'GET /x', status: 200, ms: took() });
   */
  stopwatch(): () => number {
    const started = this.#monotonic();
    return () => Math.max(0, Math.round(this.#monotonic() - started));
  }

  /** Records an entry and hands it to every subscriber; a throwing subscriber does not stop the others. */
  record(input: Omit<ActivityEntry, 'seq' | 'time'>): void {
    this.#seq += 1;
    const entry: ActivityEntry = { seq: this.#seq, time: this.#now(), ...input };
    this.#entries.push(entry);
    if (this.#entries.length > this.#capacity) this.#entries.shift();
    for (const listener of this.#listeners) {
      try {
        listener(entry);
      } catch {
        // A faulty subscriber (a closed stream) must not break the request that recorded the entry.
      }
    }
  }

  /** Subscribes to future entries; returns the function that unsubscribes. */
  subscribe(listener: ActivityListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The kept entries, oldest first. */
  list(): ActivityEntry[] {
    return [...this.#entries];
  }
}
