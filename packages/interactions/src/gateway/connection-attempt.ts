import type { GatewayError } from './gateway-error.js';
import { GatewaySocket, type GatewaySocketEvents } from './gateway-socket.js';
import type { GatewayWebSocketConstructor } from './gateway-web-socket.js';

/** One connection attempt of a gateway client, from opening the socket to letting go of it. */
export interface ConnectionAttempt {
  socket: GatewaySocket;
  /** Hello arrived: the gateway is reachable. */
  gotHello: boolean;
  /** Resume was sent on this connection, so RESUMED is expected (and allowed). */
  sentResume: boolean;
  /** Aborts the wait for an identify slot when the connection goes away first. */
  identifying: AbortController | null;
}

/** How the client lets go of a connection it gives up on. */
export interface Restart {
  reason: string;
  /** Resume the session afterwards (false: forget it and identify). */
  resume: boolean;
  /** Drop without a close handshake (a zombie, a stalled step) instead of a polite 4000. */
  terminate?: boolean;
  /** After Invalid Session: wait the 1-5 s the service asks for. */
  invalidSession?: boolean;
  /** What to report on the `error` event first (a violation, a timeout). */
  error?: GatewayError;
}

/**
 * Opens a socket to the gateway at `base` (with `v=10&encoding=json`) as a new attempt, its events bound to
 * it by `events`. Throws what the WebSocket constructor throws.
 */
export function openConnectionAttempt(
  WebSocket: GatewayWebSocketConstructor,
  base: string,
  events: (attempt: ConnectionAttempt) => GatewaySocketEvents,
): ConnectionAttempt {
  const url = new URL(base);
  url.searchParams.set('v', '10');
  url.searchParams.set('encoding', 'json');
  const attempt = { gotHello: false, sentResume: false, identifying: null } as unknown as ConnectionAttempt;
  attempt.socket = new GatewaySocket(new WebSocket(url.toString()), events(attempt));
  return attempt;
}
