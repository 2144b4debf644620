import type { GatewayClientEvents } from './gateway-client-events.js';
import { GatewayError } from './gateway-error.js';

type Listener = (payload: never) => void;

/** A listener of one event of {@link GatewayClientEvents}. */
export type GatewayListener<E extends keyof GatewayClientEvents> = (payload: GatewayClientEvents[E]) => void;

/**
 * The typed events of a gateway client. A listener that throws never reaches the socket: it is reported
 * as a `LISTENER_FAILED` error event (or, for an `error` listener, to `onListenerError`).
 */
export class GatewayEmitter {
  readonly #listeners = new Map<keyof GatewayClientEvents, Set<Listener>>();
  readonly #onErrorListenerFailed: () => void;

  constructor(onErrorListenerFailed: () => void) {
    this.#onErrorListenerFailed = onErrorListenerFailed;
  }

  on<E extends keyof GatewayClientEvents>(event: E, listener: GatewayListener<E>): () => void {
    const set = this.#listeners.get(event) ?? new Set<Listener>();
    this.#listeners.set(event, set);
    set.add(listener as Listener);
    return () => this.off(event, listener);
  }

  off<E extends keyof GatewayClientEvents>(event: E, listener: GatewayListener<E>): void {
    this.#listeners.get(event)?.delete(listener as Listener);
  }

  emit<E extends keyof GatewayClientEvents>(event: E, payload: GatewayClientEvents[E]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        (listener as GatewayListener<E>)(payload);
      } catch (error) {
        if (event === 'error') {
          this.#onErrorListenerFailed();
          continue;
        }
        this.emit(
          'error',
          new GatewayError('LISTENER_FAILED', `A "${event}" listener threw; the client carries on.`, {
            cause: error,
          }),
        );
      }
    }
  }
}
