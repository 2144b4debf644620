/**
 * What {@link RateLimiter.run} needs to know of a request: its route (method and template, which name its
 * bucket with the major parameter), whether it counts toward the global limit, and its AbortSignal.
 * @example
 * const request = { method: 'GET', route: '/applications/{application_id}/commands', majorParameter: '' };
 */
export interface LimitedRequest {
  /** The HTTP method, e.g. `GET`. */
  method: string;
  /** The route template, e.g. `/applications/{application_id}/guilds/{guild_id}/commands`. */
  route: string;
  /** The value of the route's major parameter (a guild or channel id, …), or `''` when it has none. */
  majorParameter: string;
  /** Interaction callbacks and interaction webhooks do not count toward the global limit. */
  exemptFromGlobal?: boolean;
  /** Ends any wait for a limit. */
  signal?: AbortSignal | undefined;
}

/** What {@link RateLimiter.run} reads of a response: the status, the `X-RateLimit-*` headers, and a 429's body. */
export interface LimitedResponse {
  /** The HTTP status (429: refused for a rate limit). */
  status: number;
  /** A header's value, or null (names in lower case). */
  header(name: string): string | null;
  /** The body as text (a 429's `retry_after` and `global` are read from it). */
  body: string;
}
