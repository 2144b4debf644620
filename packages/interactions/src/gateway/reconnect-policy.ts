import type { Timers } from '@slashkit/api';
import { backoffDelay, type GatewayBackoffOptions } from './gateway-backoff.js';

/** Why the client reconnects, as far as the wait is concerned. */
export type ReconnectKind =
  /** A drop, Reconnect (op 7), a zombie, a violation: at once unless a failure streak is running. */
  | 'retry'
  /** Invalid Session (op 9): the service asks for a random 1-5 s wait before identifying again. */
  | 'invalid-session';

/** The next attempt: its 1-based number since the last READY/RESUMED, and the wait before it. */
export interface ReconnectPlan {
  attempt: number;
  delayMs: number;
}

/**
 * When the gateway client reconnects. Two failure streaks add up to the backoff: connections that never got
 * Hello (the gateway is unreachable; Hello resets this streak, so the first reconnect after an outage does
 * not inherit its long wait), and connections that got Hello but did not last `stableAfterMs` after READY or
 * RESUMED (a gateway that accepts and drops; only a healthy session resets it). With no streak, the retry is
 * immediate: a healthy session that drops resumes at once, as the service recommends. It also holds the
 * timer of the reconnection it scheduled.
 */
export class ReconnectPolicy {
  readonly #options: GatewayBackoffOptions;
  readonly #random: () => number;
  readonly #now: () => number;
  readonly #timers: Timers;
  #timer: unknown;
  #attempts = 0;
  #unreachable = 0;
  #unstable = 0;
  #startedAt: number | null = null;

  constructor(options: GatewayBackoffOptions, random: () => number, now: () => number, timers: Timers) {
    this.#options = options;
    this.#random = random;
    this.#now = now;
    this.#timers = timers;
  }

  /** Plans the next attempt and runs `reconnect` after its wait; undefined (nothing scheduled) past `maxAttempts`. */
  schedule(kind: ReconnectKind, reconnect: () => void): ReconnectPlan | undefined {
    const plan = this.next(kind);
    if (!plan) return undefined;
    this.cancel();
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = undefined;
      reconnect();
    }, plan.delayMs);
    return plan;
  }

  /** Cancels the scheduled reconnection, if any. */
  cancel(): void {
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Hello arrived: the gateway is reachable again. */
  reachedGateway(): void {
    this.#unreachable = 0;
  }

  /** READY or RESUMED: the attempt count starts over and the session's age is measured from now. */
  sessionStarted(): void {
    this.#attempts = 0;
    this.#startedAt = this.#now();
  }

  /** A connection (or a URL lookup) ended; `gotHello` says whether the gateway had answered on it. */
  connectionEnded(gotHello: boolean): void {
    const startedAt = this.#startedAt;
    this.#startedAt = null;
    if (startedAt !== null && this.#now() - startedAt >= (this.#options.stableAfterMs ?? 30_000)) {
      this.#unstable = 0;
      this.#unreachable = 0;
    } else if (gotHello) {
      this.#unstable += 1;
    } else {
      this.#unreachable += 1;
    }
  }

  /** The next attempt, or undefined once `maxAttempts` attempts in a row have failed. */
  next(kind: ReconnectKind): ReconnectPlan | undefined {
    if (this.#attempts >= (this.#options.maxAttempts ?? Number.POSITIVE_INFINITY)) return undefined;
    this.#attempts += 1;
    const streak = this.#unreachable + this.#unstable;
    let delayMs = streak === 0 ? 0 : backoffDelay(streak - 1, this.#options, this.#random);
    if (kind === 'invalid-session') {
      // 1 to 5 times the base delay: the service's 1-5 s with the default base of 1 s.
      const base = this.#options.baseDelayMs ?? 1000;
      delayMs = Math.max(delayMs, Math.round(base * (1 + 4 * this.#random())));
    }
    return { attempt: this.#attempts, delayMs };
  }

  /** Failed attempts since the last READY/RESUMED. */
  get attempts(): number {
    return this.#attempts;
  }
}
