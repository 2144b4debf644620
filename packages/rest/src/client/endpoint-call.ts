import type { CallOptions } from '../call-options.js';
import type { ReplayPolicy } from '../pipeline/prepared-request.js';
import type { RequestOptions } from '../request-options.js';

/** Where a request goes: the real path, its route template, and the major parameter of its bucket. */
export interface Target {
  path: string;
  route: string;
  majorParameter: string;
}

/** One call of an endpoint method, as the endpoint groups hand it to the request core. */
export interface EndpointCall extends Target {
  method: RequestOptions['method'];
  /** `true`: the client's token; `false`: none; a string: this header value. */
  auth: boolean | string;
  replay: ReplayPolicy;
  exemptFromGlobal?: boolean;
  /** The query string without `?`. */
  query?: string | undefined;
  body?: unknown;
  /** Sent as `X-Discord-Locale`; with `defaultLocale`, the client's `locale` fills in when it is absent. */
  locale?: string | undefined;
  defaultLocale?: boolean;
  /** Strings to redact beyond the client's token. */
  secrets?: readonly string[];
  options?: CallOptions | undefined;
  extraHeaders?: Record<string, string>;
  /**
   * For a DELETE: the JSON code of "unknown <thing>" (404). When a retried DELETE gets it, the first attempt
   * did the work before its answer was lost, so the call has succeeded.
   */
  goneCode?: number;
}
