import type { GatewaySession, GatewaySink } from '../state/gateway-session.js';

/**
 * What the gateway needs of one WebSocket connection: its session, its timers, and the ways to end or
 * steer it. (The connection class itself speaks `ws`; this keeps the emulator's public types free of it.)
 */
export interface GatewaySocketConnection extends GatewaySink {
  /** The session attached to the socket, if it identified or resumed. */
  readonly session: GatewaySession | null;
  /** Whether the heartbeat deadline timer is pending. */
  readonly deadlineArmed: boolean;
  /** Resolves once the socket has closed. */
  readonly closed: Promise<void>;
  /** Closes with a gateway close code; a non-resumable code (or `resumable: false`) ends the session. */
  close(code: number, options?: { reason?: string; resumable?: boolean }): void;
  /** Drops the socket without a close frame. */
  terminate(): void;
  /** Sends Reconnect (op 7). */
  requestReconnect(): void;
  /** Sends Invalid Session (op 9); `resumable: false` also ends the session. */
  invalidateSession(resumable: boolean): void;
}
