import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { start } from './harness.js';

/**
 * Sends a raw WebSocket handshake for the gateway with this `Host` and reads what comes back: the whole
 * answer of a refused upgrade (the server closes), or the head of a 101 (then the socket is dropped).
 */
async function upgrade(
  port: number,
  host: string,
  target = '/gateway?v=10&encoding=json',
): Promise<{ status: number; text: string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    `GET ${target} HTTP/1.1\r\n` +
      `Host: ${host}\r\n` +
      'Upgrade: websocket\r\n' +
      'Connection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
      'Sec-WebSocket-Version: 13\r\n\r\n',
  );
  let text = '';
  for await (const chunk of socket) {
    text += (chunk as Buffer).toString();
    if (text.startsWith('HTTP/1.1 101') && text.includes('\r\n\r\n')) break;
  }
  socket.destroy();
  return { status: Number(text.slice(9, 12)), text };
}

describe('the gateway upgrade: Host header and request target', () => {
  it('refuses a foreign Host with the 400 the HTTP side gives, before any handshake, and logs it', async () => {
    const lines: string[] = [];
    const h = await start({ log: (line) => lines.push(line) });
    const port = Number(new URL(h.emu.url).port);
    for (const host of [`evil.example:${port}`, `127.0.0.1:${port + 1}`, 'localhost']) {
      const { status, text } = await upgrade(port, host);
      expect(status, host).toBe(400);
      expect(text).not.toContain('Sec-WebSocket-Accept');
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
        message: 'Unknown Host; the emulator answers only its own names (add others with allowedHosts)',
        code: 0,
      });
    }
    expect(
      lines.filter((line) => line.startsWith('GET /gateway?v=10&encoding=json 400 (Unknown Host')),
    ).toHaveLength(3);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      const { status, text } = await upgrade(port, host);
      expect(status, host).toBe(101);
      expect(text).toContain('Sec-WebSocket-Accept');
    }
  });

  it('accepts the extra names of allowedHosts, and only those', async () => {
    const h = await start({ allowedHosts: ['emulator.internal'] });
    const port = Number(new URL(h.emu.url).port);
    expect((await upgrade(port, 'emulator.internal')).status).toBe(101);
    expect((await upgrade(port, 'proxy.test')).status).toBe(400);
  });

  it('refuses a path with dot segments, which URL normalisation would turn into the gateway path', async () => {
    const lines: string[] = [];
    const h = await start({ log: (line) => lines.push(line) });
    const port = Number(new URL(h.emu.url).port);
    for (const target of ['/x/%2e%2e/gateway', '/x/../gateway', '/x/%2E./gateway?v=10']) {
      const { status, text } = await upgrade(port, `127.0.0.1:${port}`, target);
      expect(status, target).toBe(400);
      expect(text).not.toContain('Sec-WebSocket-Accept');
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)).message).toBe(
        'The path has a . or .. segment (possibly percent-encoded); none is allowed',
      );
    }
    expect(lines.filter((line) => line.includes(' 400 (The path has a . or .. segment'))).toHaveLength(3);
  });
});
