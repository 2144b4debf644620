import { emptyWindow, type LimiterState } from './limiter-state.js';
import type { BucketState, WindowState } from './rate-limit-store.js';
import type { LearnedResponse, ResponseFacts } from './shared-store-operations.js';

/**
 * The read-decide-write after a response, on a get/set store: applies the facts read from it (see
 * `readResponse`) — the route's bucket hash, the bucket's window, an invalid response, a 429's block —
 * and returns the bucket key and hash. Yields each store call (whose answer is sent back in). A shared
 * store does the same in one atomic step (`RateLimitStore.learn`).
 */
export function* learnFromResponse(
  state: LimiterState,
  facts: ResponseFacts,
): Generator<unknown, LearnedResponse, unknown> {
  const { now } = facts;
  const { store } = state;
  let hash = facts.hash;
  if (hash !== undefined) {
    if ((yield store.getBucketHash(facts.routeKey)) !== hash) {
      yield store.setBucketHash(facts.routeKey, hash);
    }
  } else {
    hash = (yield store.getBucketHash(facts.routeKey)) as string | undefined;
  }
  const key = state.bucketKeys.get(hash ?? facts.routeKey, facts.majorParameter);

  let bucket = (yield store.getBucket(key)) as BucketState | undefined;
  const learned = facts.window;
  if (learned !== undefined) {
    const { limit, remaining, resetAt, windowId } = learned;
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
      const others = (state.inFlight.get(key) ?? 0) - (key === facts.ticketKey ? 1 : 0);
      const fresh = Math.max(0, remaining - Math.max(0, others));
      bucket.remaining = bucket.resetAt === 0 ? Math.min(bucket.remaining, fresh) : fresh;
      bucket.resetAt = resetAt;
      bucket.reset = windowId;
      bucket.limit = limit;
    }
    yield store.setBucket(key, bucket);
  } else if (bucket === undefined && facts.unlimited) {
    // No headers on a success: this route is not limited per bucket.
    yield store.setBucket(key, { limit: Number.POSITIVE_INFINITY, remaining: 0, resetAt: 0, reset: 0 });
  }

  if (facts.invalid) {
    const invalid = ((yield store.getWindow('invalid')) as WindowState | undefined) ?? emptyWindow();
    invalid.stamps.push(now);
    yield store.setWindow('invalid', invalid);
  }
  if (facts.globalBlockUntil > 0) {
    const window = ((yield store.getWindow('global')) as WindowState | undefined) ?? emptyWindow();
    window.blockedUntil = Math.max(window.blockedUntil, facts.globalBlockUntil);
    yield store.setWindow('global', window);
  } else if (facts.bucketBlockUntil > 0) {
    const current = bucket ?? { limit: 1, remaining: 0, resetAt: 0, reset: 0 };
    current.remaining = 0;
    current.resetAt = Math.max(current.resetAt, facts.bucketBlockUntil);
    if (current.limit === Number.POSITIVE_INFINITY) current.limit = 1;
    yield store.setBucket(key, current);
  }
  return { key, hash };
}
