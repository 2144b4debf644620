import type { LimiterMemory } from './limiter-memory.js';
import { emptyWindow, type LimiterState } from './limiter-state.js';
import type { LearnedResponse, ResponseFacts } from './shared-store-operations.js';
import { stampWindow } from './sliding-window.js';

/**
 * What a response teaches, applied to memory that answers at once: the facts read from it (see
 * `readResponse`) — the route's bucket hash, the bucket's window, an invalid response, a 429's block, the
 * request's place in the global window — and the bucket key and hash. A shared store does the same in one
 * atomic step (`RateLimitStore.learn`).
 */
export function learnFromResponse(
  state: LimiterState,
  memory: LimiterMemory,
  facts: ResponseFacts,
): LearnedResponse {
  const { now } = facts;
  let hash = facts.hash;
  if (hash !== undefined) {
    if (memory.getBucketHash(facts.routeKey) !== hash) memory.setBucketHash(facts.routeKey, hash);
  } else {
    hash = memory.getBucketHash(facts.routeKey);
  }
  const key = state.bucketKeys.get(hash ?? facts.routeKey, facts.majorParameter);

  let bucket = memory.getBucket(key);
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
    memory.setBucket(key, bucket);
  } else if (bucket === undefined && facts.unlimited) {
    // No headers on a success: this route is not limited per bucket.
    memory.setBucket(key, { limit: Number.POSITIVE_INFINITY, remaining: 0, resetAt: 0, reset: 0 });
  }

  if (facts.invalid) {
    const invalid = memory.getWindow('invalid') ?? emptyWindow();
    stampWindow(invalid, now);
    memory.setWindow('invalid', invalid);
  }
  if (facts.global || facts.globalBlockUntil > 0) {
    const window = memory.getWindow('global') ?? emptyWindow();
    // The request arrived before its answer did: counted from now, it can share no second with the next.
    if (facts.global) stampWindow(window, now);
    window.blockedUntil = Math.max(window.blockedUntil, facts.globalBlockUntil);
    memory.setWindow('global', window);
  }
  if (facts.globalBlockUntil === 0 && facts.bucketBlockUntil > 0) {
    const current = bucket ?? { limit: 1, remaining: 0, resetAt: 0, reset: 0 };
    current.remaining = 0;
    current.resetAt = Math.max(current.resetAt, facts.bucketBlockUntil);
    if (current.limit === Number.POSITIVE_INFINITY) current.limit = 1;
    memory.setBucket(key, current);
  }
  return { key, hash };
}
