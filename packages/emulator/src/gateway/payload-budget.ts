import { GatewayLimits } from '@slashkit/api';

/**
 * The send budget of one gateway connection, as the service counts it: at most
 * {@link GatewayLimits}.payloadsPerWindow payloads (120, heartbeats included) per window of
 * {@link GatewayLimits}.payloadWindowMs (60 s) on the emulator clock, the window starting at the first
 * payload after the last one ended. Moving the emulator clock on moves the window on: tests never wait.
 * @see {@link https://discord.com/developers/docs/events/gateway#rate-limiting | Gateway rate limiting}
 */
export class PayloadBudget {
  readonly #limit: number;
  readonly #windowMs: number;
  #windowStart = Number.NEGATIVE_INFINITY;
  #count = 0;

  /** @param limit payloads per window; @param windowMs the window's length in ms */
  constructor(
    limit: number = GatewayLimits.payloadsPerWindow,
    windowMs: number = GatewayLimits.payloadWindowMs,
  ) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts one payload received at `now` (emulator ms); false once it is one more than the window allows. */
  take(now: number): boolean {
    // A clock moved back starts a window too, rather than holding the connection in one that never ends.
    if (now - this.#windowStart >= this.#windowMs || now < this.#windowStart) {
      this.#windowStart = now;
      this.#count = 0;
    }
    this.#count += 1;
    return this.#count <= this.#limit;
  }
}
