import { ChannelType } from '@slashkit/api';
import { defaultWorldSeed, type GuildSeed, type WorldSeed } from '../src/index.js';

// A world for sharding tests: the default world plus `count` guilds whose ids spread over shards, every one
// with the primary app installed, an @everyone role that may use commands, a #general and the seeded member.

/** Permissions of @everyone: view, send, read history, use application commands. */
const everyone = ((1n << 10n) | (1n << 11n) | (1n << 16n) | (1n << 31n)).toString();
const OWNER = '1250000000000000201';
const MEMBER = '1250000000000000204';

/** The id of extra guild `index`: `(id >> 22) % n === index % n` for every n dividing 4096, so shards are predictable. */
export function extraGuildId(index: number): string {
  return ((BigInt(4096 * 10 + index) << 22n) | 7n).toString();
}

/** The #general channel of extra guild `index`. */
export function extraChannelId(index: number): string {
  return ((BigInt(4096 * 10 + index) << 22n) | 8n).toString();
}

/** The default world plus `count` guilds (see {@link extraGuildId}), the primary app installed in all of them. */
export function worldWithGuilds(count: number): WorldSeed {
  const guilds: GuildSeed[] = Array.from({ length: count }, (_, index) => ({
    id: extraGuildId(index),
    name: `Shard Guild ${index}`,
    ownerId: OWNER,
    roles: [{ id: extraGuildId(index), name: '@everyone', permissions: everyone, position: 0 }],
    channels: [{ id: extraChannelId(index), name: 'general', type: ChannelType.GuildText }],
    members: [{ userId: OWNER }, { userId: MEMBER }],
  }));
  const [primary, ...apps] = defaultWorldSeed.applications;
  return {
    ...defaultWorldSeed,
    applications: [
      { ...primary!, guildIds: [...(primary!.guildIds ?? []), ...guilds.map((g) => g.id)] },
      ...apps,
    ],
    guilds: [...defaultWorldSeed.guilds, ...guilds],
  };
}
