import { brandError } from '@slashkit/api';
import type { RequestDescription } from './request-description.js';
import { RESTError } from './rest-error.js';

/**
 * Which limit stopped a request: a route bucket, the per-bot global limit, a shared per-resource limit,
 * or the invalid-request budget (401, 403 and 429 responses per 10 minutes).
 */
export type RateLimitScope = 'user' | 'global' | 'shared' | 'invalid';

/** What {@link RateLimitError} is built from. */
export interface RateLimitErrorInit extends RequestDescription {
  /** Milliseconds the request would have had to wait. */
  retryAfter: number;
  scope: RateLimitScope;
  /** Whether the global limit was hit. */
  global: boolean;
  /** The bucket hash from `X-RateLimit-Bucket`, when known. */
  bucket: string | undefined;
  /** The configured bound that the wait exceeded, in milliseconds. */
  maxWait: number;
  /** Why the request stopped: waiting too long, or too many 429s in a row. */
  reason: 'wait-too-long' | 'too-many-429';
}

/**
 * A request was not sent, or not retried, because waiting for the rate limit would exceed
 * `maxRateLimitWait` (or the service kept answering 429); carries how long, which scope, which bucket,
 * and whether the limit was global. Nothing waits without bound.
 * @example
 * try { await rest.commands.createGuildCommand(appId, guildId, body); } catch (error) {
 *   if (error instanceof RateLimitError) console.log(`retry in ${error.retryAfter} ms (${error.scope})`);
 * }
 * @see {@link https://discord.com/developers/docs/topics/rate-limits | Rate limits}
 */
export class RateLimitError extends RESTError {
  static {
    brandError(RateLimitError, '@slashkit/rest/RateLimitError');
  }

  /** Milliseconds to wait before the request could go through. */
  readonly retryAfter: number;
  readonly scope: RateLimitScope;
  readonly global: boolean;
  readonly bucket: string | undefined;
  readonly method: string;
  readonly route: string;

  constructor(init: RateLimitErrorInit) {
    const seconds = (init.retryAfter / 1000).toFixed(3);
    const what =
      init.scope === 'global'
        ? 'the global limit (50 requests/s per bot)'
        : init.scope === 'invalid'
          ? 'the invalid-request budget (401/403/429 responses per 10 minutes; fix the failing requests)'
          : init.scope === 'shared'
            ? 'a shared per-resource limit'
            : `the route's limit${init.bucket ? ` (bucket ${init.bucket})` : ''}`;
    const why =
      init.reason === 'too-many-429'
        ? `the service kept answering 429; gave up after repeated attempts`
        : `waiting ${seconds}s exceeds maxRateLimitWait (${init.maxWait} ms); raise maxRateLimitWait to wait instead, or retry later`;
    super('RATE_LIMITED', `Rate limited on ${init.method} ${init.route} by ${what}: ${why}.`);
    this.retryAfter = init.retryAfter;
    this.scope = init.scope;
    this.global = init.global;
    this.bucket = init.bucket;
    this.method = init.method;
    this.route = init.route;
  }
}
