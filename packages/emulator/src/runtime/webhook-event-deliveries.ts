/** One attempt to deliver a Webhook Event: when (emulator clock), and what the endpoint answered. */
export interface WebhookEventAttempt {
  at: number;
  /** The HTTP status, or null when no answer came (refused, timed out, …). */
  status: number | null;
  /** Why no answer came. */
  error?: string;
}

/**
 * A Webhook Event the emulator sends (or sent) to an app's event webhooks URL: `pending` while it is
 * being tried, `delivered` once the endpoint answered 2xx, `failed` when every retry failed, `dropped`
 * when the app, its URL or its subscription went away in between.
 */
export interface WebhookEventDelivery {
  /** Numbered from 1 in the order the events happened. */
  id: number;
  applicationId: string;
  /** The event type, e.g. `APPLICATION_AUTHORIZED`. */
  type: string;
  url: string;
  /** The payload sent, as JSON text (the same bytes at every attempt; only the signature is new). */
  body: string;
  state: 'pending' | 'delivered' | 'failed' | 'dropped';
  attempts: WebhookEventAttempt[];
  /** When the next attempt is due (emulator clock), while one is. */
  nextAttemptAt: number | null;
}

/** How many deliveries are kept; older ones are forgotten first. */
const keptDeliveries = 500;

/**
 * The Webhook Event deliveries of a running emulator, newest last and bounded: what
 * `GET /_emulator/applications/:id/webhook-events` lists. Run-time records of network traffic (like the
 * activity log), so not part of the state or its snapshots; a listener hears of every change.
 */
export class WebhookEventDeliveries {
  readonly #deliveries: WebhookEventDelivery[] = [];
  readonly #listeners = new Set<(delivery: WebhookEventDelivery) => void>();
  #lastId = 0;

  /** Records a new delivery, pending. */
  begin(input: Pick<WebhookEventDelivery, 'applicationId' | 'type' | 'url' | 'body'>): WebhookEventDelivery {
    const delivery: WebhookEventDelivery = {
      id: ++this.#lastId,
      ...input,
      state: 'pending',
      attempts: [],
      nextAttemptAt: null,
    };
    this.#deliveries.push(delivery);
    if (this.#deliveries.length > keptDeliveries) this.#deliveries.shift();
    this.changed(delivery);
    return delivery;
  }

  /** Tells the listeners that `delivery` changed (an attempt, a new state). */
  changed(delivery: WebhookEventDelivery): void {
    for (const listener of this.#listeners) {
      try {
        listener(delivery);
      } catch {
        // A faulty listener must not stop a delivery.
      }
    }
  }

  /** Listens to every change; returns the function that stops listening. */
  onChange(listener: (delivery: WebhookEventDelivery) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The deliveries to one app, oldest first, as copies. */
  list(applicationId: string): WebhookEventDelivery[] {
    return this.#deliveries.filter((d) => d.applicationId === applicationId).map((d) => structuredClone(d));
  }
}
