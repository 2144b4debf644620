import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  APIGuildApplicationCommandPermissions,
  APIInteraction,
  APIInteractionResponse,
} from '@slashkit/api';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import {
  createGatewayClient,
  type GatewayClient,
  type GatewayClientEvents,
  type GatewayClientOptions,
  GatewayError,
} from '../src/gateway/index.js';
import type { InteractionTimers } from '../src/index.js';

// The gateway transport against a scriptable gateway over real sockets (127.0.0.1, port 0). The emulator's
// gateway is exercised end to end in test/gateway-*.test.ts at the root.

interface Frame {
  op: number;
  // biome-ignore lint/suspicious/noExplicitAny: frames are asserted field by field.
  d: any;
  s?: number | null;
  t?: string | null;
}

/** One connection to the fake gateway: Hello is sent on open; frames from the client queue up. */
class FakeConnection {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly url: string;
  #wake: (() => void) | undefined;

  constructor(
    readonly ws: WebSocket,
    url: string,
  ) {
    this.url = url;
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      this.#wake?.();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.#wake?.();
      });
    });
  }

  /** The next frame the client sent with this op (earlier frames of other ops are dropped). */
  async next(op: number): Promise<Frame> {
    for (;;) {
      const index = this.frames.findIndex((f) => f.op === op);
      if (index >= 0) return this.frames.splice(0, index + 1).at(-1)!;
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`closed while waiting for op ${op}`);
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
    }
  }

  send(frame: Frame): void {
    this.ws.send(JSON.stringify({ s: null, t: null, ...frame }));
  }

  dispatch(t: string, s: number, d: unknown): void {
    this.send({ op: 0, t, s, d });
  }

  ready(sessionId = 'session-1', resumeUrl?: string): void {
    this.dispatch('READY', 1, {
      v: 10,
      session_id: sessionId,
      resume_gateway_url: resumeUrl ?? this.resumeUrl,
      user: { id: '42' },
      application: { id: '42' },
    });
  }

  resumeUrl = '';
}

/** A fake service: `GET /api/v10/gateway/bot` and a WebSocket gateway on any path. */
class FakeGateway {
  readonly connections: FakeConnection[] = [];
  readonly discoveries: { authorization: string | undefined }[] = [];
  heartbeatInterval = 60_000;
  botStatus = 200;
  /** What `/gateway/bot` answers as the URL; the gateway's own by default. */
  botUrl: string | undefined;
  #waiting: ((c: FakeConnection) => void)[] = [];
  #taken = 0;

  private constructor(
    readonly http: Server,
    readonly wss: WebSocketServer,
    readonly origin: string,
  ) {}

  static async start(): Promise<FakeGateway> {
    const http = createServer();
    const wss = new WebSocketServer({ server: http });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const origin = `127.0.0.1:${(http.address() as AddressInfo).port}`;
    const gateway = new FakeGateway(http, wss, origin);
    http.on('request', (req, res) => {
      gateway.discoveries.push({ authorization: req.headers.authorization });
      res.writeHead(gateway.botStatus, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          gateway.botStatus === 200 ? { url: gateway.botUrl ?? gateway.wsUrl, shards: 1 } : { code: 0 },
        ),
      );
    });
    wss.on('connection', (ws, req) => {
      const connection = new FakeConnection(ws, req.url ?? '');
      connection.resumeUrl = `ws://${origin}/resume`;
      connection.send({ op: 10, d: { heartbeat_interval: gateway.heartbeatInterval } });
      gateway.connections.push(connection);
      gateway.#waiting.shift()?.(connection);
    });
    return gateway;
  }

  get apiBaseUrl(): string {
    return `http://${this.origin}/api/v10`;
  }

  get wsUrl(): string {
    return `ws://${this.origin}/gateway`;
  }

  /** The next connection not yet taken by the test, in order of arrival. */
  nextConnection(): Promise<FakeConnection> {
    const index = this.#taken++;
    const existing = this.connections[index];
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async stop(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }
}

