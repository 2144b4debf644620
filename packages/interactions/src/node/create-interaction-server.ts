import { createServer, type Server, type ServerOptions } from 'node:http';
import type { InteractionHandler } from '../create-interaction-handler.js';
import { toNodeListener } from './to-node-listener.js';

/**
 * Read timeouts for a server that receives webhooks: the service sends each request whole and at once, so
 * anything slower is a broken or hostile client (slow-loris) and its socket is closed.
 * - `headersTimeout` 5 s: the request line and headers must arrive within it.
 * - `requestTimeout` 10 s: the whole request, body included.
 * - `keepAliveTimeout` 5 s: an idle kept-alive socket is closed after it.
 * - `connectionsCheckingInterval` 1 s: how often node enforces the first two (its default, 30 s, would let
 *   a socket outlive them by that much).
 * @example
 * createServer({ ...interactionServerTimeouts }, toNodeListener(handler)).listen(3000);
 */
export const interactionServerTimeouts = {
  headersTimeout: 5_000,
  requestTimeout: 10_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;

/**
 * A `node:http` server for the handler (interactions or Webhook Events), with
 * {@link interactionServerTimeouts} (override any of them, or add other server options). Call `listen` on it.
 * @example
 * createInteractionServer(handler).listen(3000);
 */
export function createInteractionServer(
  handler: Pick<InteractionHandler, 'handle'>,
  options: ServerOptions = {},
): Server {
  return createServer({ ...interactionServerTimeouts, ...options }, toNodeListener(handler));
}
