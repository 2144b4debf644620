import type {
  APIGuildApplicationCommandPermissions,
  APIInteraction,
  APIInteractionResponse,
} from '@slashkit/api';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  createGatewayClient,
  type GatewayClientEvents,
  type GatewayClientOptions,
  GatewayError,
} from '../src/gateway/index.js';
import { countingTimers, FakeGateway, once, virtualTime } from './gateway-support.js';

// The gateway transport against a scriptable gateway over real sockets (127.0.0.1, port 0). Hostile gateways
// are in gateway-hostile.test.ts; the emulator's gateway is exercised end to end in test/gateway-*.test.ts.

/** Identifies at once: the pacing of identifies has its own tests (gateway-shards.test.ts). */
const noPacing = { acquire: async () => {} };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(options: Partial<GatewayClientOptions> = {}) {
  const gateway = await FakeGateway.start();
  const timers = countingTimers();
  const client = createGatewayClient({
    token: 'secret-token',
    apiBaseUrl: gateway.apiBaseUrl,
    timers,
    random: () => 0.5,
    backoff: { baseDelayMs: 1, maxDelayMs: 4 },
    identifyLimiter: noPacing,
    ...options,
  });
  cleanups.push(() => gateway.stop());
  cleanups.push(() => client.close());
  return { gateway, client, timers };
}

describe('connecting', () => {
  it('finds the URL with GET /gateway/bot, identifies and resolves connect() with READY', async () => {
    const { gateway, client, timers } = await setup({ intents: 0, shard: [0, 1] });
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    expect(gateway.discoveries).toEqual([{ authorization: 'Bot secret-token' }]);
    expect(connection.url).toBe('/gateway?v=10&encoding=json');
    const identify = await connection.next(2);
    expect(identify.d).toMatchObject({ token: 'secret-token', intents: 0, shard: [0, 1] });
    expect(identify.d.properties).toEqual({ os: process.platform, browser: 'slashkit', device: 'slashkit' });
    connection.ready();
    expect(await connecting).toEqual({
      sessionId: 'session-1',
      applicationId: '42',
      userId: '42',
      resumeGatewayUrl: `ws://${gateway.origin}/resume`,
    });
    expect(client.state).toBe('ready');
    expect(client.sessionId).toBe('session-1');
    expect(client.sequence).toBe(1);
    expect(await client.connect()).toMatchObject({ sessionId: 'session-1' });
    await client.close();
    expect((await connection.closed).code).toBe(1000);
    expect(timers.pending.size).toBe(0);
    expect(client.state).toBe('closed');
    await expect(client.connect()).rejects.toMatchObject({ code: 'CLOSED' });
  });

  it('uses gatewayUrl without a lookup, and refuses bad options up front', async () => {
    const gateway = await FakeGateway.start();
    cleanups.push(() => gateway.stop());
    const client = createGatewayClient({ token: 't', gatewayUrl: gateway.wsUrl });
    cleanups.push(() => client.close());
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    expect(gateway.discoveries).toEqual([]);
    expect(() => createGatewayClient({ token: '' })).toThrow(TypeError);
    expect(() => createGatewayClient({ token: 't', intents: -1 })).toThrow(RangeError);
    expect(() => createGatewayClient({ token: 't', gatewayUrl: 'http://x' })).toThrow(TypeError);
  });

  it('retries, then gives up, when /gateway/bot answers a malformed URL (never an unhandled rejection)', async () => {
    const { gateway, client } = await setup({ backoff: { baseDelayMs: 1, maxAttempts: 1 } });
    gateway.botBody = { url: 'not a url', shards: 1 };
    const errors: GatewayError[] = [];
    client.on('error', (e) => errors.push(e));
    await expect(client.connect()).rejects.toMatchObject({ code: 'RECONNECT_LIMIT', fatal: true });
    expect(errors.map((e) => e.code)).toEqual(['DISCOVERY_FAILED', 'DISCOVERY_FAILED', 'RECONNECT_LIMIT']);
    expect(client.state).toBe('closed');
  });

  it('heartbeats with the last sequence (first beat jittered), at once on op 1, and drops a zombie', async () => {
    const clock = virtualTime();
    const { gateway, client } = await setup({ timers: clock.timers, now: clock.now });
    gateway.heartbeatInterval = 1000;
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    expect(clock.delays()).toEqual([500]); // interval × random() (0.5)
    clock.advance(500);
    expect((await connection.next(1)).d).toBe(1);
    expect(clock.delays()).toEqual([1000]);
    const dispatched = once(client, 'dispatch');
    connection.send({ op: 11, d: null });
    connection.dispatch('SOMETHING', 7, {});
    await dispatched; // frames arrive in order, so the ACK has been seen too
    clock.advance(1000);
    expect((await connection.next(1)).d).toBe(7);
    connection.send({ op: 1, d: null });
    expect((await connection.next(1)).d).toBe(7);
    // No ACK for the last beats: the next tick finds a zombie and cuts it (no polite close to wait for).
    const reconnecting = once(client, 'reconnecting');
    clock.advance(1000);
    expect((await connection.closed).code).toBe(1006);
    expect(await reconnecting).toMatchObject({ resume: true, reason: 'Heartbeat not acknowledged' });
    clock.fireAll();
    expect((await (await gateway.nextConnection()).next(6)).d).toMatchObject({
      session_id: 'session-1',
      seq: 7,
    });
  });
});

