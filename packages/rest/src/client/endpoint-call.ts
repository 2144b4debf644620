import type { CallOptions } from '../call-options.js';
import type { ReplayPolicy } from '../pipeline/prepared-request.js';
import type { RequestOptions } from '../request-options.js';

/** One raw request (`REST.request`), as the request core resolves it. */
export interface EndpointCall {
  method: RequestOptions['method'];
  /** The real path, e.g. `/applications/1/commands`. */
  path: string;
  /** The route template, for rate limits, errors and logs. */
  route: string;
  /** The major parameter of its bucket; `''` for none. */
  majorParameter: string;
  /** `true`: the client's token; `false`: none; a string: this header value. */
  auth: boolean | string;
  replay: ReplayPolicy;
  exemptFromGlobal?: boolean;
  /** The query string without `?`. */
  query?: string | undefined;
  body?: unknown;
  /** Sent as `X-Discord-Locale`. */
  locale?: string | undefined;
  /** Strings to redact beyond the client's token. */
  secrets?: readonly string[];
  options?: CallOptions | undefined;
  extraHeaders?: Record<string, string>;
}
