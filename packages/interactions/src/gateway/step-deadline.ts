import type { Timers } from '@slashkit/api';
import type { GatewayTimeouts } from './gateway-client-options.js';

/** A step of a connection that has a deadline. */
export type ConnectionStep = 'handshake' | 'hello' | 'ready';

/** How each step is named in messages. */
export const connectionStepNames: Record<ConnectionStep, string> = {
  handshake: 'the WebSocket handshake',
  hello: 'Hello',
  ready: 'READY or RESUMED',
};

/**
 * The one deadline a connection has at a time: the handshake, then Hello, then READY/RESUMED after Identify
 * or Resume. A gateway that stalls at any step is given up on instead of leaving `connect()` pending.
 */
export class StepDeadline {
  readonly #timers: Timers;
  readonly #timeouts: GatewayTimeouts;
  #handle: unknown;

  constructor(timers: Timers, timeouts: GatewayTimeouts) {
    this.#timers = timers;
    this.#timeouts = timeouts;
  }

  /** The time allowed for `step`, in ms. */
  limit(step: ConnectionStep): number {
    const t = this.#timeouts;
    return step === 'handshake'
      ? (t.handshakeMs ?? 15_000)
      : step === 'hello'
        ? (t.helloMs ?? 20_000)
        : (t.readyMs ?? 30_000);
  }

  /** Replaces the pending deadline with one for `step`; `expired` runs if it passes. */
  arm(step: ConnectionStep, expired: (step: ConnectionStep, ms: number) => void): void {
    this.disarm();
    const ms = this.limit(step);
    this.#handle = this.#timers.setTimeout(() => {
      this.#handle = undefined;
      expired(step, ms);
    }, ms);
  }

  disarm(): void {
    if (this.#handle !== undefined) this.#timers.clearTimeout(this.#handle);
    this.#handle = undefined;
  }
}
