import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { command, createInteractionHandler } from '../src/index.js';
import { createInteractionServer, interactionServerTimeouts } from '../src/node/index.js';
import { interaction } from './support/fixtures.js';
import { createTestKey, signedHeaders } from './support/keys.js';

const key = createTestKey();
const handler = createInteractionHandler({
  publicKey: key.publicKeyHex,
  commands: [command({ name: 'hello', description: 'Hello' }, (ctx) => ctx.reply('hi'))],
  onError: () => {},
});

/** Opens a raw TCP connection that sends `text` and then nothing more. */
async function slowClient(port: number, text: string): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.on('data', () => {}); // the server's 408, if it sends one
  await once(socket, 'connect');
  socket.write(text);
  return socket;
}

describe('createInteractionServer', () => {
  it('has read timeouts by default, documented in interactionServerTimeouts', () => {
    const server = createInteractionServer(handler);
    expect(server.headersTimeout).toBe(interactionServerTimeouts.headersTimeout);
    expect(server.requestTimeout).toBe(interactionServerTimeouts.requestTimeout);
    expect(server.keepAliveTimeout).toBe(interactionServerTimeouts.keepAliveTimeout);
    expect(interactionServerTimeouts.requestTimeout).toBeLessThanOrEqual(30_000);
  });

  it('closes 200 slow-loris sockets (headers or body trickled) and still answers a real request', async () => {
    // The defaults shortened for the test; the server enforces them itself, and the test waits on each close.
    // Long enough that the real request, sent after 200 connections on a loaded machine, is answered in time.
    const server = createInteractionServer(handler, {
      headersTimeout: 400,
      requestTimeout: 1000,
      connectionsCheckingInterval: 20,
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const sockets: Socket[] = [];
      for (let i = 0; i < 100; i++) {
        sockets.push(await slowClient(port, 'POST / HTTP/1.1\r\nHost: bot\r\nX-Signature-Ed25519: '));
        sockets.push(
          await slowClient(
            port,
            'POST / HTTP/1.1\r\nHost: bot\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"type":',
          ),
        );
      }
      const body = JSON.stringify(interaction({ name: 'hello' }));
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: signedHeaders(key, body),
        body,
      });
      expect(await response.json()).toEqual({ type: 4, data: { content: 'hi' } });
      await Promise.all(sockets.map((socket) => (socket.closed ? undefined : once(socket, 'close'))));
      expect(sockets.every((socket) => socket.destroyed)).toBe(true);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
