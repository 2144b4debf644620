import type { GatewayGuildCreateData, GatewaySoundboardSoundsData, Timers } from '@slashkit/api';
import type { GatewaySession, GatewaySink } from '../state/gateway-session.js';
import type { GatewaySettings } from '../state/gateway-settings.js';
import type { EmulatorApplication } from '../world/world.js';
import type { GuildMembersAnswer } from './guild-members-chunks.js';
import type { VoiceStateUpdateAnswer } from './voice-state-update.js';

/** Why an Identify that passed the token and payload checks is not admitted. */
export type IdentifyRefusal =
  /** Another shard of the same rate-limit key identified within 5 s: Invalid Session, as on the service. */
  | 'rate-limited'
  /** The shard would hold more guilds than one shard may: close 4011. */
  | 'sharding-required';

/**
 * What a gateway connection needs from the gateway that accepted it: settings, the clock and timers, the log, and the
 * sessions. A connection never sees the rest of the emulator.
 */
export interface GatewayConnectionHost {
  readonly options: Readonly<GatewaySettings>;
  /** The emulator's timers (heartbeat deadlines), injected so tests can drive them. */
  readonly timers: Timers;
  now(): number;
  /** Writes a log line (never a token). */
  log(line: string): void;
  /** The application whose bot token this is. */
  authenticate(token: unknown): EmulatorApplication | undefined;
  /** Whether an Identify of `shard` may start a session now (and counts it when it may). */
  admitIdentify(application: EmulatorApplication, shard: [number, number]): IdentifyRefusal | undefined;
  createSession(application: EmulatorApplication, shard: [number, number], intents: number): GatewaySession;
  /** The GUILD_CREATE dispatches that follow a new session's READY (none without the GUILDS intent). */
  readyGuilds(application: EmulatorApplication, session: GatewaySession): GatewayGuildCreateData[];
  /** The GUILD_MEMBERS_CHUNK dispatches that answer a session's Request Guild Members, or why none. */
  requestGuildMembers(session: GatewaySession, d: unknown): GuildMembersAnswer;
  /** What a session's Voice State Update (op 4) does: join, move or leave voice. */
  voiceStateUpdate(session: GatewaySession, d: unknown): VoiceStateUpdateAnswer;
  /** The SOUNDBOARD_SOUNDS dispatches that answer a session's Request Soundboard Sounds (op 31). */
  requestSoundboardSounds(session: GatewaySession, d: unknown): GatewaySoundboardSoundsData[];
  findSession(id: string): GatewaySession | undefined;
  endSession(session: GatewaySession): void;
  /** The connection's socket closed. */
  forget(connection: GatewaySink): void;
}
