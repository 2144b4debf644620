import type { IncomingMessage } from 'node:http';

/**
 * Reads and discards the rest of a request body that a route refused part-way (a 413 for a file over the
 * limit, a 400 for a bad multipart part), so that the client, still sending, gets to read the answer
 * instead of a reset connection (`write EPIPE`, `ECONNRESET`). Nothing is kept; past `maxBytes` in all the
 * socket is closed instead. The server's `requestTimeout` bounds how long a slow sender is waited for.
 */
export function drainRefusedBody(req: IncomingMessage, maxBytes: number): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxBytes) req.socket.destroy();
  });
  req.resume();
}
