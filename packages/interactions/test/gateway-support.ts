import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Timers } from '@slashkit/api';
import { WebSocket, WebSocketServer } from 'ws';
import type { GatewayClient, GatewayClientEvents } from '../src/gateway/index.js';

export { seededRandom } from '../../../test/support/seeded-random.js';

// A scriptable (and, when a test wants, hostile) gateway over real sockets on 127.0.0.1, plus clocks and
// timers the tests drive by hand. Shared by the gateway-*.test.ts files of this package.

export interface Frame {
  op: number;
  // biome-ignore lint/suspicious/noExplicitAny: frames are asserted field by field.
  d: any;
  s?: number | null;
  t?: string | null;
}

/** One connection to the fake gateway: frames from the client queue up until a test takes them. */
export class FakeConnection {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  resumeUrl = '';
  #wake: (() => void) | undefined;

  constructor(
    readonly ws: WebSocket,
    readonly url: string,
    onFrame: (frame: Frame, connection: FakeConnection) => void,
  ) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      this.frames.push(frame);
      this.#wake?.();
      onFrame(frame, this);
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
    this.raw(JSON.stringify({ s: null, t: null, ...frame }));
  }

  /** Sends text as is (malformed frames). */
  raw(text: string | Buffer): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
  }

  dispatch(t: string, s: number, d: unknown): void {
    this.send({ op: 0, t, s, d });
  }

  ready(sessionId = 'session-1', resumeUrl?: string, s = 1): void {
    this.dispatch('READY', s, {
      v: 10,
      session_id: sessionId,
      resume_gateway_url: resumeUrl ?? this.resumeUrl,
      user: { id: '42' },
      application: { id: '42' },
    });
  }
}

/** What the fake gateway does with each new connection; the default sends Hello. */
export type ConnectionScript = (connection: FakeConnection, gateway: FakeGateway) => void;

/** A fake service: `GET /api/v10/gateway/bot` and a WebSocket gateway on any path. */
export class FakeGateway {
  readonly connections: FakeConnection[] = [];
  readonly discoveries: { authorization: string | undefined }[] = [];
  heartbeatInterval = 60_000;
  botStatus = 200;
  /** What `/gateway/bot` answers; the gateway's own URL, 1 shard and max_concurrency 1 by default. */
  botBody: Record<string, unknown> | undefined;
  /** Runs for each new connection (after it is counted). */
  script: ConnectionScript = (connection) =>
    connection.send({ op: 10, d: { heartbeat_interval: this.heartbeatInterval } });
  /** Runs for each frame a client sends. */
  onFrame: (frame: Frame, connection: FakeConnection) => void = () => {};
  /** Runs for each new connection, before the script (tests count or wait on them). */
  onConnection: () => void = () => {};
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
    http.on('request', (_req, res) => {
      gateway.discoveries.push({ authorization: _req.headers.authorization });
      res.writeHead(gateway.botStatus, { 'content-type': 'application/json' });
      const body = gateway.botBody ?? {
        url: gateway.wsUrl,
        shards: 1,
        session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
      };
      res.end(JSON.stringify(gateway.botStatus === 200 ? body : { code: 0 }));
    });
    wss.on('connection', (ws, req) => {
      const connection = new FakeConnection(ws, req.url ?? '', (f, c) => gateway.onFrame(f, c));
      connection.resumeUrl = `ws://${origin}/resume`;
      gateway.connections.push(connection);
      gateway.onConnection();
      gateway.script(connection, gateway);
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
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }
}

/** Timers that remember which are pending, so tests can check that close() leaves none. */
export function countingTimers(): Timers & { pending: Set<unknown> } {
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

/**
 * A virtual clock and its timers: nothing fires until the test says so, and `now()` moves only with the
 * timers it fires. Reconnect rates are measured against it, never against wall time.
 */
export function virtualTime() {
  let now = 0;
  let next = 0;
  const pending = new Map<number, { at: number; ms: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      pending.set(++next, { at: now + ms, ms, callback });
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const earliest = () => [...pending.entries()].sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
  return {
    timers,
    now: () => now,
    /** The delays of the pending timers, in the order they were set. */
    delays: () => [...pending.values()].map((t) => t.ms),
    pendingCount: () => pending.size,
    /** Fires the earliest pending timer, moving the clock to its time. */
    fireNext(): boolean {
      const entry = earliest();
      if (!entry) return false;
      pending.delete(entry[0]);
      now = Math.max(now, entry[1].at);
      entry[1].callback();
      return true;
    },
    /** Fires every pending timer due within `ms` from now, in order, and moves the clock by `ms`. */
    advance(ms: number): void {
      const target = now + ms;
      for (let entry = earliest(); entry && entry[1].at <= target; entry = earliest()) {
        pending.delete(entry[0]);
        now = entry[1].at;
        entry[1].callback();
      }
      now = target;
    },
    /** Fires every pending timer once, whatever its delay (the clock does not move). */
    fireAll(): void {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.callback();
    },
  };
}

/** Resolves with the next payload of `event`. */
export function once<E extends keyof GatewayClientEvents>(
  client: Pick<GatewayClient, 'on'>,
  event: E,
): Promise<GatewayClientEvents[E]> {
  return new Promise((resolve) => {
    const off = client.on(event, (payload) => {
      off();
      resolve(payload);
    });
  });
}

/** What wakes {@link driveOnVirtualTime} to fire the next timer. */
export interface DriveWakes {
  /** Client events (default: `reconnecting`, `error`, `closed`). */
  events?: (keyof GatewayClientEvents)[];
  /** Ops of client frames the gateway receives (e.g. 1: a heartbeat was sent, the client now waits). */
  frames?: number[];
  /** A new connection reached the gateway (for gateways that may never send Hello). */
  connections?: boolean;
}

/**
 * Runs `client` against `gateway` on virtual time until `windowMs` of it has passed, `cap` connections were
 * made, or the client stopped. Each wake (see {@link DriveWakes}) fires the earliest pending timer, so the run
 * never waits on wall time: the chosen wakes are the moments the client has nothing left to do but wait.
 * Returns the connections made and the virtual time used.
 */
export async function driveOnVirtualTime(
  client: GatewayClient,
  gateway: FakeGateway,
  clock: ReturnType<typeof virtualTime>,
  limits: { windowMs: number; cap: number },
  wakesOn: DriveWakes = {},
): Promise<{ connections: number; elapsedMs: number }> {
  let wakes = 0;
  let wake: (() => void) | undefined;
  const bump = () => {
    wakes += 1;
    wake?.();
  };
  const events = wakesOn.events ?? ['reconnecting', 'error', 'closed'];
  const offs = events.map((event) => client.on(event, bump));
  if (wakesOn.connections) gateway.onConnection = bump;
  const previousOnFrame = gateway.onFrame;
  gateway.onFrame = (frame, connection) => {
    previousOnFrame(frame, connection);
    if (wakesOn.frames?.includes(frame.op)) bump();
  };
  void client.connect().catch(() => {});
  while (
    clock.now() < limits.windowMs &&
    gateway.connections.length < limits.cap &&
    client.state !== 'closed'
  ) {
    if (wakes === 0)
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    wake = undefined;
    wakes -= 1;
    clock.fireNext();
  }
  for (const off of offs) off();
  return { connections: gateway.connections.length, elapsedMs: clock.now() };
}
