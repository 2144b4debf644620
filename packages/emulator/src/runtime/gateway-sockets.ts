import type { GatewaySocketConnection } from './gateway-socket-connection.js';

/** What the gateway holds at one moment; every count is 0 before the first connection and after stop. */
export interface GatewayResources {
  /** Sessions with a socket attached now (disconnected ones wait in the state, to be resumed). */
  sessions: number;
  /** Gateway connections whose socket has not closed yet. */
  connections: number;
  /** Sockets the WebSocket server still tracks. */
  sockets: number;
  /** Pending timers: heartbeat deadlines and the shutdown cut-off. */
  timers: number;
}

/**
 * The gateway's sockets in a running emulator: the WebSocket server, its connections and the shutdown
 * cut-off timer. Not state: sockets cannot be saved, so a snapshot holds the sessions and never these.
 */
export class GatewaySockets {
  /** The connections whose socket has not closed yet. */
  readonly connections = new Set<GatewaySocketConnection>();
  /** The WebSocket server, once attached to a node server (its clients are what `resources()` counts). */
  server: { readonly clients: { readonly size: number } } | undefined;
  /** The shutdown cut-off's timer handle, while stopping. */
  cutoff: unknown;

  /**
   * What the gateway holds right now, counted from its own sockets (not the process's, which other
   * emulators and clients in the same process share): tests assert that stop leaves nothing behind.
   */
  resources(): GatewayResources {
    let timers = this.cutoff === undefined ? 0 : 1;
    let sessions = 0;
    for (const connection of this.connections) {
      if (connection.deadlineArmed) timers += 1;
      if (connection.session) sessions += 1;
    }
    return {
      sessions,
      connections: this.connections.size,
      sockets: this.server?.clients.size ?? 0,
      timers,
    };
  }
}
