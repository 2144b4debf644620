import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readTimeoutOptions } from '../src/http/read-timeouts.js';
import { start } from './harness.js';

// Clients that trickle a request head, a byte at a time, never finishing it: the emulator disconnects each
// one by its head timeout. Node checks its timeouts only every `connectionsCheckingInterval` (30 s unless
// set), so without it a 10 s bound held sockets for up to 40 s. Asserted by the socket closing under a small
// configured bound, not by measuring time.

describe('read timeouts', () => {
  it('disconnects clients that trickle a request head and never finish it', async () => {
    const h = await start({ timeouts: { headersMs: 200 } });
    const { port } = new URL(h.emu.url);
    const sockets = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const socket = connect(Number(port), '127.0.0.1');
        await once(socket, 'connect');
        socket.write(`GET /_emulator/world HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
        return socket;
      }),
    );
    // The attack: a header line now and then, for ever (until the emulator hangs up).
    const trickle = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write('X-Slow: 1\r\n');
    }, 20);
    try {
      const answers = await Promise.all(
        sockets.map(async (socket) => {
          let text = '';
          socket.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          socket.on('error', () => {}); // a write racing the close
          await once(socket, 'close');
          return text;
        }),
      );
      // Each was closed, with Node's 408 at most; none got the world.
      for (const text of answers) expect(text === '' || text.startsWith('HTTP/1.1 408')).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    // The emulator still answers a client that sends its request whole.
    expect((await h.admin('GET', '/world')).status).toBe(200);
  });

  it('makes the documented bounds hold: the check runs often enough, and the timeouts leave room for it', () => {
    const defaults = readTimeoutOptions();
    expect(defaults.connectionsCheckingInterval).toBe(500);
    expect(defaults.headersTimeout! + defaults.connectionsCheckingInterval!).toBe(10_000);
    expect(defaults.requestTimeout! + defaults.connectionsCheckingInterval!).toBe(60_000);
    expect(defaults.keepAliveTimeout).toBe(5_000);
    const short = readTimeoutOptions({ headersMs: 200, requestMs: 1_000 });
    expect(short.headersTimeout! + short.connectionsCheckingInterval!).toBe(200);
  });

  it('refuses timeouts that cannot hold', async () => {
    await expect(start({ timeouts: { headersMs: 0 } })).rejects.toThrow(
      /timeouts.headersMs must be an integer/,
    );
    await expect(start({ timeouts: { headersMs: 5_000, requestMs: 1_000 } })).rejects.toThrow(
      /timeouts.requestMs \(1000\) must be at least timeouts.headersMs \(5000\)/,
    );
  });
});
