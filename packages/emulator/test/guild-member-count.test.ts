import { describe, expect, it } from 'vitest';
import { guildMemberCount, guildMembers } from '../src/world/bot-member.js';
import { buildWorld } from '../src/world/build-world.js';
import { defaultWorldSeed } from '../src/world/default-world-seed.js';
import type { WorldSeed } from '../src/world/world-seed.js';

// Issue 38: a guild's member count is no longer the length of its sorted member list (sorting 10,000 members
// for every GUILD_CREATE): both must still agree, installed bots without a member entry counted once each.

describe('guildMemberCount', () => {
  it('counts what guildMembers lists, bots installed without a member entry included once', () => {
    const seed = structuredClone(defaultWorldSeed) as WorldSeed;
    const second = { ...seed.applications[0]!, id: '1250000000000000999', name: 'Second' };
    delete second.privateKey;
    delete second.botToken;
    seed.applications.push(second, { ...second, id: '1250000000000000998', name: 'Third', guildIds: [] });
    const world = buildWorld(seed);
    for (const guild of world.guilds) {
      const listed = guildMembers(world, guild);
      expect(guildMemberCount(world, guild)).toBe(listed.length);
      expect(new Set(listed.map((m) => m.userId)).size).toBe(listed.length);
    }
    const primary = world.guilds[0]!;
    expect(guildMembers(world, primary).some((m) => m.userId === second.id)).toBe(true);
    expect(guildMembers(world, primary).some((m) => m.userId === '1250000000000000998')).toBe(false);
  });
});
