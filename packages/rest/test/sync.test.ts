import type { APIApplicationCommand, RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CommandSyncError,
  normalizeCommand,
  planCommandSync,
  REST,
  type RequestEvent,
  type SyncProgress,
  syncCommands,
} from '../src/index.js';
import { APP } from './support/fixtures.js';

// syncCommands against the emulator (never a hand-written fake of the service): what it sends, and what the
// service then stores.

let emu: RunningEmulator;
let rest: REST;
let sent: RequestEvent[];

beforeEach(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  sent = [];
  rest = new REST({
    token: emu.world.application.botToken,
    baseUrl: emu.apiBaseUrl,
    hooks: { onRequest: (event) => sent.push(event) },
  });
});
afterEach(async () => {
  await emu?.stop();
});

const app = () => emu.world.application.id;
const guild = () => emu.world.guild.id;
const writes = () => sent.filter((e) => e.method !== 'GET').map((e) => e.method);

/** Stores `commands` as the service's current state, then forgets the requests that did it. */
async function seed(commands: RESTPostAPIApplicationCommandJSONBody[], guildId?: string) {
  if (guildId) await rest.bulkOverwriteGuildCommands(app(), guildId, commands);
  else await rest.bulkOverwriteGlobalCommands(app(), commands);
  sent.length = 0;
}

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
    await seed([ping, info, echo]);
    const result = await syncCommands(rest, { applicationId: app(), commands: [ping, info, echo] });
    expect(sent.map((e) => `${e.method} ${e.path}`)).toEqual([
      `GET /applications/${app()}/commands?with_localizations=true`,
    ]);
    expect(result.operations).toEqual([]);
    expect(result.unchanged.map((c) => c.name)).toEqual(['ping', 'Info', 'echo']);
    expect(result.applied).toBe(true);
  });

  it('one changed command: exactly one PATCH with only the changed fields', async () => {
    await seed([ping, info]);
    const changed = { ...ping, description: 'Replies with PONG' };
    const result = await rest.syncCommands({ applicationId: app(), commands: [changed, info] });
    expect(writes()).toEqual(['PATCH']);
    expect(result.update[0]?.body).toEqual({ description: 'Replies with PONG' });
    expect(result.update[0]?.changes).toEqual(['description']);
    expect(result.commands.find((c) => c.name === 'ping')?.description).toBe('Replies with PONG');
    const stored = await rest.getGlobalCommands(app());
    expect(stored.find((c) => c.name === 'ping')?.description).toBe('Replies with PONG');
  });

  it('resets a field the list no longer sets, and clears removed options', async () => {
    await seed([{ ...ping, nsfw: true }], guild());
    const result = await syncCommands(rest, {
      applicationId: app(),
      guildId: guild(),
      commands: [{ name: 'ping', description: 'Replies with pong' }],
    });
    expect(writes()).toEqual(['PATCH']);
    expect(result.update[0]?.body).toEqual({ options: [], nsfw: false });
    const [stored] = await rest.getGuildCommands(app(), guild());
    expect(stored?.nsfw).toBe(false);
    expect(stored?.options).toBeUndefined();
  });

  it('creates only new names, keeps unknown commands unless deleteUnknown, and reports progress', async () => {
    await seed([ping, info]);
    const progress: SyncProgress[] = [];
    const kept = await syncCommands(rest, { applicationId: app(), commands: [ping, echo] });
    expect(writes()).toEqual(['POST']);
    expect(kept.kept.map((c) => c.name)).toEqual(['Info']);
    const pruned = await syncCommands(rest, {
      applicationId: app(),
      commands: [ping, echo],
      deleteUnknown: true,
      onProgress: (p) => progress.push(p),
    });
    expect(writes()).toEqual(['POST', 'DELETE']);
    expect(pruned.delete.map((c) => c.name)).toEqual(['Info']);
    expect(progress).toMatchObject([{ done: 1, total: 1, operation: { action: 'delete', name: 'Info' } }]);
    const names = (await rest.getGlobalCommands(app())).map((c) => c.name);
    expect(names.sort()).toEqual(['echo', 'ping']);
  });

  it('dry run: plans without writing', async () => {
    await seed([info]);
    const result = await syncCommands(rest, {
      applicationId: app(),
      commands: [ping],
      dryRun: true,
      deleteUnknown: true,
    });
    expect(result.applied).toBe(false);
    expect(result.operations.map((o) => `${o.action} ${o.name}`)).toEqual(['create ping', 'delete Info']);
    expect(writes()).toEqual([]);
  });

  it('accepts builders (anything with toJSON)', async () => {
    await seed([ping]);
    const builder = { toJSON: () => ping };
    await syncCommands(rest, { applicationId: app(), commands: [builder] });
    expect(writes()).toEqual([]);
  });

  it('refuses duplicate names before any write', async () => {
    await expect(syncCommands(rest, { applicationId: app(), commands: [ping, ping] })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(writes()).toEqual([]);
  });

  it('turns 30034 into a CommandSyncError with a hint and the writes done so far', async () => {
    // Spend the day's 200 creates (two bulk overwrites of 100 new commands each), then empty the list so
    // that the cap of 100 slash commands is not what stops the next create.
    const batch = (prefix: string) =>
      Array.from({ length: 100 }, (_, i) => ({ name: `${prefix}${i}`, description: 'Filler' }));
    await seed(batch('a'));
    await seed(batch('b'));
    await seed([]);
    const error = (await syncCommands(rest, { applicationId: app(), commands: [ping] }).catch(
      (e: unknown) => e,
    )) as CommandSyncError;
    expect(error).toBeInstanceOf(CommandSyncError);
    expect(error.code).toBe('SYNC_FAILED');
    expect(error.hint).toMatch(/per day/);
    expect(error.failed).toMatchObject({ action: 'create', name: 'ping' });
    expect(error.completed).toEqual([]);
    expect(writes()).toEqual(['POST']);
  });

  it('refuses a plan that would pass a per-type cap before writing, with the 30032 hint', async () => {
    const users = Array.from(
      { length: 15 },
      (_, i): RESTPostAPIApplicationCommandJSONBody => ({ name: `User ${i}`, type: 2 }),
    );
    await seed(users);
    const error = (await syncCommands(rest, {
      applicationId: app(),
      commands: [...users, { name: 'One too many', type: 2 }],
    }).catch((e: unknown) => e)) as CommandSyncError;
    expect(error).toBeInstanceOf(CommandSyncError);
    expect(error.hint).toMatch(/deleteUnknown/);
    expect(writes()).toEqual([]);
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
  const stored: APIApplicationCommand = {
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
