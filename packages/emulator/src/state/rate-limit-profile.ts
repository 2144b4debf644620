import { Limits } from '@slashkit/api';

/** A fixed-window limit: `limit` requests per `windowMs`. */
export interface RateLimitWindow {
  limit: number;
  windowMs: number;
}

/** How the emulator rate limits the API. */
export interface RateLimitProfile {
  name: 'on' | 'off' | 'strict';
  /** When false, no limit is enforced and no `X-RateLimit-*` headers are sent. */
  enabled: boolean;
  /** Limit of read routes (GET), per bucket and major parameter. */
  read: RateLimitWindow;
  /** Limit of write routes (POST, PUT, PATCH, DELETE), per bucket and major parameter. */
  write: RateLimitWindow;
  /** The global limit per caller (bot or Bearer token; the client address without a valid one) across all routes. */
  global: RateLimitWindow;
  /**
   * Invalid requests (answers 401, 403, or 429 other than scope `shared`) per client address; once spent, every
   * API request from that address gets a 429 until the window ends (the service's temporary ban). Default:
   * the service's 10,000 per 10 minutes.
   */
  invalidRequests?: RateLimitWindow;
}

/** The service's invalid-request limit: 10,000 per 10 minutes per IP. */
export const serviceInvalidRequests: Readonly<RateLimitWindow> = {
  limit: Limits.invalidRequests,
  windowMs: Limits.invalidRequestWindowMs,
};

/** The service's global limit: 50 requests per second per bot. */
const serviceGlobal: Readonly<RateLimitWindow> = {
  limit: Limits.globalRequestsPerSecond,
  windowMs: Limits.globalRequestWindowMs,
};

/**
 * The three profiles. `on` is close to the service (its global limit; the per-route figures are the
 * emulator's own, as the service only tells them in headers); `strict` is small on
 * purpose so clients' limiters and retries are exercised in tests with a few requests; `off` disables it.
 */
export const rateLimitProfiles: Readonly<Record<RateLimitProfile['name'], RateLimitProfile>> = {
  on: {
    name: 'on',
    enabled: true,
    read: { limit: 50, windowMs: 1000 },
    write: { limit: 25, windowMs: 5000 },
    global: serviceGlobal,
    invalidRequests: serviceInvalidRequests,
  },
  strict: {
    name: 'strict',
    enabled: true,
    read: { limit: 3, windowMs: 1000 },
    write: { limit: 2, windowMs: 1000 },
    global: { limit: 5, windowMs: 1000 },
    // Ten mistakes, not ten thousand, so a test reaches the ban; the window stays the service's 10 minutes.
    invalidRequests: { limit: 10, windowMs: Limits.invalidRequestWindowMs },
  },
  off: {
    name: 'off',
    enabled: false,
    read: { limit: Number.POSITIVE_INFINITY, windowMs: 1000 },
    write: { limit: Number.POSITIVE_INFINITY, windowMs: 1000 },
    global: { limit: Number.POSITIVE_INFINITY, windowMs: 1000 },
    invalidRequests: { limit: Number.POSITIVE_INFINITY, windowMs: Limits.invalidRequestWindowMs },
  },
};
