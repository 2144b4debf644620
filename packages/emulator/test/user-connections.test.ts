import { ConnectionService, ConnectionVisibility } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { defaultWorldSeed, parseWorldSeed, startEmulator, WorldSeedError } from '../src/index.js';
import { start, T0 } from './harness.js';

// GET /users/@me/connections: the accounts a world file gives a user, read with the user's access token
// holding `connections`; the world file's rules for them; snapshots keeping them.

function world() {
  const seed = structuredClone(defaultWorldSeed);
  const member = seed.users.find((u) => u.username === 'member')!;
  member.connections = [
    { type: ConnectionService.GitHub, id: '583231', name: 'octocat' },
    {
      type: ConnectionService.Steam,
      id: '76561197960287930',
      name: 'gabe',
      verified: false,
      showActivity: false,
      visibility: ConnectionVisibility.None,
    },
  ];
  return seed;
}

function problems(value: unknown): string[] {
  try {
    parseWorldSeed(value);
  } catch (error) {
    if (error instanceof WorldSeedError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('GET /users/@me/connections', () => {
  it("answers the user's connections, flags defaulted; a user with none gets []", async () => {
    const h = await start({ seed: world() });
    const read = await h.api('GET', '/users/@me/connections', {
      auth: await h.bearer('member', ['connections']),
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual([
      {
        id: '583231',
        name: 'octocat',
        type: 'github',
        verified: true,
        friend_sync: false,
        show_activity: true,
        two_way_link: false,
        visibility: 1,
      },
      {
        id: '76561197960287930',
        name: 'gabe',
        type: 'steam',
        verified: false,
        friend_sync: false,
        show_activity: false,
        two_way_link: false,
        visibility: 0,
      },
    ]);
    const none = await h.api('GET', '/users/@me/connections', {
      auth: await h.bearer('moderator', ['connections']),
    });
    expect(none.body).toEqual([]);
  });

  it('refuses a token without the connections scope and a Bot token (401)', async () => {
    const h = await start({ seed: world() });
    const identify = await h.api('GET', '/users/@me/connections', {
      auth: await h.bearer('member', ['identify']),
    });
    expect(identify.status).toBe(401);
    expect(identify.body.message).toContain('lacks the connections scope');
    const bot = await h.api('GET', '/users/@me/connections');
    expect(bot.status).toBe(401);
    expect(bot.body.message).toContain('takes a Bearer token');
  });

  it('keeps the connections in a snapshot and in the world it exports', async () => {
    const h = await start({ seed: world() });
    const saved = h.emu.exportState();
    const member = saved.world.users.find((u) => u.username === 'member')!;
    expect(member.connections?.map((c) => [c.type, c.verified, c.visibility])).toEqual([
      ['github', true, 1],
      ['steam', false, 0],
    ]);
    const copy = await startEmulator({ now: () => T0, rateLimits: 'off', state: saved });
    try {
      expect(copy.exportState()).toEqual(saved);
    } finally {
      await copy.stop();
    }
  });
});

describe('connections in a world file', () => {
  it('refuses an unknown service, empty names, bad flags and one account twice, with the paths', () => {
    const seed = world() as unknown as { users: Record<string, unknown>[] };
    const member = seed.users.find((u) => u.username === 'member')!;
    member.connections = [
      { type: 'myspace', id: '1', name: '' },
      { type: 'github', id: '583231', name: 'octocat', verified: 'yes', visibility: 2 },
      { type: 'github', id: '583231', name: 'again' },
      'github',
    ];
    const at = `users[${seed.users.indexOf(member)}].connections`;
    expect(problems(seed)).toEqual([
      `${at}[0].type: expected a service, one of ${Object.values(ConnectionService).join(', ')}`,
      `${at}[0].name: expected a non-empty string`,
      `${at}[1].verified: expected true or false`,
      `${at}[1].visibility: expected 0 (only the user) or 1 (everyone)`,
      `${at}[2]: this account is connected twice`,
      `${at}[3]: expected an object`,
    ]);
    member.connections = { github: 'octocat' };
    expect(problems(seed)).toEqual([`${at}: expected an array`]);
  });
});
