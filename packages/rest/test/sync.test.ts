import type { RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  CommandSyncError,
  normalizeCommand,
  planCommandSync,
  REST,
  type SyncProgress,
  syncCommands,
} from '../src/index.js';
import { type FakeCommandService, startFakeCommandService } from './support/fake-command-service.js';
import { APP, GUILD, TOKEN } from './support/fixtures.js';

let service: FakeCommandService;

const ping: RESTPostAPIApplicationCommandJSONBody = {
  name: 'ping',
  description: 'Replies with pong',
  options: [{ type: 3, name: 'text', description: 'What to say' }],
};
const info: RESTPostAPIApplicationCommandJSONBody = { name: 'Info', type: 2 };
const echo: RESTPostAPIApplicationCommandJSONBody = {
  name: 'echo',
  description: 'Echo',
  name_localizations: { fr: 'écho' },
  description_localizations: {},
};

function rest(): REST {
  return new REST({ token: TOKEN, baseUrl: service.server.baseUrl });
}

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

describe('syncCommands', () => {
  it('unchanged commands: one read, zero writes', async () => {
    service = await startFakeCommandService([ping, info, echo]);
    const result = await syncCommands(rest(), { applicationId: APP, commands: [ping, info, echo] });
    expect(service.server.requests).toHaveLength(1);
    expect(service.server.requests[0]?.url).toBe(`/applications/${APP}/commands?with_localizations=true`);
    expect(result.operations).toEqual([]);
    expect(result.unchanged.map((c) => c.name)).toEqual(['ping', 'Info', 'echo']);
    expect(result.applied).toBe(true);
  });

  it('one changed command: exactly one PATCH with only the changed fields', async () => {
    service = await startFakeCommandService([ping, info]);
    const changed = { ...ping, description: 'Replies with PONG' };
    const result = await rest().syncCommands({ applicationId: APP, commands: [changed, info] });
    expect(service.writes()).toHaveLength(1);
    const [write] = service.writes();
    expect(write?.method).toBe('PATCH');
    expect(JSON.parse(write?.body ?? '')).toEqual({ description: 'Replies with PONG' });
    expect(result.update[0]?.changes).toEqual(['description']);
    expect(result.commands.find((c) => c.name === 'ping')?.description).toBe('Replies with PONG');
  });

  it('resets a field the list no longer sets, and clears removed options', async () => {
    service = await startFakeCommandService([{ ...ping, nsfw: true }]);
    await syncCommands(rest(), {
      applicationId: APP,
      guildId: GUILD,
      commands: [{ name: 'ping', description: 'Replies with pong' }],
    });
    expect(JSON.parse(service.writes()[0]?.body ?? '')).toEqual({ options: [], nsfw: false });
  });

  it('creates only new names, keeps unknown commands unless deleteUnknown, and reports progress', async () => {
    service = await startFakeCommandService([ping, info]);
    const progress: SyncProgress[] = [];
    const kept = await syncCommands(rest(), { applicationId: APP, commands: [ping, echo] });
    expect(service.writes().map((w) => w.method)).toEqual(['POST']);
    expect(kept.kept.map((c) => c.name)).toEqual(['Info']);
    const pruned = await syncCommands(rest(), {
      applicationId: APP,
      commands: [ping, echo],
      deleteUnknown: true,
      onProgress: (p) => progress.push(p),
    });
    expect(service.writes().map((w) => w.method)).toEqual(['POST', 'DELETE']);
    expect(pruned.delete.map((c) => c.name)).toEqual(['Info']);
    expect(progress).toMatchObject([{ done: 1, total: 1, operation: { action: 'delete', name: 'Info' } }]);
    expect(service.commands.map((c) => c.name).sort()).toEqual(['echo', 'ping']);
  });

  it('dry run: plans without writing', async () => {
    service = await startFakeCommandService([info]);
    const result = await syncCommands(rest(), {
      applicationId: APP,
      commands: [ping],
      dryRun: true,
      deleteUnknown: true,
    });
    expect(result.applied).toBe(false);
    expect(result.operations.map((o) => `${o.action} ${o.name}`)).toEqual(['create ping', 'delete Info']);
    expect(service.writes()).toHaveLength(0);
  });

  it('accepts builders (anything with toJSON)', async () => {
    service = await startFakeCommandService([ping]);
    const builder = { toJSON: () => ping };
    await syncCommands(rest(), { applicationId: APP, commands: [builder] });
    expect(service.writes()).toHaveLength(0);
  });

  it('refuses duplicate names before any request', async () => {
    service = await startFakeCommandService([]);
    await expect(syncCommands(rest(), { applicationId: APP, commands: [ping, ping] })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(service.writes()).toHaveLength(0);
  });

  it('turns 30034 into a CommandSyncError with a hint and the writes done so far', async () => {
    service = await startFakeCommandService([]);
    service.failNextCreateWith(30034);
    const error = (await syncCommands(rest(), { applicationId: APP, commands: [ping] }).catch(
      (e: unknown) => e,
    )) as CommandSyncError;
    expect(error).toBeInstanceOf(CommandSyncError);
    expect(error.code).toBe('SYNC_FAILED');
    expect(error.hint).toMatch(/per day/);
    expect(error.failed).toMatchObject({ action: 'create', name: 'ping' });
    expect(error.completed).toEqual([]);
  });

  it('refuses a plan that would pass a per-type cap before writing, with the 30032 hint', async () => {
    const users = Array.from(
      { length: 15 },
      (_, i): RESTPostAPIApplicationCommandJSONBody => ({ name: `User ${i}`, type: 2 }),
    );
    service = await startFakeCommandService(users);
    const error = (await syncCommands(rest(), {
      applicationId: APP,
      commands: [...users, { name: 'One too many', type: 2 }],
    }).catch((e: unknown) => e)) as CommandSyncError;
    expect(error).toBeInstanceOf(CommandSyncError);
    expect(error.hint).toMatch(/deleteUnknown/);
    expect(service.writes()).toHaveLength(0);
  });
});

describe('planCommandSync', () => {
  it('deletes before creating for a type at its cap, and creates before deleting otherwise', () => {
    const existing = Array.from({ length: 15 }, (_, i) => ({
      id: String(100 + i),
      application_id: APP,
      version: '1',
      type: 3 as const,
      name: `Msg ${i}`,
      description: '',
      default_member_permissions: null,
    }));
    const wanted = [
      ...existing.slice(1).map((c) => ({ name: c.name, type: 3 as const })),
      { name: 'New', type: 3 as const },
    ];
    const plan = planCommandSync(existing, wanted, { scope: 'global', deleteUnknown: true });
    expect(plan.operations.map((o) => o.action)).toEqual(['delete', 'create']);
    const roomy = planCommandSync(
      existing.slice(0, 3),
      [
        { name: 'Msg 1', type: 3 },
        { name: 'Msg 2', type: 3 },
        { name: 'New', type: 3 },
      ],
      {
        scope: 'global',
        deleteUnknown: true,
      },
    );
    expect(roomy.operations.map((o) => o.action)).toEqual(['create', 'delete']);
  });
});

describe('planCommandSync and the app-dependent integration_types default', () => {
  const stored = {
    id: '100',
    application_id: APP,
    version: '1',
    type: 1 as const,
    name: 'ping',
    description: 'Replies with pong',
    default_member_permissions: null,
    // An app that supports user installs: the service echoes its default, not [0].
    integration_types: [0 as const, 1 as const],
  };

  it('sees no change when the definition leaves integration_types to the app default', () => {
    const plan = planCommandSync([stored], [{ name: 'ping', description: 'Replies with pong' }], {
      scope: 'global',
    });
    expect(plan.operations).toEqual([]);
    expect(plan.unchanged.map((c) => c.name)).toEqual(['ping']);
  });

  it('still updates integration_types when the definition sets them', () => {
    const plan = planCommandSync(
      [stored],
      [{ name: 'ping', description: 'Replies with pong', integration_types: [0] }],
      { scope: 'global' },
    );
    expect(plan.update.map((op) => op.changes)).toEqual([['integration_types']]);
  });
});
