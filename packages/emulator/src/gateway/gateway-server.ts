import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  type APIGatewaySessionStartLimit,
  endsGatewaySession,
  GatewayCloseCodes,
  type GatewayGuildCreateData,
  GatewayLimits,
  type GatewaySoundboardSoundsData,
  shardForGuild,
  type Timers,
} from '@slashkit/api';
import { WebSocketServer } from 'ws';
import type { EmulatorEvent } from '../events/emulator-event.js';
import { dotSegmentMessage, hasDotSegment } from '../http/check-request-target.js';
import { loopbackHost, unknownHostMessage } from '../http/host-allow-list.js';
import { redactPath } from '../http/redact-path.js';
import { refuseUpgrade } from '../http/refuse-upgrade.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { GatewaySocketConnection } from '../runtime/gateway-socket-connection.js';
import type { GatewaySockets } from '../runtime/gateway-sockets.js';
import type { GatewaySessionInfo } from '../state/gateway-session.js';
import { GatewaySession } from '../state/gateway-session.js';
import type { GatewaySettings } from '../state/gateway-settings.js';
import type { GatewayState } from '../state/gateway-state.js';
import type { EmulatorApplication } from '../world/world.js';
import { GatewayConnection } from './gateway-connection.js';
import type { GatewayConnectionHost, IdentifyRefusal } from './gateway-connection-host.js';
import { type GuildMembersAnswer, guildMembersChunks } from './guild-members-chunks.js';
import { readConnectQuery } from './read-connect-query.js';
import { readyGuilds, sessionDispatch } from './session-dispatch.js';
import { soundboardSoundsAnswer } from './soundboard-sounds-answer.js';
import { type VoiceStateUpdateAnswer, voiceStateUpdate } from './voice-state-update.js';

export type { GatewaySettings } from '../state/gateway-settings.js';

/** Which connections `disconnect` drops, and how. */
export interface GatewayDisconnectRequest {
  applicationId?: string;
  sessionId?: string;
  /** `close` (default): close the socket; `reconnect`: send op 7; `invalid-session`: send op 9. */
  action?: 'close' | 'reconnect' | 'invalid-session';
  /** The close code for `close` (default 4000). */
  code?: number;
  /** Whether the session may be resumed afterwards (default: what the close code implies; true otherwise). */
  resumable?: boolean;
}

/**
 * The emulated gateway of one emulator, as a view over it: the sessions and settings of its state
 * (`state.gateway`), the sockets of its runtime (`runtime.gateway`), and the dispatch of the event bus's
 * events to the sessions that receive them (`sessionDispatch`). It holds nothing but the emulator, so any
 * number of views of one emulator agree.
 */
export class GatewayServer implements GatewayConnectionHost {
  /** The WebSocket path, e.g. `/gateway`. */
  readonly path = '/gateway';
  readonly #context: EmulatorContext;

  constructor(context: EmulatorContext) {
    this.#context = context;
  }

  /** The settings of the state's gateway (read on each use: a loaded snapshot replaces them). */
  get options(): GatewaySettings {
    return this.#state.settings;
  }

