import {
  GatewayOpcodes,
  type GatewayReceivePayload,
  type GatewaySendPayload,
  type Logger,
} from '@slashkit/api';
import type { ConnectionAttempt, Restart } from './connection-attempt.js';
import { decodeGatewayFrame } from './decode-gateway-frame.js';
import type { GatewayClientOptions } from './gateway-client-options.js';
import { clampHeartbeatInterval, type GatewayHeartbeat } from './gateway-heartbeat.js';
import { identifyFrame } from './identify-frame.js';
import { createIdentifyLimiter, type IdentifyLimiter } from './identify-limiter.js';
import type { DispatchReader } from './read-dispatch.js';

/** What the protocol needs from the client that owns the connection. */
export interface GatewayProtocolHost {
  readonly options: GatewayClientOptions;
  readonly token: string;
  readonly heartbeat: GatewayHeartbeat;
  readonly dispatches: DispatchReader;
  /** The connection the client listens to (frames of any other are stale). */
  current(): ConnectionAttempt | null;
  send(frame: GatewaySendPayload): void;
  /** Hello arrived: the gateway is reachable; stop the Hello deadline. */
  reachedGateway(): void;
  /** Identify or Resume was sent: start the READY/RESUMED deadline. */
  awaitSession(attempt: ConnectionAttempt): void;
  restart(attempt: ConnectionAttempt, restart: Restart): void;
  violation(attempt: ConnectionAttempt, reason: string): void;
  /** `max_concurrency` from the URL lookup, if any. */
  maxConcurrency(): number | undefined;
  random(): number;
  log(level: keyof Logger, message: string): void;
}

/**
 * The gateway protocol on one connection: decodes each frame, answers Hello with Identify (paced by the
 * identify limiter) or Resume, heartbeats, and turns Reconnect, Invalid Session and violations into restarts.
 */
export class GatewayProtocol {
  readonly #host: GatewayProtocolHost;
  #limiter: IdentifyLimiter | undefined;

  constructor(host: GatewayProtocolHost) {
    this.#host = host;
  }

  /** A text frame arrived on `attempt`. */
  onText(attempt: ConnectionAttempt, data: string): void {
    if (this.#host.current() !== attempt) return;
    const decoded = decodeGatewayFrame(data);
    if (decoded.kind === 'violation') this.#host.violation(attempt, decoded.reason);
    else if (decoded.kind === 'ignored') this.#host.log('debug', `ignored op ${decoded.op}`);
    else this.#onFrame(attempt, decoded.frame);
  }

  #onFrame(attempt: ConnectionAttempt, frame: GatewayReceivePayload): void {
    const host = this.#host;
    const resume = host.dispatches.sessionId !== null;
    switch (frame.op) {
      case GatewayOpcodes.Hello:
        if (attempt.gotHello) host.violation(attempt, 'the gateway sent a second Hello');
        else this.#onHello(attempt, frame.d.heartbeat_interval);
        break;
      case GatewayOpcodes.HeartbeatAck:
        host.heartbeat.ack();
        break;
      case GatewayOpcodes.Heartbeat:
        host.send({ op: GatewayOpcodes.Heartbeat, d: host.dispatches.seq });
        break;
      case GatewayOpcodes.Reconnect:
        host.log('info', 'the gateway asked to reconnect (op 7)');
        host.restart(attempt, { reason: 'Reconnect requested', resume });
        break;
      case GatewayOpcodes.InvalidSession:
        host.log('info', `invalid session (op 9, resumable: ${frame.d})`);
        host.restart(attempt, { reason: 'Invalid session', resume: frame.d && resume, invalidSession: true });
        break;
      case GatewayOpcodes.Dispatch:
        host.dispatches.read(attempt, frame);
    }
  }

  #onHello(attempt: ConnectionAttempt, interval: number): void {
    const host = this.#host;
    attempt.gotHello = true;
    host.reachedGateway();
    host.heartbeat.start(clampHeartbeatInterval(interval), host.random());
    const sessionId = host.dispatches.sessionId;
    if (sessionId === null) {
      void this.#identify(attempt);
      return;
    }
    attempt.sentResume = true;
    host.dispatches.resuming();
    const seq = host.dispatches.seq ?? 0;
    host.send({ op: GatewayOpcodes.Resume, d: { token: host.token, session_id: sessionId, seq } });
    host.awaitSession(attempt);
  }

  /** Identifies once the limiter grants a slot (no deadline meanwhile: heartbeats keep the connection). */
  async #identify(attempt: ConnectionAttempt): Promise<void> {
    const host = this.#host;
    const identifying = new AbortController();
    attempt.identifying = identifying;
    this.#limiter ??=
      host.options.identifyLimiter ??
      createIdentifyLimiter({
        maxConcurrency: host.maxConcurrency() ?? 1,
        ...(host.options.timers ? { timers: host.options.timers } : {}),
        ...(host.options.now ? { now: host.options.now } : {}),
      });
    try {
      await this.#limiter.acquire(host.options.shard?.[0] ?? 0, identifying.signal);
    } catch {
      return; // the connection went away while waiting for a slot
    }
    if (host.current() !== attempt) return;
    host.send(identifyFrame(host.options, host.token));
    host.awaitSession(attempt);
  }
}
