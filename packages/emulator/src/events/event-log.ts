import type { EmulatorEvent } from './emulator-event.js';

/** An {@link EventLog} as plain JSON, for snapshots. */
export interface EventLogSnapshot {
  /** The last sequence number given out (the log may hold fewer events: it is bounded). */
  seq: number;
  /** The kept events, oldest first. */
  events: EmulatorEvent[];
}

/**
 * The emulator's event log: the last `capacity` events published on its bus, numbered from 1. Part of the
 * state (`GET /_emulator/events` reads it, a snapshot carries it); the bus's subscribers are not.
 */
export class EventLog {
  readonly #events: EmulatorEvent[] = [];
  readonly #capacity: number;
  #seq = 0;

  /** @param capacity how many events the log keeps (oldest dropped first). */
  constructor(capacity = 1000) {
    this.#capacity = capacity;
  }

  /** A log holding the events of a snapshot (checked; nothing is shared with it). */
  static restore(snapshot: EventLogSnapshot): EventLog {
    const log = new EventLog();
    log.#seq = snapshot.seq;
    for (const event of structuredClone(snapshot.events)) log.#keep(event);
    return log;
  }

  /** The last sequence number given out. */
  get seq(): number {
    return this.#seq;
  }

  /** Numbers an event and keeps it. */
  append<Data>(event: Omit<EmulatorEvent<Data>, 'seq'>): EmulatorEvent<Data> {
    this.#seq += 1;
    const numbered: EmulatorEvent<Data> = { seq: this.#seq, ...event };
    this.#keep(numbered);
    return numbered;
  }

  /** The kept events, oldest first, optionally only those after `afterSeq` or of one `type`. */
  list(filter: { afterSeq?: number; type?: string } = {}): EmulatorEvent[] {
    return this.#events.filter(
      (event) =>
        (filter.afterSeq === undefined || event.seq > filter.afterSeq) &&
        (filter.type === undefined || event.type === filter.type),
    );
  }

  /** An empty log whose numbers continue after this one's, so readers never see a number twice. */
  continued(): EventLog {
    const log = new EventLog(this.#capacity);
    log.#seq = this.#seq;
    return log;
  }

  /** The log as plain JSON (copies): its snapshot. */
  snapshot(): EventLogSnapshot {
    return { seq: this.#seq, events: structuredClone(this.#events) };
  }

  #keep(event: EmulatorEvent): void {
    this.#events.push(event);
    if (this.#events.length > this.#capacity) this.#events.shift();
  }
}
