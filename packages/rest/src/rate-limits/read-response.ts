import type { RateLimitScope } from '../errors/rate-limit-error.js';
import type { LimitedRequest, LimitedResponse } from './limited-request.js';
import type { LimiterState, Ticket } from './limiter-state.js';
import type { ResponseFacts } from './shared-store-operations.js';

function num(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** How long a 429 asks to wait (the service's figure, unclamped), and for which limit. */
export interface Refusal {
  ms: number;
  scope: RateLimitScope;
  global: boolean;
}

/**
 * Reads what a response says about the limits, as plain facts for a store to apply: the bucket hash and
 * window from the `X-RateLimit-*` headers, whether it counts as invalid, and for a 429 the block it asks
 * for (clamped to `maxLearnedWait`, so one absurd header cannot block a bucket, or every route, for good)
 * with the service's real wait for the caller's error.
 */
export function readResponse(
  state: LimiterState,
  request: LimitedRequest,
  ticket: Ticket,
  response: LimitedResponse,
): { facts: ResponseFacts; refusal: Refusal | undefined } {
  const now = state.now();
  const believed = (ms: number): number => Math.min(Math.max(0, ms), state.maxLearnedWait);
  const facts: ResponseFacts = {
    routeKey: ticket.routeKey,
    majorParameter: request.majorParameter,
    now,
    ticketKey: ticket.key,
    ticket: ticket.shared,
    hash: response.header('x-ratelimit-bucket') ?? undefined,
    window: undefined,
    global: ticket.global,
    unlimited: false,
    invalid: false,
    globalBlockUntil: 0,
    bucketBlockUntil: 0,
  };
  const limit = num(response.header('x-ratelimit-limit'));
  const remaining = num(response.header('x-ratelimit-remaining'));
  const resetAfter = num(response.header('x-ratelimit-reset-after'));
  const reset = num(response.header('x-ratelimit-reset'));
  if (limit !== undefined && remaining !== undefined) {
    // `X-RateLimit-Reset` is epoch seconds, read against the limiter's clock (epoch milliseconds).
    const untilReset =
      resetAfter !== undefined ? resetAfter * 1000 : reset !== undefined ? reset * 1000 - now : 1000;
    const resetAt = now + believed(untilReset);
    facts.window = { limit, remaining, resetAt, windowId: reset ?? Math.ceil(resetAt / 10) / 100 };
  } else if (response.status < 400) {
    facts.unlimited = true;
  }

  const status = response.status;
  const scopeHeader = response.header('x-ratelimit-scope');
  facts.invalid = status === 401 || status === 403 || (status === 429 && scopeHeader !== 'shared');
  if (status !== 429) return { facts, refusal: undefined };

  let body: { retry_after?: unknown; global?: unknown } = {};
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    // A 429 from a proxy may carry no JSON; the headers still say how long to wait.
  }
  const retryAfterSeconds =
    num(response.header('retry-after')) ??
    (typeof body.retry_after === 'number' ? body.retry_after : undefined) ??
    resetAfter ??
    1;
  // Retry-After is whole seconds; retry_after in the body has decimals, so prefer the finer one.
  const seconds =
    typeof body.retry_after === 'number' && body.retry_after > 0 ? body.retry_after : retryAfterSeconds;
  const ms = Math.ceil(seconds * 1000);
  const global =
    response.header('x-ratelimit-global')?.toLowerCase() === 'true' ||
    body.global === true ||
    scopeHeader === 'global';
  const scope: RateLimitScope = global ? 'global' : scopeHeader === 'shared' ? 'shared' : 'user';
  if (global) facts.globalBlockUntil = now + believed(ms);
  else if (scope === 'user') facts.bucketBlockUntil = now + believed(ms);
  return { facts, refusal: { ms, scope, global } };
}
