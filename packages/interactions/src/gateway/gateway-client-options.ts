import type { RuntimeOptions } from '@slashkit/api';
import type { TelemetryOptions } from '@slashkit/rest';
import type { InteractionHandler } from '../create-interaction-handler.js';
import type { InteractionRestMethods } from '../respond/interaction-rest-client.js';
import type { GatewayBackoffOptions } from './gateway-backoff.js';
import type { GatewayWebSocketConstructor } from './gateway-web-socket.js';
import type { IdentifyLimiter } from './identify-limiter.js';

/** How long the client waits for each step of a connection before giving up on it and reconnecting. */
export interface GatewayTimeouts {
  /** The WebSocket handshake, in ms (default 15 000). */
  handshakeMs?: number;
  /** Hello, once the socket is open, in ms (default 20 000). */
  helloMs?: number;
  /** READY or RESUMED, once Identify or Resume was sent, in ms (default 30 000). */
  readyMs?: number;
  /** The peer's answer to the client's close frame in `close()`, before the socket is cut, in ms (default 5 000). */
  closeMs?: number;
}

/** Options of `createGatewayClient`; the runtime seams (`now`, `timers`, `logger`) come from `RuntimeOptions`. */
export interface GatewayClientOptions extends RuntimeOptions {
  /** The bot token (without the `Bot ` prefix). */
  token: string;
  /** The app's id; when given, a READY for another application is a fatal `APPLICATION_MISMATCH`. */
  applicationId?: string;
  /**
   * Where INTERACTION_CREATE goes: the handler of `createInteractionHandler` (the same router as the webhook),
   * or anything with its `dispatch`. Without one, interactions only reach `interactionCreate` listeners.
   */
  handler?: Pick<InteractionHandler, 'dispatch'>;
  /**
   * Sends initial responses to the callback endpoint (gateway interactions cannot answer inline): a `REST` of
   * @slashkit/rest. When omitted, the handler's own client is used.
   */
  rest?: { readonly interactions: Pick<InteractionRestMethods, 'createInteractionResponse'> };
  /** The API base URL for `GET /gateway/bot`; defaults to the real service. */
  apiBaseUrl?: string;
  /** The gateway URL, skipping `GET /gateway/bot` (e.g. the emulator's `ws://127.0.0.1:PORT/gateway`). */
  gatewayUrl?: string;
  /** Gateway intents; interactions and permission updates need none (default 0). */
  intents?: number;
  /** `[shard_id, num_shards]` to identify with. */
  shard?: [number, number];
  /** Waits between reconnection attempts. */
  backoff?: GatewayBackoffOptions;
  /** Deadlines of the handshake, Hello, READY and the closing handshake. */
  timeouts?: GatewayTimeouts;
  /**
   * Paces Identify (one per `shard_id % max_concurrency` per 5 s). Default: one per client, with
   * `max_concurrency` from `GET /gateway/bot` (1 when `gatewayUrl` skips it). Shards share one; see
   * `createGatewayShards`.
   */
  identifyLimiter?: IdentifyLimiter;
  /** The WebSocket class (default `globalThis.WebSocket` when the runtime has one, else `ws`, loaded on first connect). */
  WebSocket?: GatewayWebSocketConstructor;
  /** Random numbers in [0, 1) for heartbeat and backoff jitter (default `Math.random`). */
  random?: () => number;
  /** `fetch` for `GET /gateway/bot` (default the global one). */
  fetch?: typeof fetch;
  /**
   * OpenTelemetry: with `@opentelemetry/api` installed, a `gateway session` span per session with its
   * resumes and reconnects as events, to the global tracer provider or the one given here; `false` turns it
   * off. See README "Tracing and metrics".
   */
  telemetry?: false | TelemetryOptions;
}