describe('failures', () => {
  it('rejects connect() on 4004 and stops for good (fatal, no reconnect)', async () => {
    const { gateway, client, timers } = await setup();
    const errors: GatewayError[] = [];
    client.on('error', (e) => errors.push(e));
    const closed = once(client, 'closed');
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ws.close(4004, 'Authentication failed');
    const error = await connecting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'AUTHENTICATION_FAILED', fatal: true, closeCode: 4004 });
    expect((error as Error).message).not.toContain('secret-token');
    expect((await closed).error).toBe(error);
    expect(errors).toEqual([error]);
    expect(client.state).toBe('closed');
    expect(gateway.connections).toHaveLength(1);
    expect(timers.pending.size).toBe(0);
  });

  it('rejects connect() when GET /gateway/bot answers 401', async () => {
    const { gateway, client } = await setup();
    gateway.botStatus = 401;
    await expect(client.connect()).rejects.toMatchObject({ code: 'AUTHENTICATION_FAILED', fatal: true });
  });

  it.each([
    [4013, 'intents'],
    [4012, 'version'],
  ])('treats close %i as fatal', async (code, hint) => {
    const { gateway, client } = await setup();
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ws.close(code);
    const error = (await connecting.catch((e: unknown) => e)) as GatewayError;
    expect(error).toMatchObject({ code: 'FATAL_CLOSE', closeCode: code });
    expect(error.message).toContain(hint);
  });

  it('retries a failing lookup with backoff, and gives up after backoff.maxAttempts', async () => {
    const { gateway, client, timers } = await setup({ backoff: { baseDelayMs: 1, maxAttempts: 2 } });
    gateway.botStatus = 500;
    const reconnecting: GatewayClientEvents['reconnecting'][] = [];
    client.on('reconnecting', (e) => reconnecting.push(e));
    const error = await client.connect().catch((e: GatewayError) => e);
    expect(error).toMatchObject({ code: 'RECONNECT_LIMIT', fatal: true });
    expect(gateway.discoveries).toHaveLength(3);
    expect(reconnecting.map((r) => [r.attempt, r.resume])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(timers.pending.size).toBe(0);
  });

  it('close() during backoff cancels it, rejects connect() with CLOSED and leaves no timers', async () => {
    const { gateway, client, timers } = await setup({ backoff: { baseDelayMs: 60_000 } });
    gateway.botStatus = 503;
    const connecting = client.connect();
    await once(client, 'reconnecting');
    expect(timers.pending.size).toBe(1);
    await client.close();
    await expect(connecting).rejects.toMatchObject({ code: 'CLOSED' });
    expect(timers.pending.size).toBe(0);
  });
});

describe('resuming', () => {
  async function ready(options: Partial<GatewayClientOptions> = {}) {
    const context = await setup(options);
    const connecting = context.client.connect();
    const connection = await context.gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    return { ...context, connection };
  }

  it('resumes at resume_gateway_url with the last sequence after a drop, and reports RESUMED', async () => {
    const { gateway, client, connection } = await ready();
    connection.dispatch('APPLICATION_COMMAND_PERMISSIONS_UPDATE', 2, {
      id: '1',
      guild_id: '9',
      permissions: [],
    });
    await once(client, 'dispatch');
    const reconnecting = once(client, 'reconnecting');
    connection.ws.terminate();
    expect(await reconnecting).toMatchObject({ code: 1006, resume: true, attempt: 1 });
    const second = await gateway.nextConnection();
    expect(second.url).toBe('/resume?v=10&encoding=json');
    const resume = await second.next(6);
    expect(resume.d).toEqual({ token: 'secret-token', session_id: 'session-1', seq: 2 });
    const resumed = once(client, 'resumed');
    expect(client.state).toBe('reconnecting');
    const connectAgain = client.connect(); // while away: settles when the session is back
    second.dispatch('APPLICATION_COMMAND_PERMISSIONS_UPDATE', 3, { id: '2', guild_id: '9', permissions: [] });
    second.dispatch('RESUMED', 4, null);
    expect(await resumed).toEqual({ sessionId: 'session-1', replayed: 1 });
    expect(await connectAgain).toMatchObject({ sessionId: 'session-1' });
    expect(client.sequence).toBe(4);
    expect(gateway.discoveries).toHaveLength(1);
  });

  it('closes with 4000 and resumes on Reconnect (op 7)', async () => {
    const { gateway, connection } = await ready();
    connection.send({ op: 7, d: null });
    expect((await connection.closed).code).toBe(4000);
    expect((await (await gateway.nextConnection()).next(6)).d.session_id).toBe('session-1');
  });

  it('identifies again after Invalid Session (d: false) and resumes after d: true', async () => {
    const { gateway, client, connection } = await ready();
    connection.send({ op: 9, d: true });
    const second = await gateway.nextConnection();
    await second.next(6);
    second.send({ op: 9, d: false });
    const third = await gateway.nextConnection();
    expect(third.url).toBe('/gateway?v=10&encoding=json');
    const identify = await third.next(2);
    expect(identify.d.token).toBe('secret-token');
    const readyAgain = once(client, 'ready');
    third.ready('session-2');
    expect((await readyAgain).sessionId).toBe('session-2');
  });

  it('starts a new session after 4009 Session timed out', async () => {
    const { gateway, connection } = await ready();
    connection.ws.close(4009, 'Session timed out');
    expect((await (await gateway.nextConnection()).next(2)).op).toBe(2);
  });
});

