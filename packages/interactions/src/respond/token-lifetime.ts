import { type APIInteraction, Limits, type Timers } from '@slashkit/api';
import { InteractionError } from '../interaction-error.js';
import { interactionLabel } from './left-deferred.js';

/**
 * One interaction token's 15-minute lifetime: after it nothing can be sent for the interaction, so the
 * handler's `signal` aborts and a handler still running is no longer awaited.
 */
export class TokenLifetime {
  readonly #timers: Timers;
  /** Named in the error (`/name`, without its token): only then, most tokens never expire in use. */
  readonly #interaction: APIInteraction;
  #timer: unknown;
  #expired = false;
  /** Created on first use of `signal`: most handlers never ask for it. */
  #controller: AbortController | undefined;
  #onExpire: ((error: InteractionError) => void) | undefined;

  constructor(timers: Timers, interaction: APIInteraction) {
    this.#timers = timers;
    this.#interaction = interaction;
  }

  /** Starts the clock when the interaction arrives. */
  start(): void {
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = undefined;
      this.#expired = true;
      const error = this.#error();
      this.#controller?.abort(error);
      this.#onExpire?.(error);
    }, Limits.interactionTokenLifetimeMs);
  }

  /** Stops the clock once the handler is done. */
  end(): void {
    if (this.#timer === undefined) return;
    this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Whether the token has expired. */
  get expired(): boolean {
    return this.#expired;
  }

  /** Aborts, with a `TOKEN_EXPIRED` error as its reason, when the token expires. */
  get signal(): AbortSignal {
    this.#controller ??= new AbortController();
    if (this.#expired && !this.#controller.signal.aborted) this.#controller.abort(this.#error());
    return this.#controller.signal;
  }

  /**
   * Settles as `work` does, or rejects with `TOKEN_EXPIRED` if the token expires first: a handler that never
   * settles is let go then. (One promise, where `Promise.race` with an expiry promise would take three.)
   */
  race<T>(work: Promise<T>): Promise<T> {
    if (this.#expired) return Promise.reject(this.#error());
    return new Promise<T>((resolve, reject) => {
      this.#onExpire = reject;
      work.then(resolve, reject);
    });
  }

  #error(): InteractionError {
    return new InteractionError(
      'TOKEN_EXPIRED',
      `${interactionLabel(this.#interaction)}: the handler was still running when the interaction token expired (${Limits.interactionTokenLifetimeMs / 60_000} minutes after the interaction arrived), so nothing more can be sent for it and it is no longer awaited. Stop long work when ctx.signal aborts.`,
    );
  }
}
