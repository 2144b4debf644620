import type { APIGuildApplicationCommandPermissions } from './application-command-permissions.js';
import type { APIGuildChannel, APIThreadChannel } from './channel.js';
import type { APIGuild, APIGuildMember } from './guild.js';
import type { APIInteraction } from './interaction.js';
import type { APICurrentUser } from './oauth2.js';
import type { APIGuildScheduledEvent } from './scheduled-event.js';
import type { APISoundboardSound } from './soundboard.js';
import type { APIStageInstance } from './stage-instance.js';
import type { APIVoiceState } from './voice.js';

/**
 * Gateway opcodes.
 * @see {@link https://discord.com/developers/docs/topics/opcodes-and-status-codes#gateway-gateway-opcodes | Gateway opcodes}
 */
export const GatewayOpcodes = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  VoiceStateUpdate: 4,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
  RequestSoundboardSounds: 31,
} as const;

/** A gateway opcode value. */
export type GatewayOpcode = (typeof GatewayOpcodes)[keyof typeof GatewayOpcodes];

/** `[shard_id, num_shards]`, as sent in Identify and echoed in READY. */
export type GatewayShard = [shardId: number, shardCount: number];

/** The READY dispatch: what a new session starts with. */
export interface GatewayReadyData {
  /** The gateway version. */
  v: number;
  /** The bot user, as `GET /users/@me` answers for its token. */
  user: APICurrentUser;
  /** The guilds of the session's shard, unavailable until their GUILD_CREATE (sent with the GUILDS intent). */
  guilds: { id: string; unavailable?: boolean }[];
  session_id: string;
  /** Where the client resumes this session. */
  resume_gateway_url: string;
  shard?: GatewayShard;
  application: { id: string; flags?: number };
}

/**
 * GUILD_CREATE: a guild of the session's shard (after READY, or when the app is installed into it), with
 * what libraries build their caches from. The emulator sends no presences (an empty list).
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-create | Guild Create event}
 */
export interface GatewayGuildCreateData extends APIGuild {
  /** When the bot joined (ISO 8601). */
  joined_at: string;
  /** Whether the guild has more members than the Identify's `large_threshold`. */
  large: boolean;
  unavailable: false;
  member_count: number;
  /** The bot's own member, and every member when the session has GUILD_PRESENCES and the guild is not large. */
  members: APIGuildMember[];
  /** Every channel of the guild that is not a thread. */
  channels: APIGuildChannel[];
  /** The active threads the bot can view. */
  threads: APIThreadChannel[];
  /** Who is in the guild's voice channels (without `guild_id` and `member`). */
  voice_states: Omit<APIVoiceState, 'guild_id' | 'member'>[];
  presences: unknown[];
  /** The guild's live stages. */
  stage_instances: APIStageInstance[];
  guild_scheduled_events: APIGuildScheduledEvent[];
  /** The guild's soundboard sounds. */
  soundboard_sounds: APISoundboardSound[];
}

/** GUILD_DELETE: the guild became unavailable (`unavailable: true`) or the app was removed from it (no `unavailable`). */
export interface GatewayGuildDeleteData {
  id: string;
  unavailable?: boolean;
}

/**
 * GUILD_MEMBERS_CHUNK: one chunk of the answer to a Request Guild Members (op 8).
 * @see https://discord.com/developers/docs/events/gateway-events#guild-members-chunk
 */
export interface GatewayGuildMembersChunkData {
  guild_id: string;
  members: APIGuildMember[];
  /** This chunk's index, `0 <= chunk_index < chunk_count`. */
  chunk_index: number;
  chunk_count: number;
  /** The requested `user_ids` that are not members of the guild. */
  not_found?: string[];
  /** With `presences: true` and the GUILD_PRESENCES intent (the emulator models none: empty). */
  presences?: unknown[];
  /** The request's `nonce`, when it had a valid one. */
  nonce?: string;
}

/**
 * Voice State Update (op 4), sent by a bot: join, move within or leave (`channel_id` null) a guild's voice.
 * @see https://discord.com/developers/docs/events/gateway-events#update-voice-state
 */
