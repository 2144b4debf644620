import type { Timers } from '@slashkit/api';
import { NetworkError } from '../errors/network-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { sleep } from '../util/sleep.js';
import type { PreparedRequest, RawResponse, Send } from './prepared-request.js';

/** What the retry layer reports before each new attempt. */
export interface RetryEvent {
  method: string;
  route: string;
  /** The attempt that failed, starting at 1. */
  attempt: number;
  /** Milliseconds until the next attempt. */
  delay: number;
  /** Why: an HTTP status (5xx), `TIMEOUT` or `NETWORK_ERROR`. */
  reason: number | 'TIMEOUT' | 'NETWORK_ERROR';
}

/** Settings of {@link withRetries}. */
export interface RetryLayerOptions {
  /** Extra attempts after the first. */
  limit: number;
  /** Backoff before the second attempt, in milliseconds; doubled for each further one. */
  baseDelay: number;
  /** Upper bound of one backoff, in milliseconds. */
  maxDelay: number;
  timers: Timers;
  random: () => number;
  onRetry: ((event: RetryEvent) => void) | undefined;
}

function isAmbiguous(error: unknown): error is TimeoutError | NetworkError {
  return error instanceof TimeoutError || error instanceof NetworkError;
}

/**
 * The retry layer: replays a request after a 5xx, a timeout or a network failure, with exponential backoff
 * and jitter, at most `limit` times, and only where replaying is safe (`replay: 'always'`); requests marked
 * `unsent-only` (interaction callbacks, follow-ups) are replayed only when they certainly never left.
 * 429s are not its business: the rate-limit layer inside it handles them.
 */
export function withRetries(next: Send, options: RetryLayerOptions): Send {
  if (options.limit <= 0) return next;
  return async (request: PreparedRequest): Promise<RawResponse> => {
    for (let attempt = 1; ; attempt++) {
      let reason: RetryEvent['reason'];
      let retryAfter: number | undefined;
      try {
        const response = await next(request, attempt);
        if (response.status < 500 || request.replay !== 'always' || attempt > options.limit) return response;
        reason = response.status;
        const header = Number(response.header('retry-after'));
        if (header > 0) retryAfter = header * 1000;
      } catch (error) {
        if (!isAmbiguous(error) || attempt > options.limit) throw error;
        const unsent = error instanceof NetworkError && !error.requestSent;
        if (request.replay !== 'always' && !unsent) throw error;
        reason = error instanceof TimeoutError ? 'TIMEOUT' : 'NETWORK_ERROR';
      }
      const ceiling = Math.min(options.maxDelay, options.baseDelay * 2 ** (attempt - 1));
      // Equal jitter: at least half the backoff, so retries never stampede, at most the whole of it.
      const backoff = ceiling / 2 + (options.random() * ceiling) / 2;
      const delay = Math.min(options.maxDelay, Math.max(backoff, retryAfter ?? 0));
      options.onRetry?.({ method: request.method, route: request.route, attempt, delay, reason });
      await sleep(options.timers, delay, request.signal);
    }
  };
}
