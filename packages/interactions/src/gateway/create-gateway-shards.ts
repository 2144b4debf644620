import { checkGatewayClientOptions } from './create-gateway-client.js';
import type { GatewayClient } from './gateway-client.js';
import type { GatewayClientEvents, GatewayReady } from './gateway-client-events.js';
import type { GatewayClientOptions } from './gateway-client-options.js';
import { GatewayError } from './gateway-error.js';
import { GatewayLocator } from './gateway-locator.js';
import { GatewayShardClient } from './gateway-shard-client.js';
import { createIdentifyLimiter } from './identify-limiter.js';

/** Options of {@link createGatewayShards}: those of a client (without `shard`), plus which shards to run. */
export interface GatewayShardsOptions extends Omit<GatewayClientOptions, 'shard'> {
  /**
   * The total number of shards (`num_shards`), the same in every process of the bot. Default: the count
   * `GET /gateway/bot` recommends, which must be a whole number from 1 to the `session_start_limit.total` of
   * the same answer (else `connect()` rejects with a fatal `DISCOVERY_FAILED`, before any client exists).
   */
  shardCount?: number;
  /**
   * The shards this process runs (default: all of them). Several processes split one bot by each running
   * a disjoint set, e.g. `[0, 1]` and `[2, 3]` of `shardCount: 4`.
   */
  shardIds?: number[];
  /** `max_concurrency` for the default identify limiter; default from `GET /gateway/bot` (1 with `gatewayUrl`). */
  maxConcurrency?: number;
}

/** A listener of a sharded gateway: the payload, and the shard it came from. */
export type GatewayShardListener<E extends keyof GatewayClientEvents> = (
  payload: GatewayClientEvents[E],
  shardId: number,
) => void;

/** The shards of one bot that run in this process; see {@link createGatewayShards}. */
export interface GatewayShards {
  /** Connects every shard (identifies paced by `max_concurrency`); resolves with each shard's READY. */
  connect(): Promise<Map<number, GatewayReady>>;
  /** Closes every shard; see `GatewayClient.close`. */
  close(): Promise<void>;
  /** Subscribes to an event of every shard; returns the function that unsubscribes. */
  on<E extends keyof GatewayClientEvents>(event: E, listener: GatewayShardListener<E>): () => void;
  /** The clients by shard id, once `connect()` has created them. */
  readonly shards: ReadonlyMap<number, GatewayClient>;
  /** `num_shards`, once known. */
  readonly shardCount: number | undefined;
}

/**
 * Runs a set of shards of one bot in this process: one gateway client per shard id, sharing the handler,
 * the gateway URL and an identify limiter that lets `max_concurrency` shards identify per 5 s. The service
 * sends each guild's events to shard `(guild_id >> 22) % num_shards` and DMs to shard 0.
 * @example
 * // process A runs shards 0 and 1 of 4, process B runs 2 and 3
 * const gateway = createGatewayShards({ token, handler, rest, shardCount: 4, shardIds: [0, 1] });
 * await gateway.connect();
 * @see https://discord.com/developers/docs/events/gateway#sharding
 */
export function createGatewayShards(options: GatewayShardsOptions): GatewayShards {
  checkGatewayClientOptions(options, 'createGatewayShards');
  const { shardCount, shardIds, maxConcurrency } = options;
  if (shardCount !== undefined && !(Number.isSafeInteger(shardCount) && shardCount >= 1))
    throw new RangeError(`createGatewayShards: shardCount must be a positive integer; got ${shardCount}.`);
  if (shardIds !== undefined) {
    const bad = shardIds.find(
      (id) => !Number.isSafeInteger(id) || id < 0 || (shardCount !== undefined && id >= shardCount),
    );
    if (bad !== undefined || new Set(shardIds).size !== shardIds.length || shardIds.length === 0)
      throw new RangeError(
        `createGatewayShards: shardIds must be distinct integers from 0 to shardCount - 1; got ${JSON.stringify(shardIds)}.`,
      );
  }
  const shards = new Map<number, GatewayShardClient>();
  const listeners = new Set<{ event: keyof GatewayClientEvents; listener: GatewayShardListener<never> }>();
  let count = shardCount;
  let connecting: Promise<Map<number, GatewayReady>> | undefined;
  let closed = false;

  const subscribe = (
    id: number,
    client: GatewayShardClient,
    entry: typeof listeners extends Set<infer T> ? T : never,
  ) =>
    client.on(entry.event, (payload) =>
      (entry.listener as GatewayShardListener<typeof entry.event>)(payload, id),
    );

  async function start(): Promise<Map<number, GatewayReady>> {
    let url = options.gatewayUrl;
    let concurrency = maxConcurrency;
    // With gatewayUrl and shardCount given, nothing needs looking up (max_concurrency then defaults to 1).
    if (url === undefined || count === undefined) {
      const locator = new GatewayLocator(options, options.token.replace(/^Bot /, ''));
      url ??= await locator.lookUp();
      count ??= locator.recommendedShards();
      concurrency ??= locator.maxConcurrency;
    }
    if (closed) throw new GatewayError('CLOSED', 'close() was called before the shards were connected.');
    const total = count ?? 1;
    count = total;
    const ids = shardIds ?? Array.from({ length: total }, (_, i) => i);
    const outside = ids.find((id) => id >= total);
    if (outside !== undefined)
      throw new RangeError(`createGatewayShards: shard ${outside} is outside num_shards ${count}.`);
    const identifyLimiter =
      options.identifyLimiter ??
      createIdentifyLimiter({
        maxConcurrency: concurrency ?? 1,
        ...(options.timers ? { timers: options.timers } : {}),
        ...(options.now ? { now: options.now } : {}),
      });
    for (const id of ids) {
      const client = new GatewayShardClient({
        ...options,
        gatewayUrl: url,
        shard: [id, total],
        identifyLimiter,
      });
      shards.set(id, client);
      for (const entry of listeners) subscribe(id, client, entry);
    }
    const readies = await Promise.all(ids.map(async (id) => [id, await shards.get(id)!.connect()] as const));
    return new Map(readies);
  }

  return {
    connect() {
      if (closed)
        return Promise.reject(new GatewayError('CLOSED', 'These shards were closed; create new ones.'));
      // A failed lookup is not kept: connect() may be called again.
      connecting ??= start().catch((error: unknown) => {
        if (shards.size === 0) connecting = undefined;
        throw error;
      });
      return connecting;
    },
    async close() {
      closed = true;
      await Promise.all([...shards.values()].map((client) => client.close()));
      await connecting?.catch(() => {});
    },
    on(event, listener) {
      const entry = { event, listener: listener as GatewayShardListener<never> };
      listeners.add(entry);
      const offs = [...shards].map(([id, client]) => subscribe(id, client, entry));
      return () => {
        listeners.delete(entry);
        for (const off of offs) off();
      };
    },
    get shards() {
      return shards;
    },
    get shardCount() {
      return count;
    },
  };
}
