/**
 * `@slashkit/interactions/gateway`
 * @packageDocumentation
 * @module @slashkit/interactions/gateway
 */
// @slashkit/interactions/gateway: receive interactions and permission updates over a gateway connection and
// route them through the same handler as the webhook; answers always go to the callback endpoint.

export { createGatewayClient } from './create-gateway-client.js';
export {
  createGatewayShards,
  type GatewayShardListener,
  type GatewayShards,
  type GatewayShardsOptions,
} from './create-gateway-shards.js';
export { backoffDelay, type GatewayBackoffOptions } from './gateway-backoff.js';
export type { GatewayClient } from './gateway-client.js';
export type { GatewayClientEvents, GatewayReady } from './gateway-client-events.js';
export type { GatewayClientOptions, GatewayTimeouts } from './gateway-client-options.js';
export { GatewayError, type GatewayErrorCode } from './gateway-error.js';
export { clampHeartbeatInterval, HeartbeatIntervalBounds } from './gateway-heartbeat.js';
export type { GatewayWebSocket, GatewayWebSocketConstructor } from './gateway-web-socket.js';
export {
  createIdentifyLimiter,
  type IdentifyLimiter,
  type IdentifyLimiterOptions,
} from './identify-limiter.js';
