import { randomBytes } from 'node:crypto';
import { defaultTimers, type Timers } from '@slashkit/api';
import type {
  BucketState,
  LearnedResponse,
  RateLimitStore,
  ResponseFacts,
  SlotDecision,
  SlotRequest,
  WindowState,
} from '@slashkit/rest/store';
import { type AbandonedTicket, AbandonedTickets } from './abandoned-tickets.js';
import { AvailabilityGuard } from './availability-guard.js';
import { OwnRedisClient } from './own-redis-client.js';
import type { RedisCommandClient } from './redis-command-client.js';
import type { RedisRateLimitStoreOptions } from './redis-rate-limit-store-options.js';
import { learnScript } from './scripts/learn-script.js';
import { luaScript, runScript } from './scripts/lua-script.js';
import { releaseScript } from './scripts/release-script.js';
import { takeSlotScript } from './scripts/take-slot-script.js';
import { setBucketScript, setWindowScript } from './scripts/window-scripts.js';

const scripts = {
  take: luaScript(takeSlotScript),
  learn: luaScript(learnScript),
  release: luaScript(releaseScript),
  setBucket: luaScript(setBucketScript),
  setWindow: luaScript(setWindowScript),
};

// Lua has no Infinity to store: -1 means "no limit" (a route without a bucket, the global limiter off).
const finite = (n: number): string => (Number.isFinite(n) ? String(n) : '-1');
const ms = (n: number): string => String(Math.max(1, Math.ceil(n)));

/**
 * A {@link RateLimitStore} on Redis (or Valkey), so that every process of a bot shares its limits: the
 * global window, each bucket's remaining count and reset, the route → bucket map learned from headers,
 * 429 backoffs, and the invalid-request budget. Every decision is one atomic Lua script (`EVALSHA`, `EVAL`
 * after `NOSCRIPT`), every key expires on its own, and all keys share one hash tag (Redis Cluster). While
 * Redis cannot answer, it fails open to local limits or closed with `RateLimitStoreUnavailableError`.
 * @example
 * const store = new RedisRateLimitStore({ url: process.env.REDIS_URL, namespace: applicationId });
 * const rest = new REST({ token, rateLimitStore: store });
 * @see README "Running many processes"
 */
export class RedisRateLimitStore implements RateLimitStore {
  /** The hash tag every key starts with, `{slashkit:<namespace>}` (route Cluster commands by it). */
  readonly hashTag: string;
  readonly #client: RedisCommandClient;
  readonly #own: OwnRedisClient | undefined;
  readonly #connectTimeout: number;
  readonly #commandTimeout: number;
  readonly #guard: AvailabilityGuard;
  readonly #globalKey: string;
  readonly #ticketPrefix = randomBytes(6).toString('hex');
  #tickets = 0;
  // Tickets a call may have taken in Redis although its reply never came: ended once Redis answers again.
  readonly #abandoned = new AbandonedTickets();
  #invalidWindow = 600_000;
  readonly #lease: number;
  readonly #poll: number;
  readonly #bucketTtl: number;
  readonly #routeTtl: number;
  readonly #now: () => number;
  readonly #timers: Timers;

