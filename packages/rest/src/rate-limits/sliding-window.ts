import type { WindowState } from './rate-limit-store.js';

/**
 * How long a sliding window of `capacity` requests per `span` ms holds the next request back (dropping the
 * stamps that left it): 0 when it may go, `Infinity` when `pending` requests not yet stamped (in flight, so
 * counted as happening now) fill it and only one of their answers can free a place.
 */
export function windowWait(
  state: WindowState | undefined,
  capacity: number,
  span: number,
  now: number,
  pending = 0,
): number {
  if (state === undefined) return pending >= capacity ? Number.POSITIVE_INFINITY : 0;
  const blocked = state.blockedUntil > now ? state.blockedUntil - now : 0;
  const stamps = state.stamps;
  let drop = 0;
  while (drop < stamps.length && stamps[drop]! <= now - span) drop++;
  if (drop > 0) stamps.splice(0, drop);
  const room = capacity - pending;
  if (room <= 0) return blocked > 0 ? blocked : Number.POSITIVE_INFINITY;
  if (stamps.length < room) return blocked;
  return Math.max(blocked, stamps[stamps.length - room]! + span - now);
}

/** Counts a request in the window at `now`, keeping the stamps in ascending order. */
export function stampWindow(state: WindowState, now: number): void {
  const stamps = state.stamps;
  let at = stamps.length;
  while (at > 0 && stamps[at - 1]! > now) at--;
  stamps.splice(at, 0, now);
}