/** Timers that remember which are pending, so tests can check that close() leaves none. */
function countingTimers(): InteractionTimers & { pending: Set<unknown> } {
  const pending = new Set<unknown>();
  return {
    pending,
    setTimeout(callback, ms) {
      const handle = setTimeout(() => {
        pending.delete(handle);
        callback();
      }, ms);
      pending.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle);
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
  };
}

/** Timers that only fire when the test says so: heartbeats without waiting and without timing thresholds. */
function manualTimers(): InteractionTimers & { delays(): number[]; fire(): void } {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  return {
    setTimeout(callback, ms) {
      pending.set(++next, { callback, ms });
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    delays: () => [...pending.values()].map((t) => t.ms),
    fire() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [, timer] of due) timer.callback();
    },
  };
}

/** Resolves with the next payload of `event`. */
function once<E extends keyof GatewayClientEvents>(
  client: GatewayClient,
  event: E,
): Promise<GatewayClientEvents[E]> {
  return new Promise((resolve) => {
    const off = client.on(event, (payload) => {
      off();
      resolve(payload);
    });
  });
}

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

  it('stops with a fatal error, not an unhandled rejection, when /gateway/bot gives a malformed URL', async () => {
    const { gateway, client } = await setup();
    gateway.botUrl = 'not a url';
    await expect(client.connect()).rejects.toMatchObject({ code: 'CONNECTION_LOST', fatal: true });
    expect(client.state).toBe('closed');
  });

  it('heartbeats with the last sequence (first beat jittered), at once on op 1, and resumes a zombie', async () => {
    const timers = manualTimers();
    const { gateway, client } = await setup({ timers });
    gateway.heartbeatInterval = 1000;
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    expect(timers.delays()).toEqual([500]); // interval × random() (0.5)
    timers.fire();
    expect((await connection.next(1)).d).toBe(1);
    expect(timers.delays()).toEqual([1000]);
    const dispatched = once(client, 'dispatch');
    connection.send({ op: 11, d: null });
    connection.dispatch('SOMETHING', 7, {});
    await dispatched; // frames arrive in order, so the ACK has been seen too
    timers.fire();
    expect((await connection.next(1)).d).toBe(7);
    connection.send({ op: 1, d: null });
    expect((await connection.next(1)).d).toBe(7);
    // No ACK for the last beats: the next tick finds a zombied connection, closes it (4000) and resumes.
    const reconnecting = once(client, 'reconnecting');
    timers.fire();
    expect((await connection.closed).code).toBe(4000);
    expect(await reconnecting).toMatchObject({ resume: true, delayMs: 0 });
    timers.fire();
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
    connection.dispatch('APPLICATION_COMMAND_PERMISSIONS_UPDATE', 2, { id: '1', permissions: [] });
    await once(client, 'dispatch');
    const reconnecting = once(client, 'reconnecting');
    connection.ws.terminate();
    expect(await reconnecting).toMatchObject({ code: 1006, resume: true, attempt: 1, delayMs: 0 });
    const second = await gateway.nextConnection();
    expect(second.url).toBe('/resume?v=10&encoding=json');
    const resume = await second.next(6);
    expect(resume.d).toEqual({ token: 'secret-token', session_id: 'session-1', seq: 2 });
    const resumed = once(client, 'resumed');
    expect(client.state).toBe('reconnecting');
    const connectAgain = client.connect(); // while away: settles when the session is back
    second.dispatch('APPLICATION_COMMAND_PERMISSIONS_UPDATE', 3, { id: '2', permissions: [] });
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
      async createInteractionResponse(id: string, token: string, body: APIInteractionResponse) {
        callbacks.push([id, token, body]);
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
    const client = createGatewayClient({ token: 't', gatewayUrl: gateway.wsUrl, handler });
    const connecting = client.connect();
    const connection = await gateway.nextConnection();
    await connection.next(2);
    connection.ready();
    await connecting;
    expect(count('Timeout')).toBeGreaterThan(before); // the heartbeat
    connection.dispatch('INTERACTION_CREATE', 2, interaction);
    await running;
    const closing = client.close();
    expect((await connection.closed).code).toBe(1000);
    release();
    await closing;
    expect(done).toBe(true);
    expect(count('Timeout')).toBe(before);
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
