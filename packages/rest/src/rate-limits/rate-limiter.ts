import { Limits } from '@slashkit/api';
import { RateLimitError, type RateLimitScope } from '../errors/rate-limit-error.js';
import type { RateLimitEvent } from '../hooks.js';
import type { PreparedRequest, RawResponse, Send } from '../pipeline/prepared-request.js';
import { sleep } from '../util/sleep.js';
import type { Timers } from '../util/timers.js';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import type { BucketState, RateLimitStore, WindowState } from './rate-limit-store.js';

/** Options of {@link RateLimiter}. */
export interface RateLimiterOptions {
  /** Where state lives; a fresh {@link MemoryRateLimitStore} by default. */
  store?: RateLimitStore;
  /** The clock in ms; `Date.now` by default. */
  now?: () => number;
  timers?: Timers;
  /** The longest the limiter lets one request wait for a limit, in ms (default 60 000). */
  maxWait?: number;
  /** Requests per second across non-exempt routes (default 50); `Infinity` turns the global limiter off. */
  globalRequestsPerSecond?: number;
  /** Invalid responses (401, 403, 429 except `shared`) allowed per window before requests are held (default 9 900). */
  invalidRequestLimit?: number;
  /** The invalid-request window in ms (default 10 minutes). */
  invalidRequestWindow?: number;
  /** How many 429s in a row one request accepts before giving up with {@link RateLimitError} (default 3). */
  max429Retries?: number;
  onRateLimit?: (event: RateLimitEvent) => void;
  /** Receives debug lines (never tokens). */
  debug?: (line: string) => void;
}

// The service counts the global window from when requests arrive, we from when they leave; a little slack
// keeps a request that overtakes an earlier one on the wire from landing in the previous window.
const GLOBAL_WINDOW_MS = 1000 + 25;

type Verdict = { ms: number; scope: RateLimitScope; global: boolean; bucket: string | undefined };

type Wait = { scope: RateLimitScope; ms: number; global: boolean } | { scope: 'response'; key: string };

interface Ticket {
  key: string;
  routeKey: string;
}

const noop = (): void => {};

// Joined keys, each made once: a key built per request would cost a new string, and a fresh hash on every
// store lookup. Emptied when it grows past `limit`, so keys of past interactions cannot pile up.
class KeyCache {
  private readonly byFirst = new Map<string, Map<string, string>>();
  private size = 0;

  constructor(
    private readonly separator: string,
    private readonly limit = 10_000,
  ) {}

  /** `${first}${separator}${second}`, the same string each time. */
  get(first: string, second: string): string {
    let bySecond = this.byFirst.get(first);
    const cached = bySecond?.get(second);
    if (cached !== undefined) return cached;
    if (++this.size > this.limit) {
      this.byFirst.clear();
      this.size = 1;
      bySecond = undefined;
    }
    if (bySecond === undefined) {
      bySecond = new Map();
      this.byFirst.set(first, bySecond);
    }
    const key = `${first}${this.separator}${second}`;
    bySecond.set(second, key);
    return key;
  }
}

const emptyWindow = (): WindowState => ({ stamps: [], blockedUntil: 0 });

