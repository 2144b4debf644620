import {
  type APIGuildApplicationCommandPermissions,
  type APIInteraction,
  type APIInteractionResponse,
  DefaultBaseUrl,
  DefaultUserAgent,
  endsGatewaySession,
  GatewayOpcodes,
  gatewayCloseReasons,
  isFatalGatewayClose,
} from '@slashkit/api';
import { type RawData, WebSocket } from 'ws';
import type { InteractionHandler } from '../create-interaction-handler.js';
import type { InteractionRestClient } from '../respond/interaction-rest-client.js';
import { defaultTimers, type InteractionTimers } from '../respond/interaction-timers.js';
import { backoffDelay, type GatewayBackoffOptions } from './gateway-backoff.js';
import type { GatewayClientEvents, GatewayReady } from './gateway-client-events.js';
import { GatewayError } from './gateway-error.js';

/** Receives the client's debug lines; `console` fits. Lines never contain the token or payloads. */
export interface GatewayLogger {
  debug(message: string): void;
}

/** Options of {@link createGatewayClient}. */
export interface GatewayClientOptions {
  /** The bot token (without the `Bot ` prefix). */
  token: string;
  /** The app's id; when given, a READY for another application is a fatal `APPLICATION_MISMATCH`. */
  applicationId?: string;
  /**
   * Where INTERACTION_CREATE goes: the handler of `createInteractionHandler` (the same router as the webhook),
   * or anything with its `dispatch`. Without one, interactions only reach `interactionCreate` listeners.
   */
  handler?: Pick<InteractionHandler, 'dispatch'>;
  /**
   * Sends initial responses to the callback endpoint (gateway interactions cannot answer inline): a `REST` of
   * @slashkit/rest. When omitted, the handler's own client is used.
   */
  rest?: Pick<InteractionRestClient, 'createInteractionResponse'>;
  /** The API base URL for `GET /gateway/bot`; defaults to the real service. */
  apiBaseUrl?: string;
  /** The gateway URL, skipping `GET /gateway/bot` (e.g. the emulator's `ws://127.0.0.1:PORT/gateway`). */
  gatewayUrl?: string;
  /** Gateway intents; interactions and permission updates need none (default 0). */
  intents?: number;
  /** `[shard_id, num_shards]` to identify with. */
  shard?: [number, number];
  /** Waits between reconnection attempts. */
  backoff?: GatewayBackoffOptions;
  /** Timer functions for heartbeats and backoff (inject fake ones in tests). */
  timers?: InteractionTimers;
  /** Random numbers in [0, 1) for heartbeat and backoff jitter (default `Math.random`). */
  random?: () => number;
  /** `fetch` for `GET /gateway/bot` (default the global one). */
  fetch?: typeof fetch;
  /** A debug logger. */
  logger?: GatewayLogger;
}

/** A gateway connection that delivers interactions and permission updates; see {@link createGatewayClient}. */
export interface GatewayClient {
  /**
   * Connects and identifies; resolves with READY. Rejects with a `GatewayError` on a fatal failure (bad
   * token) or when `close()` is called first; transient failures are retried with backoff meanwhile.
   */
  connect(): Promise<GatewayReady>;
  /**
   * Stops for good: cancels reconnection, closes the socket with 1000 (which ends the session), and resolves
   * once the socket is closed, every timer is cleared and the interactions in flight have been answered.
   */
  close(): Promise<void>;
  /** Subscribes to an event; returns the function that unsubscribes. */
  on<E extends keyof GatewayClientEvents>(
    event: E,
    listener: (payload: GatewayClientEvents[E]) => void,
  ): () => void;
  /** Unsubscribes a listener. */
  off<E extends keyof GatewayClientEvents>(
    event: E,
    listener: (payload: GatewayClientEvents[E]) => void,
  ): void;
  /** Where the client is. */
  readonly state: 'idle' | 'connecting' | 'ready' | 'reconnecting' | 'closed';
  /** The current session's id, once identified. */
  readonly sessionId: string | null;
  /** The last sequence number received. */
  readonly sequence: number | null;
}

