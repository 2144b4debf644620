import type { RateLimitScope } from './errors/rate-limit-error.js';
import type { RetryEvent } from './pipeline/with-retries.js';

/** Reported just before an attempt goes on the wire. */
export interface RequestEvent {
  method: string;
  /** The route template, e.g. `/applications/{application_id}/commands`. */
  route: string;
  /** The path with every token replaced by `[REDACTED]`. */
  path: string;
  /** 1 for the first attempt. */
  attempt: number;
}

/** Reported when an attempt's whole response has arrived. */
export interface ResponseEvent extends RequestEvent {
  status: number;
  /** Milliseconds from sending to the end of the body. */
  duration: number;
  /** The `X-RateLimit-Bucket` header, if any. */
  bucket: string | undefined;
}

/** Reported when a request waits ahead of time for a limit, or when the service answered 429. */
export interface RateLimitEvent {
  method: string;
  route: string;
  /** `wait`: the limiter holds the request back; `429`: the service refused it. */
  kind: 'wait' | '429';
  /** Milliseconds the request waits (or would have to wait). */
  wait: number;
  scope: RateLimitScope;
  global: boolean;
  bucket: string | undefined;
}

/**
 * Callbacks for observing the client: every attempt, every response, every rate-limit wait or 429, and
 * every retry. None of them ever receives a token.
 * @example
 * const rest = new REST({ token, hooks: { onRateLimit: (e) => console.log(e.kind, e.route, e.wait) } });
 * @see README "Hooks and logging"
 */
export interface RESTHooks {
  onRequest?: (event: RequestEvent) => void;
  onResponse?: (event: ResponseEvent) => void;
  onRateLimit?: (event: RateLimitEvent) => void;
  onRetry?: (event: RetryEvent) => void;
}
