import { defaultTimers, Limits, type Logger, type RuntimeOptions, type Timers } from '@slashkit/api';
import { RateLimitError } from '../errors/rate-limit-error.js';
import type { RateLimitEvent } from '../hooks.js';
import type { PreparedRequest, RawResponse, Send } from '../pipeline/prepared-request.js';
import { sleep } from '../util/sleep.js';
import { KeyCache } from './key-cache.js';
import { learnFromResponse } from './learn-from-response.js';
import type { LimiterState, Ticket, Verdict, Wait } from './limiter-state.js';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-store.js';
import { readResponse } from './read-response.js';
import type { LearnedResponse, ResponseFacts } from './shared-store-operations.js';
import { takeSharedSlot } from './take-shared-slot.js';
import { takeSlot } from './take-slot.js';

/** Options of {@link RateLimiter}; `now`, `timers` and `logger` are the runtime seams of `@slashkit/api`. */
export interface RateLimiterOptions extends RuntimeOptions {
  /** Where state lives; a fresh {@link MemoryRateLimitStore} by default. */
  store?: RateLimitStore;
  /** The longest the limiter lets one request wait for a limit, in ms (default 60 000). */
  maxWait?: number;
  /**
   * The longest wait the limiter believes from one response, in ms (default 1 hour): a larger
   * `Reset-After` or `retry_after` fails the call that got it with the real figure, but is stored clamped,
   * so one absurd header cannot block a bucket (or, for a global 429, every route) for good.
   */
  maxLearnedWait?: number;
  /** Requests per second across non-exempt routes (default 50); `Infinity` turns the global limiter off. */
  globalRequestsPerSecond?: number;
  /** Invalid responses (401, 403, 429 except `shared`) allowed per window before requests are held (default 9 900). */
  invalidRequestLimit?: number;
  /** The invalid-request window in ms (default 10 minutes). */
  invalidRequestWindow?: number;
  /** How many 429s in a row one request accepts before giving up with {@link RateLimitError} (default 3). */
  max429Retries?: number;
  onRateLimit?: (event: RateLimitEvent) => void;
  /**
   * Receives debug lines (never tokens).
   * @deprecated Pass `logger` (its `debug` method receives the same lines).
   */
  debug?: (line: string) => void;
}

const noop = (): void => {};

// The pipeline reaches the limiter's layer through this function, set once by the class: the layer is
// not part of the public surface, and the limiter's state stays in private fields.
let layerOf: (limiter: RateLimiter, next: Send) => Send;

/**
 * The rate-limit layer of a client: learns buckets from `X-RateLimit-*` headers (keyed by method, route
 * template and major parameter), lets up to `remaining` requests of a bucket be in flight at once, holds
 * requests ahead of time when a bucket, the global 50/s limit or the invalid-request budget is spent, and
 * honours 429s (`Retry-After`, `retry_after`, scope, global). A wait longer than `maxWait` rejects at once
 * with {@link RateLimitError}; an AbortSignal ends any wait. Share one between clients of the same bot.
 * @example
 * const limiter = new RateLimiter({ maxWait: 10_000 });
 * const rest = new REST({ token, rateLimiter: limiter });
 * @see service-facts "Rate limits"
 */
export class RateLimiter {
  /** Where the limiter keeps its state. */
  readonly store: RateLimitStore;
  readonly #state: LimiterState;
  readonly #timers: Timers;
  readonly #maxWait: number;
  readonly #max429: number;
  readonly #onRateLimit: ((event: RateLimitEvent) => void) | undefined;
  readonly #debug: ((line: string) => void) | undefined;
  readonly #listeners = new Map<string, Array<() => void>>();
  readonly #synchronous: boolean;
  #lock: Promise<unknown> = Promise.resolve();
  // The local limits a shared store falls back to while it cannot answer (it fails open).
  #localState: LimiterState | undefined;

  static {
    layerOf = (limiter, next) => limiter.#wrap(next);
  }

