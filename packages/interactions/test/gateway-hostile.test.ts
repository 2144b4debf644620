import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  createGatewayClient,
  type GatewayClientOptions,
  type GatewayError,
  HeartbeatIntervalBounds,
} from '../src/gateway/index.js';
import { driveOnVirtualTime, FakeGateway, type Frame, once, virtualTime } from './gateway-support.js';

// Hostile and broken gateways over real sockets: malformed frames, hot reconnect loops, stalls and zombies.
// Time is virtual: reconnect rates are counted against the timers the client was given, never wall time.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A client on virtual time against a fake gateway; `gatewayUrl: undefined` makes it look the URL up. */
async function setup(
  options: Partial<Omit<GatewayClientOptions, 'gatewayUrl'>> & { gatewayUrl?: string | undefined } = {},
) {
  const gateway = await FakeGateway.start();
  const clock = virtualTime();
  const { gatewayUrl: given, ...rest } = options;
  const gatewayUrl = 'gatewayUrl' in options ? given : gateway.wsUrl;
  const client = createGatewayClient({
    token: 'secret-token',
    ...(gatewayUrl ? { gatewayUrl } : {}),
    timers: clock.timers,
    now: clock.now,
    random: () => 0.5,
    identifyLimiter: { acquire: async () => {} },
    ...rest,
  });
  const errors: GatewayError[] = [];
  client.on('error', (e) => errors.push(e));
  cleanups.push(() => gateway.stop());
  cleanups.push(async () => {
    const closing = client.close();
    clock.fireAll(); // the close handshake's cut-off, if a peer never answers
    await closing;
  });
  /** Runs each scheduled reconnection at once (it is the only timer left when the client schedules one). */
  const autoReconnect = () => client.on('reconnecting', () => queueMicrotask(() => clock.fireNext()));
  return { gateway, client, clock, errors, autoReconnect };
}

const helloThen =
  (after: (frame: Frame, send: (frame: Frame) => void, raw: (text: string) => void) => void) =>
  (gateway: FakeGateway) => {
    gateway.onFrame = (frame, connection) => {
      if (frame.op === 2 || frame.op === 6)
        after(
          frame,
          (f) => connection.send(f),
          (t) => connection.raw(t),
        );
    };
  };

describe('malformed frames are violations: reported, and the connection restarted', () => {
  it.each([
    ['the text frame null', 'null'],
    ['a frame that is not JSON', '{"op":'],
    ['a JSON array', '[0]'],
    ['READY with d: null', JSON.stringify({ op: 0, t: 'READY', s: 1, d: null })],
    ['READY {} without a session id', JSON.stringify({ op: 0, t: 'READY', s: 1, d: {} })],
    ['a dispatch with a negative sequence', JSON.stringify({ op: 0, t: 'X', s: -1, d: {} })],
    ['INTERACTION_CREATE without an id', JSON.stringify({ op: 0, t: 'INTERACTION_CREATE', s: 2, d: {} })],
    ['Hello without an interval', JSON.stringify({ op: 10, d: null })],
    [
      'READY with a resume_gateway_url that does not parse',
      JSON.stringify({
        op: 0,
        t: 'READY',
        s: 1,
        d: { session_id: 'x', resume_gateway_url: 'ws://[', user: { id: '1' }, application: { id: '1' } },
      }),
    ],
  ])('%s', async (_name, text) => {
    const { gateway, client, errors, autoReconnect } = await setup();
    autoReconnect();
    let first = true;
    helloThen((_frame, send, raw) => {
      if (first) {
        first = false;
        raw(text);
      } else {
        send({
          op: 0,
          t: 'READY',
          s: 1,
          d: { session_id: 'good', user: { id: '1' }, application: { id: '1' } },
        });
      }
    })(gateway);
    const ready = await client.connect();
    expect(ready.sessionId).toBe('good');
    expect(errors.map((e) => e.code)).toEqual(['PROTOCOL_VIOLATION']);
    expect(errors[0]?.message).toMatch(/^the gateway sent /);
    expect(gateway.connections).toHaveLength(2);
    expect((await gateway.connections[0]!.closed).code).toBe(4000);
  });

  it('a binary frame', async () => {
    const { gateway, client, errors, autoReconnect } = await setup();
    autoReconnect();
    gateway.script = (connection) => {
      if (gateway.connections.length === 1) connection.raw(Buffer.from([1, 2, 3]));
      else connection.send({ op: 10, d: { heartbeat_interval: 45_000 } });
    };
    helloThen((_f, send) =>
      send({ op: 0, t: 'READY', s: 1, d: { session_id: 's', user: { id: '1' }, application: { id: '1' } } }),
    )(gateway);
    await client.connect();
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/binary frame/)]);
  });

  it('RESUMED before READY does not orphan connect(): it is a violation, and READY then settles it', async () => {
    const { gateway, client, errors, autoReconnect } = await setup();
    autoReconnect();
    helloThen((_frame, send) => {
      if (gateway.connections.length === 1) send({ op: 0, t: 'RESUMED', s: 1, d: null });
      else
        send({
          op: 0,
          t: 'READY',
          s: 1,
          d: { session_id: 's2', user: { id: '1' }, application: { id: '1' } },
        });
    })(gateway);
    expect((await client.connect()).sessionId).toBe('s2');
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/RESUMED without a Resume/)]);
  });
});

