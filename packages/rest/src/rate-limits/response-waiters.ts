import type { Timers } from '@slashkit/api';

/**
 * Requests waiting for an answer in a bucket (or among the requests that fill the global window) of this
 * process; an answer wakes every waiter of its key, which then decides again.
 */
export class ResponseWaiters {
  readonly #timers: Timers;
  readonly #waiting = new Map<string, Array<() => void>>();

  constructor(timers: Timers) {
    this.#timers = timers;
  }

  /**
   * Waits for an answer under `key` from this process, or at most `ms` when the request being waited for
   * may be in another process (a shared store), whose answer wakes nobody here.
   */
  wait(key: string, signal: AbortSignal | undefined, ms?: number): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const timers = this.#timers;
      const timer = ms === undefined ? undefined : timers.setTimeout(() => wake(), ms);
      const onAbort = (): void => {
        if (timer !== undefined) timers.clearTimeout(timer);
        reject(signal?.reason);
      };
      const wake = (): void => {
        if (timer !== undefined) timers.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const list = this.#waiting.get(key);
      if (list) list.push(wake);
      else this.#waiting.set(key, [wake]);
    });
  }

  /** Wakes every request waiting under `key`. */
  notify(key: string): void {
    const waiting = this.#waiting.get(key);
    if (waiting === undefined) return;
    this.#waiting.delete(key);
    for (const wake of waiting) wake();
  }
}
