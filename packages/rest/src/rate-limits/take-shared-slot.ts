import { Limits } from '@slashkit/api';
import type { LimitedRequest } from './limited-request.js';
import { GLOBAL_IN_FLIGHT, type LimiterState, type Ticket, type Wait } from './limiter-state.js';
import type { RateLimitStore } from './rate-limit-store.js';

/**
 * Asks a shared store whether a request may go (`RateLimitStore.takeSlot`, one atomic step for every
 * process) and turns its answer into the limiter's ticket or wait; `undefined` when the store says to
 * decide locally (it fails open). A rejection (the store fails closed) reaches the caller unsent.
 */
export async function takeSharedSlot(
  state: LimiterState,
  takeSlot: NonNullable<RateLimitStore['takeSlot']>,
  request: LimitedRequest,
): Promise<Ticket | Wait | undefined> {
  const routeKey = state.routeKeys.get(request.method, request.route);
  const global = !request.exemptFromGlobal;
  const decision = await takeSlot({
    routeKey,
    majorParameter: request.majorParameter,
    global,
    now: state.now(),
    globalPerSecond: state.globalPerSecond,
    globalWindowMs: Limits.globalRequestWindowMs,
    invalidLimit: state.invalidLimit,
    invalidWindowMs: state.invalidWindow,
  });
  if (decision === undefined) return undefined;
  if (decision.kind === 'response') return { scope: 'response', key: decision.key, ms: decision.ms };
  if (decision.kind === 'wait') {
    return { scope: decision.scope, ms: decision.ms, global: decision.scope === 'global' };
  }
  // Counted here too, so that this process's waiters (on the bucket, or on the global window) are woken
  // by its own answers.
  const { inFlight } = state;
  inFlight.set(decision.key, (inFlight.get(decision.key) ?? 0) + 1);
  const counts = global && state.globalPerSecond !== Number.POSITIVE_INFINITY;
  if (counts) inFlight.set(GLOBAL_IN_FLIGHT, (inFlight.get(GLOBAL_IN_FLIGHT) ?? 0) + 1);
  return { key: decision.key, routeKey, global: counts, shared: decision.ticket };
}
