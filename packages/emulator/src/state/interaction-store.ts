import type { Snowflake } from '@slashkit/api';
import type { InteractionRecord } from './interaction-record.js';

/**
 * The interactions the emulator delivered, by id and by token. Tokens are kept only here and in the
 * payload; nothing else stores or prints them.
 */
export class InteractionStore {
  readonly #byId = new Map<Snowflake, InteractionRecord>();
  readonly #byToken = new Map<string, InteractionRecord>();

  /** A store holding the records of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(records: readonly InteractionRecord[]): InteractionStore {
    const store = new InteractionStore();
    for (const record of records) store.add(structuredClone(record));
    return store;
  }

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

  /** Every record as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): InteractionRecord[] {
    return structuredClone([...this.#byId.values()]);
  }
}