type Frame = { op: number; d: unknown; s?: number | null; t?: string | null };
type Listener = (payload: never) => void;
type Decision = { resume: boolean; immediate: boolean; reason: string };

/**
 * Creates a gateway client: connects (URL from `GET /gateway/bot` unless `gatewayUrl` is given), identifies,
 * heartbeats, resumes after drops with backoff (identifying again when the session is gone), routes
 * INTERACTION_CREATE through `handler` with answers sent to the callback endpoint, and emits typed events
 * such as `applicationCommandPermissionsUpdate`.
 * @example
 * const gateway = createGatewayClient({ token, handler, rest: new REST({ token }) });
 * gateway.on('applicationCommandPermissionsUpdate', (p) => console.log(p.guild_id, p.permissions));
 * await gateway.connect();
 * @see service-facts "Gateway"
 */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  if (typeof options.token !== 'string' || options.token.length === 0)
    throw new TypeError('createGatewayClient: token must be the bot token (a non-empty string).');
  const intents = options.intents ?? 0;
  if (options.gatewayUrl !== undefined && !/^wss?:\/\//.test(options.gatewayUrl))
    throw new TypeError(
      `createGatewayClient: gatewayUrl must be a ws:// or wss:// URL; got ${JSON.stringify(options.gatewayUrl)}.`,
    );
  if (!Number.isSafeInteger(intents) || intents < 0)
    throw new RangeError(
      `createGatewayClient: intents must be a non-negative integer bit set; got ${intents}.`,
    );
  return new Client(options);
}

