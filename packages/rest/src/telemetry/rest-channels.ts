import type { Channel } from 'node:diagnostics_channel';
import type { RateLimitEvent } from '../hooks.js';
import type { RetryEvent } from '../pipeline/with-retries.js';

/**
 * The names of the `node:diagnostics_channel` channels `@slashkit/rest` publishes on, for tools that
 * subscribe without OpenTelemetry (as undici's `undici:request:*`). Nothing is built for a channel that
 * has no subscriber. No message ever holds a token: paths are redacted, headers are never published.
 * @example
 * import { subscribe } from 'node:diagnostics_channel';
 * subscribe(RESTChannels.requestEnd, (message) => console.log((message as RESTRequestEndMessage).status));
 * @see README "Tracing and metrics"
 */
export const RESTChannels = Object.freeze({
  /** A call starts ({@link RESTRequestStartMessage}), before any rate-limit wait. */
  requestStart: 'slashkit:rest:request:start',
  /** A call got its final response, whatever its status ({@link RESTRequestEndMessage}). */
  requestEnd: 'slashkit:rest:request:end',
  /** A call failed without a response: network, timeout, rate limit too long ({@link RESTRequestErrorMessage}). */
  requestError: 'slashkit:rest:request:error',
  /** A request waits for a rate limit, or the service answered 429 (a `RateLimitEvent`). */
  rateLimit: 'slashkit:rest:rate-limit',
  /** The retry layer sends a request again after a 5xx, a timeout or a network failure (a `RetryEvent`). */
  retry: 'slashkit:rest:retry',
} as const);

/** What identifies one call in the channels' messages: the same object in its start, end and error. */
export interface RESTRequestInfo {
  method: string;
  /** The route template, e.g. `/webhooks/{application_id}/{interaction_token}`. */
  route: string;
  /** The path after the base URL, query included, with every token replaced by `[REDACTED]`. */
  path: string;
}

/** Published on `slashkit:rest:request:start`. */
export interface RESTRequestStartMessage {
  request: RESTRequestInfo;
}

/** Published on `slashkit:rest:request:end`. */
export interface RESTRequestEndMessage {
  request: RESTRequestInfo;
  /** The final response's status (a 4xx is an end too: the error is thrown from its body after this). */
  status: number;
  /** Milliseconds from the call to its final response, rate-limit waits and retries included. */
  duration: number;
  /** How many times it went on the wire. */
  attempts: number;
}

/** Published on `slashkit:rest:request:error`. */
export interface RESTRequestErrorMessage {
  request: RESTRequestInfo;
  /** The error the call rejects with (a `RESTError`: its message is already redacted). */
  error: unknown;
  duration: number;
}

/** The channels themselves, where the runtime has `node:diagnostics_channel`. */
export interface RESTChannelSet {
  requestStart: Channel;
  requestEnd: Channel;
  requestError: Channel;
  rateLimit: Channel;
  retry: Channel;
}

type DiagnosticsChannel = typeof import('node:diagnostics_channel');

/**
 * The channels, created once per process like any named channel (the same name is the same channel), or
 * undefined where the runtime has no `node:diagnostics_channel` (browsers; Workers without nodejs_compat).
 */
export const restChannels: RESTChannelSet | undefined = openChannels();

function openChannels(): RESTChannelSet | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const dc = proc?.getBuiltinModule?.('node:diagnostics_channel') as DiagnosticsChannel | undefined;
  if (dc === undefined) return undefined;
  return {
    requestStart: dc.channel(RESTChannels.requestStart),
    requestEnd: dc.channel(RESTChannels.requestEnd),
    requestError: dc.channel(RESTChannels.requestError),
    rateLimit: dc.channel(RESTChannels.rateLimit),
    retry: dc.channel(RESTChannels.retry),
  };
}

/**
 * Subscribes to every limiter's rate-limit events (a client's own and a shared one alike); false where the
 * runtime has no `node:diagnostics_channel`.
 */
export function subscribeRateLimits(listener: (event: RateLimitEvent) => void): boolean {
  if (restChannels === undefined) return false;
  restChannels.rateLimit.subscribe((message) => listener(message as RateLimitEvent));
  return true;
}

/** Publishes a rate-limit event where anyone listens. */
export function publishRateLimit(event: RateLimitEvent): void {
  const channel = restChannels?.rateLimit;
  if (channel?.hasSubscribers) channel.publish(event);
}

/** Publishes a retry where anyone listens. */
export function publishRetry(event: RetryEvent): void {
  const channel = restChannels?.retry;
  if (channel?.hasSubscribers) channel.publish(event);
}
