import type { APIApplicationCommand, RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { normalizeCommand, planCommandSync } from '../src/index.js';
import { APP } from './support/fixtures.js';

// The pure rules of command sync: what a command normalises to, and which writes a plan orders. No service
// is needed; syncCommands against the emulator is in sync.test.ts.

const info: RESTPostAPIApplicationCommandJSONBody = { name: 'Info', type: 2 };

describe('normalizeCommand', () => {
  it('fills in the service defaults so a minimal body equals what the service echoes', () => {
    const echoed = {
      id: '1',
      application_id: APP,
      version: '2',
      type: 2,
      name: 'Info',
      name_localizations: {},
      description: '',
      description_localizations: null,
      default_member_permissions: null,
      dm_permission: true,
      nsfw: false,
      integration_types: [0],
      contexts: null,
      name_localized: 'Info',
    };
    expect(normalizeCommand(info, 'global')).toEqual(normalizeCommand(echoed, 'global'));
    expect(normalizeCommand({ ...info, nsfw: true }, 'global')).not.toEqual(
      normalizeCommand(echoed, 'global'),
    );
    expect(normalizeCommand(info, 'guild')).not.toHaveProperty('dm_permission');
  });
});

describe('planCommandSync', () => {
  const messageCommands = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: String(100 + i),
      application_id: APP,
      version: '1',
      type: 3 as const,
      name: `Msg ${i}`,
      description: '',
      default_member_permissions: null,
    }));
  const plan = (existing: APIApplicationCommand[], wanted: string[]) =>
    planCommandSync(
      existing,
      wanted.map((name) => ({ name, type: 3 as const })),
      { scope: 'global', deleteUnknown: true },
    ).operations.map((o) => o.action);

  it('deletes before creating for a type at its cap, so the create has room', () => {
    const full = messageCommands(15);
    expect(plan(full, [...full.slice(1).map((c) => c.name), 'New'])).toEqual(['delete', 'create']);
  });

  it('creates before deleting for a type below its cap, so no command vanishes before its replacement exists', () => {
    expect(plan(messageCommands(3), ['Msg 1', 'Msg 2', 'New'])).toEqual(['create', 'delete']);
  });

  describe('and the app-dependent integration_types default', () => {
    const echoed: APIApplicationCommand = {
      id: '100',
      application_id: APP,
      version: '1',
      type: 1,
      name: 'ping',
      description: 'Replies with pong',
      default_member_permissions: null,
      // An app that supports user installs: the service echoes its default, not [0].
      integration_types: [0, 1],
    };

    it.each([
      ['leaves integration_types out', {}],
      [
        'sets integration_types and contexts to null (the defaults)',
        { integration_types: null, contexts: null },
      ],
    ])('sees no change when the definition %s', (_, fields) => {
      const result = planCommandSync(
        [echoed],
        [{ name: 'ping', description: 'Replies with pong', ...fields }],
        {
          scope: 'global',
        },
      );
      expect(result.operations).toEqual([]);
      expect(result.unchanged.map((c) => c.name)).toEqual(['ping']);
    });

    it('still updates integration_types when the definition sets them', () => {
      const result = planCommandSync(
        [echoed],
        [{ name: 'ping', description: 'Replies with pong', integration_types: [0] }],
        { scope: 'global' },
      );
      expect(result.update.map((op) => op.changes)).toEqual([['integration_types']]);
    });
  });
});
