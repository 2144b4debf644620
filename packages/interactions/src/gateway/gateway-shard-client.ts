import {
  defaultTimers,
  endsGatewaySession,
  GatewayOpcodes,
  type GatewaySendPayload,
  type Logger,
  redactSecrets,
  type Timers,
} from '@slashkit/api';
import { observeGateway } from '../telemetry/observe-gateway.js';
import { type ConnectionAttempt, openConnectionAttempt, type Restart } from './connection-attempt.js';
import { createDeferred, type Deferred } from './deferred.js';
import { fatalCloseError } from './fatal-close-error.js';
import type { GatewayClient } from './gateway-client.js';
import type { GatewayClientEvents, GatewayReady } from './gateway-client-events.js';
import type { GatewayClientOptions } from './gateway-client-options.js';
import { GatewayEmitter, type GatewayListener } from './gateway-emitter.js';
import { GatewayError } from './gateway-error.js';
import { GatewayHeartbeat } from './gateway-heartbeat.js';
import { GatewayLocator } from './gateway-locator.js';
import { GatewayProtocol } from './gateway-protocol.js';
import { ResumableCloseCode } from './gateway-socket.js';
import { resolveWebSocket } from './gateway-web-socket.js';
import { InteractionRouter } from './interaction-router.js';
import { DispatchReader } from './read-dispatch.js';
import { ReconnectPolicy } from './reconnect-policy.js';
import { RetiringSockets } from './retiring-sockets.js';
import { type ConnectionStep, connectionStepNames, StepDeadline } from './step-deadline.js';

/**
 * One gateway connection (one shard) and its lifecycle: locate, open, Hello, identify or resume, heartbeat,
 * reconnect. Every wait is bounded and every frame checked; the pieces live in the files next to it.
 */
export class GatewayShardClient implements GatewayClient {
  readonly #options: GatewayClientOptions;
  readonly #timers: Timers;
  readonly #random: () => number;
  readonly #token: string;
  readonly #emitter = new GatewayEmitter(() => this.#log('warn', 'an error listener threw'));
  readonly #router: InteractionRouter;
  readonly #policy: ReconnectPolicy;
  readonly #heartbeat: GatewayHeartbeat;
  readonly #dispatches: DispatchReader;
  readonly #locator: GatewayLocator;
  readonly #deadline: StepDeadline;
  readonly #retiring: RetiringSockets;
  readonly #protocol: GatewayProtocol;
  #state: GatewayClient['state'] = 'idle';
  #attempt: ConnectionAttempt | null = null;
  #connecting: Deferred<GatewayReady, GatewayError> | null = null;
  #closing: Promise<void> | null = null;

