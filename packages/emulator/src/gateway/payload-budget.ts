import { GatewayLimits } from '@slashkit/api';

/**
 * The payloads one window allows a connection told (in Hello) to heartbeat every `heartbeatIntervalMs`:
 * the service's {@link GatewayLimits}.payloadsPerWindow (120, heartbeats included), plus the heartbeats that
 * an interval shorter than the service's asks for beyond its own, so that a client heartbeating as an
 * emulator with a quick interval tells it to is never rate limited for it.
 */
export function payloadsPerWindow(heartbeatIntervalMs: number): number {
  const window = GatewayLimits.payloadWindowMs;
  const asked = Math.ceil(window / heartbeatIntervalMs);
  const service = Math.ceil(window / GatewayLimits.heartbeatIntervalMs);
  return GatewayLimits.payloadsPerWindow + Math.max(0, asked - service);
}

/**
 * The send budget of one gateway connection, as the service counts it: at most `limit` payloads (see
 * {@link payloadsPerWindow}) per window of {@link GatewayLimits}.payloadWindowMs (60 s) on the emulator
 * clock, the window starting at the first payload after the last one ended. Moving the emulator clock on
 * moves the window on: tests never wait.
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

  /** The payloads a window allows. */
  get limit(): number {
    return this.#limit;
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
