import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { start } from './harness.js';

/** One raw HTTP/1.1 exchange: what a browser, proxy or attacker can send that fetch would tidy up. */
async function raw(port: number, head: string, body = ''): Promise<{ status: number; text: string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.end(`${head}\r\nConnection: close\r\n\r\n${body}`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return { status: Number(text.slice(9, 12)), text };
}

/** Reads from a socket until the end of the HTTP head of its first response. */
async function readHead(socket: Socket): Promise<string> {
  let text = '';
  for await (const chunk of socket) {
    text += (chunk as Buffer).toString();
    if (text.includes('\r\n\r\n')) break;
  }
  return text;
}

async function emulator() {
  const lines: string[] = [];
  const h = await start({ log: (line) => lines.push(line) });
  const port = Number(new URL(h.emu.url).port);
  return { h, port, lines };
}

describe('the emulator over a hostile socket', () => {
  it('refuses dot segments, plain or percent-encoded: /api/ cannot climb to the admin API', async () => {
    const { h, port, lines } = await emulator();
    const targets = [
      '/api/v10/%2e%2e/%2e%2e/_emulator/world',
      '/api/v10/%2E%2e/%2e%2E/_emulator/world',
      '/api/v10/../../_emulator/world',
      '/api/v10/.%2e/.%2E/_emulator/world',
      '/api/v10/./../../_emulator/world?x=1',
      '/api/v10\\..\\..\\_emulator/world',
      '/api/v10/%5c..%5c../_emulator/world',
    ];
    for (const target of targets) {
      const { status, text } = await raw(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}`);
      expect(status, target).toBe(400);
      expect(text).toContain('. or .. segment');
      expect(text).not.toContain(h.app.botToken);
    }
    expect(lines.filter((line) => line.includes(' 400 (The path has a . or .. segment'))).toHaveLength(
      targets.length,
    );
    // The admin API itself is still where it is.
    expect((await raw(port, `GET /_emulator/world HTTP/1.1\r\nHost: 127.0.0.1:${port}`)).status).toBe(200);
  });

  it('refuses unknown Host names (DNS rebinding) and answers its own', async () => {
    const { port, lines } = await emulator();
    for (const host of [`evil.example:${port}`, `127.0.0.1:${port + 1}`, 'localhost', 'a b']) {
      const { status, text } = await raw(port, `GET /_emulator/world HTTP/1.1\r\nHost: ${host}`);
      expect(status, host).toBe(400);
      expect(text).toContain('Unknown Host');
    }
    expect(lines.filter((line) => line.includes('400 (Unknown Host'))).toHaveLength(4);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      expect((await raw(port, `GET /api/v10/gateway HTTP/1.1\r\nHost: ${host}`)).status, host).toBe(200);
    }
  });

  it('answers extra names given in allowedHosts', async () => {
    const h = await start({ allowedHosts: ['emulator.internal', 'proxy.test:8443'] });
    const port = Number(new URL(h.emu.url).port);
    for (const host of ['emulator.internal', `emulator.internal:${port}`, 'proxy.test:8443']) {
      expect((await raw(port, `GET /api/v10/gateway HTTP/1.1\r\nHost: ${host}`)).status, host).toBe(200);
    }
    expect((await raw(port, 'GET /api/v10/gateway HTTP/1.1\r\nHost: proxy.test:1')).status).toBe(400);
  });

  it('writes its own origin into URLs, never the Host header', async () => {
    const h = await start({ allowedHosts: ['emulator.internal'] });
    const port = Number(new URL(h.emu.url).port);
    const gateway = await raw(port, 'GET /api/v10/gateway HTTP/1.1\r\nHost: emulator.internal');
    expect(gateway.text).toContain(`"url":"ws://127.0.0.1:${port}`);
    expect(gateway.text).not.toContain('emulator.internal');
    const metadata = await raw(
      port,
      `GET /.well-known/oauth-authorization-server HTTP/1.1\r\nHost: localhost:${port}`,
    );
    expect(metadata.status).toBe(200);
    expect(metadata.text).toContain(`"issuer":"http://127.0.0.1:${port}"`);
    expect(metadata.text).not.toContain('localhost');
  });

  it('answers TRACE and other unknown methods 405, and a bad request target 400, each with a log line', async () => {
    const { port, lines } = await emulator();
    for (const method of ['TRACE', 'PROPFIND', 'LINK']) {
      const { status } = await raw(port, `${method} /api/v10/gateway HTTP/1.1\r\nHost: 127.0.0.1:${port}`);
      expect(status, method).toBe(405);
    }
    expect((await raw(port, `GET * HTTP/1.1\r\nHost: 127.0.0.1:${port}`)).status).toBe(400);
    expect(lines.filter((line) => / 40[05] \(/.test(line))).toHaveLength(4);
    expect(lines.join('\n')).not.toMatch(/ 500|error while/);
  });

  it('answers an unauthenticated upload 401 before reading its body, and closes the connection', async () => {
    const { h, port } = await emulator();
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await once(socket, 'connect');
    // 7.9 MB announced, 64 KB sent: the answer must come without the rest.
    socket.write(
      `POST /api/v10/applications/${h.app.id}/commands HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${7_900_000}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(64 * 1024, 0x20));
    const head = await readHead(socket);
    expect(head).toMatch(/^HTTP\/1\.1 401/);
    expect(head.toLowerCase()).toContain('connection: close');
    if (!socket.closed) await once(socket, 'close');
  });

  it('refuses a body over the limit: announced at once, streamed once it passes the limit', async () => {
    const { h, port } = await emulator();
    const announced = await raw(
      port,
      `POST /api/v10/applications/${h.app.id}/commands HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 9000000`,
    );
    expect(announced.status).toBe(413);
    expect(announced.text).toContain('"code":40005');

    const streamed = await fetch(`${h.emu.apiBaseUrl}/applications/${h.app.id}/commands`, {
      method: 'POST',
      headers: { authorization: `Bot ${h.app.botToken}`, 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 9; i++) controller.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { code: number }).code).toBe(40005);
  });
});