  constructor(options: GatewayClientOptions) {
    this.#options = options;
    this.#token = options.token.replace(/^Bot /, '');
    this.#timers = options.timers ?? defaultTimers;
    this.#random = options.random ?? Math.random;
    this.#locator = new GatewayLocator(options, this.#token);
    this.#deadline = new StepDeadline(this.#timers, options.timeouts ?? {});
    this.#retiring = new RetiringSockets(this.#timers);
    this.#router = new InteractionRouter(options.handler, options.rest, (e) =>
      this.#emitter.emit('error', e),
    );
    this.#policy = new ReconnectPolicy(
      options.backoff ?? {},
      this.#random,
      options.now ?? Date.now,
      this.#timers,
    );
    this.#heartbeat = new GatewayHeartbeat(this.#timers, {
      beat: () => this.#send({ op: GatewayOpcodes.Heartbeat, d: this.#dispatches.seq }),
      zombie: () => {
        if (!this.#attempt) return;
        this.#log('warn', 'no heartbeat ACK since the last beat: zombied connection, reconnecting');
        this.#restart(this.#attempt, {
          reason: 'Heartbeat not acknowledged',
          resume: this.#canResume(),
          terminate: true,
        });
      },
    });
    this.#dispatches = new DispatchReader({
      applicationId: options.applicationId,
      emit: (event, payload) => this.#emitter.emit(event, payload as never),
      route: (interaction) => this.#router.route(interaction),
      started: (ready, resumed) => this.#sessionStarted(ready, resumed),
      violation: (attempt, reason) => this.#violation(attempt, reason),
      fail: (error) => this.#fail(error),
    });
    this.#protocol = new GatewayProtocol({
      options,
      token: this.#token,
      heartbeat: this.#heartbeat,
      dispatches: this.#dispatches,
      current: () => this.#attempt,
      send: (frame) => this.#send(frame),
      reachedGateway: () => {
        this.#policy.reachedGateway();
        this.#deadline.disarm();
      },
      awaitSession: (attempt) => this.#arm(attempt, 'ready'),
      restart: (attempt, restart) => this.#restart(attempt, restart),
      violation: (attempt, reason) => this.#violation(attempt, reason),
      maxConcurrency: () => this.#locator.maxConcurrency,
      random: this.#random,
      log: (level, message) => this.#log(level, message),
    });
    observeGateway(this, options.telemetry, options.shard);
  }

  get state(): GatewayClient['state'] {
    return this.#state;
  }

  get sessionId(): string | null {
    return this.#dispatches.sessionId;
  }

  get sequence(): number | null {
    return this.#dispatches.seq;
  }

  on<E extends keyof GatewayClientEvents>(event: E, listener: GatewayListener<E>): () => void {
    return this.#emitter.on(event, listener);
  }

  off<E extends keyof GatewayClientEvents>(event: E, listener: GatewayListener<E>): void {
    this.#emitter.off(event, listener);
  }

  connect(): Promise<GatewayReady> {
    if (this.#stopped())
      return Promise.reject(new GatewayError('CLOSED', 'This gateway client was closed; create a new one.'));
    const ready = this.#dispatches.ready;
    if (ready && this.#state === 'ready') return Promise.resolve(ready);
    if (this.#connecting) return this.#connecting.promise;
    const connecting = createDeferred<GatewayReady, GatewayError>();
    this.#connecting = connecting;
    if (this.#state === 'idle') {
      this.#state = 'connecting';
      this.#start();
    }
    return connecting.promise;
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutdown(undefined);
    return this.#closing;
  }

  // --- lifecycle -------------------------------------------------------------------------------------------

  /** A method rather than a comparison so that TypeScript does not narrow the state across awaits. */
  #stopped(): boolean {
    return this.#state === 'closed';
  }

  #canResume(): boolean {
    return this.#dispatches.sessionId !== null;
  }

  async #shutdown(error: GatewayError | undefined): Promise<void> {
    this.#state = 'closed';
    this.#policy.cancel();
    this.#locator.abort();
    const attempt = this.#attempt;
    if (attempt) {
      this.#detach(attempt);
      attempt.socket.retire(1000, 'Client closing'); // 1000 ends the session on the service's side
      this.#retiring.add(attempt.socket);
    }
    await this.#retiring.drain(this.#options.timeouts?.closeMs ?? 5_000);
    this.#connecting?.reject(
      error ?? new GatewayError('CLOSED', 'close() was called before the gateway connection was ready.'),
    );
    this.#connecting = null;
    await this.#router.drain();
    this.#emitter.emit('closed', { error });
  }

  #fail(error: GatewayError): void {
    this.#log('error', `fatal: ${error.message}`);
    this.#emitter.emit('error', error);
    this.#closing ??= this.#shutdown(error);
  }

  /** Opens a connection; anything unexpected (e.g. no WebSocket implementation) stops the client instead of escaping. */
  #start(): void {
    this.#open().catch((error: unknown) => {
      const message = `Could not open the gateway connection: ${(error as Error).message}`;
      this.#fail(new GatewayError('CONNECTION_LOST', message, { fatal: true, cause: error }));
    });
  }

  async #open(): Promise<void> {
    const resume = this.#canResume();
    const base = resume ? this.#locator.resumeUrl() : await this.#lookUp();
    if (base === undefined || this.#stopped()) return;
    const WebSocket = await resolveWebSocket(this.#options.WebSocket);
    if (this.#stopped()) return;
    this.#log('debug', `connecting to ${new URL(base).origin} (${resume ? 'resume' : 'identify'})`);
    let attempt: ConnectionAttempt;
    try {
      attempt = openConnectionAttempt(WebSocket, base, (attempt) => ({
        open: () => this.#arm(attempt, 'hello'),
        text: (data) => this.#protocol.onText(attempt, data),
        binary: () => this.#violation(attempt, 'the gateway sent a binary frame (the client asked for JSON)'),
        close: (code, reason) => this.#onClose(attempt, code, reason),
      }));
    } catch (error) {
      const message = `Could not open a WebSocket: ${(error as Error).message}`;
      this.#emitter.emit('error', new GatewayError('CONNECTION_LOST', message, { cause: error }));
      this.#policy.connectionEnded(false);
      this.#scheduleReconnect(null, 'WebSocket failed to open', resume, false);
      return;
    }
    this.#attempt = attempt;
    this.#arm(attempt, 'handshake');
  }

  /** The gateway URL to identify at; undefined (with a retry scheduled, or the client stopped) when the lookup failed. */
  async #lookUp(): Promise<string | undefined> {
    try {
      return await this.#locator.gatewayUrl();
    } catch (error) {
      if (this.#stopped()) return undefined;
      // discoverGateway throws GatewayErrors only; anything else is wrapped rather than trusted.
      const failure =
        error instanceof GatewayError ? error : new GatewayError('DISCOVERY_FAILED', String(error));
      if (failure.fatal) {
        this.#fail(failure);
        return undefined;
      }
      this.#emitter.emit('error', failure);
      this.#policy.connectionEnded(false);
      this.#scheduleReconnect(null, 'gateway URL lookup failed', false, false);
      return undefined;
    }
  }

  #scheduleReconnect(code: number | null, reason: string, resume: boolean, invalidSession: boolean): void {
    if (this.#stopped()) return;
    const plan = this.#policy.schedule(invalidSession ? 'invalid-session' : 'retry', () => this.#start());
    if (!plan) {
      const message = `Gave up after ${this.#policy.attempts} failed reconnection attempts in a row (backoff.maxAttempts); last close: ${code ?? 'none'} ${reason}.`;
      const closeCode = code === null ? {} : { closeCode: code };
      this.#fail(new GatewayError('RECONNECT_LIMIT', message, { fatal: true, ...closeCode }));
      return;
    }
    const { attempt, delayMs } = plan;
    this.#state = this.#dispatches.ready ? 'reconnecting' : 'connecting';
    this.#log(
      'info',
      `reconnecting in ${delayMs} ms (${resume ? 'resume' : 'identify'}, attempt ${attempt})`,
    );
    this.#emitter.emit('reconnecting', { code, reason, resume, attempt, delayMs });
  }

  #onClose(attempt: ConnectionAttempt, code: number, rawReason: string): void {
    if (this.#attempt !== attempt) return;
    this.#detach(attempt);
    if (this.#stopped()) return;
    const reason = redactSecrets(rawReason.slice(0, 200), [this.#token]);
    this.#log('info', `socket closed: ${code} ${reason}`);
    const fatal = fatalCloseError(code);
    if (fatal) {
      this.#fail(fatal);
      return;
    }
    // 1000/1001 from the service and 4007/4009 mean the session is gone: identify anew rather than resume.
    if (endsGatewaySession(code)) this.#forgetSession();
    const message = `The gateway connection closed (${code} ${reason || 'no reason'}).`;
    this.#emitter.emit('error', new GatewayError('CONNECTION_LOST', message, { closeCode: code }));
    this.#policy.connectionEnded(attempt.gotHello);
    this.#scheduleReconnect(code, reason, this.#canResume(), false);
  }

  /** Lets go of the connection on purpose and reconnects; the old socket's close is not waited for. */
  #restart(attempt: ConnectionAttempt, restart: Restart): void {
    if (this.#attempt !== attempt) return;
    if (restart.error) {
      this.#log('warn', restart.error.message);
      this.#emitter.emit('error', restart.error);
    }
    this.#detach(attempt);
    // Not 1000: that would end the session on the service's side, and we may want to resume it.
    if (restart.terminate) attempt.socket.terminate();
    else attempt.socket.retire(ResumableCloseCode, restart.reason);
    this.#retiring.add(attempt.socket);
    if (!restart.resume) this.#forgetSession();
    this.#policy.connectionEnded(attempt.gotHello);
    this.#scheduleReconnect(null, restart.reason, restart.resume, restart.invalidSession ?? false);
  }

  #violation(attempt: ConnectionAttempt, reason: string): void {
    const error = new GatewayError('PROTOCOL_VIOLATION', `${reason}; reconnecting.`);
    this.#restart(attempt, { reason: 'Protocol violation', resume: this.#canResume(), error });
  }

  #detach(attempt: ConnectionAttempt): void {
    if (this.#attempt === attempt) this.#attempt = null;
    this.#heartbeat.stop();
    this.#deadline.disarm();
    attempt.identifying?.abort();
  }

  #forgetSession(): void {
    this.#dispatches.forgetSession();
    this.#locator.setResumeUrl(null);
  }

  #sessionStarted(ready: GatewayReady, resumed: boolean): void {
    this.#deadline.disarm();
    this.#policy.sessionStarted();
    if (!resumed) this.#locator.setResumeUrl(ready.resumeGatewayUrl);
    this.#state = 'ready';
    this.#connecting?.resolve(ready);
    this.#connecting = null;
  }

  /** Arms the deadline of a connection step; when it passes, the connection is dropped and retried. */
  #arm(attempt: ConnectionAttempt, step: ConnectionStep): void {
    if (this.#attempt !== attempt) return;
    this.#deadline.arm(step, (_, ms) => {
      const what = connectionStepNames[step];
      const error = new GatewayError(
        'TIMED_OUT',
        `The gateway did not complete ${what} within ${ms} ms; reconnecting.`,
      );
      const reason = `Timed out waiting for ${what}`;
      this.#restart(attempt, { reason, resume: this.#canResume(), terminate: true, error });
    });
  }

  #send(frame: GatewaySendPayload): void {
    this.#attempt?.socket.send(frame);
  }

  #log(level: keyof Logger, message: string): void {
    const shard = this.#options.shard ? ` shard ${this.#options.shard[0]}` : '';
    this.#options.logger?.[level]?.(redactSecrets(`[gateway${shard}] ${message}`, [this.#token]));
  }
}
