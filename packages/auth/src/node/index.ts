/**
 * `@slashkit/auth/node`
 * @packageDocumentation
 * @module @slashkit/auth/node
 */
// @slashkit/auth/node: the Node-only loopback login (node:http). Everything else is in @slashkit/auth.

export { type AuthorizeOptions, authorize } from './authorize.js';
export { NodeAuthClient } from './node-auth-client.js';
export {
  type AuthorizationTimers,
  type LoopbackAuthorizationOptions,
  type PendingAuthorization,
  startAuthorization,
} from './start-authorization.js';
