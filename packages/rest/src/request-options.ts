import type { ReplayPolicy } from './pipeline/prepared-request.js';

/**
 * A raw request through the client's whole pipeline (auth, rate limits, retries, typed errors), for
 * endpoints without a dedicated method.
 * @example
 * const keys = await rest.request<{ keys: unknown[] }>({ method: 'GET', path: '/oauth2/keys', auth: false });
 * @see README "Methods"
 */
export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path relative to the base URL, beginning with `/`. */
  path: string;
  /** The route template for rate limits, errors and logs; derived from `path` when omitted. */
  route?: string;
  /** The rate-limit major parameter (guild id, webhook id…); `''` when omitted. */
  majorParameter?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON, or anything with `toJSON()`. */
  body?: unknown;
  /** `false`: no Authorization header; a string: this exact header value; default: the client's token. */
  auth?: boolean | string;
  /** Sent as `X-Discord-Locale`. */
  locale?: string;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Whether an ambiguous failure may be replayed (default `always` for every method but POST). */
  replay?: ReplayPolicy;
  /** Do not count toward the global limit (interaction callbacks and webhooks). */
  exemptFromGlobal?: boolean;
  /** Strings to redact from errors and logs, beyond the client's own token. */
  secrets?: readonly string[];
  signal?: AbortSignal;
  timeout?: number;
}