describe('dispatches', () => {
  const interaction = {
    id: '900',
    application_id: '42',
    type: 2,
    token: 'interaction-token',
    version: 1,
    data: { id: '1', name: 'ping', type: 1 },
    user: { id: '7', username: 'u', discriminator: '0', global_name: null, avatar: null },
  } as unknown as APIInteraction;

  it('routes INTERACTION_CREATE through the handler, answering through rest (the callback endpoint)', async () => {
    const callbacks: [string, string, APIInteractionResponse][] = [];
    const rest = {
      interactions: {
        async createInteractionResponse(id: string, token: string, body: APIInteractionResponse) {
          callbacks.push([id, token, body]);
        },
      },
    };
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const handler = {
      async dispatch(i: APIInteraction, options?: { respond?: (b: APIInteractionResponse) => unknown }) {
        await options?.respond?.({ type: 4, data: { content: `pong ${i.id}` } });
        finish();
      },
    };
    const { gateway, client } = await setup({ handler, rest });
    const seen: APIInteraction[] = [];
    client.on('interactionCreate', (i) => seen.push(i));
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    connection.dispatch('INTERACTION_CREATE', 2, interaction);
    await finished;
    expect(seen).toEqual([interaction]);
    expect(callbacks).toEqual([['900', 'interaction-token', { type: 4, data: { content: 'pong 900' } }]]);
  });

  it('emits typed permission updates, and survives listeners that throw', async () => {
    const { gateway, client } = await setup();
    const errors: GatewayError[] = [];
    client.on('error', (e) => errors.push(e));
    client.on('applicationCommandPermissionsUpdate', () => {
      throw new Error('listener bug');
    });
    const update = once(client, 'applicationCommandPermissionsUpdate');
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    const payload = {
      id: '42',
      application_id: '42',
      guild_id: '100',
      permissions: [{ id: '100', type: 1, permission: true }],
    };
    connection.dispatch('APPLICATION_COMMAND_PERMISSIONS_UPDATE', 2, payload);
    expect(await update).toEqual(payload);
    expect(errors.map((e) => e.code)).toEqual(['LISTENER_FAILED']);
    expect(client.state).toBe('ready');
  });

  it('close() waits for interactions in flight, and leaves no timers or sockets', async () => {
    // The client's own timers, counted through its timers seam: other tests' timers cannot blur the count.
    const pending = new Set<unknown>();
    const timers = {
      setTimeout(callback: () => void, ms: number) {
        const handle = setTimeout(() => {
          pending.delete(handle);
          callback();
        }, ms);
        pending.add(handle);
        return handle;
      },
      clearTimeout(handle: unknown) {
        pending.delete(handle);
        clearTimeout(handle as ReturnType<typeof setTimeout>);
      },
    };
    const count = (type: string) => process.getActiveResourcesInfo().filter((r) => r === type).length;
    const before = count('Timeout');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let done = false;
    const handler = {
      async dispatch() {
        started();
        await held;
        done = true;
      },
    };
    const gateway = await FakeGateway.start();
    cleanups.push(() => gateway.stop());
    const client = createGatewayClient({
      token: 't',
      gatewayUrl: gateway.wsUrl,
      handler,
      identifyLimiter: noPacing,
      timers,
    });
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    expect(pending.size).toBeGreaterThan(0); // the heartbeat
    connection.dispatch('INTERACTION_CREATE', 2, interaction);
    await running;
    const closing = client.close();
    expect((await connection.closed).code).toBe(1000);
    release();
    await closing;
    expect(done).toBe(true);
    expect(pending.size).toBe(0);
    // Nor any timer outside the seam (a timer of an earlier test may have ended meanwhile: at most as many).
    expect(count('Timeout')).toBeLessThanOrEqual(before);
  });
});

describe('types', () => {
  it('types each event payload and refuses unknown events', () => {
    const client = createGatewayClient({ token: 't', gatewayUrl: 'ws://127.0.0.1:1/gateway' });
    client.on('applicationCommandPermissionsUpdate', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<APIGuildApplicationCommandPermissions>();
    });
    client.on('interactionCreate', (payload) => expectTypeOf(payload).toEqualTypeOf<APIInteraction>());
    client.on('error', (error) => expectTypeOf(error.code).toEqualTypeOf<GatewayError['code']>());
    // @ts-expect-error: not an event of the client
    client.on('messageCreate', () => {});
    expectTypeOf(client.connect).returns.resolves.toHaveProperty('sessionId');
    expect(client.state).toBe('idle');
  });
});
