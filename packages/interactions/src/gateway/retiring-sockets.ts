import type { Timers } from '@slashkit/api';
import type { GatewaySocket } from './gateway-socket.js';

/**
 * Sockets the client has let go of but that have not finished closing. The client never waits for them
 * to reconnect; `close()` waits for them a bounded time and then cuts them, so nothing outlives the client.
 */
export class RetiringSockets {
  readonly #sockets = new Set<GatewaySocket>();
  readonly #timers: Timers;

  constructor(timers: Timers) {
    this.#timers = timers;
  }

  add(socket: GatewaySocket): void {
    this.#sockets.add(socket);
    void socket.closed.then(() => this.#sockets.delete(socket));
  }

  /** Waits up to `graceMs` for every socket to finish closing, cuts the ones still open, and waits for them. */
  async drain(graceMs: number): Promise<void> {
    const sockets = [...this.#sockets];
    if (sockets.length === 0) return;
    let handle: unknown;
    const cutoff = new Promise<void>((resolve) => {
      handle = this.#timers.setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.all(sockets.map((s) => s.closed)), cutoff]);
    this.#timers.clearTimeout(handle);
    for (const socket of sockets) socket.terminate();
    await Promise.all(sockets.map((s) => s.closed));
  }
}
