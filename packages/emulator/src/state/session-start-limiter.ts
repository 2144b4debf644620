import { type APIGatewaySessionStartLimit, GatewayLimits, identifyRateLimitKey } from '@slashkit/api';

/** A {@link SessionStartLimiter} as plain JSON, for snapshots. */
export interface SessionStartSnapshot {
  /** Identify times (emulator epoch ms) per application, for the daily budget. */
  starts: { applicationId: string; times: number[] }[];
  /** The last identify time per application and rate-limit key (`applicationId:key`). */
  last: { key: string; at: number }[];
}

/**
 * The identify budgets of the emulated gateway, per application, on the emulator clock: the daily
 * `session_start_limit` and the rate of `max_concurrency` identifies per 5 s (one per `shard_id %
 * max_concurrency`), which the service enforces with Invalid Session.
 */
export class SessionStartLimiter {
  /** Identify times per application, for the daily budget. */
  readonly #starts = new Map<string, number[]>();
  /** Last identify time per application and rate-limit key. */
  readonly #lastByKey = new Map<string, number>();

  /** A limiter holding the budgets of a snapshot (checked), in their order. */
  static restore(snapshot: SessionStartSnapshot): SessionStartLimiter {
    const limiter = new SessionStartLimiter();
    for (const { applicationId, times } of snapshot.starts) limiter.#starts.set(applicationId, [...times]);
    for (const { key, at } of snapshot.last) limiter.#lastByKey.set(key, at);
    return limiter;
  }

  /** The budgets as plain JSON (copies): the limiter's snapshot. */
  snapshot(): SessionStartSnapshot {
    return {
      starts: [...this.#starts].map(([applicationId, times]) => ({ applicationId, times: [...times] })),
      last: [...this.#lastByKey].map(([key, at]) => ({ key, at })),
    };
  }

  /** Whether shard `shardId` of the application may identify now; records the identify when it may. */
  admit(applicationId: string, shardId: number, maxConcurrency: number, now: number): boolean {
    const key = `${applicationId}:${identifyRateLimitKey(shardId, maxConcurrency)}`;
    const last = this.#lastByKey.get(key);
    if (last !== undefined && now - last < GatewayLimits.identifyWindowMs) return false;
    this.#lastByKey.set(key, now);
    const times = this.#recent(applicationId, now);
    times.push(now);
    this.#starts.set(applicationId, times);
    return true;
  }

  /** `session_start_limit` of `GET /gateway/bot`. */
  sessionStartLimit(applicationId: string, maxConcurrency: number, now: number): APIGatewaySessionStartLimit {
    const times = this.#recent(applicationId, now);
    const total = GatewayLimits.dailySessionStarts;
    return {
      total,
      remaining: Math.max(0, total - times.length),
      reset_after: times.length === 0 ? 0 : times[0]! + GatewayLimits.sessionStartResetMs - now,
      max_concurrency: maxConcurrency,
    };
  }

  #recent(applicationId: string, now: number): number[] {
    return (this.#starts.get(applicationId) ?? []).filter((t) => t > now - GatewayLimits.sessionStartResetMs);
  }
}
