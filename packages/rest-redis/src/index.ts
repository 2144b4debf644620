/**
 * `@slashkit/rest-redis`
 * @packageDocumentation
 * @module @slashkit/rest-redis
 */
// @slashkit/rest-redis: a rate-limit store on Redis (or Valkey) for @slashkit/rest, so that the processes of
// one bot share its limits. The public surface: the store, its options, the client it needs, and (again,
// for convenience) the error a store failing closed throws.

export { RateLimitStoreUnavailableError } from '@slashkit/rest';
export type { RedisCommandClient } from './redis-command-client.js';
export { RedisRateLimitStore } from './redis-rate-limit-store.js';
export type { RedisRateLimitStoreOptions, UnavailablePolicy } from './redis-rate-limit-store-options.js';
