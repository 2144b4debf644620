import { GatewaySession, type GatewaySessionSnapshot } from './gateway-session.js';
import type { GatewaySettings } from './gateway-settings.js';
import { SessionStartLimiter, type SessionStartSnapshot } from './session-start-limiter.js';

/** A {@link GatewayState} as plain JSON, for snapshots. */
export interface GatewayStateSnapshot {
  settings: GatewaySettings;
  sessions: GatewaySessionSnapshot[];
  identifies: SessionStartSnapshot;
}

/**
 * What the emulated gateway keeps between sockets: its settings, the sessions (connected, or disconnected
 * and still resumable, with the dispatches kept for replay) and the identify budgets. The sockets
 * themselves are the running emulator's (`GatewaySockets`), never part of the state.
 */
export class GatewayState {
  /** Heartbeat, resume window, buffer and sharding settings (`PATCH /_emulator/gateway` changes them). */
  readonly settings: GatewaySettings;
  /** The sessions by id, oldest first. */
  readonly sessions = new Map<string, GatewaySession>();
  /** The daily `session_start_limit` and the identify rate, per application. */
  readonly identifies: SessionStartLimiter;

  /** @param settings checked settings (copied) */
  constructor(settings: GatewaySettings, identifies = new SessionStartLimiter()) {
    this.settings = { ...settings };
    this.identifies = identifies;
  }

  /** A gateway state holding what a snapshot holds (checked; nothing is shared with it). */
  static restore(snapshot: GatewayStateSnapshot): GatewayState {
    const state = new GatewayState(snapshot.settings, SessionStartLimiter.restore(snapshot.identifies));
    for (const session of snapshot.sessions) state.sessions.set(session.id, GatewaySession.restore(session));
    return state;
  }

  /** The state as plain JSON (copies): its snapshot. */
  snapshot(): GatewayStateSnapshot {
    return {
      settings: { ...this.settings },
      sessions: [...this.sessions.values()].map((session) => session.snapshot()),
      identifies: this.identifies.snapshot(),
    };
  }
}
