import type { APIGuildScheduledEvent, Snowflake } from '@slashkit/api';

/** A scheduled event as the service keeps it: its wire form (no `creator`, no count) and who is interested. */
export interface EmulatorScheduledEvent {
  /** The event as the routes answer it, before `creator` and `user_count` are added. */
  event: Omit<APIGuildScheduledEvent, 'creator' | 'user_count'>;
  /** The users interested in it, by id, each once. */
  interested: Snowflake[];
}

/**
 * The guilds' scheduled events, by id, in the order they were made, with the users interested in each.
 * A read hands out the stored record: changes go through `put`.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event | Guild Scheduled Event}
 */
export class ScheduledEventStore {
  readonly #events = new Map<Snowflake, EmulatorScheduledEvent>();

  /** A store holding the events of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(snapshot: readonly EmulatorScheduledEvent[]): ScheduledEventStore {
    const store = new ScheduledEventStore();
    for (const record of snapshot) store.put(structuredClone(record));
    return store;
  }

  /** Stores a new event, or replaces one of the same id (an edit). */
  put(record: EmulatorScheduledEvent): EmulatorScheduledEvent {
    this.#events.set(record.event.id, record);
    return record;
  }

  /** One event by id. */
  get(id: Snowflake): EmulatorScheduledEvent | undefined {
    return this.#events.get(id);
  }

  /** Removes an event; returns whether it existed. */
  delete(id: Snowflake): boolean {
    return this.#events.delete(id);
  }

  /** A guild's events, oldest first. */
  ofGuild(guildId: Snowflake): EmulatorScheduledEvent[] {
    return [...this.#events.values()].filter((r) => r.event.guild_id === guildId);
  }

  /** Every event as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): EmulatorScheduledEvent[] {
    return [...this.#events.values()].map((r) => structuredClone(r));
  }
}