class Client implements GatewayClient {
  readonly #options: GatewayClientOptions;
  readonly #timers: InteractionTimers;
  readonly #random: () => number;
  readonly #token: string;
  readonly #listeners = new Map<keyof GatewayClientEvents, Set<Listener>>();
  readonly #inFlight = new Set<Promise<void>>();
  #state: GatewayClient['state'] = 'idle';
  #socket: WebSocket | null = null;
  #socketClosed: Promise<void> = Promise.resolve();
  #gatewayUrl: string | undefined;
  #resumeUrl: string | null = null;
  #sessionId: string | null = null;
  #seq: number | null = null;
  #ready: GatewayReady | null = null;
  #attempts = 0;
  #heartbeat: unknown;
  #reconnectTimer: unknown;
  #acked = true;
  #pendingDecision: Decision | null = null;
  #replayed = 0;
  #discovery: AbortController | null = null;
  #connecting: {
    promise: Promise<GatewayReady>;
    resolve: (r: GatewayReady) => void;
    reject: (e: GatewayError) => void;
  } | null = null;
  #closing: Promise<void> | null = null;

  constructor(options: GatewayClientOptions) {
    this.#options = options;
    this.#token = options.token.replace(/^Bot /, '');
    this.#timers = options.timers ?? defaultTimers;
    this.#random = options.random ?? Math.random;
    this.#gatewayUrl = options.gatewayUrl;
  }

  /** A method rather than a comparison so that TypeScript does not narrow the state across awaits. */
  #stopped(): boolean {
    return this.#state === 'closed';
  }

  get state(): GatewayClient['state'] {
    return this.#state;
  }

  get sessionId(): string | null {
    return this.#sessionId;
  }

  get sequence(): number | null {
    return this.#seq;
  }

  on<E extends keyof GatewayClientEvents>(
    event: E,
    listener: (payload: GatewayClientEvents[E]) => void,
  ): () => void {
    const set = this.#listeners.get(event) ?? new Set<Listener>();
    this.#listeners.set(event, set);
    set.add(listener as Listener);
    return () => this.off(event, listener);
  }

  off<E extends keyof GatewayClientEvents>(
    event: E,
    listener: (payload: GatewayClientEvents[E]) => void,
  ): void {
    this.#listeners.get(event)?.delete(listener as Listener);
  }

  connect(): Promise<GatewayReady> {
    if (this.#stopped())
      return Promise.reject(new GatewayError('CLOSED', 'This gateway client was closed; create a new one.'));
    if (this.#ready && this.#state === 'ready') return Promise.resolve(this.#ready);
    if (this.#connecting) return this.#connecting.promise;
    let resolve!: (r: GatewayReady) => void;
    let reject!: (e: GatewayError) => void;
    const promise = new Promise<GatewayReady>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.#connecting = { promise, resolve, reject };
    if (this.#state === 'idle') {
      this.#state = 'connecting';
      this.#start();
    }
    return promise;
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutdown(undefined);
    return this.#closing;
  }

  // --- lifecycle -------------------------------------------------------------------------------------------

  async #shutdown(error: GatewayError | undefined): Promise<void> {
    this.#state = 'closed';
    this.#clearTimer(this.#reconnectTimer);
    this.#clearTimer(this.#heartbeat);
    this.#discovery?.abort();
    const socket = this.#socket;
    if (socket) {
      if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'Client closing');
      else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
    }
    await this.#socketClosed;
    this.#connecting?.reject(
      error ?? new GatewayError('CLOSED', 'close() was called before the gateway connection was ready.'),
    );
    this.#connecting = null;
    await Promise.all(this.#inFlight);
    this.#emit('closed', { error });
  }

  #fail(error: GatewayError): void {
    this.#log(`fatal: ${error.message}`);
    this.#emit('error', error);
    this.#closing ??= this.#shutdown(error);
  }

  /** Opens a connection; anything unexpected (e.g. a malformed URL) stops the client instead of escaping. */
  #start(): void {
    this.#open().catch((error: unknown) => {
      this.#fail(
        new GatewayError(
          'CONNECTION_LOST',
          `Could not open the gateway connection: ${(error as Error).message}`,
          {
            fatal: true,
            cause: error,
          },
        ),
      );
    });
  }

  async #open(): Promise<void> {
    if (this.#stopped()) return;
    const resume = this.#sessionId !== null && this.#resumeUrl !== null;
    let base: string;
    if (resume) {
      base = this.#resumeUrl!;
    } else {
      try {
        base = this.#gatewayUrl ??= await this.#discover();
      } catch (error) {
        if (this.#stopped()) return;
        if (error instanceof GatewayError && error.fatal) {
          this.#fail(error);
          return;
        }
        this.#emit(
          'error',
          error instanceof GatewayError
            ? error
            : new GatewayError('DISCOVERY_FAILED', `GET /gateway/bot failed: ${(error as Error).message}`, {
                cause: error,
              }),
        );
        this.#scheduleReconnect(null, 'gateway URL lookup failed', false, false);
        return;
      }
      if (this.#stopped()) return;
    }
    const url = new URL(base);
    url.searchParams.set('v', '10');
    url.searchParams.set('encoding', 'json');
    this.#log(`connecting to ${url.origin}${url.pathname} (${resume ? 'resume' : 'identify'})`);
    const socket = new WebSocket(url);
    this.#socket = socket;
    this.#acked = true;
    this.#pendingDecision = null;
    this.#socketClosed = new Promise((resolve) => {
      socket.once('close', (code, reason) => {
        this.#onClose(socket, code, reason.toString());
        resolve();
      });
    });
    // 'error' is always followed by 'close', where recovery happens; listening keeps it from being thrown.
    socket.on('error', (error) => this.#log(`socket error: ${error.message}`));
    socket.on('message', (data, isBinary) => this.#onMessage(socket, data, isBinary));
  }

  async #discover(): Promise<string> {
    const fetchImpl = this.#options.fetch ?? globalThis.fetch;
    const apiBase = (this.#options.apiBaseUrl ?? DefaultBaseUrl).replace(/\/+$/, '');
    this.#discovery = new AbortController();
    const response = await fetchImpl(`${apiBase}/gateway/bot`, {
      headers: { authorization: `Bot ${this.#token}`, 'user-agent': DefaultUserAgent },
      signal: this.#discovery.signal,
    });
    const text = await response.text();
    if (response.status === 401)
      throw new GatewayError(
        'AUTHENTICATION_FAILED',
        'GET /gateway/bot answered 401: the bot token was refused; check the token option (the Bot token of the application, without the "Bot " prefix).',
        { fatal: true },
      );
    if (!response.ok)
      throw new GatewayError('DISCOVERY_FAILED', `GET /gateway/bot answered ${response.status}; retrying.`);
    const url = (JSON.parse(text) as { url?: unknown }).url;
    if (typeof url !== 'string')
      throw new GatewayError('DISCOVERY_FAILED', 'GET /gateway/bot answered without a url; retrying.');
    return url;
  }

  #scheduleReconnect(code: number | null, reason: string, resume: boolean, immediate: boolean): void {
    if (this.#stopped()) return;
    const maxAttempts = this.#options.backoff?.maxAttempts ?? Number.POSITIVE_INFINITY;
    if (this.#attempts >= maxAttempts) {
      this.#fail(
        new GatewayError(
          'RECONNECT_LIMIT',
          `Gave up after ${this.#attempts} failed reconnection attempts in a row (backoff.maxAttempts); last close: ${code ?? 'none'} ${reason}.`,
          code === null ? { fatal: true } : { fatal: true, closeCode: code },
        ),
      );
      return;
    }
    const attempt = this.#attempts++;
    const delayMs = immediate ? 0 : backoffDelay(attempt, this.#options.backoff ?? {}, this.#random);
    this.#state = this.#ready ? 'reconnecting' : 'connecting';
    this.#log(`reconnecting in ${delayMs} ms (${resume ? 'resume' : 'identify'}, attempt ${attempt + 1})`);
    this.#emit('reconnecting', { code, reason, resume, attempt: attempt + 1, delayMs });
    this.#reconnectTimer = this.#setTimer(() => {
      this.#reconnectTimer = undefined;
      this.#start();
    }, delayMs);
  }

  #onClose(socket: WebSocket, code: number, reason: string): void {
    if (this.#socket !== socket) return;
    this.#socket = null;
    this.#clearTimer(this.#heartbeat);
    this.#heartbeat = undefined;
    if (this.#stopped()) return;
    const decision = this.#pendingDecision;
    this.#pendingDecision = null;
    this.#log(`socket closed: ${code} ${reason}`);
    if (decision) {
      if (!decision.resume) this.#forgetSession();
      this.#scheduleReconnect(code, decision.reason, decision.resume, decision.immediate);
      return;
    }
    if (isFatalGatewayClose(code)) {
      const fatal = gatewayCloseReasons[code] ?? 'fatal close';
      const message =
        code === 4004
          ? 'The gateway closed with 4004 Authentication failed: the bot token was refused; check the token option.'
          : `The gateway closed with ${code} ${fatal}; reconnecting cannot fix this: check the ${code === 4013 || code === 4014 ? 'intents' : code === 4012 ? 'gateway URL version' : 'shard'} option.`;
      this.#fail(
        new GatewayError(code === 4004 ? 'AUTHENTICATION_FAILED' : 'FATAL_CLOSE', message, {
          fatal: true,
          closeCode: code,
        }),
      );
      return;
    }
    // 1000/1001 from the service and 4007/4009 mean the session is gone: identify anew rather than resume.
    if (endsGatewaySession(code)) this.#forgetSession();
    this.#emit(
      'error',
      new GatewayError(
        'CONNECTION_LOST',
        `The gateway connection closed (${code} ${reason || 'no reason'}).`,
        {
          closeCode: code,
        },
      ),
    );
    const resume = this.#sessionId !== null;
    // A resumable drop is retried at once the first time, as the service recommends; later ones back off.
    this.#scheduleReconnect(code, reason, resume, resume && this.#attempts === 0);
  }

  /** Closes the socket on purpose and decides now what happens next (the close event carries it out). */
  #restart(decision: Decision): void {
    const socket = this.#socket;
    if (!socket) return;
    this.#pendingDecision = decision;
    this.#clearTimer(this.#heartbeat);
    // Not 1000: that would end the session on the service's side, and we may want to resume it.
    if (socket.readyState === WebSocket.OPEN) socket.close(4000, decision.reason);
    else socket.terminate();
  }

  #forgetSession(): void {
    this.#sessionId = null;
    this.#resumeUrl = null;
    this.#seq = null;
  }

  // --- protocol --------------------------------------------------------------------------------------------

  #send(frame: Frame): void {
    if (this.#socket?.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify(frame));
  }

  #onMessage(socket: WebSocket, data: RawData, isBinary: boolean): void {
    if (this.#socket !== socket || isBinary) return;
    let frame: Frame;
    try {
      frame = JSON.parse(data.toString()) as Frame;
    } catch {
      this.#log('ignored a frame that is not JSON');
      return;
    }
    if (typeof frame.s === 'number') this.#seq = frame.s;
    switch (frame.op) {
      case GatewayOpcodes.Hello:
        this.#hello(frame.d);
        return;
      case GatewayOpcodes.HeartbeatAck:
        this.#acked = true;
        return;
      case GatewayOpcodes.Heartbeat:
        this.#send({ op: GatewayOpcodes.Heartbeat, d: this.#seq });
        return;
      case GatewayOpcodes.Reconnect:
        this.#log('the gateway asked to reconnect (op 7)');
        this.#restart({ resume: true, immediate: true, reason: 'Reconnect requested' });
        return;
      case GatewayOpcodes.InvalidSession: {
        const resumable = frame.d === true;
        this.#log(`invalid session (op 9, resumable: ${resumable})`);
        this.#restart({
          resume: resumable && this.#sessionId !== null,
          immediate: false,
          reason: 'Invalid session',
        });
        return;
      }
      case GatewayOpcodes.Dispatch:
        if (typeof frame.t === 'string') this.#dispatch(frame.t, frame.s ?? 0, frame.d);
        return;
      default:
        this.#log(`ignored op ${frame.op}`);
    }
  }

  #hello(d: unknown): void {
    const interval = (d as { heartbeat_interval?: unknown } | null)?.heartbeat_interval;
    if (typeof interval !== 'number' || !(interval > 0)) {
      this.#restart({
        resume: this.#sessionId !== null,
        immediate: false,
        reason: 'Hello without an interval',
      });
      return;
    }
    // The first beat is jittered so that many clients started together do not beat together.
    const beat = (delay: number) => {
      this.#heartbeat = this.#setTimer(() => {
        if (!this.#acked) {
          this.#log('no heartbeat ACK since the last beat: zombied connection, reconnecting');
          this.#restart({
            resume: this.#sessionId !== null,
            immediate: true,
            reason: 'Heartbeat not acknowledged',
          });
          return;
        }
        this.#acked = false;
        this.#send({ op: GatewayOpcodes.Heartbeat, d: this.#seq });
        beat(interval);
      }, delay);
    };
    beat(Math.floor(interval * this.#random()));
    if (this.#sessionId !== null) {
      this.#replayed = 0;
      this.#send({
        op: GatewayOpcodes.Resume,
        d: { token: this.#token, session_id: this.#sessionId, seq: this.#seq ?? 0 },
      });
    } else {
      this.#send({
        op: GatewayOpcodes.Identify,
        d: {
          token: this.#token,
          intents: this.#options.intents ?? 0,
          properties: { os: process.platform, browser: 'slashkit', device: 'slashkit' },
          ...(this.#options.shard ? { shard: this.#options.shard } : {}),
        },
      });
    }
  }

  #dispatch(t: string, s: number, d: unknown): void {
    if (t === 'READY') {
      const ready = d as {
        session_id: string;
        resume_gateway_url: string;
        user: { id: string };
        application: { id: string };
      };
      const expected = this.#options.applicationId;
      if (expected !== undefined && ready.application?.id !== expected) {
        this.#fail(
          new GatewayError(
            'APPLICATION_MISMATCH',
            `READY is for application ${ready.application?.id}, not ${expected}: the token belongs to another application; check the token and applicationId options.`,
            { fatal: true },
          ),
        );
        return;
      }
      this.#sessionId = ready.session_id;
      this.#resumeUrl = ready.resume_gateway_url ?? null;
      this.#ready = {
        sessionId: ready.session_id,
        applicationId: ready.application?.id,
        userId: ready.user?.id,
        resumeGatewayUrl: ready.resume_gateway_url,
      };
      this.#attempts = 0;
      this.#state = 'ready';
      this.#log(`ready: session ${ready.session_id}`);
      this.#connecting?.resolve(this.#ready);
      this.#connecting = null;
      this.#emit('ready', this.#ready);
    } else if (t === 'RESUMED') {
      this.#attempts = 0;
      this.#state = 'ready';
      this.#log(`resumed session ${this.#sessionId} (${this.#replayed} replayed)`);
      if (this.#ready) this.#connecting?.resolve(this.#ready);
      this.#connecting = null;
      this.#emit('resumed', { sessionId: this.#sessionId ?? '', replayed: this.#replayed });
    } else {
      this.#replayed += 1;
      if (t === 'INTERACTION_CREATE') {
        this.#emit('interactionCreate', d as APIInteraction);
        this.#route(d as APIInteraction);
      } else if (t === 'APPLICATION_COMMAND_PERMISSIONS_UPDATE') {
        this.#emit('applicationCommandPermissionsUpdate', d as APIGuildApplicationCommandPermissions);
      }
    }
    this.#emit('dispatch', { t, s, d });
  }

  /** Runs the interaction through the handler; the initial response goes to the callback endpoint. */
  #route(interaction: APIInteraction): void {
    const { handler, rest } = this.#options;
    if (!handler) return;
    const respond = rest
      ? async (body: APIInteractionResponse) => {
          await rest.createInteractionResponse(interaction.id, interaction.token, body);
        }
      : undefined;
    const run = Promise.resolve()
      .then(() => handler.dispatch(interaction, respond ? { respond } : {}))
      .catch((error: unknown) => {
        // dispatch() never rejects by contract; a custom handler might.
        this.#emit(
          'error',
          new GatewayError('LISTENER_FAILED', `The handler failed on interaction ${interaction.id}.`, {
            cause: error,
          }),
        );
      });
    this.#inFlight.add(run);
    void run.then(() => this.#inFlight.delete(run));
  }

  // --- plumbing --------------------------------------------------------------------------------------------

  #emit<E extends keyof GatewayClientEvents>(event: E, payload: GatewayClientEvents[E]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        (listener as (p: GatewayClientEvents[E]) => void)(payload);
      } catch (error) {
        if (event === 'error') {
          this.#log('an error listener threw');
          continue;
        }
        this.#emit(
          'error',
          new GatewayError('LISTENER_FAILED', `A "${event}" listener threw; the client carries on.`, {
            cause: error,
          }),
        );
      }
    }
  }

  #setTimer(callback: () => void, ms: number): unknown {
    return this.#timers.setTimeout(callback, ms);
  }

  #clearTimer(handle: unknown): void {
    if (handle !== undefined) this.#timers.clearTimeout(handle);
  }

  #log(message: string): void {
    this.#options.logger?.debug(`[gateway] ${message}`);
  }
}