describe('reconnect rate is bounded (counted on virtual time)', () => {
  const window = { windowMs: 60_000, cap: 40 };
  // Wakes only when the client waits on a reconnection, so no other timer fires early and pads the window.
  const onReconnect = { events: ['reconnecting' as const] };
  // With the default backoff (1 s doubling to 30 s, jitter 0.75 here), 60 s hold at most ~9 connections.
  const bound = 12;

  it('op 7 right after Hello', async () => {
    const { gateway, client, clock } = await setup();
    gateway.script = (c) => {
      c.send({ op: 10, d: { heartbeat_interval: 41_250 } });
      c.send({ op: 7, d: null });
    };
    const run = await driveOnVirtualTime(client, gateway, clock, window, onReconnect);
    expect(run.connections).toBeLessThanOrEqual(bound);
    expect(run.elapsedMs).toBeGreaterThanOrEqual(window.windowMs);
  });

  it('READY (or RESUMED), then close 4000 at once', async () => {
    const { gateway, client, clock } = await setup();
    gateway.onFrame = (frame, connection) => {
      if (frame.op === 6) connection.send({ op: 0, t: 'RESUMED', s: 2, d: null });
      else if (frame.op === 2) connection.ready('s');
      if (frame.op === 2 || frame.op === 6) connection.ws.close(4000);
    };
    const run = await driveOnVirtualTime(client, gateway, clock, window, onReconnect);
    expect(run.connections).toBeLessThanOrEqual(bound);
  });

  it('heartbeat_interval: 1 and no ACK ever', async () => {
    const { gateway, client, clock } = await setup();
    gateway.heartbeatInterval = 1;
    helloThen((_f, send) =>
      send({ op: 0, t: 'READY', s: 1, d: { session_id: 's', user: { id: '1' }, application: { id: '1' } } }),
    )(gateway);
    // Idle after READY and after each beat: the next timer is the next beat, or the zombie verdict.
    const wakes = { events: ['reconnecting' as const, 'ready' as const, 'resumed' as const], frames: [1] };
    const run = await driveOnVirtualTime(client, gateway, clock, window, wakes);
    expect(run.connections).toBeLessThanOrEqual(bound);
  });

  it('a healthy session that gets op 7 reconnects at once; a young one backs off', async () => {
    const { gateway, client, clock } = await setup();
    gateway.heartbeatInterval = 60_000; // the first beat at 30 s, the next one past the test
    helloThen((frame, send) => {
      if (frame.op === 6) send({ op: 0, t: 'RESUMED', s: 2, d: null });
      else
        send({
          op: 0,
          t: 'READY',
          s: 1,
          d: { session_id: 's', user: { id: '1' }, application: { id: '1' } },
        });
    })(gateway);
    gateway.onFrame = ((inner) => (frame: Frame, connection: Parameters<typeof inner>[1]) => {
      inner(frame, connection);
      if (frame.op === 1) connection.send({ op: 11, d: null });
    })(gateway.onFrame);
    await client.connect();
    clock.advance(30_000); // 30 s: the session is healthy
    const first = once(client, 'reconnecting');
    gateway.connections[0]!.send({ op: 7, d: null });
    expect(await first).toMatchObject({ delayMs: 0, resume: true });
    const resumed = once(client, 'resumed');
    clock.fireNext();
    await resumed;
    // Straight away again: this session is young, so the streak backs off.
    const second = once(client, 'reconnecting');
    gateway.connections[1]!.send({ op: 7, d: null });
    expect((await second).delayMs).toBeGreaterThan(0);
  });

  it('after an outage, the first reconnect to a gateway that is back does not inherit the outage backoff', async () => {
    const { gateway, client, clock } = await setup();
    let down = false;
    gateway.script = (c) => {
      if (down) c.ws.terminate();
      else c.send({ op: 10, d: { heartbeat_interval: 41_250 } });
    };
    helloThen((frame, send) => {
      // The session expired during the outage: Resume gets Invalid Session.
      if (frame.op === 6) send({ op: 9, d: false });
      else
        send({
          op: 0,
          t: 'READY',
          s: 1,
          d: { session_id: 's', user: { id: '1' }, application: { id: '1' } },
        });
    })(gateway);
    await client.connect();
    clock.advance(40_000);
    down = true;
    const delays: number[] = [];
    client.on('reconnecting', (r) => delays.push(r.delayMs));
    gateway.connections[0]!.ws.terminate();
    // Eight failed attempts: the waits grow to the 30 s cap (×0.75 jitter).
    while (delays.length < 8) {
      await once(client, 'reconnecting');
      clock.fireNext();
    }
    expect(delays.at(-1)).toBe(22_500);
    down = false;
    const invalid = once(client, 'reconnecting');
    clock.fireNext();
    // Reached again; Invalid Session asks for 1-5 s, not the outage's 22.5 s.
    expect(await invalid).toMatchObject({ reason: 'Invalid session', delayMs: 3000 });
  });
});

