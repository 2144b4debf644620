import {
  disallowedIntents,
  endsGatewaySession,
  GatewayCloseCodes,
  type GatewayDispatchFrame,
  GatewayLimits,
  GatewayOpcodes,
  gatewayCloseReasons,
} from '@slashkit/api';
import type { RawData, WebSocket } from 'ws';
import { parseLosslessJson } from '../http/parse-lossless-json.js';
import type { GatewaySocketConnection } from '../runtime/gateway-socket-connection.js';
import type { GatewaySession } from '../state/gateway-session.js';
import type { EmulatorApplication } from '../world/world.js';
import type { GatewayConnectionHost } from './gateway-connection-host.js';
import { GatewayTransport, type TransportCompression } from './gateway-transport.js';
import { inboundRefusal } from './inbound-refusal.js';
import { PayloadBudget, payloadsPerWindow } from './payload-budget.js';
import { readIdentify } from './read-identify.js';
import { readyPayload } from './ready-payload.js';
import { sendQueueLimitBytes } from './send-queue-limit.js';

/** Ops a bot may send that the emulator accepts and ignores (presence: the emulator models none). */
const ignoredOps: readonly number[] = Object.freeze([GatewayOpcodes.PresenceUpdate]);

/**
 * One WebSocket connection to the emulated gateway: sends Hello, enforces heartbeats, and handles Identify and
 * Resume, within the service's bounds (a payload over 4096 bytes closes it with 4002, more than 120 payloads
 * per 60 s with 4008; a client that stops reading is closed with 4000 once it falls
 * {@link sendQueueLimitBytes} behind). The session it identifies or resumes outlives it. Its frames go through a {@link GatewayTransport}
 * (JSON text, or zlib-stream binary frames).
 */
export class GatewayConnection implements GatewaySocketConnection {
  readonly socket: WebSocket;
  readonly #server: GatewayConnectionHost;
  /** `ws://host/gateway`, for READY's `resume_gateway_url`. */
  readonly #url: string;
  readonly #transport: GatewayTransport;
  #session: GatewaySession | null = null;
  /** The heartbeat deadline's timer handle (from the host's timers). */
  #deadline: unknown;
  #closed = false;
  /** What the client may send per window. */
  readonly #budget: PayloadBudget;
  readonly closed: Promise<void>;

  /**
   * @param resumeUrl READY's `resume_gateway_url`; @param host the gateway that accepted the socket;
   * @param compress the transport compression the URL asked for (`zlib-stream`, `zstd-stream`), or false
   */
  constructor(
    socket: WebSocket,
    resumeUrl: string,
    host: GatewayConnectionHost,
    compress: TransportCompression = false,
  ) {
    this.socket = socket;
    this.#server = host;
    this.#url = resumeUrl;
    this.#transport = new GatewayTransport(socket, compress);
    this.#budget = new PayloadBudget(payloadsPerWindow(host.options.heartbeatIntervalMs));
    this.closed = new Promise((resolve) => {
      socket.once('close', (code) => {
        this.#transport.dispose();
        this.#onClose(code);
        resolve();
      });
    });
    // A socket error is always followed by 'close'; listening keeps it from becoming an uncaught exception.
    socket.on('error', () => {});
    socket.on('message', (data, isBinary) => this.#onMessage(data, isBinary));
  }

  /** The session attached to this socket, if it identified or resumed. */
  get session(): GatewaySession | null {
    return this.#session;
  }

  /** Whether the heartbeat deadline timer is pending (the server counts it in `resources()`). */
  get deadlineArmed(): boolean {
    return this.#deadline !== undefined;
  }

  /** Sends Hello and starts waiting for the first heartbeat. */
  start(): void {
    this.#op(GatewayOpcodes.Hello, { heartbeat_interval: this.#server.options.heartbeatIntervalMs });
    this.#armDeadline();
  }

  /** Sends a dispatch frame (the session calls this). */
  send(frame: GatewayDispatchFrame): void {
    this.#write(frame);
  }

  #op(op: number, d: unknown): void {
    this.#write({ op, d, s: null, t: null });
  }

  #write(frame: object): void {
    if (this.#closed) return;
    this.#transport.write(JSON.stringify(frame));
    const queued = this.#transport.queuedBytes;
    if (queued > sendQueueLimitBytes)
      // The close frame waits behind what is queued: a client that reads again gets every dispatch written
      // so far, then 4000, and resumes; nothing more is written to this socket meanwhile.
      this.#closeLogged(
        GatewayCloseCodes.UnknownError,
        `${this.#session ? `session ${this.#session.id}` : 'a connection'} fell behind: ${queued} bytes written and not read by the client (limit ${sendQueueLimitBytes})`,
      );
  }

