import { GatewayCloseCodes, type GatewayShard, isGatewayShard, knownGatewayIntents } from '@slashkit/api';

/**
 * The intents and shard of an Identify payload, or the close code the service answers a bad one with:
 * 4013 for intents that are not a non-negative integer or hold a bit the service does not know, 4010 for a
 * shard that is not `[id, count]` with `0 <= id < count`. No shard means `[0, 1]`.
 */
export function readIdentify(
  payload: Record<string, unknown>,
): { intents: number; shard: GatewayShard } | number {
  const { intents, shard } = payload;
  if (!Number.isSafeInteger(intents) || (intents as number) < 0) return GatewayCloseCodes.InvalidIntents;
  // Bit operations work on 32 bits: compare as BigInt so that a bit above 31 is not lost.
  if ((BigInt(intents as number) & ~BigInt(knownGatewayIntents)) !== 0n)
    return GatewayCloseCodes.InvalidIntents;
  if (shard === undefined || shard === null) return { intents: intents as number, shard: [0, 1] };
  if (!isGatewayShard(shard)) return GatewayCloseCodes.InvalidShard;
  return { intents: intents as number, shard: [shard[0], shard[1]] };
}
