// biome-ignore-all lint/suspicious/noExplicitAny: the test corrupts a seed field by field.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { defaultWorldSeed, parseWorldSeed, WorldSeedError } from '../src/index.js';
import { buildWorld } from '../src/world/build-world.js';

function problemsOf(value: unknown): readonly string[] {
  try {
    parseWorldSeed(value);
  } catch (error) {
    if (error instanceof WorldSeedError) return error.problems;
    throw error;
  }
  return [];
}

describe('world seeds', () => {
  it('accepts the default seed and the README example', async () => {
    expect(problemsOf(defaultWorldSeed)).toEqual([]);
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const example = /## World files[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1];
    const world = buildWorld(parseWorldSeed(JSON.parse(example!)));
    expect(world.application.botToken).toBe('optional-fixed-token');
    expect(world.users.find((u) => u.username === 'bob')?.roles).toEqual(['900000000000000200']);
  });

  it('lists every problem with its path', () => {
    const seed = structuredClone(defaultWorldSeed) as unknown as Record<string, any>;
    seed.users[1].id = seed.users[0].id;
    seed.guilds[0].ownerId = '999';
    seed.guilds[0].channels[4].parentId = '1';
    seed.guilds[0].channels.push({ id: '1250000000000000099', name: 'clash', type: 0 });
    seed.guilds[0].members[1].roles = ['7'];
    seed.applications[0].privateKey = 'zz';
    seed.applications[0].integrationTypes = [2];
    const problems = problemsOf(seed);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^users\[1\]\.id: id 1250000000000000201 is already used at users\[0\]\.id/),
        expect.stringMatching(/^guilds\[0\]\.ownerId: no user "999"/),
        expect.stringMatching(/^guilds\[0\]\.channels\[4\]\.parentId: no channel "1"/),
        expect.stringMatching(/All Channels/),
        expect.stringMatching(/^guilds\[0\]\.members\[1\]\.roles\[0\]: no role "7"/),
        expect.stringMatching(/^applications\[0\]\.privateKey/),
        expect.stringMatching(/^applications\[0\]\.integrationTypes/),
      ]),
    );
    expect(problemsOf(null)).toHaveLength(1);
    expect(problemsOf({ applications: [], users: [], guilds: [] })).toEqual([
      'guilds: at least one guild is needed',
      'applications: at least one application is needed',
    ]);
  });

  it('refuses permission overwrites that are not { id, type, allow, deny } with decimal bit sets', () => {
    const seed = structuredClone(defaultWorldSeed) as unknown as Record<string, any>;
    seed.guilds[0].channels[0].permissionOverwrites = [
      { id: seed.guilds[0].id, type: 0, allow: '0', deny: '__defineGetter__' },
      { id: 'x', type: 2, allow: 1024, deny: '0' },
      'not an overwrite',
    ];
    seed.guilds[0].channels[1].permissionOverwrites = {};
    expect(problemsOf(seed)).toEqual([
      'guilds[0].channels[0].permissionOverwrites[0].deny: expected a decimal permission bit set as a string, e.g. "2048"',
      'guilds[0].channels[0].permissionOverwrites[1].id: expected a role or user id',
      'guilds[0].channels[0].permissionOverwrites[1].type: expected 0 (a role) or 1 (a member)',
      'guilds[0].channels[0].permissionOverwrites[1].allow: expected a decimal permission bit set as a string, e.g. "2048"',
      'guilds[0].channels[0].permissionOverwrites[2]: expected an object { id, type, allow, deny }',
      'guilds[0].channels[1].permissionOverwrites: expected a list of overwrites',
    ]);
  });
});
