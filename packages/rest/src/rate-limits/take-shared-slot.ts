import type { PreparedRequest } from '../pipeline/prepared-request.js';
import { GLOBAL_WINDOW_MS, type LimiterState, type Ticket, type Wait } from './limiter-state.js';

/**
 * Asks a shared store whether a request may go (`RateLimitStore.takeSlot`, one atomic step for every
 * process) and turns its answer into the limiter's ticket or wait; `undefined` when the store says to
 * decide locally (it fails open). A rejection (the store fails closed) reaches the caller unsent.
 */
export async function takeSharedSlot(
  state: LimiterState,
  request: PreparedRequest,
): Promise<Ticket | Wait | undefined> {
  const routeKey = state.routeKeys.get(request.method, request.route);
  const decision = await state.store.takeSlot!({
    routeKey,
    majorParameter: request.majorParameter,
    global: !request.exemptFromGlobal,
    now: state.now(),
    globalPerSecond: state.globalPerSecond,
    globalWindowMs: GLOBAL_WINDOW_MS,
    invalidLimit: state.invalidLimit,
    invalidWindowMs: state.invalidWindow,
  });
  if (decision === undefined) return undefined;
  if (decision.kind === 'response') return { scope: 'response', key: decision.key, ms: decision.ms };
  if (decision.kind === 'wait') {
    return { scope: decision.scope, ms: decision.ms, global: decision.scope === 'global' };
  }
  // Counted here too, so that this process's waiters on the bucket are woken by its own answers.
  state.inFlight.set(decision.key, (state.inFlight.get(decision.key) ?? 0) + 1);
  return { key: decision.key, routeKey, shared: decision.ticket };
}