  get #state(): GatewayState {
    return this.#context.state.gateway;
  }

  get #sockets(): GatewaySockets {
    return this.#context.runtime.gateway;
  }

  /** The emulator's timers: heartbeat deadlines and the shutdown cut-off are scheduled with them. */
  get timers(): Timers {
    return this.#context.timers;
  }

  /** Emulator time in epoch ms. */
  now(): number {
    return this.#context.clock.now();
  }

  /** Writes a log line (never a token). */
  log(line: string): void {
    this.#context.log(line);
  }

  /** The WebSocket URL for a request that reached the emulator at `origin` (e.g. `http://127.0.0.1:4000`). */
  urlFor(origin: URL): string {
    return `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}${this.path}`;
  }

  /** The application whose bot token this is (an optional `Bot ` prefix is tolerated). */
  authenticate(token: unknown): EmulatorApplication | undefined {
    if (typeof token !== 'string' || token.length === 0) return undefined;
    const bare = token.startsWith('Bot ') ? token.slice(4) : token;
    return this.#context.state.world.applications.find((a) => a.botToken === bare);
  }

  /** Whether an Identify of `shard` may start a session now; counts it against the budgets when it may. */
  admitIdentify(application: EmulatorApplication, shard: [number, number]): IdentifyRefusal | undefined {
    const [shardId, shardCount] = shard;
    const guilds = application.guildIds.filter((id) => shardForGuild(id, shardCount) === shardId).length;
    if (guilds > this.options.maxGuildsPerShard) return 'sharding-required';
    const admitted = this.#state.identifies.admit(
      application.id,
      shardId,
      this.options.maxConcurrency,
      this.now(),
    );
    return admitted ? undefined : 'rate-limited';
  }

  /** Starts a session for an admitted Identify. */
  createSession(application: EmulatorApplication, shard: [number, number], intents: number): GatewaySession {
    this.#prune();
    const session = new GatewaySession({
      id: randomBytes(16).toString('hex'),
      applicationId: application.id,
      shard,
      intents,
      createdAt: this.now(),
      capacity: this.options.maxBufferedDispatches,
    });
    this.#state.sessions.set(session.id, session);
    return session;
  }

  /** The GUILD_CREATE dispatches that follow a new session's READY. */
  readyGuilds(application: EmulatorApplication, session: GatewaySession): GatewayGuildCreateData[] {
    return readyGuilds(this.#context, application, session);
  }

  /** The answer to a session's Request Guild Members (op 8), from the world as it is now. */
  requestGuildMembers(session: GatewaySession, d: unknown): GuildMembersAnswer {
    const application = this.#context.findApplication(session.applicationId);
    if (!application) return { ignored: 'its application is gone' };
    return guildMembersChunks(this.#context.state.world, application, session, d);
  }

  /** A session's Voice State Update (op 4): the bot joins, moves or leaves voice in the world as it is now. */
  voiceStateUpdate(session: GatewaySession, d: unknown): VoiceStateUpdateAnswer {
    const application = this.#context.findApplication(session.applicationId);
    if (!application) return { ignored: 'its application is gone' };
    return voiceStateUpdate(this.#context, application, session, d);
  }

  /** A session's Request Soundboard Sounds (op 31): each of its guilds' sounds, as they are now. */
  requestSoundboardSounds(session: GatewaySession, d: unknown): GatewaySoundboardSoundsData[] {
    const application = this.#context.findApplication(session.applicationId);
    return application ? soundboardSoundsAnswer(this.#context, application, session, d) : [];
  }

  /** A session that can still be resumed. */
  findSession(id: string): GatewaySession | undefined {
    this.#prune();
    return this.#state.sessions.get(id);
  }

  /** Ends a session: it can no longer be resumed. */
  endSession(session: GatewaySession): void {
    // Only the state's own session: a connection of a replaced state must not end its namesake.
    if (this.#state.sessions.get(session.id) === session) this.#state.sessions.delete(session.id);
  }

  /** Called by a connection once its socket has closed. */
  forget(connection: GatewaySocketConnection): void {
    this.#sockets.connections.delete(connection);
  }

  /** `session_start_limit` of `/gateway/bot` for an application. */
  sessionStartLimit(applicationId: string): APIGatewaySessionStartLimit {
    return this.#state.identifies.sessionStartLimit(applicationId, this.options.maxConcurrency, this.now());
  }

  /** `shards` of `/gateway/bot`: the setting, or one shard per 1,000 guilds of the app. */
  recommendedShards(application: EmulatorApplication): number {
    if (this.options.recommendedShards > 0) return this.options.recommendedShards;
    return Math.max(1, Math.ceil(application.guildIds.length / GatewayLimits.guildsPerRecommendedShard));
  }

  /** The live sessions (connected, or disconnected and still resumable), oldest first. */
  sessions(filter: { applicationId?: string } = {}): GatewaySessionInfo[] {
    this.#prune();
    return [...this.#state.sessions.values()]
      .filter((s) => filter.applicationId === undefined || s.applicationId === filter.applicationId)
      .map((s) => s.info());
  }

  /** Drops, asks to reconnect or invalidates the matching connected sessions; returns their ids. */
  disconnect(request: GatewayDisconnectRequest): string[] {
    const code = request.code ?? GatewayCloseCodes.UnknownError;
    const resumable = request.resumable ?? !endsGatewaySession(code);
    const affected: string[] = [];
    for (const connection of [...this.#sockets.connections]) {
      const session = connection.session;
      if (!session) continue;
      if (request.applicationId !== undefined && session.applicationId !== request.applicationId) continue;
      if (request.sessionId !== undefined && session.id !== request.sessionId) continue;
      affected.push(session.id);
      if (request.action === 'reconnect') connection.requestReconnect();
      else if (request.action === 'invalid-session') connection.invalidateSession(resumable);
      else connection.close(code, { resumable });
    }
    if (affected.length > 0)
      this.log(`gateway: ${request.action ?? 'close'} for session(s) ${affected.join(', ')}`);
    return affected;
  }

  /**
   * After a reset: the connections of applications that no longer exist are closed (4004); the state kept
   * the sessions of the others, so their sockets go on.
   */
  afterReset(): void {
    for (const connection of [...this.#sockets.connections]) {
      const session = connection.session;
      if (session && !this.#context.findApplication(session.applicationId))
        connection.close(GatewayCloseCodes.AuthenticationFailed);
    }
  }

  /**
   * After a snapshot was loaded: every connection is asked to reconnect (op 7), so each client resumes
   * into the loaded state's session of the same id, or is told to identify anew.
   */
  afterLoad(): void {
    for (const connection of [...this.#sockets.connections])
      if (connection.session) connection.requestReconnect();
  }

  /** Hands an event of the bus to the sessions that receive it, each its own payload. */
  publish(event: EmulatorEvent): void {
    this.#prune();
    for (const session of this.#state.sessions.values()) {
      const dispatch = sessionDispatch(this.#context, session, event);
      if (dispatch) session.dispatch(dispatch.t, dispatch.d);
    }
  }

  /**
   * Accepts WebSocket upgrades on `server` at the gateway path and subscribes to the event bus. An upgrade
   * whose `Host` fails `allowHost` (default: loopback names on the server's port) gets the 400 an HTTP
   * request with that Host gets, before any handshake. The returned function closes every connection
   * (1001), waits for the sockets, and detaches.
   */
  attach(server: Server, allowHost?: (host: string) => boolean): () => Promise<void> {
    const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
    const sockets = this.#sockets;
    sockets.server = wss;
    const hostAllowed =
      allowHost ?? ((host: string) => loopbackHost(host, (server.address() as AddressInfo).port));
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://emulator');
      const ours = url.pathname === this.path || url.pathname === `${this.path}/`;
      // Leave other paths to other upgrade handlers; answer them only when nobody else is listening.
      if (!ours && server.listenerCount('upgrade') > 1) return;
      // Upgrades never pass the node listener, so its request-target and DNS-rebinding checks are made
      // here, as it makes them: `/x/%2e%2e/gateway` must not reach the gateway through URL normalisation.
      if (hasDotSegment(request.url ?? '/')) {
        this.log(`${request.method} ${redactPath(request.url ?? '/')} 400 (${dotSegmentMessage})`);
        refuseUpgrade(socket, 400, dotSegmentMessage);
        return;
      }
      const host = request.headers.host;
      if (host !== undefined && !hostAllowed(host)) {
        this.log(`${request.method} ${redactPath(request.url ?? '/')} 400 (${unknownHostMessage})`);
        refuseUpgrade(socket, 400, unknownHostMessage);
        return;
      }
      if (!ours) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const query = readConnectQuery(url.searchParams);
        const compress = 'compress' in query ? query.compress : false;
        const connection = new GatewayConnection(ws, this.#resumeUrl(request), this, compress);
        sockets.connections.add(connection);
        if ('code' in query) {
          this.log(`gateway: connection refused (${query.reason ?? query.code}); closing ${query.code}`);
          connection.close(query.code, query.reason === undefined ? {} : { reason: query.reason });
        } else connection.start();
      });
    };
    server.on('upgrade', onUpgrade);
    const unsubscribe = this.#context.events.subscribe((event) => this.publish(event));
    return async () => {
      unsubscribe();
      server.off('upgrade', onUpgrade);
      const connections = [...sockets.connections];
      // The sessions stay in the state, resumable: a snapshot taken after stop still holds them.
      for (const connection of connections)
        connection.close(1001, { reason: 'Emulator stopping', resumable: true });
      // A peer that does not answer the close handshake is cut off rather than holding stop() for 30 s.
      sockets.cutoff = this.timers.setTimeout(() => {
        sockets.cutoff = undefined;
        for (const connection of connections) connection.terminate();
      }, 1000);
      await Promise.all(connections.map((c) => c.closed));
      this.timers.clearTimeout(sockets.cutoff);
      sockets.cutoff = undefined;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    };
  }

  /** READY's `resume_gateway_url`: the gateway URL as `urlFor` builds it, for the origin the socket reached. */
  #resumeUrl(request: IncomingMessage): string {
    try {
      return this.urlFor(new URL(`http://${request.headers.host ?? 'localhost'}`));
    } catch {
      return `ws://localhost${this.path}`; // a Host header that is no host
    }
  }

  /** Forgets disconnected sessions older than the resume window. */
  #prune(): void {
    const oldest = this.now() - this.options.resumeWindowMs;
    for (const session of this.#state.sessions.values()) {
      if (session.disconnectedAt !== null && session.disconnectedAt < oldest)
        this.#state.sessions.delete(session.id);
    }
  }
}