  /** Closes with a gateway close code; a non-resumable code (or `resumable: false`) ends the session. */
  close(code: number, options: { reason?: string; resumable?: boolean } = {}): void {
    const resumable = options.resumable ?? !endsGatewaySession(code);
    if (this.#session && !resumable) this.#server.endSession(this.#session);
    this.#detach();
    if (this.#closed) return;
    this.#closed = true;
    this.#clearDeadline();
    // Compressed frames written before the close still leave first.
    this.#transport.afterWrites(() =>
      this.socket.close(code, options.reason ?? gatewayCloseReasons[code] ?? ''),
    );
  }

  /** Closes with `code` and logs why (`gateway: <why>; closing <code>`). */
  #closeLogged(code: number, why: string): void {
    this.#server.log(`gateway: ${why}; closing ${code}`);
    this.close(code);
  }

  /** Drops the socket without a close frame (emulator shutdown after a grace period). */
  terminate(): void {
    this.#clearDeadline();
    this.socket.terminate();
  }

  /** Sends Reconnect (op 7): the client should reconnect and resume. */
  requestReconnect(): void {
    this.#op(GatewayOpcodes.Reconnect, null);
  }

  /** Sends Invalid Session (op 9); `resumable: false` also ends the session. */
  invalidateSession(resumable: boolean): void {
    if (this.#session && !resumable) {
      this.#server.endSession(this.#session);
      this.#detach();
    }
    this.#op(GatewayOpcodes.InvalidSession, resumable);
  }

