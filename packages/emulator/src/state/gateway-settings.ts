import { GatewayLimits } from '@slashkit/api';

/** Timing, retention and sharding settings of the emulated gateway; see `gatewayFeature`. */
export interface GatewaySettings {
  /** The `heartbeat_interval` sent in Hello, in ms. */
  heartbeatIntervalMs: number;
  /** Extra time after an interval before a silent client is closed with 4009, in ms. */
  heartbeatGraceMs: number;
  /** How long a disconnected session can still be resumed, on the emulator clock, in ms. */
  resumeWindowMs: number;
  /** How many of its latest dispatches a session keeps for replay on resume. */
  maxBufferedDispatches: number;
  /** `session_start_limit.max_concurrency`: identifies allowed per 5 s, one per `shard_id % max_concurrency`. */
  maxConcurrency: number;
  /** The `shards` `GET /gateway/bot` recommends; 0: one per 1,000 guilds of the app, as the service does. */
  recommendedShards: number;
  /** Guilds one shard may hold; an Identify whose shard would hold more is closed with 4011 Sharding required. */
  maxGuildsPerShard: number;
}

/** The service's figures. */
export const defaultGatewaySettings: Readonly<GatewaySettings> = {
  heartbeatIntervalMs: GatewayLimits.heartbeatIntervalMs,
  heartbeatGraceMs: 5_000,
  resumeWindowMs: 5 * 60_000,
  maxBufferedDispatches: 1000,
  maxConcurrency: GatewayLimits.defaultMaxConcurrency,
  recommendedShards: 0,
  maxGuildsPerShard: GatewayLimits.maxGuildsPerShard,
};

/** The smallest value of each setting. */
const minimum: Readonly<Record<keyof GatewaySettings, number>> = {
  heartbeatIntervalMs: 1,
  heartbeatGraceMs: 0,
  resumeWindowMs: 0,
  maxBufferedDispatches: 1,
  maxConcurrency: 1,
  recommendedShards: 0,
  maxGuildsPerShard: 1,
};

/**
 * The first setting that is not an integer within bounds, as a message naming it, or undefined when all are
 * fine. Unknown keys are the caller's business.
 */
export function checkGatewaySettings(settings: GatewaySettings, where: string): string | undefined {
  for (const key of Object.keys(minimum) as (keyof GatewaySettings)[]) {
    const value = settings[key];
    const min = minimum[key];
    if (!Number.isSafeInteger(value) || value < min)
      return `${where}: ${key} must be an integer of at least ${min}; got ${JSON.stringify(value)}`;
  }
  return undefined;
}
