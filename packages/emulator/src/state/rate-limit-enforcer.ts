import { createHash } from 'node:crypto';
import { type APIRateLimitBody, RateLimitMessages } from '@slashkit/api';
import { type RateLimitProfile, type RateLimitWindow, serviceInvalidRequests } from './rate-limit-profile.js';

/** One request to check against the limits. */
export interface RateLimitRequest {
  /** Who is calling (a bot, a token): limits are per caller. */
  identity: string;
  /** The route's bucket name: routes with the same name share a limit. */
  bucket: string;
  /** The value of the route's major parameter, or '' when it has none. May hold a token: it is hashed. */
  major: string;
  /** Whether the route writes (POST/PUT/PATCH/DELETE). */
  write: boolean;
  /** `false` exempts the request from the global limit (interaction callbacks and webhooks). Default `true`. */
  global?: boolean;
}

/** The outcome of {@link RateLimitEnforcer.check}: headers for every response, and a 429 when limited. */
export interface RateLimitDecision {
  headers: Record<string, string>;
  limited: { scope: 'user' | 'global'; body: APIRateLimitBody } | null;
}

/** One fixed window: how many requests it counted, and when it resets (emulator time, epoch ms). */
export interface RateLimitWindowState {
  count: number;
  resetAt: number;
}

/** A {@link RateLimitEnforcer} as plain JSON, for snapshots: the profile and the open windows. */
export interface RateLimitSnapshot {
  profile: RateLimitProfile;
  /** Keyed by caller, bucket and major parameter (hashed); the global and invalid-request windows too. */
  windows: ({ key: string } & RateLimitWindowState)[];
}

/**
 * How the emulator enforces the service's rate limits on its callers: fixed windows on the emulator clock,
 * per caller, per bucket and per major parameter, plus a global limit per caller and the invalid-request
 * ban per client address. Windows start at a caller's first request and reset `windowMs` later. (Not a
 * client-side limiter like `@slashkit/rest`'s `RateLimiter`: this is the server saying 429.)
 */
export class RateLimitEnforcer {
  #profile: RateLimitProfile;
  readonly #now: () => number;
  readonly #windows = new Map<string, RateLimitWindowState>();

  /** @param profile the limits to enforce; @param now the emulator clock */
  constructor(profile: RateLimitProfile, now: () => number) {
    this.#profile = profile;
    this.#now = now;
  }

  /** An enforcer holding the profile and windows of a snapshot (checked; nothing is shared with it). */
  static restore(snapshot: RateLimitSnapshot, now: () => number): RateLimitEnforcer {
    const enforcer = new RateLimitEnforcer(structuredClone(snapshot.profile), now);
    for (const { key, count, resetAt } of snapshot.windows) enforcer.#windows.set(key, { count, resetAt });
    return enforcer;
  }

  /** The profile and open windows as plain JSON (copies): the enforcer's snapshot. */
  snapshot(): RateLimitSnapshot {
    return {
      profile: structuredClone(this.#profile),
      windows: [...this.#windows].map(([key, state]) => ({ key, ...state })),
    };
  }

  /** The active profile. */
  get profile(): RateLimitProfile {
    return this.#profile;
  }

  /** Switches profile and forgets every window. */
  setProfile(profile: RateLimitProfile): void {
    this.#profile = profile;
    this.#windows.clear();
  }

  /**
   * The temporary ban of a client address that spent its invalid-request budget: the 429 to answer every API
   * request with until the window ends (scope `global`, `Retry-After`), or null when the address may call.
   */
  ban(client: string): { headers: Record<string, string>; body: APIRateLimitBody } | null {
    if (!this.#profile.enabled) return null;
    const now = this.#now();
    const window = this.#profile.invalidRequests ?? serviceInvalidRequests;
    const state = this.#windows.get(`invalid:${client}`);
    if (!state || now >= state.resetAt || state.count < window.limit) return null;
    const retryAfter = (state.resetAt - now) / 1000;
    return {
      headers: {
        'retry-after': String(Math.max(1, Math.ceil(retryAfter))),
        'x-ratelimit-global': 'true',
        'x-ratelimit-scope': 'global',
      },
      body: {
        message: RateLimitMessages.TemporarilyBlocked,
        retry_after: Number(retryAfter.toFixed(3)),
        global: true,
      },
    };
  }

  /** Counts an invalid request of a client address (an answer 401, 403, or 429 other than scope `shared`). */
  countInvalid(client: string): void {
    if (!this.#profile.enabled) return;
    this.#take(
      `invalid:${client}`,
      this.#profile.invalidRequests ?? serviceInvalidRequests,
      this.#now(),
      false,
    );
  }

  /** Counts a request and decides whether it goes through. */
  check(request: RateLimitRequest): RateLimitDecision {
    if (!this.#profile.enabled) return { headers: {}, limited: null };
    const now = this.#now();
    const routeWindow = request.write ? this.#profile.write : this.#profile.read;
    const bucketHash = hash(request.bucket);

    // The global limit is checked first and a globally limited request does not use up its route bucket.
    const global =
      request.global === false
        ? null
        : this.#take(`global:${request.identity}`, this.#profile.global, now, false);
    // The major parameter may be an interaction token: only its hash is kept.
    const route = this.#take(
      `route:${request.identity}:${bucketHash}:${hash(request.major)}`,
      routeWindow,
      now,
      global?.over ?? false,
    );
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(routeWindow.limit),
      'x-ratelimit-remaining': String(Math.max(0, routeWindow.limit - route.state.count)),
      'x-ratelimit-reset': (route.state.resetAt / 1000).toFixed(3),
      'x-ratelimit-reset-after': (Math.max(0, route.state.resetAt - now) / 1000).toFixed(3),
      'x-ratelimit-bucket': bucketHash,
    };
    const over = global?.over
      ? { state: global.state, scope: 'global' as const }
      : route.over
        ? { state: route.state, scope: 'user' as const }
        : null;
    if (!over) return { headers, limited: null };
    const retryAfter = Math.max(0, over.state.resetAt - now) / 1000;
    headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfter)));
    headers['x-ratelimit-scope'] = over.scope;
    if (over.scope === 'global') headers['x-ratelimit-global'] = 'true';
    return {
      headers,
      limited: {
        scope: over.scope,
        body: {
          message: RateLimitMessages.RateLimited,
          retry_after: Number(retryAfter.toFixed(3)),
          global: over.scope === 'global',
        },
      },
    };
  }

  #take(
    key: string,
    window: RateLimitWindow,
    now: number,
    peekOnly: boolean,
  ): { state: RateLimitWindowState; over: boolean } {
    let state = this.#windows.get(key);
    if (!state || now >= state.resetAt) {
      state = { count: 0, resetAt: now + window.windowMs };
      this.#windows.set(key, state);
    }
    if (peekOnly) return { state, over: false };
    if (state.count >= window.limit) return { state, over: true };
    state.count += 1;
    return { state, over: false };
  }
}

function hash(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}