  #armDeadline(): void {
    this.#clearDeadline();
    const { heartbeatIntervalMs, heartbeatGraceMs } = this.#server.options;
    this.#deadline = this.#server.timers.setTimeout(() => {
      this.#deadline = undefined;
      this.#closeLogged(
        GatewayCloseCodes.SessionTimedOut,
        `no heartbeat within ${heartbeatIntervalMs + heartbeatGraceMs} ms`,
      );
    }, heartbeatIntervalMs + heartbeatGraceMs);
  }

  #clearDeadline(): void {
    if (this.#deadline !== undefined) this.#server.timers.clearTimeout(this.#deadline);
    this.#deadline = undefined;
  }

  #detach(): void {
    if (this.#session?.sink === this) {
      this.#session.sink = null;
      this.#session.disconnectedAt = this.#server.now();
    }
    this.#session = null;
  }

  #onClose(code: number): void {
    this.#closed = true;
    this.#clearDeadline();
    // A client closing with 1000/1001 says goodbye for good, as on the service; other drops stay resumable.
    if (this.#session && (code === 1000 || code === 1001)) {
      this.#server.endSession(this.#session);
    }
    this.#detach();
    this.#server.forget(this);
  }

  #onMessage(data: RawData, isBinary: boolean): void {
    if (this.#closed) return;
    const refusal = inboundRefusal(data, this.#budget, this.#server.now());
    if (refusal) {
      this.#closeLogged(refusal.code, refusal.why);
      return;
    }
    let frame: unknown;
    try {
      if (isBinary) throw new Error('binary');
      frame = parseLosslessJson(data.toString());
    } catch {
      this.close(GatewayCloseCodes.DecodeError);
      return;
    }
    if (typeof frame !== 'object' || frame === null || !Number.isInteger((frame as { op?: unknown }).op)) {
      this.close(GatewayCloseCodes.DecodeError);
      return;
    }
    const { op, d } = frame as { op: number; d?: unknown };
    switch (op) {
      case GatewayOpcodes.Heartbeat:
        this.#armDeadline();
        this.#op(GatewayOpcodes.HeartbeatAck, null);
        return;
      case GatewayOpcodes.Identify:
        this.#identify(d);
        return;
      case GatewayOpcodes.Resume:
        this.#resume(d);
        return;
      case GatewayOpcodes.RequestGuildMembers:
        this.#requestGuildMembers(d);
        return;
      case GatewayOpcodes.VoiceStateUpdate:
        this.#voiceStateUpdate(d);
        return;
      case GatewayOpcodes.RequestSoundboardSounds:
        this.#requestSoundboardSounds(d);
        return;
      default:
        if (!ignoredOps.includes(op)) this.close(GatewayCloseCodes.UnknownOpcode);
        else if (!this.#session) this.close(GatewayCloseCodes.NotAuthenticated);
    }
  }

  /**
   * What Identify and Resume check first: a connection authenticates once, with an object payload and a
   * known bot token. Closes the socket with the service's code and returns undefined otherwise.
   */
  #authenticate(
    d: unknown,
    op: 'identify' | 'resume',
  ): { application: EmulatorApplication; payload: Record<string, unknown> } | undefined {
    if (this.#session) {
      this.close(GatewayCloseCodes.AlreadyAuthenticated);
      return undefined;
    }
    if (typeof d !== 'object' || d === null) {
      this.close(GatewayCloseCodes.DecodeError);
      return undefined;
    }
    const payload = d as Record<string, unknown>;
    const application = this.#server.authenticate(payload.token);
    if (!application) {
      this.#closeLogged(GatewayCloseCodes.AuthenticationFailed, `${op} with an unknown token`);
      return undefined;
    }
    return { application, payload };
  }

  #identify(d: unknown): void {
    const authenticated = this.#authenticate(d, 'identify');
    if (!authenticated) return;
    const { application, payload } = authenticated;
    const identify = readIdentify(payload);
    if (typeof identify === 'number') {
      this.close(identify);
      return;
    }
    const { intents, shard: shardPair } = identify;
    const disallowed = disallowedIntents(intents, application.flags);
    if (disallowed.length > 0) {
      const names = disallowed.join(', ');
      this.#server.log(
        `gateway: identify with ${names}, which application ${application.id}'s flags do not grant; closing ${GatewayCloseCodes.DisallowedIntents}`,
      );
      this.close(GatewayCloseCodes.DisallowedIntents, { reason: `Disallowed intent(s): ${names}` });
      return;
    }
    const refusal = this.#server.admitIdentify(application, shardPair);
    if (refusal === 'sharding-required') {
      this.#closeLogged(
        GatewayCloseCodes.ShardingRequired,
        `shard ${shardPair.join('/')} would hold more than ${this.#server.options.maxGuildsPerShard} guilds`,
      );
      return;
    }
    if (refusal === 'rate-limited') {
      // The service answers identifies past max_concurrency per 5 s with Invalid Session; the socket stays.
      this.#server.log(
        `gateway: identify of shard ${shardPair.join('/')} past max_concurrency per ${GatewayLimits.identifyWindowMs / 1000} s; op 9`,
      );
      this.#op(GatewayOpcodes.InvalidSession, false);
      return;
    }
    const session = this.#server.createSession(application, shardPair, intents);
    this.#attach(session);
    const ready = readyPayload(application, session, this.#url);
    session.dispatch('READY', ready);
    for (const guild of this.#server.readyGuilds(application, session))
      session.dispatch('GUILD_CREATE', guild);
    this.#server.log(
      `gateway: session ${session.id} identified for application ${application.id} (shard ${shardPair.join('/')})`,
    );
  }

  #resume(d: unknown): void {
    const authenticated = this.#authenticate(d, 'resume');
    if (!authenticated) return;
    const { application, payload } = authenticated;
    const { session_id, seq } = payload;
    const lastSeq = seq === null || seq === undefined ? 0 : seq;
    if (!Number.isSafeInteger(lastSeq) || (lastSeq as number) < 0) {
      this.close(GatewayCloseCodes.DecodeError);
      return;
    }
    const session = typeof session_id === 'string' ? this.#server.findSession(session_id) : undefined;
    if (!session || session.applicationId !== application.id) {
      // The service answers an unknown or expired session with Invalid Session and keeps the socket open.
      this.#op(GatewayOpcodes.InvalidSession, false);
      return;
    }
    if ((lastSeq as number) > session.seq) {
      this.#refuse(session, GatewayCloseCodes.InvalidSeq);
      return;
    }
    const missed = session.since(lastSeq as number);
    if (!missed) {
      this.#server.endSession(session);
      this.#op(GatewayOpcodes.InvalidSession, false);
      return;
    }
    // A resume takes the session over from a socket the client has given up on.
    const previous = session.sink;
    if (previous instanceof GatewayConnection && previous !== this) {
      previous.#detach();
      previous.terminate();
    }
    this.#attach(session);
    session.resumes += 1;
    for (const frame of missed) this.send(frame);
    session.dispatch('RESUMED', null);
    this.#server.log(
      `gateway: session ${session.id} resumed at seq ${lastSeq as number}; ${missed.length} dispatch(es) replayed`,
    );
  }

  #requestGuildMembers(d: unknown): void {
    const session = this.#session;
    if (!session) {
      this.close(GatewayCloseCodes.NotAuthenticated);
      return;
    }
    const answer = this.#server.requestGuildMembers(session, d);
    if ('ignored' in answer) {
      this.#server.log(
        `gateway: Request Guild Members of session ${session.id} unanswered: ${answer.ignored}`,
      );
      return;
    }
    for (const chunk of answer.chunks) session.dispatch('GUILD_MEMBERS_CHUNK', chunk);
  }

  #voiceStateUpdate(d: unknown): void {
    const session = this.#session;
    if (!session) {
      this.close(GatewayCloseCodes.NotAuthenticated);
      return;
    }
    const answer = this.#server.voiceStateUpdate(session, d);
    if ('ignored' in answer) {
      this.#server.log(`gateway: Voice State Update of session ${session.id} ignored: ${answer.ignored}`);
      return;
    }
    if (answer.server) session.dispatch('VOICE_SERVER_UPDATE', answer.server);
  }

  #requestSoundboardSounds(d: unknown): void {
    const session = this.#session;
    if (!session) {
      this.close(GatewayCloseCodes.NotAuthenticated);
      return;
    }
    for (const answer of this.#server.requestSoundboardSounds(session, d))
      session.dispatch('SOUNDBOARD_SOUNDS', answer);
  }

  #refuse(session: GatewaySession, code: number): void {
    this.#server.endSession(session);
    this.close(code);
  }

  #attach(session: GatewaySession): void {
    this.#session = session;
    session.sink = this;
    session.disconnectedAt = null;
  }
}
