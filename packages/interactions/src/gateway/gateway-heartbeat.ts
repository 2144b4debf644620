import type { Timers } from '@slashkit/api';

/**
 * The heartbeat interval the client accepts from Hello, in ms. A hostile or broken gateway could ask for
 * 1 ms (a beat storm and a zombie verdict every millisecond) or for more than a timer can hold (2^31-1 ms,
 * past which `setTimeout` fires at once); the service asks for ~41 s.
 */
export const HeartbeatIntervalBounds = { min: 1_000, max: 300_000 } as const;

/** Clamps Hello's `heartbeat_interval` to {@link HeartbeatIntervalBounds}. */
export function clampHeartbeatInterval(interval: number): number {
  return Math.min(HeartbeatIntervalBounds.max, Math.max(HeartbeatIntervalBounds.min, Math.floor(interval)));
}

/** What the heartbeat needs from the connection. */
export interface HeartbeatHooks {
  /** Sends a heartbeat (op 1 with the last sequence). */
  beat(): void;
  /** The last beat was never acknowledged: the connection is a zombie. */
  zombie(): void;
}

/**
 * The heartbeat of one connection: the first beat after `interval × random()` (so that clients started
 * together do not beat together), then one per interval; a beat that finds the previous one unacknowledged
 * declares the connection a zombie instead of beating.
 */
export class GatewayHeartbeat {
  readonly #timers: Timers;
  readonly #hooks: HeartbeatHooks;
  #handle: unknown;
  #acked = true;

  constructor(timers: Timers, hooks: HeartbeatHooks) {
    this.#timers = timers;
    this.#hooks = hooks;
  }

  /** Starts beating at `interval` (already clamped), the first beat jittered by `random()` in [0, 1). */
  start(interval: number, random: number): void {
    this.stop();
    this.#acked = true;
    this.#schedule(interval, Math.floor(interval * random));
  }

  /** The gateway acknowledged the last beat (op 11). */
  ack(): void {
    this.#acked = true;
  }

  /** Stops beating; clears the pending timer. */
  stop(): void {
    if (this.#handle !== undefined) this.#timers.clearTimeout(this.#handle);
    this.#handle = undefined;
  }

  #schedule(interval: number, delay: number): void {
    this.#handle = this.#timers.setTimeout(() => {
      this.#handle = undefined;
      if (!this.#acked) {
        this.#hooks.zombie();
        return;
      }
      this.#acked = false;
      this.#hooks.beat();
      this.#schedule(interval, interval);
    }, delay);
  }
}
