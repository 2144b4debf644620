import { GatewayLimits } from '@slashkit/api';
import { GatewayError } from './gateway-error.js';

/**
 * The shard count `GET /gateway/bot` recommends, checked before anything is allocated for it: a whole
 * number from 1 to `session_start_limit.total` of the same answer, and to
 * `GatewayLimits.maxRecommendedShards`. Each shard starts a session, and a bot may start no more than
 * `total` a day, so a larger recommendation is not one to follow (5,000,000 would allocate a client per
 * shard and exhaust the process); the hard ceiling holds even when the same answer also claims a `total`
 * of 5,000,000. Anything else is a fatal `DISCOVERY_FAILED` that says what came and how to choose a count
 * instead.
 */
export function recommendedShardCount(shards: unknown, sessionStartTotal: number): number {
  const ceiling = GatewayLimits.maxRecommendedShards;
  const whole = Number.isSafeInteger(shards) && (shards as number) >= 1;
  if (whole && (shards as number) <= sessionStartTotal && (shards as number) <= ceiling)
    return shards as number;
  const shown = typeof shards === 'string' ? JSON.stringify(shards.slice(0, 40)) : String(shards);
  const why = !whole
    ? 'not a whole number of at least 1'
    : (shards as number) > sessionStartTotal
      ? `more than the ${sessionStartTotal} sessions its session_start_limit.total lets the bot start per day`
      : `more than the ${ceiling} shards a client starts on a recommendation alone (GatewayLimits.maxRecommendedShards: they would hold ${ceiling * GatewayLimits.guildsPerRecommendedShard} guilds), so the answer is broken`;
  throw new GatewayError(
    'DISCOVERY_FAILED',
    `GET /gateway/bot recommends ${shown} shards, ${why}; pass shardCount (and shardIds, to split the shards between processes) to choose the count.`,
    { fatal: true },
  );
}
