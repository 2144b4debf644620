import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import type { Timers } from '@slashkit/api';
import { onTestFinished } from 'vitest';

/** One request as the hostile server read it: the request line and the raw head. */
export interface HostileRequest {
  method: string;
  path: string;
  head: string;
}

/** What a hostile behaviour gets: the socket, the request, and how many requests came before it. */
export type Behaviour = (socket: Socket, request: HostileRequest, index: number) => void;

/** A raw TCP server speaking just enough HTTP/1.1 to misbehave on purpose. */
export interface HostileServer {
  /** `http://127.0.0.1:<port>/api/v10` */
  baseUrl: string;
  requests: HostileRequest[];
  /** Emits `request` (HostileRequest) and `closed` (a socket the client closed, with its bytes written). */
  events: EventEmitter;
}

/**
 * Starts a node:net server on 127.0.0.1 that hands each request's socket to `behave` once the request head
 * (and any Content-Length body) has arrived; closed when the test finishes.
 */
export async function startHostileServer(behave: Behaviour): Promise<HostileServer> {
  const requests: HostileRequest[] = [];
  const events = new EventEmitter();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      events.emit('closed', socket.bytesWritten);
    });
    // Requests on one keep-alive connection are read one after another.
    let buffered = '';
    const onData = (chunk?: Buffer): void => {
      if (chunk) buffered += chunk.toString('latin1');
      const end = buffered.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = buffered.slice(0, end);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      buffered = buffered.slice(end + 4 + length);
      const [method = '', path = ''] = head.split(' ');
      const request = { method, path: path.replace(/^\/api\/v10/, ''), head };
      const index = requests.push(request) - 1;
      events.emit('request', request);
      behave(socket, request, index);
      if (buffered.length > 0) onData();
    };
    socket.on('data', onData);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  onTestFinished(async () => {
    for (const socket of sockets) socket.destroy();
    server.close();
    await once(server, 'close');
  });
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/api/v10`, requests, events };
}

/** Writes a complete JSON response and keeps the connection open for the next request. */
export function answerJson(
  socket: Socket,
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
): void {
  writeHead(socket, status, { 'content-type': 'application/json', ...headers }, JSON.stringify(json));
}

/** Writes a status line, headers and (optionally) a whole body with its Content-Length. */
export function writeHead(
  socket: Socket,
  status: number,
  headers: Record<string, string>,
  body?: string,
): void {
  const all =
    body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  socket.write(`HTTP/1.1 ${status} X\r\n${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

/** Timers that fire only when told to, and report each one set: the deadline of a test is its own. */
export function manualTimers(): Timers & {
  /** Resolves with the delay of the next timer set (at once if one is pending with `ms`). */
  next(ms?: number): Promise<number>;
  /** Fires every pending timer of `ms` milliseconds; returns how many fired. */
  fire(ms: number): number;
} {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const set = new EventEmitter();
  let id = 0;
  return {
    setTimeout(callback, ms) {
      pending.set(++id, { callback, ms });
      set.emit('set', ms);
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    async next(ms) {
      for (const timer of pending.values()) if (timer.ms === ms) return ms;
      for (;;) {
        const [delay] = (await once(set, 'set')) as [number];
        if (ms === undefined || delay === ms) return delay;
      }
    },
    fire(ms) {
      let fired = 0;
      for (const [handle, timer] of [...pending]) {
        if (timer.ms !== ms) continue;
        pending.delete(handle);
        timer.callback();
        fired++;
      }
      return fired;
    },
  };
}