  constructor(options: RateLimiterOptions = {}) {
    const now = options.now ?? Date.now;
    this.store = options.store ?? new MemoryRateLimitStore({ now });
    this.#synchronous = this.store.synchronous === true;
    this.#timers = options.timers ?? defaultTimers;
    this.#maxWait = options.maxWait ?? 60_000;
    this.#max429 = options.max429Retries ?? 3;
    this.#onRateLimit = options.onRateLimit;
    this.#debug = options.debug ?? debugOf(options.logger);
    this.#state = {
      store: this.store,
      now,
      globalPerSecond: options.globalRequestsPerSecond ?? Limits.globalRequestsPerSecond,
      invalidLimit: options.invalidRequestLimit ?? Limits.invalidRequests - 100,
      invalidWindow: options.invalidRequestWindow ?? Limits.invalidRequestWindowMs,
      maxLearnedWait: options.maxLearnedWait ?? 3_600_000,
      routeKeys: new KeyCache(' '),
      bucketKeys: new KeyCache('|'),
      inFlight: new Map(),
      notify: (key) => this.#notify(key),
    };
  }

  // Wraps the next layer so that every request it sends first passes the limiter.
  #wrap(next: Send): Send {
    return async (request: PreparedRequest, attempt: number): Promise<RawResponse> => {
      let refusals = 0;
      for (;;) {
        const acquired = this.#acquire(request);
        const ticket = acquired instanceof Promise ? await acquired : acquired;
        let response: RawResponse;
        try {
          response = await next(request, attempt);
        } catch (error) {
          if (ticket.shared !== undefined) this.#forget(ticket.key, ticket.shared);
          this.#release(ticket);
          throw error;
        }
        let verdict: Verdict | undefined;
        try {
          const pending = this.#learn(request, ticket, response);
          verdict = pending instanceof Promise ? await pending : pending;
        } finally {
          this.#release(ticket);
        }
        if (response.status !== 429) return response;
        refusals++;
        const { ms, scope, global, bucket } = verdict!;
        this.#onRateLimit?.({
          method: request.method,
          route: request.route,
          kind: '429',
          wait: ms,
          scope,
          global,
          bucket,
        });
        this.#debug?.(`429 on ${request.method} ${request.route}: scope ${scope}, retry after ${ms} ms`);
        // A wait past what the limiter believes fails this call with the service's real figure.
        const bound = Math.min(this.#maxWait, this.#state.maxLearnedWait);
        if (refusals > this.#max429 || ms > bound) {
          throw new RateLimitError({
            method: request.method,
            route: request.route,
            retryAfter: ms,
            scope,
            global,
            bucket,
            maxWait: bound,
            reason: ms > bound ? 'wait-too-long' : 'too-many-429',
          });
        }
        // A shared-resource limit is not recorded in any bucket: this request waits it out by itself.
        if (scope === 'shared') await sleep(this.#timers, ms, request.signal);
      }
    };
  }

  // Runs a read-decide-write: straight through for a synchronous store (it cannot interleave), or under
  // the lock for an asynchronous one, so concurrent requests never spend the same slot twice.
  #drive<T>(steps: Generator<unknown, T, unknown>): T | Promise<T> {
    if (this.#synchronous) {
      let step = steps.next();
      while (!step.done) step = steps.next(step.value);
      return step.value;
    }
    const run = this.#lock.then(async () => {
      let step = steps.next();
      while (!step.done) step = steps.next(await step.value);
      return step.value;
    });
    this.#lock = run.then(noop, noop);
    return run;
  }

  // A shared store with atomic operations decides in one step for every process; any other store through
  // the limiter's own read-decide-write.
  #decide(request: PreparedRequest): Ticket | Wait | Promise<Ticket | Wait> {
    if (this.store.takeSlot === undefined) return this.#drive(takeSlot(this.#state, request));
    return takeSharedSlot(this.#state, request).then(
      (decision) => decision ?? runNow(takeSlot(this.#local(), request)),
    );
  }

  #learn(
    request: PreparedRequest,
    ticket: Ticket,
    response: RawResponse,
  ): Verdict | undefined | Promise<Verdict | undefined> {
    const { facts, refusal } = readResponse(this.#state, request, ticket, response);
    const verdict = (learned: LearnedResponse): Verdict | undefined => {
      if (learned.key !== ticket.key) this.#notify(learned.key);
      return refusal && { ...refusal, bucket: learned.hash };
    };
    if (this.store.learn === undefined) {
      const pending = this.#drive(learnFromResponse(this.#state, facts));
      return pending instanceof Promise ? pending.then(verdict) : verdict(pending);
    }
    return this.#learnShared(facts).then(verdict);
  }

  // The request was sent, so its answer must reach the caller whatever the store does: a store that
  // cannot record it (down, or failing closed) has it recorded in the local limits instead.
  async #learnShared(facts: ResponseFacts): Promise<LearnedResponse> {
    let learned: LearnedResponse | undefined;
    try {
      learned = await this.store.learn!(facts);
    } catch (error) {
      this.#debug?.(`the rate-limit store could not record a response: ${(error as Error).message}`);
    }
    return learned ?? runNow(learnFromResponse(this.#local(), facts));
  }

  // Ends a shared ticket of a request that got no answer; the store's lease ends it anyway if this fails.
  #forget(key: string, ticket: string): void {
    try {
      this.store.release?.(key, ticket).catch(noop);
    } catch {
      // A store that throws at once is no different: the lease still ends the ticket.
    }
  }

  #local(): LimiterState {
    this.#localState ??= { ...this.#state, store: new MemoryRateLimitStore({ now: this.#state.now }) };
    return this.#localState;
  }

  // The common case (a synchronous store, room in the bucket) returns the ticket at once, with no promise.
  #acquire(request: PreparedRequest): Ticket | Promise<Ticket> {
    const pending = this.#decide(request);
    if (!(pending instanceof Promise) && 'routeKey' in pending) return pending;
    return this.#acquireSlowly(request, pending);
  }

  async #acquireSlowly(
    request: PreparedRequest,
    first: Ticket | Wait | Promise<Ticket | Wait>,
  ): Promise<Ticket> {
    let pending = first;
    for (;;) {
      const decision = pending instanceof Promise ? await pending : pending;
      if ('routeKey' in decision) return decision;
      const wait = decision;
      if (wait.scope === 'response') {
        await this.#waitForResponse(wait.key, request.signal, wait.ms);
        pending = this.#decide(request);
        continue;
      }
      const bucket = await this.#bucketOf(request);
      if (wait.ms > this.#maxWait) {
        throw new RateLimitError({
          method: request.method,
          route: request.route,
          retryAfter: wait.ms,
          scope: wait.scope,
          global: wait.global,
          bucket,
          maxWait: this.#maxWait,
          reason: 'wait-too-long',
        });
      }
      this.#onRateLimit?.({
        method: request.method,
        route: request.route,
        kind: 'wait',
        wait: wait.ms,
        scope: wait.scope,
        global: wait.global,
        bucket,
      });
      this.#debug?.(
        `waiting ${wait.ms} ms for the ${wait.scope} limit before ${request.method} ${request.route}`,
      );
      await sleep(this.#timers, wait.ms, request.signal);
      pending = this.#decide(request);
    }
  }

  // The bucket hash for an event or error; a shared store that cannot answer just leaves it unknown.
  async #bucketOf(request: PreparedRequest): Promise<string | undefined> {
    try {
      return await this.store.getBucketHash(this.#state.routeKeys.get(request.method, request.route));
    } catch {
      return undefined;
    }
  }

  #release(ticket: Ticket): void {
    const inFlight = this.#state.inFlight;
    const count = (inFlight.get(ticket.key) ?? 1) - 1;
    if (count <= 0) inFlight.delete(ticket.key);
    else inFlight.set(ticket.key, count);
    this.#notify(ticket.key);
  }

  #notify(key: string): void {
    const waiting = this.#listeners.get(key);
    if (waiting === undefined) return;
    this.#listeners.delete(key);
    for (const wake of waiting) wake();
  }

  // Waits for an answer in the bucket `key` from this process, or at most `ms` when the request being
  // waited for may be in another process (a shared store), whose answer wakes nobody here.
  #waitForResponse(key: string, signal: AbortSignal | undefined, ms?: number): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const timer = ms === undefined ? undefined : this.#timers.setTimeout(() => wake(), ms);
      const onAbort = (): void => {
        if (timer !== undefined) this.#timers.clearTimeout(timer);
        reject(signal?.reason);
      };
      const wake = (): void => {
        if (timer !== undefined) this.#timers.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const list = this.#listeners.get(key);
      if (list) list.push(wake);
      else this.#listeners.set(key, [wake]);
    });
  }
}

// Runs a read-decide-write on the local memory store, which answers every step at once.
function runNow<T>(steps: Generator<unknown, T, unknown>): T {
  let step = steps.next();
  while (!step.done) step = steps.next(step.value);
  return step.value;
}

function debugOf(logger: Logger | undefined): ((line: string) => void) | undefined {
  return logger?.debug ? (line) => logger.debug?.(`[slashkit/rest] ${line}`) : undefined;
}

/**
 * The rate-limit layer of `limiter` around `next`, for the client's pipeline; internal to the package.
 */
export function rateLimitLayer(limiter: RateLimiter, next: Send): Send {
  return layerOf(limiter, next);
}
