/**
 * Whether a request may be sent again after an ambiguous failure (5xx, timeout, connection lost after
 * sending): `always` for idempotent or upsert requests, `unsent-only` for interaction callbacks and
 * follow-ups, which are replayed only when the request certainly never left (connection refused).
 * @example
 * await rest.request({ method: 'POST', path: '/custom', replay: 'unsent-only' });
 * @see README "Retries"
 */
export type ReplayPolicy = 'always' | 'unsent-only';

/** A request with everything resolved, as it passes through the layers (retries, rate limits, transport). */
export interface PreparedRequest {
  method: string;
  /** The absolute URL; may contain a token, so it is never logged. */
  url: string;
  /** The route template, safe to log, e.g. `/webhooks/{application_id}/{interaction_token}`. */
  route: string;
  /** The rate-limit major parameter (guild id, or a hash of webhook id + token); `''` for none. */
  majorParameter: string;
  headers: Record<string, string>;
  /** The serialised JSON body, or the multipart form of a message with files (replayable: Blob parts). */
  body: string | FormData | undefined;
  signal: AbortSignal | undefined;
  /** Interaction callbacks and interaction webhooks do not count toward the global limit. */
  exemptFromGlobal: boolean;
  replay: ReplayPolicy;
  /** The deadline of each attempt, headers and body together, in milliseconds. */
  timeout: number;
  /** Strings that must never appear in an error message or a log line. */
  secrets: readonly string[];
}

/** A complete response: status, header lookup, the body already read as text, and which attempt got it. */
export interface RawResponse {
  status: number;
  header(name: string): string | null;
  body: string;
  /** The attempt of the retry layer that got this response, 1 for the first. */
  attempt: number;
}

/** One step of the pipeline: sends a prepared request and resolves with the raw response. */
export type Send = (request: PreparedRequest, attempt: number) => Promise<RawResponse>;
