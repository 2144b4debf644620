import type { Timers } from '@slashkit/api';

/** The rejection of {@link withTimeout} when the time is up. */
export const timedOut: unique symbol = Symbol('timed out');

/**
 * `promise`, or a rejection with {@link timedOut} after `ms`. The promise still runs to its end (a Redis
 * command already sent cannot be taken back); its late rejection is swallowed.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, timers: Timers): Promise<T> {
  promise.catch(() => {});
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(timedOut), ms);
    promise.then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
