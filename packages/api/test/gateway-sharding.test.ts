import { describe, expect, it } from 'vitest';
import { identifyRateLimitKey, isGatewayShard, shardForGuild } from '../src/index.js';

describe('gateway sharding', () => {
  it('routes a guild to (guild_id >> 22) % num_shards, and DMs to shard 0', () => {
    // 81384788765712384 >> 22 = 19403526529; % 4 = 1 (the service's own example guild)
    expect(shardForGuild('81384788765712384', 4)).toBe(Number((81384788765712384n >> 22n) % 4n));
    expect(shardForGuild(String(7n << 22n), 4)).toBe(3);
    expect(shardForGuild(String(8n << 22n), 4)).toBe(0);
    expect(shardForGuild('81384788765712384', 1)).toBe(0);
    expect(shardForGuild(null, 4)).toBe(0);
    expect(shardForGuild('not-a-snowflake', 4)).toBe(0);
  });

  it('accepts a shard [shard_id, num_shards] with 0 <= shard_id < num_shards, and nothing else', () => {
    expect(isGatewayShard([0, 1])).toBe(true);
    expect(isGatewayShard([3, 4])).toBe(true);
    for (const bad of [
      [4, 4],
      [-1, 4],
      [0, 0],
      [1.5, 4],
      [0, 2 ** 53],
      ['0', '1'],
      [0],
      [0, 1, 2],
      { 0: 0, 1: 1, length: 2 },
      null,
      undefined,
    ])
      expect(isGatewayShard(bad), JSON.stringify(bad)).toBe(false);
  });

  it('keys the identify rate by shard_id % max_concurrency', () => {
    expect([0, 1, 2, 3, 4, 5].map((id) => identifyRateLimitKey(id, 4))).toEqual([0, 1, 2, 3, 0, 1]);
    expect(identifyRateLimitKey(3, 1)).toBe(0);
    expect(identifyRateLimitKey(3, 0)).toBe(0);
  });
});