export interface GatewayVoiceStateUpdateData {
  guild_id: string;
  channel_id: string | null;
  self_mute: boolean;
  self_deaf: boolean;
}

/**
 * VOICE_SERVER_UPDATE: where the bot's voice connection goes once it joined a voice channel by op 4.
 * @see https://discord.com/developers/docs/events/gateway-events#voice-server-update
 */
export interface GatewayVoiceServerUpdateData {
  token: string;
  guild_id: string;
  /** The voice server's host, or null while it is being reallocated. */
  endpoint: string | null;
}

/**
 * SOUNDBOARD_SOUNDS: a guild's soundboard sounds, one dispatch per guild a Request Soundboard Sounds (op 31)
 * named.
 * @see https://discord.com/developers/docs/events/gateway-events#soundboard-sounds
 */
export interface GatewaySoundboardSoundsData {
  soundboard_sounds: APISoundboardSound[];
  guild_id: string;
}

/** The dispatch events this SDK handles, with their payloads. */
export interface GatewayDispatchPayloads {
  READY: GatewayReadyData;
  RESUMED: null;
  INTERACTION_CREATE: APIInteraction;
  APPLICATION_COMMAND_PERMISSIONS_UPDATE: APIGuildApplicationCommandPermissions;
}

/** A gateway frame. */
export interface GatewayPayload<Data = unknown> {
  op: GatewayOpcode;
  d: Data;
  s?: number | null;
  t?: string | null;
}

/** A Dispatch (op 0) frame: `s` counts up from 1 per session. */
export interface GatewayDispatchFrame<Name extends string = string, Data = unknown> {
  op: typeof GatewayOpcodes.Dispatch;
  t: Name;
  s: number;
  d: Data;
}

/** Hello (op 10): the first frame of every connection. */
export interface GatewayHelloData {
  /** How often the client must heartbeat, in ms. */
  heartbeat_interval: number;
}

/** Identify (op 2): starts a new session. */
export interface GatewayIdentifyData {
  token: string;
  intents: number;
  properties: { os: string; browser: string; device: string };
  shard?: GatewayShard;
}

/** Resume (op 6): takes a dropped session back and replays what it missed. */
export interface GatewayResumeData {
  token: string;
  session_id: string;
  /** The last sequence number the client received. */
  seq: number | null;
}

/** What the client sends. */
export type GatewaySendPayload =
  | { op: typeof GatewayOpcodes.Heartbeat; d: number | null }
  | { op: typeof GatewayOpcodes.Identify; d: GatewayIdentifyData }
  | { op: typeof GatewayOpcodes.Resume; d: GatewayResumeData };

/** What the gateway sends. */
export type GatewayReceivePayload =
  | GatewayDispatchFrame
  | { op: typeof GatewayOpcodes.Heartbeat; d: null; s?: null; t?: null }
  | { op: typeof GatewayOpcodes.Reconnect; d: null; s?: null; t?: null }
  /** `d`: whether the session can still be resumed. */
  | { op: typeof GatewayOpcodes.InvalidSession; d: boolean; s?: null; t?: null }
  | { op: typeof GatewayOpcodes.Hello; d: GatewayHelloData; s?: null; t?: null }
  | { op: typeof GatewayOpcodes.HeartbeatAck; d: null; s?: null; t?: null };

/** The `session_start_limit` of `GET /gateway/bot`. */
export interface APIGatewaySessionStartLimit {
  /** Identifies allowed per day. */
  total: number;
  remaining: number;
  /** Milliseconds until `remaining` resets to `total`. */
  reset_after: number;
  /** Identifies allowed per 5 seconds: shards whose `shard_id % max_concurrency` differ identify together. */
  max_concurrency: number;
}

/** `GET /gateway`. */
export interface APIGatewayInfo {
  url: string;
}

/** `GET /gateway/bot`: the URL, the recommended shard count and the identify budget. */
export interface APIGatewayBotInfo extends APIGatewayInfo {
  /** The recommended number of shards. */
  shards: number;
  session_start_limit: APIGatewaySessionStartLimit;
}
