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
});
