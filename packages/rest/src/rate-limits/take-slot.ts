import { Limits } from '@slashkit/api';
import type { LimitedRequest } from './limited-request.js';
import type { LimiterMemory } from './limiter-memory.js';
import { GLOBAL_IN_FLIGHT, type LimiterState, type Ticket, type Wait } from './limiter-state.js';
import { windowWait } from './sliding-window.js';

/**
 * The decision that lets a request go, on memory that answers at once: the invalid-request budget, the
 * global window (unless exempt), then its bucket. Returns a ticket, or the wait that holds the request back.
 *
 * The global window counts each request from when its answer arrives, and a request in flight as
 * happening now: the service counts from when a request arrives, which is somewhere between the two, so a
 * slow first connection or a slow answer can never let the next second's requests land in this second.
 */
export function takeSlot(state: LimiterState, memory: LimiterMemory, request: LimitedRequest): Ticket | Wait {
  const now = state.now();
  const routeKey = state.routeKeys.get(request.method, request.route);
  const hash = memory.getBucketHash(routeKey);
  const key = state.bucketKeys.get(hash ?? routeKey, request.majorParameter);

  const invalid = memory.getWindow('invalid');
  const invalidWait = windowWait(invalid, state.invalidLimit, state.invalidWindow, now);
  if (invalidWait > 0) return { scope: 'invalid', ms: invalidWait, global: false };

  let counts = false;
  if (!request.exemptFromGlobal) {
    const stored = memory.getWindow('global');
    if (state.globalPerSecond !== Number.POSITIVE_INFINITY) {
      const pending = state.inFlight.get(GLOBAL_IN_FLIGHT) ?? 0;
      const wait = windowWait(stored, state.globalPerSecond, Limits.globalRequestWindowMs, now, pending);
      if (wait === Number.POSITIVE_INFINITY) return { scope: 'response', key: GLOBAL_IN_FLIGHT };
      if (wait > 0) return { scope: 'global', ms: wait, global: true };
      counts = true;
    } else if (stored && stored.blockedUntil > now) {
      // Even with the global limiter off, a global 429 blocks everything that is not exempt.
      return { scope: 'global', ms: stored.blockedUntil - now, global: true };
    }
  }

  const bucket = memory.getBucket(key);
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
    memory.setBucket(key, bucket);
  }
  state.inFlight.set(key, inFlight + 1);
  if (counts) state.inFlight.set(GLOBAL_IN_FLIGHT, (state.inFlight.get(GLOBAL_IN_FLIGHT) ?? 0) + 1);
  return { key, routeKey, global: counts };
}