describe('heartbeat interval is clamped', () => {
  it.each([
    [1, HeartbeatIntervalBounds.min],
    [2 ** 31 + 1000, HeartbeatIntervalBounds.max],
    [1e300, HeartbeatIntervalBounds.max],
  ])('Hello with %d beats every %d ms', async (asked, used) => {
    const { gateway, client, clock } = await setup({ random: () => 0 });
    gateway.heartbeatInterval = asked;
    helloThen((_f, send) =>
      send({ op: 0, t: 'READY', s: 1, d: { session_id: 's', user: { id: '1' }, application: { id: '1' } } }),
    )(gateway);
    await client.connect();
    expect(clock.delays()).toEqual([0]); // the first beat, jittered by random() = 0
    clock.fireNext();
    expect(clock.delays()).toEqual([used]);
  });
});

describe('stalls and zombies', () => {
  it('a gateway that never answers the upgrade: the handshake times out and the client retries', async () => {
    const held: Socket[] = [];
    const server = createServer();
    server.on('upgrade', (_req, socket: Socket) => held.push(socket));
    const upgrades: (() => void)[] = [];
    server.on('upgrade', () => upgrades.shift()?.());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    const { client, clock, errors } = await setup({
      gatewayUrl: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/gateway`,
      timeouts: { handshakeMs: 10_000 },
    });
    const upgraded = new Promise<void>((resolve) => upgrades.push(resolve));
    const connecting = client.connect();
    await upgraded;
    expect(clock.delays()).toEqual([10_000]);
    const reconnecting = once(client, 'reconnecting');
    clock.fireNext();
    expect(await reconnecting).toMatchObject({ reason: 'Timed out waiting for the WebSocket handshake' });
    expect(errors.map((e) => e.code)).toEqual(['TIMED_OUT']);
    await client.close();
    await expect(connecting).rejects.toMatchObject({ code: 'CLOSED' });
  });

  it('a /gateway/bot that never answers: the lookup times out and is retried', async () => {
    const held: import('node:http').ServerResponse[] = [];
    const requests: (() => void)[] = [];
    const server = createServer((_req, res) => {
      held.push(res);
      requests.shift()?.();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    const { client, clock, errors } = await setup({
      gatewayUrl: undefined,
      apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v10`,
      timeouts: { handshakeMs: 8_000 },
    });
    const asked = new Promise<void>((resolve) => requests.push(resolve));
    void client.connect().catch(() => {});
    await asked;
    expect(clock.delays()).toEqual([8_000]);
    const reconnecting = once(client, 'reconnecting');
    clock.fireNext();
    expect(await reconnecting).toMatchObject({ reason: 'gateway URL lookup failed' });
    expect(errors.map((e) => [e.code, e.message])).toEqual([
      ['DISCOVERY_FAILED', 'GET /gateway/bot failed: no answer within 8000 ms'],
    ]);
  });

  it('a gateway that never says Hello: the Hello deadline restarts the connection', async () => {
    const { gateway, client, clock, errors } = await setup({ timeouts: { helloMs: 7_000 } });
    // Op 1 instead of Hello: the client answers it, which shows its socket is open and the deadline armed.
    gateway.script = (c) => c.send({ op: 1, d: null });
    void client.connect().catch(() => {});
    const connection = await gateway.nextConnection();
    await connection.next(1);
    expect(clock.delays()).toEqual([7_000]);
    const reconnecting = once(client, 'reconnecting');
    clock.fireNext();
    expect(await reconnecting).toMatchObject({ reason: 'Timed out waiting for Hello' });
    expect(errors.map((e) => e.code)).toEqual(['TIMED_OUT']);
    expect((await connection.closed).code).toBe(1006); // cut, not closed politely
  });

  it('a gateway that never sends READY after Identify: the ready deadline restarts the connection', async () => {
    const { gateway, client, clock } = await setup({ timeouts: { readyMs: 9_000 } });
    void client.connect().catch(() => {});
    const connection = await gateway.nextConnection();
    await connection.next(2);
    expect(clock.delays().sort()).toEqual([9_000, 30_000].sort()); // the deadline and the first heartbeat
    const reconnecting = once(client, 'reconnecting');
    clock.fireNext();
    expect(await reconnecting).toMatchObject({ reason: 'Timed out waiting for READY or RESUMED' });
  });

  it('a peer that stops reading: op 7 reconnects without waiting for its close handshake', async () => {
    const { gateway, client } = await setup();
    helloThen((_f, send) =>
      send({ op: 0, t: 'READY', s: 1, d: { session_id: 's', user: { id: '1' }, application: { id: '1' } } }),
    )(gateway);
    await client.connect();
    const first = gateway.connections[0]!;
    first.send({ op: 7, d: null });
    // The old connection never answers the client's close frame: the client must not wait for it.
    (first.ws as WebSocket & { _socket: Socket })._socket.pause();
    const reconnecting = once(client, 'reconnecting');
    await reconnecting;
    expect(first.ws.readyState).toBe(WebSocket.OPEN);
    expect(client.state).toBe('reconnecting');
  });
});