  constructor(options: RedisRateLimitStoreOptions = {}) {
    this.hashTag = `{slashkit:${options.namespace ?? 'default'}}`;
    this.#globalKey = `${this.hashTag}:global`;
    this.#now = options.now ?? Date.now;
    this.#timers = options.timers ?? defaultTimers;
    this.#commandTimeout = options.commandTimeout ?? 2000;
    this.#connectTimeout = options.connectTimeout ?? 5000;
    if (options.client) {
      this.#client = options.client;
    } else {
      this.#own = new OwnRedisClient({
        url: options.url ?? 'redis://127.0.0.1:6379',
        connectTimeout: this.#connectTimeout,
        timers: this.#timers,
        onReady: () => this.#guard.nudge(),
      });
      this.#client = this.#own;
    }
    this.#guard = new AvailabilityGuard({
      describe: this.#own?.describe ?? 'redis (the given client)',
      policy: options.onUnavailable ?? 'failOpen',
      timeout: this.#commandTimeout,
      retryInterval: options.retryInterval ?? 1000,
      timers: this.#timers,
      logger: options.logger,
      probe: () => this.#client.sendCommand(['PING']),
      onRecovered: () => this.#releaseAbandoned(),
    });
    this.#lease = options.inFlightLease ?? 60_000;
    this.#poll = options.responsePoll ?? 50;
    this.#bucketTtl = options.bucketIdleTtl ?? 3_600_000;
    this.#routeTtl = options.routeTtl ?? 86_400_000;
  }

  /** Whether the last call to Redis failed (the store is on its failure policy until one succeeds). */
  get unavailable(): boolean {
    return this.#guard.down;
  }

  // Runs a script under the failure policy. A script sent whose reply never came may have run: the ticket
  // it may hold (`holds`) is ended once Redis answers again.
  async #script(
    routeKey: string,
    script: keyof typeof scripts,
    args: string[],
    options: { keys?: string[]; holds?: AbandonedTicket } = {},
  ): Promise<unknown> {
    const keys = options.keys ?? [this.#globalKey];
    let sent = false;
    let reply: unknown;
    try {
      reply = await this.#call(routeKey, () => {
        sent = true;
        return runScript(this.#client, scripts[script], keys, args);
      });
    } catch (error) {
      if (sent && options.holds) this.#abandoned.add(options.holds);
      throw error;
    }
    if (reply === undefined && sent && options.holds) this.#abandoned.add(options.holds);
    return reply;
  }

  #command(routeKey: string, args: string[]): Promise<unknown> {
    return this.#call(routeKey, () => this.#client.sendCommand(args));
  }

  // The first calls of a store with its own connection wait for the first attempt to connect (bounded).
  #call<T>(routeKey: string, call: () => Promise<T>): Promise<T | undefined> {
    const first = this.#own?.firstAttempt;
    if (first === undefined) return this.#guard.run(routeKey, call);
    const afterConnect = async (): Promise<T> => {
      await first;
      return call();
    };
    return this.#guard.run(routeKey, afterConnect, this.#connectTimeout + this.#commandTimeout);
  }

  #releaseAbandoned(): void {
    for (const t of this.#abandoned.drain()) {
      const args = [this.hashTag, t.key, t.ticket, String(this.#now()), t.routeKey, t.majorParameter];
      this.#script(t.routeKey, 'release', args).catch(() => {});
    }
  }

  /** The atomic decision of whether a request may go, for every process at once. */
  async takeSlot(request: SlotRequest): Promise<SlotDecision | undefined> {
    this.#invalidWindow = request.invalidWindowMs;
    const ticket = `${this.#ticketPrefix}:${++this.#tickets}`;
    const holds = { key: '', ticket, routeKey: request.routeKey, majorParameter: request.majorParameter };
    const reply = (await this.#script(
      request.routeKey,
      'take',
      [
        this.hashTag,
        request.routeKey,
        request.majorParameter,
        request.global ? '1' : '0',
        String(request.now),
        finite(request.globalPerSecond),
        String(request.globalWindowMs),
        finite(request.invalidLimit),
        String(request.invalidWindowMs),
        ticket,
        ms(this.#lease),
        ms(this.#poll),
        ms(this.#bucketTtl),
      ],
      { holds },
    )) as [string, string, string] | undefined;
    if (reply === undefined) return undefined;
    const [kind, second, third] = reply;
    if (kind === 'go') return { kind, key: second, ticket: third };
    if (kind === 'response') return { kind, key: second, ms: Number(third) };
    return { kind: 'wait', scope: second as 'user' | 'global' | 'invalid', ms: Number(third) };
  }

  /** Applies what a response taught, for every process at once, and ends its ticket. */
  async learn(facts: ResponseFacts): Promise<LearnedResponse | undefined> {
    const window = facts.window;
    const ticket = facts.ticket;
    const reply = (await this.#script(
      facts.routeKey,
      'learn',
      [
        this.hashTag,
        facts.routeKey,
        facts.majorParameter,
        String(facts.now),
        facts.ticketKey,
        facts.ticket ?? '',
        facts.hash ?? '',
        window ? '1' : '0',
        String(window?.limit ?? 0),
        String(window?.remaining ?? 0),
        String(window?.resetAt ?? 0),
        String(window?.windowId ?? 0),
        facts.unlimited ? '1' : '0',
        facts.invalid ? '1' : '0',
        String(facts.globalBlockUntil),
        String(facts.bucketBlockUntil),
        `${this.#ticketPrefix}:${++this.#tickets}`,
        ms(this.#invalidWindow),
        ms(this.#routeTtl),
        ms(this.#bucketTtl),
      ],
      ticket === undefined
        ? {}
        : {
            holds: {
              key: facts.ticketKey,
              ticket,
              routeKey: facts.routeKey,
              majorParameter: facts.majorParameter,
            },
          },
    )) as [string, string] | undefined;
    if (reply === undefined) return undefined;
    return { key: reply[0], hash: reply[1] === '' ? undefined : reply[1] };
  }

  /** Ends the ticket of a request that got no answer; a failure is harmless (the lease ends it). */
  async release(key: string, ticket: string): Promise<void> {
    await this.#script(key, 'release', [this.hashTag, key, ticket, String(this.#now()), '', '']);
  }

  /** The bucket hash learned for `routeKey`. */
  async getBucketHash(routeKey: string): Promise<string | undefined> {
    const hash = await this.#command(routeKey, ['GET', `${this.hashTag}:route:${routeKey}`]);
    return typeof hash === 'string' ? hash : undefined;
  }

  /** Records the bucket hash of `routeKey`. */
  async setBucketHash(routeKey: string, hash: string): Promise<void> {
    await this.#command(routeKey, [
      'SET',
      `${this.hashTag}:route:${routeKey}`,
      hash,
      'PX',
      ms(this.#routeTtl),
    ]);
  }

  /** The state of a bucket. */
  async getBucket(key: string): Promise<BucketState | undefined> {
    const fields = ['limit', 'remaining', 'resetAt', 'reset'];
    const reply = (await this.#command(key, ['HMGET', `${this.hashTag}:bucket:${key}`, ...fields])) as
      | Array<string | null>
      | undefined;
    if (!reply || reply[0] === null || reply[0] === undefined) return undefined;
    const [limit, remaining, resetAt, reset] = reply.map(Number) as [number, number, number, number];
    return { limit: limit < 0 ? Number.POSITIVE_INFINITY : limit, remaining, resetAt, reset };
  }

  /** Replaces the state of a bucket (expiring when idle past its reset). */
  async setBucket(key: string, state: BucketState): Promise<void> {
    const life = Math.max(state.resetAt - this.#now(), 0) + this.#bucketTtl;
    await this.#script(
      key,
      'setBucket',
      [finite(state.limit), String(state.remaining), String(state.resetAt), String(state.reset), ms(life)],
      { keys: [`${this.hashTag}:bucket:${key}`] },
    );
  }

  /** The `global` or `invalid` window. */
  async getWindow(name: 'global' | 'invalid'): Promise<WindowState | undefined> {
    // RESP2 answers [member, score, …], RESP3 [[member, score], …]: flattened, scores are the odd entries.
    const reply = (await this.#command(name, [
      'ZRANGE',
      `${this.hashTag}:${name}`,
      '0',
      '-1',
      'WITHSCORES',
    ])) as unknown[] | undefined;
    const stamps = reply?.flat();
    const blocked = await this.#command(name, ['GET', `${this.hashTag}:${name}:blocked`]);
    if (!stamps || (stamps.length === 0 && typeof blocked !== 'string')) return undefined;
    return {
      stamps: stamps.filter((_, i) => i % 2 === 1).map(Number),
      blockedUntil: typeof blocked === 'string' ? Number(blocked) : 0,
    };
  }

  /** Replaces the `global` or `invalid` window. */
  async setWindow(name: 'global' | 'invalid', state: WindowState): Promise<void> {
    const span = name === 'global' ? 2_000 : this.#invalidWindow;
    await this.#script(
      name,
      'setWindow',
      [String(this.#now()), ms(span), String(state.blockedUntil), ...state.stamps.map(String)],
      { keys: [`${this.hashTag}:${name}`, `${this.hashTag}:${name}:blocked`] },
    );
  }

  /**
   * Stops asking Redis (later calls get the failure policy at once) and closes the connection the store
   * opened from `url`, within `commandTimeout` even when Redis hangs; a `client` passed in is left to its
   * owner.
   */
  async close(): Promise<void> {
    this.#guard.stop();
    await this.#own?.close(this.#commandTimeout);
  }
}
