import { defaultTimers, Limits, type Logger, type Timers } from '@slashkit/api';
import { RateLimitError } from '../errors/rate-limit-error.js';
import type { RateLimitEvent } from '../hooks.js';
import { publishRateLimit } from '../telemetry/rest-channels.js';
import { sleep } from '../util/sleep.js';
import { KeyCache } from './key-cache.js';
import { learnFromResponse } from './learn-from-response.js';
import type { LimitedRequest, LimitedResponse } from './limited-request.js';
import { answersAtOnce, type LimiterMemory, StagedMemory } from './limiter-memory.js';
import {
  GLOBAL_IN_FLIGHT,
  type LimiterState,
  type Ticket,
  type Verdict,
  type Wait,
} from './limiter-state.js';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-store.js';
import type { RateLimiterOptions } from './rate-limiter-options.js';
import { readResponse } from './read-response.js';
import { recordUnanswered } from './record-unanswered.js';
import { ResponseWaiters } from './response-waiters.js';
import type { LearnedResponse, ResponseFacts } from './shared-store-operations.js';
import { takeSharedSlot } from './take-shared-slot.js';
import { takeSlot } from './take-slot.js';

const noop = (): void => {};

/**
 * The rate limits of a client: learns buckets from `X-RateLimit-*` headers (keyed by method, route
 * template and major parameter), lets up to `remaining` requests of a bucket be in flight at once, holds
 * requests ahead of time when a bucket, the global 50/s limit or the invalid-request budget is spent, and
 * honours 429s (`Retry-After`, `retry_after`, scope, global). A wait longer than `maxWait` rejects at once
 * with {@link RateLimitError}; an AbortSignal ends any wait. Share one between clients of the same bot.
 * @example
 * const limiter = new RateLimiter({ maxWait: 10_000 });
 * const rest = new REST({ token, rateLimiter: limiter });
 * @see {@link https://discord.com/developers/docs/topics/rate-limits | Rate limits}
 */
export class RateLimiter {
  /** Where the limiter keeps its state. */
  readonly store: RateLimitStore;
  readonly #state: LimiterState;
  // The store itself when it answers at once (the memory store): decisions then take no promise at all.
  readonly #memory: LimiterMemory | undefined;
  readonly #timers: Timers;
  readonly #maxWait: number;
  readonly #max429: number;
  readonly #onRateLimit: ((event: RateLimitEvent) => void) | undefined;
  readonly #debug: ((line: string) => void) | undefined;
  readonly #waiters: ResponseWaiters;
  // Decisions on an asynchronous get/set store run one at a time, so no slot is ever spent twice.
  #lock: Promise<unknown> = Promise.resolve();
  // The local limits a shared store falls back to while it cannot answer (it fails open).
  #fallback: MemoryRateLimitStore | undefined;

