import { type GatewayDispatchFrame, GatewayOpcodes, type Snowflake, shardForGuild } from '@slashkit/api';

/** What the admin API shows of a session (`GET /_emulator/gateway/sessions`). Never the bot token. */
export interface GatewaySessionInfo {
  sessionId: string;
  applicationId: string;
  /** Whether a socket is attached right now; a disconnected session waits to be resumed. */
  connected: boolean;
  /** The last sequence number dispatched to the session. */
  seq: number;
  /** `[shard_id, num_shards]` from Identify. */
  shard: [number, number];
  intents: number;
  /** Emulator time the session was identified, in epoch ms. */
  createdAt: number;
  /** Emulator time the socket went away, while disconnected. */
  disconnectedAt: number | null;
  /** How many times the session was resumed. */
  resumes: number;
}

/** A {@link GatewaySession} as plain JSON, for snapshots: everything a resume needs, never a socket. */
export interface GatewaySessionSnapshot {
  id: string;
  applicationId: Snowflake;
  shard: [number, number];
  intents: number;
  createdAt: number;
  seq: number;
  resumes: number;
  /** Emulator time the socket went away; null while one was attached. */
  disconnectedAt: number | null;
  /** How many dispatches the session keeps for replay. */
  capacity: number;
  /** The kept dispatches, oldest first. */
  frames: GatewayDispatchFrame[];
}

/** Something a session can send frames to: its current connection. */
export interface GatewaySink {
  send(frame: GatewayDispatchFrame): void;
}

/**
 * One gateway session: outlives its socket so that a client can resume it and get the dispatches it missed.
 * Dispatches are numbered from 1 and the last `capacity` of them are kept for replay.
 */
export class GatewaySession {
  readonly id: string;
  readonly applicationId: Snowflake;
  readonly shard: [number, number];
  readonly intents: number;
  readonly createdAt: number;
  seq = 0;
  resumes = 0;
  /** The connection attached now: the running emulator's, never part of a snapshot. */
  sink: GatewaySink | null = null;
  disconnectedAt: number | null = null;
  readonly #buffer: GatewayDispatchFrame[] = [];
  readonly #capacity: number;

  constructor(init: {
    id: string;
    applicationId: Snowflake;
    shard: [number, number];
    intents: number;
    createdAt: number;
    capacity: number;
  }) {
    this.id = init.id;
    this.applicationId = init.applicationId;
    this.shard = init.shard;
    this.intents = init.intents;
    this.createdAt = init.createdAt;
    this.#capacity = init.capacity;
  }

  /** A session (without a socket) holding what a snapshot holds (checked; nothing is shared with it). */
  static restore(snapshot: GatewaySessionSnapshot): GatewaySession {
    const session = new GatewaySession({ ...snapshot, shard: [...snapshot.shard] });
    session.seq = snapshot.seq;
    session.resumes = snapshot.resumes;
    session.disconnectedAt = snapshot.disconnectedAt;
    session.#buffer.push(...structuredClone(snapshot.frames));
    return session;
  }

  /** The session as plain JSON (copies): its snapshot. */
  snapshot(): GatewaySessionSnapshot {
    return {
      id: this.id,
      applicationId: this.applicationId,
      shard: [...this.shard],
      intents: this.intents,
      createdAt: this.createdAt,
      seq: this.seq,
      resumes: this.resumes,
      disconnectedAt: this.disconnectedAt,
      capacity: this.#capacity,
      frames: structuredClone(this.#buffer),
    };
  }

  /** Numbers a dispatch, keeps it for replay and sends it if a socket is attached. */
  dispatch(t: string, d: unknown): GatewayDispatchFrame {
    this.seq += 1;
    const frame: GatewayDispatchFrame = { op: GatewayOpcodes.Dispatch, t, s: this.seq, d };
    this.#buffer.push(frame);
    if (this.#buffer.length > this.#capacity) this.#buffer.shift();
    this.sink?.send(frame);
    return frame;
  }

  /**
   * The dispatches after `seq`, oldest first, or null when some of them are no longer kept (the session
   * cannot be resumed from there).
   */
  since(seq: number): GatewayDispatchFrame[] | null {
    const oldest = this.#buffer[0]?.s ?? this.seq + 1;
    if (seq + 1 < oldest) return null;
    return this.#buffer.filter((frame) => frame.s > seq);
  }

  /** Whether a dispatch for `guildId` belongs to this session's shard (DMs and app-wide events go to shard 0). */
  owns(guildId: string | null): boolean {
    return shardForGuild(guildId, this.shard[1]) === this.shard[0];
  }

  /** The admin view. */
  info(): GatewaySessionInfo {
    return {
      sessionId: this.id,
      applicationId: this.applicationId,
      connected: this.sink !== null,
      seq: this.seq,
      shard: [...this.shard],
      intents: this.intents,
      createdAt: this.createdAt,
      disconnectedAt: this.disconnectedAt,
      resumes: this.resumes,
    };
  }
}
