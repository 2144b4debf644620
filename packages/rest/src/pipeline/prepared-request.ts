/**
 * Whether a request may be sent again after an ambiguous failure (5xx, timeout, connection lost after
 * sending): `always` for idempotent or upsert requests, `unsent-only` for interaction callbacks and
 * follow-ups, which are replayed only when the request certainly never left (connection refused).
 */
export type ReplayPolicy = 'always' | 'unsent-only';

/**
 * A request with everything resolved, as it passes through the layers (retries, rate limits, transport).
 * @example
 * const send: Send = async (request) => transportSend(request);
 * @see README "Rate limits", "Retries"
 */
export interface PreparedRequest {
  method: string;
  /** The absolute URL; may contain a token, so it is never logged. */
  url: string;
  /** The route template, safe to log, e.g. `/webhooks/{application_id}/{interaction_token}`. */
  route: string;
  /** The rate-limit major parameter (guild id, or a hash of webhook id + token); `''` for none. */
  majorParameter: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
  /** Interaction callbacks and interaction webhooks do not count toward the global limit. */
  exemptFromGlobal: boolean;
  replay: ReplayPolicy;
  /** Per-attempt timeout in milliseconds. */
  timeout: number;
  /** Strings that must never appear in an error message or a log line. */
  secrets: readonly string[];
}

/** A complete response: status, header lookup, and the body already read as text. */
export interface RawResponse {
  status: number;
  header(name: string): string | null;
  body: string;
}

/** One step of the pipeline: sends a prepared request and resolves with the raw response. */
export type Send = (request: PreparedRequest, attempt: number) => Promise<RawResponse>;
