import { describe, expect, it } from 'vitest';
import {
  type APIApplicationCommandOption,
  commandDifferences,
  type RESTPostAPIApplicationCommandJSONBody,
  storedCommand,
} from '../src/index.js';

// The cross-package table test (test/command-model.test.ts) runs fixtures through the sync planner and the
// emulator; these pin the model's own promises.

describe('storedCommand', () => {
  it('is idempotent: a stored command stores as itself', () => {
    const body: RESTPostAPIApplicationCommandJSONBody = {
      name: 'roll',
      description: 'Roll',
      name_localizations: { fr: 'lancer', 'en-US': 'roll' },
      options: [
        {
          type: 3,
          name: 'style',
          description: 'Style',
          required: false,
          choices: [{ name: 'Plain', value: 'plain', name_localizations: {} }],
        },
      ],
    };
    for (const scope of ['global', 'guild'] as const) {
      const once = storedCommand(body, { scope });
      expect(storedCommand(once, { scope })).toEqual(once);
    }
  });

  it('fills in the defaults by scope and app', () => {
    const body = { name: 'ping', description: 'Pong' };
    expect(storedCommand(body, { scope: 'global', appIntegrationTypes: [0, 1] })).toMatchObject({
      dm_permission: true,
      integration_types: [0, 1],
      contexts: null,
      nsfw: false,
      default_member_permissions: null,
    });
    const guild = storedCommand(body, { scope: 'guild', appIntegrationTypes: [0, 1] });
    expect(guild.integration_types).toEqual([0]);
    expect(guild).not.toHaveProperty('dm_permission');
  });

  it('stores no description, localizations or options for USER and MESSAGE commands', () => {
    const body = {
      name: 'Info',
      type: 2,
      description: 'x',
      options: [],
    } as RESTPostAPIApplicationCommandJSONBody;
    expect(storedCommand(body, { scope: 'global' })).toMatchObject({
      description: '',
      description_localizations: null,
    });
    expect(storedCommand(body, { scope: 'global' })).not.toHaveProperty('options');
  });

  it('follows nested options no deeper than the spec allows (data from the network is bounded)', () => {
    let option: APIApplicationCommandOption = { type: 1, name: 'leaf', description: 'Leaf' };
    for (let i = 0; i < 20_000; i++) {
      option = {
        type: 2,
        name: `g${i}`,
        description: 'Group',
        options: [option],
      } as APIApplicationCommandOption;
    }
    const stored = storedCommand(
      { name: 'deep', description: 'Deep', options: [option] },
      { scope: 'guild' },
    );
    const depth = (o: { options?: unknown[] } | undefined): number =>
      o?.options ? 1 + depth(o.options[0] as { options?: unknown[] }) : 0;
    expect(depth(stored)).toBe(3);
  });
});

describe('commandDifferences', () => {
  const base = storedCommand({ name: 'ping', description: 'Pong', contexts: [0, 2] }, { scope: 'global' });

  it('ignores ids, versions, key order and the order of set-like lists', () => {
    const echoed = {
      id: '1',
      version: '2',
      application_id: '3',
      ...base,
      contexts: [2 as const, 0 as const],
    };
    expect(commandDifferences(base, echoed)).toEqual([]);
  });

  it('names each top-level field that differs', () => {
    const other = storedCommand(
      { name: 'ping', description: 'Pong!', contexts: [0], nsfw: true },
      { scope: 'global' },
    );
    expect(commandDifferences(base, other)).toEqual(['description', 'contexts', 'nsfw']);
  });
});
