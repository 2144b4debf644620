/** One entry of the emulator's event log. */
export interface EmulatorEvent<Data = unknown> {
  /** Position in the log, starting at 1 and increasing by one per event. */
  seq: number;
  /** The event name, as the gateway would dispatch it (e.g. `APPLICATION_COMMAND_PERMISSIONS_UPDATE`). */
  type: string;
  /** Emulator time of publication, in epoch milliseconds. */
  time: number;
  /** The application the event is for, when it targets one (gateway delivery filters on it). */
  applicationId: string | null;
  /** The guild the event happened in, if any. */
  guildId: string | null;
  /** The dispatch payload. */
  data: Data;
}

/** What {@link EventBus.publish} takes. */
export interface EmulatorEventInput<Data = unknown> {
  type: string;
  data: Data;
  applicationId?: string | null;
  guildId?: string | null;
}

/** A subscriber of the {@link EventBus}. */
export type EmulatorEventListener = (event: EmulatorEvent) => void;

/**
 * The emulator's event bus and log. Everything a gateway would dispatch goes through `publish`: it is kept
 * in a bounded log (read by `GET /_emulator/events`) and handed to subscribers (a gateway, tests).
 */
export class EventBus {
  readonly #log: EmulatorEvent[] = [];
  readonly #listeners = new Set<EmulatorEventListener>();
  readonly #now: () => number;
  readonly #capacity: number;
  #seq = 0;

  /** @param now the emulator clock; @param capacity how many events the log keeps (oldest dropped first). */
  constructor(now: () => number, capacity = 1000) {
    this.#now = now;
    this.#capacity = capacity;
  }

  /** Records an event and hands it to every subscriber; a throwing subscriber does not stop the others. */
  publish<Data>(input: EmulatorEventInput<Data>): EmulatorEvent<Data> {
    this.#seq += 1;
    const event: EmulatorEvent<Data> = {
      seq: this.#seq,
      type: input.type,
      time: this.#now(),
      applicationId: input.applicationId ?? null,
      guildId: input.guildId ?? null,
      data: input.data,
    };
    this.#log.push(event);
    if (this.#log.length > this.#capacity) this.#log.shift();
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch {
        // A faulty subscriber must not break the request that published the event.
      }
    }
    return event;
  }

  /** Subscribes to future events; returns the function that unsubscribes. */
  subscribe(listener: EmulatorEventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The logged events, oldest first, optionally only those after `afterSeq` or of one `type`. */
  list(filter: { afterSeq?: number; type?: string } = {}): EmulatorEvent[] {
    return this.#log.filter(
      (event) =>
        (filter.afterSeq === undefined || event.seq > filter.afterSeq) &&
        (filter.type === undefined || event.type === filter.type),
    );
  }

  /** Empties the log (subscribers stay); sequence numbers keep increasing so resumers never see reuse. */
  clear(): void {
    this.#log.length = 0;
  }
}
