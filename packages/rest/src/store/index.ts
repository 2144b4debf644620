/**
 * `@slashkit/rest/store`: the rate-limit store protocol, for writing a store that several processes of one
 * bot share (as `@slashkit/rest-redis` does): the store interface and the states it keeps, the atomic
 * operations of a shared store and what they exchange, the in-memory store to start from or to wrap, and
 * the error a store failing closed throws. A bot that only configures a store needs none of it:
 * `new REST({ rateLimitStore })` takes any `RateLimitStore`.
 * @packageDocumentation
 * @module @slashkit/rest/store
 */

export { MemoryRateLimitStore } from '../rate-limits/memory-rate-limit-store.js';
export type {
  BucketState,
  MaybePromise,
  RateLimitStore,
  WindowState,
} from '../rate-limits/rate-limit-store.js';
export {
  RateLimitStoreUnavailableError,
  type RateLimitStoreUnavailableErrorInit,
} from '../rate-limits/rate-limit-store-unavailable-error.js';
export type {
  LearnedResponse,
  LearnedWindow,
  ResponseFacts,
  SlotDecision,
  SlotRequest,
} from '../rate-limits/shared-store-operations.js';
