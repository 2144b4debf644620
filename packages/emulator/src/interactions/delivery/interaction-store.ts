import type { Snowflake } from '@slashkit/api';
import type { InteractionRecord } from './interaction-record.js';

/**
 * The interactions the emulator delivered, by id and by token, and the waiters for their first response.
 * Tokens are kept only here and in the payload; nothing else stores or prints them.
 */
export class InteractionStore {
  readonly #byId = new Map<Snowflake, InteractionRecord>();
  readonly #byToken = new Map<string, InteractionRecord>();
  readonly #waiters = new Map<Snowflake, (() => void)[]>();

  /** Records a new interaction. */
  add(record: InteractionRecord): InteractionRecord {
    this.#byId.set(record.id, record);
    this.#byToken.set(record.token, record);
    return record;
  }

  /** One interaction by id. */
  get(id: Snowflake): InteractionRecord | undefined {
    return this.#byId.get(id);
  }

  /** The interaction an interaction token belongs to. */
  byToken(token: string): InteractionRecord | undefined {
    return this.#byToken.get(token);
  }

  /** Resolves once the interaction leaves the pending state (answered or failed). */
  settled(id: Snowflake): Promise<void> {
    const record = this.#byId.get(id);
    if (record?.state !== 'pending') return Promise.resolve();
    return new Promise((resolve) => {
      const list = this.#waiters.get(id) ?? [];
      list.push(resolve);
      this.#waiters.set(id, list);
    });
  }

  /** Wakes the waiters of an interaction that was answered or failed. */
  notify(id: Snowflake): void {
    const list = this.#waiters.get(id);
    this.#waiters.delete(id);
    for (const resolve of list ?? []) resolve();
  }

  /** Forgets every interaction (waiters are released). */
  clear(): void {
    for (const id of this.#waiters.keys()) this.notify(id);
    this.#byId.clear();
    this.#byToken.clear();
  }
}
