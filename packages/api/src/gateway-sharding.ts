import type { GatewayShard } from './types/gateway.js';

/**
 * The gateway's session, sharding and send-rate figures, as the service applies them.
 * @see https://discord.com/developers/docs/events/gateway#sharding
 * @see https://discord.com/developers/docs/events/gateway#sending-events
 * @see https://discord.com/developers/docs/events/gateway#rate-limiting
 */
export const GatewayLimits = {
  /** The window of the identify rate: `max_concurrency` identifies per window, one per rate-limit key. */
  identifyWindowMs: 5_000,
  /** `session_start_limit.max_concurrency` of an ordinary bot. */
  defaultMaxConcurrency: 1,
  /** Identifies allowed per day (`session_start_limit.total` of an ordinary bot). */
  dailySessionStarts: 1000,
  /** The period of the daily identify budget. */
  sessionStartResetMs: 86_400_000,
  /** Guilds one shard may hold; a session that would hold more is closed with 4011 Sharding required. */
  maxGuildsPerShard: 2500,
  /** Guilds per shard in the shard count `GET /gateway/bot` recommends. */
  guildsPerRecommendedShard: 1000,
  /**
   * The most shards a client starts on the recommendation of `GET /gateway/bot` alone: 65,536 shards at the
   * recommended 1,000 guilds each hold 65 million guilds, several times the largest bot's count, and large
   * bots raise `session_start_limit.total` well below it. A larger recommendation is a broken or hostile
   * answer, not a plan: a client would allocate one shard per unit before connecting any. A bot that truly
   * needs more chooses its count (and its share of the shards per process) itself.
   */
  maxRecommendedShards: 65_536,
  /** The `heartbeat_interval` the service sends in Hello. */
  heartbeatIntervalMs: 41_250,
  /** Identify's default `large_threshold`: a guild with more members is `large` (no offline members in GUILD_CREATE). */
  defaultLargeThreshold: 50,
  /** Members per GUILD_MEMBERS_CHUNK: a Request Guild Members answer is split into chunks of this many. */
  membersPerChunk: 1000,
  /** The most members a Request Guild Members by `query` prefix or by `user_ids` returns. */
  memberRequestMaxResults: 100,
  /** The longest Request Guild Members `nonce` (bytes) the chunks echo; a longer one is left out of them. */
  memberRequestNonceMaxBytes: 32,
  /** The largest payload a client may send, in bytes: a larger one closes the connection with 4002 Decode error. */
  maxPayloadBytes: 4096,
  /**
   * Payloads a client may send over one connection per {@link GatewayLimits}.payloadWindowMs (heartbeats
   * count): one more closes the connection with 4008 Rate limited.
   */
  payloadsPerWindow: 120,
  /** The window of `payloadsPerWindow`, in ms. */
  payloadWindowMs: 60_000,
} as const;

/**
 * Whether `value` is a shard the service accepts in Identify: `[shard_id, num_shards]`, two safe integers
 * with `0 <= shard_id < num_shards` (the gateway closes with 4010 Invalid shard otherwise).
 * @example
 * isGatewayShard([1, 4]); // true
 * isGatewayShard([4, 4]); // false: shard ids run from 0 to num_shards - 1
 * @see https://discord.com/developers/docs/events/gateway#sharding
 */
export function isGatewayShard(value: unknown): value is GatewayShard {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [id, count] = value as unknown[];
  return (
    Number.isSafeInteger(count) &&
    (count as number) >= 1 &&
    Number.isSafeInteger(id) &&
    (id as number) >= 0 &&
    (id as number) < (count as number)
  );
}

/**
 * The shard that receives a guild's events: `(guild_id >> 22) % num_shards`. Events without a guild (DMs)
 * go to shard 0.
 * @example
 * shardForGuild('81384788765712384', 4); // 0
 * @see https://discord.com/developers/docs/events/gateway#sharding
 */
export function shardForGuild(guildId: string | null, shardCount: number): number {
  if (guildId === null || shardCount <= 1 || !/^\d{1,20}$/.test(guildId)) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/**
 * The identify rate-limit key of a shard: shards with the same key identify at most once per
 * {@link GatewayLimits}.identifyWindowMs; shards with different keys may identify together.
 * @example
 * identifyRateLimitKey(5, 4); // 1
 */
export function identifyRateLimitKey(shardId: number, maxConcurrency: number): number {
  return shardId % Math.max(1, maxConcurrency);
}