function num(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The rate-limit layer: learns buckets from `X-RateLimit-*` headers (keyed by method, route template and
 * major parameter), lets up to `remaining` requests of a bucket be in flight at once, holds requests ahead of
 * time when a bucket, the global 50/s limit or the invalid-request budget is spent, and honours 429s
 * (`Retry-After`, `retry_after`, scope, global). A wait longer than `maxWait` rejects at once with
 * {@link RateLimitError}; an AbortSignal ends any wait.
 * @example
 * const limiter = new RateLimiter({ maxWait: 10_000 });
 * const rest = new REST({ token, rateLimiter: limiter });
 * @see service-facts "Rate limits"
 */
export class RateLimiter {
  readonly store: RateLimitStore;
  private readonly now: () => number;
  private readonly timers: Timers;
  private readonly maxWait: number;
  private readonly globalPerSecond: number;
  private readonly invalidLimit: number;
  private readonly invalidWindow: number;
  private readonly max429: number;
  private readonly onRateLimit: ((event: RateLimitEvent) => void) | undefined;
  private readonly debug: ((line: string) => void) | undefined;
  private readonly inFlight = new Map<string, number>();
  private readonly listeners = new Map<string, Array<() => void>>();
  private lock: Promise<unknown> = Promise.resolve();
  private readonly synchronous: boolean;
  /** `METHOD /route/template` */
  private readonly routeKeys = new KeyCache(' ');
  /** `bucket-hash-or-route-key|major-parameter` */
  private readonly bucketKeys = new KeyCache('|');

  constructor(options: RateLimiterOptions = {}) {
    this.now = options.now ?? Date.now;
    this.store = options.store ?? new MemoryRateLimitStore({ now: this.now });
    this.synchronous = this.store.synchronous === true;
    this.timers = options.timers ?? { setTimeout, clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) };
    this.maxWait = options.maxWait ?? 60_000;
    this.globalPerSecond = options.globalRequestsPerSecond ?? Limits.globalRequestsPerSecond;
    this.invalidLimit = options.invalidRequestLimit ?? Limits.invalidRequests - 100;
    this.invalidWindow = options.invalidRequestWindow ?? Limits.invalidRequestWindowMs;
    this.max429 = options.max429Retries ?? 3;
    this.onRateLimit = options.onRateLimit;
    this.debug = options.debug;
  }

  /** Wraps the next layer so that every request it sends first passes the limiter. */
  wrap(next: Send): Send {
    return async (request: PreparedRequest, attempt: number): Promise<RawResponse> => {
      let refusals = 0;
      for (;;) {
        const acquired = this.acquire(request);
        const ticket = acquired instanceof Promise ? await acquired : acquired;
        let response: RawResponse;
        try {
          response = await next(request, attempt);
        } catch (error) {
          this.release(ticket);
          throw error;
        }
        let verdict: Verdict | undefined;
        try {
          const pending = this.drive(this.learnSteps(request, ticket, response));
          verdict = pending instanceof Promise ? await pending : pending;
        } finally {
          this.release(ticket);
        }
        if (response.status !== 429) return response;
        refusals++;
        const { ms, scope, global, bucket } = verdict!;
        this.onRateLimit?.({
          method: request.method,
          route: request.route,
          kind: '429',
          wait: ms,
          scope,
          global,
          bucket,
        });
        this.debug?.(`429 on ${request.method} ${request.route}: scope ${scope}, retry after ${ms} ms`);
        if (refusals > this.max429 || ms > this.maxWait) {
          throw new RateLimitError({
            method: request.method,
            route: request.route,
            retryAfter: ms,
            scope,
            global,
            bucket,
            maxWait: this.maxWait,
            reason: ms > this.maxWait ? 'wait-too-long' : 'too-many-429',
          });
        }
        // A shared-resource limit is not recorded in any bucket: this request waits it out by itself.
        if (scope === 'shared') await sleep(this.timers, ms, request.signal);
      }
    };
  }

  // Runs a read-decide-write: straight through for a synchronous store (it cannot interleave), or under
  // the lock for an asynchronous one, so concurrent requests never spend the same slot twice.
  private drive<T>(steps: Generator<unknown, T, unknown>): T | Promise<T> {
    if (this.synchronous) {
      let step = steps.next();
      while (!step.done) step = steps.next(step.value);
      return step.value;
    }
    const run = this.lock.then(async () => {
      let step = steps.next();
      while (!step.done) step = steps.next(await step.value);
      return step.value;
    });
    this.lock = run.then(noop, noop);
    return run;
  }

  // The common case (a synchronous store, room in the bucket) returns the ticket at once, with no promise.
  private acquire(request: PreparedRequest): Ticket | Promise<Ticket> {
    const pending = this.drive(this.takeSteps(request));
    if (!(pending instanceof Promise) && 'routeKey' in pending) return pending;
    return this.acquireSlowly(request, pending);
  }

  private async acquireSlowly(
    request: PreparedRequest,
    first: Ticket | Wait | Promise<Ticket | Wait>,
  ): Promise<Ticket> {
    let pending = first;
    for (;;) {
      const decision = pending instanceof Promise ? await pending : pending;
      if ('routeKey' in decision) return decision;
      const wait = decision;
      if (wait.scope === 'response') {
        await this.waitForResponse(wait.key, request.signal);
        pending = this.drive(this.takeSteps(request));
        continue;
      }
      const bucket = await this.store.getBucketHash(this.routeKeys.get(request.method, request.route));
      if (wait.ms > this.maxWait) {
        throw new RateLimitError({
          method: request.method,
          route: request.route,
          retryAfter: wait.ms,
          scope: wait.scope,
          global: wait.global,
          bucket,
          maxWait: this.maxWait,
          reason: 'wait-too-long',
        });
      }
      this.onRateLimit?.({
        method: request.method,
        route: request.route,
        kind: 'wait',
        wait: wait.ms,
        scope: wait.scope,
        global: wait.global,
        bucket,
      });
      this.debug?.(
        `waiting ${wait.ms} ms for the ${wait.scope} limit before ${request.method} ${request.route}`,
      );
      await sleep(this.timers, wait.ms, request.signal);
      pending = this.drive(this.takeSteps(request));
    }
  }

  private windowWait(state: WindowState | undefined, capacity: number, span: number, now: number): number {
    if (state === undefined) return 0;
    let wait = state.blockedUntil > now ? state.blockedUntil - now : 0;
    const stamps = state.stamps;
    let drop = 0;
    while (drop < stamps.length && stamps[drop]! <= now - span) drop++;
    if (drop > 0) stamps.splice(0, drop);
    if (stamps.length >= capacity) wait = Math.max(wait, stamps[stamps.length - capacity]! + span - now);
    return wait;
  }

  private *takeSteps(request: PreparedRequest): Generator<unknown, Ticket | Wait, unknown> {
    const now = this.now();
    const routeKey = this.routeKeys.get(request.method, request.route);
    const hash = (yield this.store.getBucketHash(routeKey)) as string | undefined;
    const key = this.bucketKeys.get(hash ?? routeKey, request.majorParameter);

    const invalid = (yield this.store.getWindow('invalid')) as WindowState | undefined;
    const invalidWait = this.windowWait(invalid, this.invalidLimit, this.invalidWindow, now);
    if (invalidWait > 0) return { scope: 'invalid', ms: invalidWait, global: false };

    let global: WindowState | undefined;
    if (!request.exemptFromGlobal) {
      const stored = (yield this.store.getWindow('global')) as WindowState | undefined;
      if (this.globalPerSecond !== Number.POSITIVE_INFINITY) {
        global = stored ?? emptyWindow();
        const globalWait = this.windowWait(global, this.globalPerSecond, GLOBAL_WINDOW_MS, now);
        if (globalWait > 0) return { scope: 'global', ms: globalWait, global: true };
      } else if (stored && stored.blockedUntil > now) {
        // Even with the global limiter off, a global 429 blocks everything that is not exempt.
        return { scope: 'global', ms: stored.blockedUntil - now, global: true };
      }
    }

    const state = (yield this.store.getBucket(key)) as BucketState | undefined;
    const inFlight = this.inFlight.get(key) ?? 0;
    if (state === undefined) {
      // Unknown bucket: one request goes first to learn the limit; the rest wait for its answer.
      if (inFlight > 0) return { scope: 'response', key };
    } else if (state.limit !== Number.POSITIVE_INFINITY) {
      if (state.resetAt !== 0 && now >= state.resetAt) {
        state.remaining = state.limit;
        state.resetAt = 0;
      }
      if (state.remaining <= 0) {
        if (state.resetAt !== 0) return { scope: 'user', ms: state.resetAt - now, global: false };
        if (inFlight > 0) return { scope: 'response', key };
      }
      // With nothing in flight and no reset known, one request goes to learn the new window.
      state.remaining = Math.max(0, state.remaining - 1);
      yield this.store.setBucket(key, state);
    }
    if (global !== undefined) {
      global.stamps.push(now);
      yield this.store.setWindow('global', global);
    }
    this.inFlight.set(key, inFlight + 1);
    return { key, routeKey };
  }

  private release(ticket: Ticket): void {
    const count = (this.inFlight.get(ticket.key) ?? 1) - 1;
    if (count <= 0) this.inFlight.delete(ticket.key);
    else this.inFlight.set(ticket.key, count);
    this.notify(ticket.key);
  }

  private notify(key: string): void {
    const waiting = this.listeners.get(key);
    if (waiting === undefined) return;
    this.listeners.delete(key);
    for (const wake of waiting) wake();
  }

  private waitForResponse(key: string, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const onAbort = (): void => reject(signal?.reason);
      const wake = (): void => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const list = this.listeners.get(key);
      if (list) list.push(wake);
      else this.listeners.set(key, [wake]);
    });
  }

  // Learns from one response's headers; for a 429, also records the refusal and says how long to wait.
  private *learnSteps(
    request: PreparedRequest,
    ticket: Ticket,
    response: RawResponse,
  ): Generator<unknown, Verdict | undefined, unknown> {
    const now = this.now();
    const header = response.header('x-ratelimit-bucket');
    let hash = header ?? undefined;
    if (hash !== undefined) {
      if ((yield this.store.getBucketHash(ticket.routeKey)) !== hash) {
        yield this.store.setBucketHash(ticket.routeKey, hash);
      }
    } else {
      hash = (yield this.store.getBucketHash(ticket.routeKey)) as string | undefined;
    }
    const key = this.bucketKeys.get(hash ?? ticket.routeKey, request.majorParameter);
    if (key !== ticket.key) this.notify(key);

    const limit = num(response.header('x-ratelimit-limit'));
    const remaining = num(response.header('x-ratelimit-remaining'));
    const resetAfter = num(response.header('x-ratelimit-reset-after'));
    const reset = num(response.header('x-ratelimit-reset'));
    let state = (yield this.store.getBucket(key)) as BucketState | undefined;
    if (limit !== undefined && remaining !== undefined) {
      const resetAt =
        now + (resetAfter ?? (reset !== undefined ? Math.max(0, reset - Date.now() / 1000) : 1)) * 1000;
      const windowId = reset ?? Math.ceil(resetAt / 10) / 100;
      if (state === undefined || state.limit === Number.POSITIVE_INFINITY) {
        state = { limit, remaining, resetAt, reset: windowId };
      } else if (windowId < state.reset - 0.001) {
        // An answer from an older window, overtaken by newer ones: nothing to learn.
      } else if (Math.abs(windowId - state.reset) <= 0.001) {
        // Same window: both counts only ever go down, so the smaller one is the truth.
        if (state.resetAt !== 0) {
          state.remaining = Math.min(state.remaining, remaining);
          state.resetAt = Math.max(state.resetAt, resetAt);
          state.limit = limit;
        }
      } else {
        // A new window. Requests still in flight may yet be counted in it, so keep room for them.
        const others = (this.inFlight.get(key) ?? 0) - (key === ticket.key ? 1 : 0);
        const fresh = Math.max(0, remaining - Math.max(0, others));
        state.remaining = state.resetAt === 0 ? Math.min(state.remaining, fresh) : fresh;
        state.resetAt = resetAt;
        state.reset = windowId;
        state.limit = limit;
      }
      yield this.store.setBucket(key, state);
    } else if (state === undefined && response.status < 400) {
      // No headers on a success: this route is not limited per bucket.
      yield this.store.setBucket(key, {
        limit: Number.POSITIVE_INFINITY,
        remaining: 0,
        resetAt: 0,
        reset: 0,
      });
    }

    const status = response.status;
    const scopeHeader = response.header('x-ratelimit-scope');
    if (status === 401 || status === 403 || (status === 429 && scopeHeader !== 'shared')) {
      const invalid = ((yield this.store.getWindow('invalid')) as WindowState | undefined) ?? emptyWindow();
      invalid.stamps.push(now);
      yield this.store.setWindow('invalid', invalid);
    }
    if (status !== 429) return undefined;

    let body: { retry_after?: unknown; global?: unknown } = {};
    try {
      body = JSON.parse(response.body) as typeof body;
    } catch {
      // A 429 from a proxy may carry no JSON; the headers still say how long to wait.
    }
    const retryAfterSeconds =
      num(response.header('retry-after')) ??
      (typeof body.retry_after === 'number' ? body.retry_after : undefined) ??
      resetAfter ??
      1;
    // Retry-After is whole seconds; retry_after in the body has decimals, so prefer the finer one.
    const seconds =
      typeof body.retry_after === 'number' && body.retry_after > 0 ? body.retry_after : retryAfterSeconds;
    const ms = Math.ceil(seconds * 1000);
    const global =
      response.header('x-ratelimit-global')?.toLowerCase() === 'true' ||
      body.global === true ||
      scopeHeader === 'global';
    const scope: RateLimitScope = global ? 'global' : scopeHeader === 'shared' ? 'shared' : 'user';
    if (global) {
      const window = ((yield this.store.getWindow('global')) as WindowState | undefined) ?? emptyWindow();
      window.blockedUntil = Math.max(window.blockedUntil, now + ms);
      yield this.store.setWindow('global', window);
    } else if (scope === 'user') {
      const current = state ?? { limit: 1, remaining: 0, resetAt: 0, reset: 0 };
      current.remaining = 0;
      current.resetAt = Math.max(current.resetAt, now + ms);
      if (current.limit === Number.POSITIVE_INFINITY) current.limit = 1;
      yield this.store.setBucket(key, current);
    }
    return { ms, scope, global, bucket: hash };
  }
}
