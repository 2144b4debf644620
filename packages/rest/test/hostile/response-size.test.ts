import { once } from 'node:events';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  fetchTransport,
  REST,
  ResponseTooLargeError,
  type Transport,
  undiciTransport,
} from '../../src/index.js';
import { APP, rejection, TOKEN } from '../support/fixtures.js';
import { startHostileServer, writeHead } from './hostile-server.js';

const MiB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

// Writes `total` bytes of body as fast as the client reads them, stopping when the client hangs up.
function flood(socket: Socket, total: number): void {
  let written = 0;
  const pump = (): void => {
    while (written < total && !socket.destroyed) {
      written += CHUNK.length;
      if (!socket.write(CHUNK)) {
        socket.once('drain', pump);
        return;
      }
    }
    socket.end();
  };
  pump();
}

const transports: Array<[string, () => Transport]> = [
  ['undici', () => undiciTransport()],
  ['fetch', () => fetchTransport()],
];

describe('response size cap (issue 14)', () => {
  it('refuses a declared 200 MB body without reading it (default cap)', async () => {
    const declared = 200 * MiB;
    const server = await startHostileServer((socket) => {
      writeHead(socket, 200, { 'content-type': 'application/json', 'content-length': String(declared) });
      flood(socket, declared);
    });
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const closed = once(server.events, 'closed');
    const error = (await rejection(rest.commands.getGlobalCommands(APP))) as ResponseTooLargeError;
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ code: 'RESPONSE_TOO_LARGE', limit: 32 * MiB, declaredLength: declared });
    expect(error.message).toMatch(/maxResponseBytes/);
    const [written] = (await closed) as [number];
    expect(written).toBeLessThan(declared);
    // Not retried: a second copy would be just as large.
    expect(server.requests).toHaveLength(1);
  });

  it.each(transports)('stops reading a chunked body at maxResponseBytes (%s)', async (_name, make) => {
    const total = 64 * MiB;
    const server = await startHostileServer((socket) => {
      writeHead(socket, 200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
      // One endless chunk is enough to look chunked; the client never sees its end.
      socket.write(`${total.toString(16)}\r\n`);
      flood(socket, total);
    });
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      maxResponseBytes: MiB,
      transport: make(),
    });
    const closed = once(server.events, 'closed');
    const error = (await rejection(rest.commands.getGlobalCommands(APP))) as ResponseTooLargeError;
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ limit: MiB, declaredLength: undefined });
    const [written] = (await closed) as [number];
    expect(written).toBeLessThan(total);
  });

  it('reads a body within the cap, declared or chunked', async () => {
    const body = JSON.stringify([{ id: '1', name: 'x'.repeat(1000) }]);
    const server = await startHostileServer((socket, _request, index) => {
      if (index === 0) writeHead(socket, 200, { 'content-type': 'application/json' }, body);
      else {
        writeHead(socket, 200, { 'transfer-encoding': 'chunked' });
        socket.write(`${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`);
      }
    });
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, maxResponseBytes: body.length });
    await expect(rest.commands.getGlobalCommands(APP)).resolves.toEqual(JSON.parse(body));
    await expect(rest.commands.getGlobalCommands(APP)).resolves.toEqual(JSON.parse(body));
  });
});
