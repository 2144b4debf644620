import type { ServerResponse } from 'node:http';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { startSignedEndpoint } from '../../../test/support/signed-endpoint.js';
import { assertAnswered, connectTestClient, TestClientError } from '../src/testing/index.js';
import { start } from './harness.js';
import { command } from './scripted-app.js';

// @slashkit/emulator/testing under faults, over real sockets: many waits at once while the runtime collects
// garbage, an emulator that dies during a wait, a server that never answers, a bot that dies mid-answer.

// Collecting garbage on demand makes the moment the runtime cancels an unread body come when the test says.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A TCP server on 127.0.0.1:0, closed after the test with every socket it accepted. */
async function tcpServer(
  onSocket: (socket: Socket) => void,
): Promise<{ server: Server; url: string; cut: () => void }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  closers.push(() => {
    cut();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cut };
}

describe('the test client under faults', () => {
  it('33 concurrent waits each get their message, with garbage collected while they first read', async () => {
    const h = await start();
    // One more wait than the emulator allows event streams (32): they share one.
    const count = 33;
    // Each wait's first read of the channel is where a body left unread would be collected and cancelled:
    // the first reads (every wait starts before any message) are held until all have come, then garbage
    // is collected once, then they go on.
    const held: (() => void)[] = [];
    const collecting: typeof fetch = async (input, init) => {
      if (String(input).includes('/messages?') && held.length < count) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length < count) return;
          collectGarbage();
          // Finalizers run after the collection, on later turns of the event loop.
          setImmediate(() =>
            setImmediate(() => {
              for (const release of held) release();
            }),
          );
        });
      }
      return fetch(input, init);
    };
    const client = await connectTestClient(h.emu.url, { fetch: collecting });
    const member = client.user('member');
    const waits = Array.from({ length: count }, (_, i) =>
      member
        .waitForMessage((m) => m.content === `message ${i}`)
        .then(
          (m) => m.content,
          (error: Error) => error.message,
        ),
    );
    await Promise.all(Array.from({ length: count }, (_, i) => member.say(`message ${i}`)));
    expect(await Promise.all(waits)).toEqual(Array.from({ length: count }, (_, i) => `message ${i}`));
  });

  it('an emulator that dies during a wait rejects it with a TestClientError', async () => {
    let emulatorPort = 0;
    // A proxy in front of the emulator: cutting its sockets is the emulator's process dying.
    const proxy = await tcpServer((socket) => {
      const emulator = connect(emulatorPort, '127.0.0.1');
      emulator.on('error', () => socket.destroy());
      socket.on('close', () => emulator.destroy());
      socket.pipe(emulator).pipe(socket);
    });
    const h = await start({ allowedHosts: [new URL(proxy.url).host] });
    emulatorPort = Number(new URL(h.emu.url).port);
    let read!: () => void;
    const firstRead = new Promise<void>((resolve) => {
      read = resolve;
    });
    const client = await connectTestClient(proxy.url, {
      // Signals once the wait's first read of the channel has come back whole: it then listens only.
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (!String(input).includes('/messages?')) return response;
        const body = await response.text();
        read();
        return new Response(body, { status: response.status, headers: response.headers });
      },
    });
    const wait = client
      .user('member')
      .waitForMessage(() => false)
      .catch((error: unknown) => error);
    await firstRead;
    proxy.cut();
    const error = await wait;
    expect(error).toBeInstanceOf(TestClientError);
    expect((error as Error).message).toMatch(
      /^the emulator's event stream broke off \(.+\): was the emulator stopped\? while waiting for a matching message in #general as member sees it \(it has 0: none\)$/,
    );
  });

  it('connecting to a server that accepts and never answers gives up after timeoutMs', async () => {
    const silent = await tcpServer(() => {});
    const error = await connectTestClient(silent.url, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TestClientError);
    expect((error as Error).message).toBe(
      `GET /_emulator/world got no answer from ${silent.url} within 200 ms: is it an emulator, and is it running?`,
    );
  });

  it('run() of a command whose bot dies mid-body comes back failed, naming the cause', async () => {
    const h = await start();
    await command(h, 'crash');
    const bot = await startSignedEndpoint(h.app.publicKey, () => (res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"type":4,"data":{"con', () => res.socket?.destroy());
    });
    closers.push(bot.close);
    const client = await connectTestClient(h.emu.url);
    await client.setInteractionsEndpoint(`${bot.url}interactions`);
    const result = await client.user('member').run('crash');
    expect(result.status).toBe('failed');
    expect(() => assertAnswered(result)).toThrow(
      /^expected the interaction to be answered, but it failed: The endpoint answered 200 with a body that could not be used: the body broke off before its end/,
    );
  });
});
