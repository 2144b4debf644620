// A TCP proxy that stands between a client and a server (Redis, or the emulator's HTTP) and misbehaves on
// demand, as a network or a server does: it holds every byte (a server stopped with SIGSTOP, or one that
// accepts and never answers), delays every chunk (plain latency), or delays each new connection (a cold
// first connection). The tests assert on what happens, never on how long it took.
import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';

/** A running proxy; see {@link startStallingProxy}. */
export interface StallingProxy {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** Holds every byte in both directions, on open and new connections, until {@link resume}. */
  stall(): void;
  /** Sends on what was held, in order, and stops holding. */
  resume(): void;
  /** Delays every chunk, both ways, by this many ms (0: none); order is kept. */
  latency: number;
  /** Delays the connection to the server of each new client connection by this many ms. */
  connectDelay: number;
  /** Client connections open now. */
  readonly open: number;
  /** Resolves once no client connection is open. */
  idle(): Promise<void>;
  /** Resolves once a client connection is open (at once when one is). */
  connected(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy to `127.0.0.1:targetPort` on a free port. */
export async function startStallingProxy(targetPort: number): Promise<StallingProxy> {
  let stalled = false;
  const held: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const clients = new Set<Socket>();
  const onIdle: Array<() => void> = [];
  const onConnected: Array<() => void> = [];
  const pipe = (from: Socket, to: Socket): void => {
    let due = 0;
    from.on('data', (chunk: Buffer) => {
      const send = (): void => {
        if (!to.destroyed) to.write(chunk);
      };
      const later = (): void => {
        if (proxy.latency <= 0) {
          send();
          return;
        }
        // Each chunk leaves `latency` ms after it came, never before the one ahead of it.
        due = Math.max(due, Date.now() + proxy.latency);
        setTimeout(send, due - Date.now());
      };
      if (stalled) held.push(later);
      else later();
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };
  const server = createServer((client) => {
    sockets.add(client);
    clients.add(client);
    for (const resolve of onConnected.splice(0)) resolve();
    client.pause();
    client.on('close', () => {
      sockets.delete(client);
      clients.delete(client);
      if (clients.size === 0) for (const resolve of onIdle.splice(0)) resolve();
    });
    client.on('error', () => {});
    const connect = (): void => {
      if (client.destroyed) return;
      const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      pipe(client, upstream);
      pipe(upstream, client);
      client.resume();
    };
    if (proxy.connectDelay > 0) setTimeout(connect, proxy.connectDelay);
    else connect();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const proxy: StallingProxy = {
    port,
    latency: 0,
    connectDelay: 0,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const send of held.splice(0)) send();
    },
    get open() {
      return clients.size;
    },
    idle() {
      if (clients.size === 0) return Promise.resolve();
      return new Promise((resolve) => onIdle.push(resolve));
    },
    connected() {
      if (clients.size > 0) return Promise.resolve();
      return new Promise((resolve) => onConnected.push(resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
  return proxy;
}
