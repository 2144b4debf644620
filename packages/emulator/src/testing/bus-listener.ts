import type { EmulatorEvent } from '../events/emulator-event.js';
import type { AdminRequests } from './admin-requests.js';
import { readBusEvents } from './read-bus-events.js';
import { TestClientError } from './test-client-error.js';

/** One listener of the emulator's event bus: what it hears, and how it learns that the stream ended. */
export interface BusSubscriber {
  /** Called with each event of the bus, in order. */
  event(event: EmulatorEvent): void;
  /** Called once if the stream ends (the emulator stopped or the connection broke) while subscribed. */
  end(error: TestClientError): void;
}

/** The one open event stream of a {@link BusListener} and the subscribers it feeds. */
interface Feed {
  readonly subscribers: Set<BusSubscriber>;
  readonly controller: AbortController;
  readonly ready: Promise<void>;
}

/**
 * The emulator's event bus for every wait of one test client, over one shared event stream
 * (`GET /_emulator/client/stream`): opened by the first subscriber, read continuously from the moment it
 * opens (a body left unread may be cancelled by the runtime once its response is collected, and the
 * emulator closes a reader that falls too far behind), closed when the last subscriber leaves. Any
 * number of concurrent waits use one stream, so they never count against the emulator's stream limit
 * one by one.
 */
export class BusListener {
  readonly #admin: AdminRequests;
  #feed: Feed | undefined;

  /** @param admin the admin API of the emulator whose bus this is */
  constructor(admin: AdminRequests) {
    this.#admin = admin;
  }

  /**
   * Subscribes; resolves once the stream is open, so that every event published from then on reaches
   * `subscriber`. Resolves with the function that unsubscribes. Rejects with a `TestClientError` when the
   * stream cannot be opened.
   */
  async listen(subscriber: BusSubscriber): Promise<() => void> {
    const feed = this.#feed ?? this.#open();
    feed.subscribers.add(subscriber);
    try {
      await feed.ready;
    } catch (error) {
      feed.subscribers.delete(subscriber);
      throw error;
    }
    return () => {
      feed.subscribers.delete(subscriber);
      if (feed.subscribers.size > 0) return;
      if (this.#feed === feed) this.#feed = undefined;
      feed.controller.abort();
    };
  }

  #open(): Feed {
    const controller = new AbortController();
    const subscribers = new Set<BusSubscriber>();
    const ready = this.#admin.openEvents(controller.signal).then(
      (stream) => {
        void this.#pump(feed, stream);
      },
      (error: unknown) => {
        if (this.#feed === feed) this.#feed = undefined;
        throw error;
      },
    );
    const feed: Feed = { subscribers, controller, ready };
    this.#feed = feed;
    return feed;
  }

  /** Reads the stream to its end, handing each event to every subscriber; then tells them it ended. */
  async #pump(feed: Feed, stream: ReadableStream<Uint8Array>): Promise<void> {
    let ended: TestClientError;
    try {
      for await (const event of readBusEvents(stream))
        for (const subscriber of [...feed.subscribers]) subscriber.event(event);
      ended = new TestClientError('the emulator closed its event stream (was it stopped?)');
    } catch (error) {
      ended = new TestClientError(
        `the emulator's event stream broke off (${(error as Error).message}): was the emulator stopped?`,
      );
    }
    if (this.#feed === feed) this.#feed = undefined;
    if (feed.controller.signal.aborted) return;
    for (const subscriber of [...feed.subscribers]) subscriber.end(ended);
  }
}
