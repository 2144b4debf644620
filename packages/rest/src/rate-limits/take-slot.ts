import type { PreparedRequest } from '../pipeline/prepared-request.js';
import { emptyWindow, GLOBAL_WINDOW_MS, type LimiterState, type Ticket, type Wait } from './limiter-state.js';
import type { BucketState, WindowState } from './rate-limit-store.js';

// How long a sliding window holds the next request back (dropping the stamps that left it).
function windowWait(state: WindowState | undefined, capacity: number, span: number, now: number): number {
  if (state === undefined) return 0;
  let wait = state.blockedUntil > now ? state.blockedUntil - now : 0;
  const stamps = state.stamps;
  let drop = 0;
  while (drop < stamps.length && stamps[drop]! <= now - span) drop++;
  if (drop > 0) stamps.splice(0, drop);
  if (stamps.length >= capacity) wait = Math.max(wait, stamps[stamps.length - capacity]! + span - now);
  return wait;
}

/**
 * The read-decide-write that lets a request go: the invalid-request budget, the global window (unless
 * exempt), then its bucket. Yields each store call (whose answer is sent back in) and returns a ticket, or
 * the wait that holds the request back.
 */
export function* takeSlot(
  state: LimiterState,
  request: PreparedRequest,
): Generator<unknown, Ticket | Wait, unknown> {
  const now = state.now();
  const { store } = state;
  const routeKey = state.routeKeys.get(request.method, request.route);
  const hash = (yield store.getBucketHash(routeKey)) as string | undefined;
  const key = state.bucketKeys.get(hash ?? routeKey, request.majorParameter);

  const invalid = (yield store.getWindow('invalid')) as WindowState | undefined;
  const invalidWait = windowWait(invalid, state.invalidLimit, state.invalidWindow, now);
  if (invalidWait > 0) return { scope: 'invalid', ms: invalidWait, global: false };

  let global: WindowState | undefined;
  if (!request.exemptFromGlobal) {
    const stored = (yield store.getWindow('global')) as WindowState | undefined;
    if (state.globalPerSecond !== Number.POSITIVE_INFINITY) {
      global = stored ?? emptyWindow();
      const globalWait = windowWait(global, state.globalPerSecond, GLOBAL_WINDOW_MS, now);
      if (globalWait > 0) return { scope: 'global', ms: globalWait, global: true };
    } else if (stored && stored.blockedUntil > now) {
      // Even with the global limiter off, a global 429 blocks everything that is not exempt.
      return { scope: 'global', ms: stored.blockedUntil - now, global: true };
    }
  }

  const bucket = (yield store.getBucket(key)) as BucketState | undefined;
  const inFlight = state.inFlight.get(key) ?? 0;
  if (bucket === undefined) {
    // Unknown bucket: one request goes first to learn the limit; the rest wait for its answer.
    if (inFlight > 0) return { scope: 'response', key };
  } else if (bucket.limit !== Number.POSITIVE_INFINITY) {
    if (bucket.resetAt !== 0 && now >= bucket.resetAt) {
      bucket.remaining = bucket.limit;
      bucket.resetAt = 0;
    }
    if (bucket.remaining <= 0) {
      if (bucket.resetAt !== 0) return { scope: 'user', ms: bucket.resetAt - now, global: false };
      if (inFlight > 0) return { scope: 'response', key };
    }
    // With nothing in flight and no reset known, one request goes to learn the new window.
    bucket.remaining = Math.max(0, bucket.remaining - 1);
    yield store.setBucket(key, bucket);
  }
  if (global !== undefined) {
    global.stamps.push(now);
    yield store.setWindow('global', global);
  }
  state.inFlight.set(key, inFlight + 1);
  return { key, routeKey };
}
