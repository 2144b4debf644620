/**
 * The part of a WebSocket the gateway client uses: the WHATWG `WebSocket` (browsers, Deno, Bun, Node 22+)
 * and the `ws` package both fit. `terminate()` (ws) drops a dead connection at once; without it the client
 * calls `close()` and stops listening to the socket instead of waiting for the peer.
 */
export interface GatewayWebSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate?(): void;
  // `object`: each runtime has its own event classes; the client reads `data`, `code` and `reason` only.
  addEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: object) => void): void;
}

/** A WebSocket class: `globalThis.WebSocket`, `ws`'s `WebSocket`, or a wrapper with the same constructor. */
export type GatewayWebSocketConstructor = new (url: string) => GatewayWebSocket;

/** WebSocket `readyState` values (the same in every implementation). */
export const SocketState = { Connecting: 0, Open: 1, Closing: 2, Closed: 3 } as const;

/**
 * The WebSocket class to use: the injected one, else the runtime's global `WebSocket`, else `ws`, imported
 * only now so that a program that never opens a gateway connection never loads it (Node 20 has no global
 * WebSocket unless started with `--experimental-websocket`).
 */
export async function resolveWebSocket(
  injected: GatewayWebSocketConstructor | undefined,
): Promise<GatewayWebSocketConstructor> {
  if (injected) return injected;
  const global = (globalThis as { WebSocket?: GatewayWebSocketConstructor }).WebSocket;
  if (typeof global === 'function') return global;
  const ws = await import('ws');
  return ws.WebSocket;
}
