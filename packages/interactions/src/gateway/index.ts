// @slashkit/interactions/gateway: receive interactions and permission updates over a gateway connection (ws)
// and route them through the same handler as the webhook; answers always go to the callback endpoint.

export {
  createGatewayClient,
  type GatewayClient,
  type GatewayClientOptions,
  type GatewayLogger,
} from './create-gateway-client.js';
export { backoffDelay, type GatewayBackoffOptions } from './gateway-backoff.js';
export type { GatewayClientEvents, GatewayReady } from './gateway-client-events.js';
export { GatewayError, type GatewayErrorCode } from './gateway-error.js';
