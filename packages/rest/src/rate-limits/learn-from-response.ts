import type { RateLimitScope } from '../errors/rate-limit-error.js';
import type { PreparedRequest, RawResponse } from '../pipeline/prepared-request.js';
import { emptyWindow, type LimiterState, type Ticket, type Verdict } from './limiter-state.js';
import type { BucketState, WindowState } from './rate-limit-store.js';

function num(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The read-decide-write after a response: learns the bucket hash and window from the `X-RateLimit-*`
 * headers, counts invalid responses, and for a 429 records the block and returns the service's wait (the
 * real figure, for the caller's error). Every wait stored is clamped to `maxLearnedWait`, so one absurd
 * header cannot block a bucket, or every route, for the client's lifetime. Yields each store call.
 */
export function* learnFromResponse(
  state: LimiterState,
  request: PreparedRequest,
  ticket: Ticket,
  response: RawResponse,
): Generator<unknown, Verdict | undefined, unknown> {
  const now = state.now();
  const { store } = state;
  const believed = (ms: number): number => Math.min(Math.max(0, ms), state.maxLearnedWait);
  const header = response.header('x-ratelimit-bucket');
  let hash = header ?? undefined;
  if (hash !== undefined) {
    if ((yield store.getBucketHash(ticket.routeKey)) !== hash) {
      yield store.setBucketHash(ticket.routeKey, hash);
    }
  } else {
    hash = (yield store.getBucketHash(ticket.routeKey)) as string | undefined;
  }
  const key = state.bucketKeys.get(hash ?? ticket.routeKey, request.majorParameter);
  if (key !== ticket.key) state.notify(key);

  const limit = num(response.header('x-ratelimit-limit'));
  const remaining = num(response.header('x-ratelimit-remaining'));
  const resetAfter = num(response.header('x-ratelimit-reset-after'));
  const reset = num(response.header('x-ratelimit-reset'));
  let bucket = (yield store.getBucket(key)) as BucketState | undefined;
  if (limit !== undefined && remaining !== undefined) {
    // `X-RateLimit-Reset` is epoch seconds, read against the limiter's clock (epoch milliseconds).
    const untilReset =
      resetAfter !== undefined ? resetAfter * 1000 : reset !== undefined ? reset * 1000 - now : 1000;
    const resetAt = now + believed(untilReset);
    const windowId = reset ?? Math.ceil(resetAt / 10) / 100;
    if (bucket === undefined || bucket.limit === Number.POSITIVE_INFINITY) {
      bucket = { limit, remaining, resetAt, reset: windowId };
    } else if (windowId < bucket.reset - 0.001) {
      // An answer from an older window, overtaken by newer ones: nothing to learn.
    } else if (Math.abs(windowId - bucket.reset) <= 0.001) {
      // Same window: both counts only ever go down, so the smaller one is the truth.
      if (bucket.resetAt !== 0) {
        bucket.remaining = Math.min(bucket.remaining, remaining);
        bucket.resetAt = Math.max(bucket.resetAt, resetAt);
        bucket.limit = limit;
      }
    } else {
      // A new window. Requests still in flight may yet be counted in it, so keep room for them.
      const others = (state.inFlight.get(key) ?? 0) - (key === ticket.key ? 1 : 0);
      const fresh = Math.max(0, remaining - Math.max(0, others));
      bucket.remaining = bucket.resetAt === 0 ? Math.min(bucket.remaining, fresh) : fresh;
      bucket.resetAt = resetAt;
      bucket.reset = windowId;
      bucket.limit = limit;
    }
    yield store.setBucket(key, bucket);
  } else if (bucket === undefined && response.status < 400) {
    // No headers on a success: this route is not limited per bucket.
    yield store.setBucket(key, { limit: Number.POSITIVE_INFINITY, remaining: 0, resetAt: 0, reset: 0 });
  }

  const status = response.status;
  const scopeHeader = response.header('x-ratelimit-scope');
  if (status === 401 || status === 403 || (status === 429 && scopeHeader !== 'shared')) {
    const invalid = ((yield store.getWindow('invalid')) as WindowState | undefined) ?? emptyWindow();
    invalid.stamps.push(now);
    yield store.setWindow('invalid', invalid);
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
    const window = ((yield store.getWindow('global')) as WindowState | undefined) ?? emptyWindow();
    window.blockedUntil = Math.max(window.blockedUntil, now + believed(ms));
    yield store.setWindow('global', window);
  } else if (scope === 'user') {
    const current = bucket ?? { limit: 1, remaining: 0, resetAt: 0, reset: 0 };
    current.remaining = 0;
    current.resetAt = Math.max(current.resetAt, now + believed(ms));
    if (current.limit === Number.POSITIVE_INFINITY) current.limit = 1;
    yield store.setBucket(key, current);
  }
  return { ms, scope, global, bucket: hash };
}
