import type { RuntimeOptions } from '@slashkit/api';
import type { RESTHooks } from './hooks.js';
import type { RateLimitStore } from './rate-limits/rate-limit-store.js';
import type { RateLimiter } from './rate-limits/rate-limiter.js';
import type { TelemetryOptions } from './telemetry/telemetry-options.js';
import type { Transport } from './transport/transport.js';

/** How failed requests are retried; see the README's "Retries" for which requests are replayed. */
export interface RetryOptions {
  /** Extra attempts after the first (default 3); 0 disables retries. */
  limit?: number;
  /** Backoff before the second attempt in ms (default 500), doubled each time, with jitter. */
  baseDelay?: number;
  /** The longest single backoff in ms (default 10 000). */
  maxDelay?: number;
}

/**
 * Options of the {@link REST} client; all optional. `now`, `timers` and `logger` are the runtime seams every
 * slashkit package shares (`RuntimeOptions` of `@slashkit/api`): the clock of the limiter, the timers of
 * deadlines, rate-limit waits and backoff, and where debug lines go.
 * @example
 * const rest = new REST({ token: process.env.BOT_TOKEN, baseUrl: emulator.apiBaseUrl, timeout: 10_000 });
 * @see README "Client options"
 */
export interface RESTOptions extends RuntimeOptions {
  /** The bot token (or a client-credentials Bearer token with `authPrefix: 'Bearer'`). */
  token?: string;
  /** How the token is sent: `Authorization: Bot <token>` (default) or `Bearer <token>`. */
  authPrefix?: 'Bot' | 'Bearer';
  /** The API base URL, version included; defaults to the real service, `https://discord.com/api/v10`. */
  baseUrl?: string;
  /** The default `X-Discord-Locale` for list requests (localized `name_localized` fields). */
  locale?: string;
  /** Appended to the User-Agent, e.g. `my-bot/1.0`. */
  userAgentSuffix?: string;
  /**
   * The deadline of each attempt in ms, headers and body together, however slowly the bytes arrive (default
   * 15 000); each retry gets a fresh one. `Infinity` turns it off.
   */
  timeout?: number;
  /**
   * The longest response body read, in bytes (default 32 MiB); a longer one fails with
   * `ResponseTooLargeError` without being held in memory.
   */
  maxResponseBytes?: number;
  /** Retry count or settings for 5xx and network failures (default 3 retries). */
  retries?: number | RetryOptions;
  /**
   * The longest any request waits for a rate limit, in ms (default 60 000); longer waits reject. A message
   * search waits for a guild's index no longer than this either.
   */
  maxRateLimitWait?: number;
  /** The global limit per second (default 50); `Infinity` disables the client-side global limiter. */
  globalRequestsPerSecond?: number;
  /** Where the rate limiter keeps its state (memory by default). */
  rateLimitStore?: RateLimitStore;
  /**
   * A limiter shared by several clients of the same bot; overrides the rate-limit options above (give it its
   * own `onRateLimit` and `logger`: this client's `hooks.onRateLimit` and `logger` are not attached to it).
   */
  rateLimiter?: RateLimiter;
  /** Sends the HTTP requests: undici on Node (loaded on first use), `fetch` elsewhere. */
  transport?: Transport;
  /** Random numbers in [0, 1) for backoff jitter (default `Math.random`). */
  random?: () => number;
  /** Observers of requests, responses, rate limits and retries. */
  hooks?: RESTHooks;
  /**
   * OpenTelemetry: with `@opentelemetry/api` installed, one CLIENT span per call and the
   * `http.client.request.duration` histogram, to the globally registered providers or the ones given here;
   * `false` turns them off. Without the package nothing of it is loaded. See README "Tracing and metrics".
   */
  telemetry?: false | TelemetryOptions;
}
