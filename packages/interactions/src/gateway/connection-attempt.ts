import type { GatewaySocket } from './gateway-socket.js';

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
}
