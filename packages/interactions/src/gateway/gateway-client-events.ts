import type { APIGuildApplicationCommandPermissions, APIInteraction } from '@slashkit/api';
import type { GatewayError } from './gateway-error.js';

/** What READY told the client. */
export interface GatewayReady {
  sessionId: string;
  applicationId: string;
  /** The bot user's id. */
  userId: string;
  /** Where the client resumes this session (empty when READY named none: it resumes where it connected). */
  resumeGatewayUrl: string;
  /** `[shard_id, num_shards]`, when READY says. */
  shard?: [number, number];
}

/**
 * The events of a gateway client and their payloads; subscribe with `client.on(name, listener)`.
 * @see {@link https://discord.com/developers/docs/events/gateway | Gateway}
 */
export interface GatewayClientEvents {
  /** A new session started (after Identify). */
  ready: GatewayReady;
  /** A session was resumed; `replayed` dispatches it had missed arrived before this. */
  resumed: { sessionId: string; replayed: number };
  /** An interaction arrived; with a `handler`, it is also routed and answered through the callback endpoint. */
  interactionCreate: APIInteraction;
  /** Command permissions changed in a guild: the guild application command permissions object. */
  applicationCommandPermissionsUpdate: APIGuildApplicationCommandPermissions;
  /** Every dispatch, raw, after the typed events above. */
  dispatch: { t: string; s: number; d: unknown };
  /** The connection went away and the client will try again after `delayMs`, resuming or identifying. */
  reconnecting: { code: number | null; reason: string; resume: boolean; attempt: number; delayMs: number };
  /** Something went wrong; `error.fatal` says whether the client stopped. */
  error: GatewayError;
  /** The client stopped for good: `close()` was called (`error` undefined) or a fatal error happened. */
  closed: { error: GatewayError | undefined };
}
