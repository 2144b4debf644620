import { afterEach, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayErrorCode } from '../src/gateway/index.js';
import {
  driveOnVirtualTime,
  type FakeConnection,
  FakeGateway,
  seededRandom,
  virtualTime,
} from './gateway-support.js';

// Fuzz: a hostile gateway answers every connection and every client frame with random frames and random
// closes, from a fixed seed, for a bounded number of connections. The client must never throw, never stop
// (no fatal close is in the mix), and keep its reconnect rate bounded, counted on virtual time.

const SEED = 0x5eed_2026;
const CONNECTIONS = 120;
const token = 'fuzz-secret-token';

const valid = {
  ready: { session_id: 'fz', resume_gateway_url: '', user: { id: '1' }, application: { id: '1' } },
  interaction: { id: '5', token: 't', type: 1, application_id: '1', version: 1 },
};

/** Frames a broken or hostile gateway might send, from well-formed to nonsense. */
function randomFrame(random: () => number): string | Buffer {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const s = Math.floor(random() * 50);
  return pick<() => string | Buffer>([
    () => 'null',
    () => '',
    () => '{',
    () => '[]',
    () => '"op"',
    () => '1e999',
    () => 'x'.repeat(Math.floor(random() * 5000)),
    () => Buffer.from([0, 1, 2]),
    () => JSON.stringify({ op: 'x' }),
    () => JSON.stringify({ op: 0 }),
    () => JSON.stringify({ op: 0, t: 'READY', s, d: null }),
    () => JSON.stringify({ op: 0, t: 'READY', s, d: {} }),
    () => JSON.stringify({ op: 0, t: 'READY', s, d: valid.ready }),
    () => JSON.stringify({ op: 0, t: 'RESUMED', s, d: null }),
    () =>
      JSON.stringify({ op: 0, t: 'INTERACTION_CREATE', s, d: pick([null, 5, {}, [], valid.interaction]) }),
    () =>
      JSON.stringify({
        op: 0,
        t: 'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
        s,
        d: pick([null, { guild_id: 1 }]),
      }),
    () =>
      JSON.stringify({
        op: 0,
        t: pick(['', 'X', '__proto__', 'GUILD_CREATE']),
        s: pick([s, -1, 2 ** 60, 'x']),
        d: {},
      }),
    () => JSON.stringify({ op: 1, d: null }),
    () => JSON.stringify({ op: 2, d: {} }),
    () => JSON.stringify({ op: 7, d: null }),
    () => JSON.stringify({ op: 9, d: pick([true, false, null, 'yes']) }),
    () =>
      JSON.stringify({ op: 10, d: { heartbeat_interval: pick([1, 0, -5, 2 ** 31, 1e308, 'x', 41_250]) } }),
    () => JSON.stringify({ op: 11, d: null }),
    () => JSON.stringify({ op: 99, d: null }),
    () => JSON.stringify({ op: 10, d: { heartbeat_interval: 41_250 }, s: -3 }),
  ])();
}

/** Sends 0-3 random frames, then maybe closes with a code that is not fatal, or cuts the socket. */
function misbehave(connection: FakeConnection, random: () => number): void {
  const count = Math.floor(random() * 4);
  for (let i = 0; i < count; i++) connection.raw(randomFrame(random));
  const end = random();
  if (end < 0.1) connection.ws.terminate();
  else if (end < 0.25) {
    const codes = [1000, 1001, 3000, 4000, 4001, 4002, 4003, 4005, 4007, 4008, 4009, 4999];
    connection.ws.close(codes[Math.floor(random() * codes.length)]);
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('gateway client fuzz', () => {
  it(`survives ${CONNECTIONS} connections of random frames and closes (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    const gateway = await FakeGateway.start();
    cleanups.push(() => gateway.stop());
    gateway.script = (connection) => {
      // Usually a Hello first, so that the session logic gets exercised beyond the handshake. Otherwise op 1,
      // whose answer shows the client's socket is open (and its Hello deadline armed) to the driver.
      if (random() < 0.8) connection.send({ op: 10, d: { heartbeat_interval: 41_250 } });
      else connection.send({ op: 1, d: null });
      misbehave(connection, random);
    };
    gateway.onFrame = (frame, connection) => {
      if (frame.op === 2 || frame.op === 6 || random() < 0.2) misbehave(connection, random);
    };
    const clock = virtualTime();
    const client = createGatewayClient({
      token,
      gatewayUrl: gateway.wsUrl,
      timers: clock.timers,
      now: clock.now,
      random: seededRandom(SEED + 1),
      identifyLimiter: { acquire: async () => {} },
    });
    cleanups.push(async () => {
      const closing = client.close();
      clock.fireAll();
      await closing;
    });
    const codes = new Set<GatewayErrorCode>();
    const immediate: number[] = [];
    client.on('error', (error) => {
      codes.add(error.code);
      expect(error.message).not.toContain(token);
    });
    client.on('reconnecting', ({ delayMs }) => {
      if (delayMs === 0) immediate.push(clock.now());
    });
    const run = await driveOnVirtualTime(
      client,
      gateway,
      clock,
      { windowMs: Number.POSITIVE_INFINITY, cap: CONNECTIONS },
      {
        events: ['reconnecting', 'error', 'ready', 'resumed', 'closed'],
        frames: [1, 2, 6],
      },
    );
    expect(client.state).not.toBe('closed');
    expect(run.connections).toBe(CONNECTIONS);
    // Bounded rate: on average no more than one connection per 500 ms of virtual time, and an immediate
    // reconnect only after a session that lasted (30 s) or as the first of a streak.
    expect(run.connections).toBeLessThanOrEqual(5 + run.elapsedMs / 500);
    expect(immediate.length).toBeLessThanOrEqual(1 + run.elapsedMs / 30_000);
    expect([...codes].every((c) => ['PROTOCOL_VIOLATION', 'CONNECTION_LOST', 'TIMED_OUT'].includes(c))).toBe(
      true,
    );
    expect(codes.has('PROTOCOL_VIOLATION')).toBe(true);
  }, 30_000);
});