  constructor(options: RateLimiterOptions = {}) {
    const now = options.now ?? Date.now;
    this.store = options.store ?? new MemoryRateLimitStore({ now });
    this.#memory = answersAtOnce(this.store) ? this.store : undefined;
    this.#timers = options.timers ?? defaultTimers;
    this.#maxWait = options.maxWait ?? 60_000;
    this.#max429 = options.max429Retries ?? 3;
    this.#onRateLimit = options.onRateLimit;
    this.#debug = options.debug ?? debugOf(options.logger);
    this.#waiters = new ResponseWaiters(this.#timers);
    this.#state = {
      now,
      globalPerSecond: options.globalRequestsPerSecond ?? Limits.globalRequestsPerSecond,
      invalidLimit: options.invalidRequestLimit ?? Limits.invalidRequests - 100,
      invalidWindow: options.invalidRequestWindow ?? Limits.invalidRequestWindowMs,
      maxLearnedWait: options.maxLearnedWait ?? 3_600_000,
      routeKeys: new KeyCache(' '),
      bucketKeys: new KeyCache('|'),
      inFlight: new Map(),
    };
  }

  /**
   * Sends one request under the limits: waits for its slot, calls `send`, learns from the answer, and sends
   * again after a 429 (up to `max429Retries`). Every request of a `REST` client goes through here; call it
   * to put another HTTP client under the same limits.
   * @example
   * const response = await limiter.run(
   *   { method: 'GET', route: '/applications/{application_id}/commands', majorParameter: '' },
   *   () => myHttpGet(url),
   * );
   */
  async run<R extends LimitedResponse>(request: LimitedRequest, send: () => Promise<R>): Promise<R> {
    let refusals = 0;
    for (;;) {
      const acquired = this.#acquire(request);
      const ticket = acquired instanceof Promise ? await acquired : acquired;
      let response: R;
      try {
        response = await send();
      } catch (error) {
        await this.#unanswered(ticket).catch(noop);
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
      this.#rateLimited({
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
  }

  // A wait or a 429: to the hook, and to the diagnostics channel (every limiter publishes, shared or not).
  #rateLimited(event: RateLimitEvent): void {
    this.#onRateLimit?.(event);
    publishRateLimit(event);
  }

  // Runs a decision on an asynchronous get/set store: read what it needs, decide, write back, under the lock.
  #staged<T>(
    routeKey: string,
    keyOf: (storedHash: string | undefined) => string,
    decide: (memory: LimiterMemory) => T,
  ): Promise<T> {
    const run = this.#lock.then(async () => {
      const memory = await StagedMemory.load(this.store, routeKey, keyOf);
      const result = decide(memory);
      await memory.flush();
      return result;
    });
    this.#lock = run.then(noop, noop);
    return run;
  }

  // A shared store with atomic operations decides in one step for every process; any other store through
  // the limiter's own decision, at once on memory, or staged.
  #decide(request: LimitedRequest): Ticket | Wait | Promise<Ticket | Wait> {
    const state = this.#state;
    if (this.#memory !== undefined) return takeSlot(state, this.#memory, request);
    const store = this.store;
    const take = store.takeSlot;
    if (take !== undefined) {
      return takeSharedSlot(state, (slot) => take.call(store, slot), request).then(
        (decision) => decision ?? takeSlot(state, this.#local(), request),
      );
    }
    const routeKey = state.routeKeys.get(request.method, request.route);
    const keyOf = (hash: string | undefined) =>
      state.bucketKeys.get(hash ?? routeKey, request.majorParameter);
    return this.#staged(routeKey, keyOf, (memory) => takeSlot(state, memory, request));
  }

  #learn(
    request: LimitedRequest,
    ticket: Ticket,
    response: LimitedResponse,
  ): Verdict | undefined | Promise<Verdict | undefined> {
    const state = this.#state;
    const { facts, refusal } = readResponse(state, request, ticket, response);
    const verdict = (learned: LearnedResponse): Verdict | undefined => {
      if (learned.key !== ticket.key) this.#waiters.notify(learned.key);
      return refusal && { ...refusal, bucket: learned.hash };
    };
    if (this.#memory !== undefined) return verdict(learnFromResponse(state, this.#memory, facts));
    const store = this.store;
    const learn = store.learn;
    if (learn !== undefined) return this.#learnShared(() => learn.call(store, facts), facts).then(verdict);
    const keyOf = (hash: string | undefined) =>
      state.bucketKeys.get(facts.hash ?? hash ?? facts.routeKey, facts.majorParameter);
    return this.#staged(facts.routeKey, keyOf, (memory) => learnFromResponse(state, memory, facts)).then(
      verdict,
    );
  }

  // The request was sent, so its answer must reach the caller whatever the store does: a store that
  // cannot record it (down, or failing closed) has it recorded in the local limits instead.
  async #learnShared(
    learn: () => Promise<LearnedResponse | undefined>,
    facts: ResponseFacts,
  ): Promise<LearnedResponse> {
    let learned: LearnedResponse | undefined;
    try {
      learned = await learn();
    } catch (error) {
      this.#debug?.(`the rate-limit store could not record a response: ${(error as Error).message}`);
    }
    return learned ?? learnFromResponse(this.#state, this.#local(), facts);
  }

  // A request that got no answer may still have reached the service: it keeps its place in the global
  // window from now. A shared ticket is ended in the store (whose lease ends it anyway if this fails).
  async #unanswered(ticket: Ticket): Promise<void> {
    const store = this.store;
    if (ticket.shared !== undefined) {
      this.#forget(ticket.key, ticket.shared);
      return;
    }
    if (!ticket.global) return;
    const now = this.#state.now();
    if (this.#memory !== undefined) recordUnanswered(this.#memory, now);
    else if (store.takeSlot !== undefined) recordUnanswered(this.#local(), now);
    else
      await this.#staged(
        ticket.routeKey,
        () => ticket.key,
        (memory) => recordUnanswered(memory, now),
      );
  }

  #forget(key: string, ticket: string): void {
    try {
      this.store.release?.(key, ticket).catch(noop);
    } catch {
      // A store that throws at once is no different: the lease still ends the ticket.
    }
  }

  #local(): MemoryRateLimitStore {
    this.#fallback ??= new MemoryRateLimitStore({ now: this.#state.now });
    return this.#fallback;
  }

  // The common case (a synchronous store, room in the bucket) returns the ticket at once, with no promise.
  #acquire(request: LimitedRequest): Ticket | Promise<Ticket> {
    const pending = this.#decide(request);
    if (!(pending instanceof Promise) && 'routeKey' in pending) return pending;
    return this.#acquireSlowly(request, pending);
  }

  async #acquireSlowly(
    request: LimitedRequest,
    first: Ticket | Wait | Promise<Ticket | Wait>,
  ): Promise<Ticket> {
    let pending = first;
    for (;;) {
      const decision = pending instanceof Promise ? await pending : pending;
      if ('routeKey' in decision) return decision;
      const wait = decision;
      if (wait.scope === 'response') {
        await this.#waiters.wait(wait.key, request.signal, wait.ms);
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
      this.#rateLimited({
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
  async #bucketOf(request: LimitedRequest): Promise<string | undefined> {
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
    this.#waiters.notify(ticket.key);
    if (!ticket.global) return;
    inFlight.set(GLOBAL_IN_FLIGHT, Math.max(0, (inFlight.get(GLOBAL_IN_FLIGHT) ?? 1) - 1));
    this.#waiters.notify(GLOBAL_IN_FLIGHT);
  }
}

function debugOf(logger: Logger | undefined): ((line: string) => void) | undefined {
  return logger?.debug ? (line) => logger.debug?.(`[slashkit/rest] ${line}`) : undefined;
}
