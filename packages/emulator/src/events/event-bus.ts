import type { EmulatorEvent } from './emulator-event.js';
import type { EventLog } from './event-log.js';

export type { EmulatorEvent } from './emulator-event.js';

/** What {@link EventBus.publish} takes. */
export interface EmulatorEventInput<Data = unknown> {
  type: string;
  data: Data;
  applicationId?: string | null;
  guildId?: string | null;
  /** The channel whose View Channel permission (or DM) decides who is told; see `worldEvent`. */
  channelId?: string;
  /** The permission bits (decimal), any one of which a bot must hold to be told; see `worldEvent`. */
  permissions?: string;
}

/** A subscriber of the {@link EventBus}. */
export type EmulatorEventListener = (event: EmulatorEvent) => void;

/**
 * The emulator's event bus. Everything a gateway would dispatch goes through `publish`: it is kept in the
 * state's bounded {@link EventLog} (read by `GET /_emulator/events`) and handed to subscribers (a gateway,
 * the web client, tests). The subscribers are the running emulator's, never part of its state.
 */
export class EventBus {
  readonly #listeners = new Set<EmulatorEventListener>();
  readonly #log: () => EventLog;
  readonly #now: () => number;

  /** @param log the state's event log (read on each call: a reset or a loaded snapshot replaces it); @param now the emulator clock */
  constructor(log: () => EventLog, now: () => number) {
    this.#log = log;
    this.#now = now;
  }

  /** Records an event and hands it to every subscriber; a throwing subscriber does not stop the others. */
  publish<Data>(input: EmulatorEventInput<Data>): EmulatorEvent<Data> {
    const event = this.#log().append({
      type: input.type,
      time: this.#now(),
      applicationId: input.applicationId ?? null,
      guildId: input.guildId ?? null,
      ...(input.channelId !== undefined ? { channelId: input.channelId } : {}),
      ...(input.permissions !== undefined ? { permissions: input.permissions } : {}),
      data: input.data,
    });
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
    return this.#log().list(filter);
  }
}
