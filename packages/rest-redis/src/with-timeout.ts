import type { Timers } from '@slashkit/api';

/** The rejection of {@link withTimeout} when the time is up. */
export const timedOut: unique symbol = Symbol('timed out');

/**
 * `promise`, or a rejection with {@link timedOut} after `ms`, or `until`'s value if it comes first (the
 * timer is cleared either way). The promise still runs to its end (a Redis command already sent cannot be
 * taken back); its late rejection is swallowed.
 */
export function withTimeout<T, U = never>(
  promise: Promise<T>,
  ms: number,
  timers: Timers,
  until?: Promise<U>,
): Promise<T | U> {
  promise.catch(() => {});
  return new Promise<T | U>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(timedOut), ms);
    const settle =
      <V>(then: (value: V) => void) =>
      (value: V) => {
        timers.clearTimeout(timer);
        then(value);
      };
    promise.then(settle(resolve), settle(reject));
    until?.then(settle(resolve));
  });
}
