import type { Snowflake } from '@slashkit/api';
import type { InteractionRecord } from '../state/interaction-record.js';

/**
 * Who waits for which interaction's first response: the delivery that sent it, until it is answered or
 * fails. Not state: a promise cannot be saved, so a snapshot holds the interaction and never its waiters.
 */
export class InteractionWaiters {
  readonly #waiters = new Map<Snowflake, (() => void)[]>();

  /** Resolves once the interaction leaves the pending state (answered or failed), or on `release()`. */
  settled(record: Pick<InteractionRecord, 'id' | 'state'>): Promise<void> {
    if (record.state !== 'pending') return Promise.resolve();
    return new Promise((resolve) => {
      const list = this.#waiters.get(record.id) ?? [];
      list.push(resolve);
      this.#waiters.set(record.id, list);
    });
  }

  /** Wakes the waiters of an interaction that was answered or failed. */
  notify(id: Snowflake): void {
    const list = this.#waiters.get(id);
    this.#waiters.delete(id);
    for (const resolve of list ?? []) resolve();
  }

  /** Wakes every waiter (the state was reset or replaced, or the emulator stops). */
  release(): void {
    for (const id of [...this.#waiters.keys()]) this.notify(id);
  }
}
