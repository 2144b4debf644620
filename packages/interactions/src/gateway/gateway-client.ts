import type { GatewayClientEvents, GatewayReady } from './gateway-client-events.js';

/** A gateway connection that delivers interactions and permission updates; see {@link createGatewayClient}. */
export interface GatewayClient {
  /**
   * Connects and identifies; resolves with READY. Rejects with a `GatewayError` on a fatal failure (bad
   * token) or when `close()` is called first; transient failures are retried with backoff meanwhile.
   */
  connect(): Promise<GatewayReady>;
  /**
   * Stops for good: cancels reconnection, closes the socket with 1000 (which ends the session), and resolves
   * once the socket is closed, every timer is cleared and the interactions in flight have been answered.
   */
  close(): Promise<void>;
  /** Subscribes to an event; returns the function that unsubscribes. */
  on<E extends keyof GatewayClientEvents>(
    event: E,
    listener: (payload: GatewayClientEvents[E]) => void,
  ): () => void;
  /** Unsubscribes a listener. */
  off<E extends keyof GatewayClientEvents>(
    event: E,
    listener: (payload: GatewayClientEvents[E]) => void,
  ): void;
  /** Where the client is. */
  readonly state: 'idle' | 'connecting' | 'ready' | 'reconnecting' | 'closed';
  /** The current session's id, once identified. */
  readonly sessionId: string | null;
  /** The last sequence number received. */
  readonly sequence: number | null;
}
