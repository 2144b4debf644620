import type { APIApplicationCommand, RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CommandSyncError,
  REST,
  type RequestEvent,
  type SyncCommandsOptions,
  type SyncProgress,
  syncCommands,
} from '../src/index.js';
import { rejection } from './support/fixtures.js';

// syncCommands against the emulator (never a hand-written fake of the service): what it sends, and that its
// normalisation agrees with what the service stores and echoes, so that a sync after a sync writes nothing.
// The planner's pure rules are in sync-plan.test.ts.

type Scope = 'global' | 'guild';
type Body = RESTPostAPIApplicationCommandJSONBody;

let emu: RunningEmulator;
let rest: REST;
/** Every request the client sent, through its request hook. */
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
const writes = () => sent.filter((e) => e.method !== 'GET').map((e) => e.method);
const forget = () => {
  sent.length = 0;
};
/** The sync target of a scope, to spread into the options. */
const target = (scope: Scope): Pick<SyncCommandsOptions, 'applicationId' | 'guildId'> =>
  scope === 'global' ? { applicationId: app() } : { applicationId: app(), guildId: emu.world.guild.id };
const sync = (scope: Scope, options: Omit<SyncCommandsOptions, 'applicationId' | 'guildId'>) =>
  syncCommands(rest, { ...target(scope), ...options });
/** What the service stores in a scope, localizations included; its read is forgotten. */
async function stored(scope: Scope): Promise<APIApplicationCommand[]> {
  const all = { withLocalizations: true };
  const commands =
    scope === 'global'
      ? await rest.commands.getGlobalCommands(app(), all)
      : await rest.commands.getGuildCommands(app(), emu.world.guild.id, all);
  sent.pop();
  return commands;
}
/** Stores `commands` as the service's current state by another path than sync, then forgets the requests. */
async function seed(commands: Body[], scope: Scope = 'global') {
  if (scope === 'guild') await rest.commands.bulkOverwriteGuildCommands(app(), emu.world.guild.id, commands);
  else await rest.commands.bulkOverwriteGlobalCommands(app(), commands);
  forget();
}

const ping: Body = {
  name: 'ping',
  description: 'Replies with pong',
  options: [{ type: 3, name: 'text', description: 'What to say' }],
};
const info: Body = { name: 'Info', type: 2 };
/** Every shape the normalisation must see through: localizations, choices, groups, permissions, menus. */
const commands: Body[] = [
  {
    name: 'roll',
    description: 'Rolls dice',
    name_localizations: { fr: 'lancer', de: 'würfeln' },
    description_localizations: {},
    options: [
      { type: 4, name: 'sides', description: 'How many sides', min_value: 2, max_value: 100, required: true },
      {
        type: 3,
        name: 'style',
        description: 'Output style',
        choices: [
          { name: 'Plain', value: 'plain' },
          { name: 'Fancy', value: 'fancy', name_localizations: { fr: 'Chic' } },
        ],
      },
    ],
  },
  {
    name: 'admin',
    description: 'Admin tools',
    default_member_permissions: '32',
    options: [
      {
        type: 2,
        name: 'users',
        description: 'User tools',
        options: [
          {
            type: 1,
            name: 'ban',
            description: 'Ban',
            options: [{ type: 6, name: 'who', description: 'Who' }],
          },
        ],
      },
      { type: 1, name: 'status', description: 'Status' },
    ],
  },
  { name: 'Report message', type: 3 },
  { name: 'Profile', type: 2 },
];

describe.each(['global', 'guild'] as const)('syncCommands of %s commands', (scope) => {
  const readPath = () =>
    scope === 'global'
      ? `/applications/${app()}/commands?with_localizations=true`
      : `/applications/${app()}/guilds/${emu.world.guild.id}/commands?with_localizations=true`;

  it('creates each new command once; then an unchanged list costs one read and zero writes', async () => {
    const first = await sync(scope, { commands });
    expect(first.create).toHaveLength(4);
    expect(writes()).toEqual(['POST', 'POST', 'POST', 'POST']);
    forget();
    const second = await sync(scope, { commands });
    expect(sent.map((e) => `${e.method} ${e.path}`)).toEqual([`GET ${readPath()}`]);
    expect(second.operations).toEqual([]);
    expect(second.unchanged.map((c) => c.name)).toEqual(['roll', 'admin', 'Report message', 'Profile']);
    expect(second.applied).toBe(true);
  });

  it.each([
    ['description', { description: 'Rolls the dice' }],
    ['name_localizations', { name_localizations: { fr: 'lancer', de: 'würfeln', 'es-ES': 'tirar' } }],
  ] as const)('a changed %s costs one PATCH carrying only that field, then nothing', async (field, edit) => {
    await seed(commands, scope);
    const changed = commands.map((c) => (c.name === 'roll' ? { ...c, ...edit } : c));
    // The method form of REST is the same sync.
    const result = await rest.syncCommands({ ...target(scope), commands: changed });
    expect(writes()).toEqual(['PATCH']);
    expect(result.update[0]?.body).toEqual(edit);
    expect(result.update[0]?.changes).toEqual([field]);
    expect(result.commands.find((c) => c.name === 'roll')).toMatchObject(edit);
    expect((await stored(scope)).find((c) => c.name === 'roll')).toMatchObject(edit);
    forget();
    await sync(scope, { commands: changed });
    expect(writes()).toEqual([]);
  });

  it('resets a field the list no longer sets, and clears removed options', async () => {
    await seed([{ ...ping, nsfw: true }], scope);
    const result = await sync(scope, { commands: [{ name: 'ping', description: 'Replies with pong' }] });
    expect(writes()).toEqual(['PATCH']);
    expect(result.update[0]?.body).toEqual({ options: [], nsfw: false });
    const [command] = await stored(scope);
    expect(command?.nsfw).toBe(false);
    expect(command?.options).toBeUndefined();
  });

  it('creates only new names and keeps unknown commands, deleting them only with deleteUnknown', async () => {
    await seed(commands, scope);
    const wanted = [...commands.slice(0, 2), ping];
    const kept = await sync(scope, { commands: wanted });
    expect(writes()).toEqual(['POST']);
    expect(kept.kept.map((c) => c.name)).toEqual(['Report message', 'Profile']);
    forget();
    const progress: SyncProgress[] = [];
    const pruned = await sync(scope, {
      commands: wanted,
      deleteUnknown: true,
      onProgress: (p) => progress.push(p),
    });
    expect(writes()).toEqual(['DELETE', 'DELETE']);
    expect(pruned.delete.map((c) => c.name)).toEqual(['Report message', 'Profile']);
    expect(progress).toMatchObject([
      { done: 1, total: 2, operation: { action: 'delete', name: 'Report message' } },
      { done: 2, total: 2, operation: { action: 'delete', name: 'Profile' } },
    ]);
    expect((await stored(scope)).map((c) => c.name).sort()).toEqual(['admin', 'ping', 'roll']);
  });

  it('dry run: plans creates and deletes without writing', async () => {
    await seed([info], scope);
    const result = await sync(scope, { commands: [ping], dryRun: true, deleteUnknown: true });
    expect(result.applied).toBe(false);
    expect(result.operations.map((o) => `${o.action} ${o.name}`)).toEqual(['create ping', 'delete Info']);
    expect(writes()).toEqual([]);
    expect((await stored(scope)).map((c) => c.name)).toEqual(['Info']);
  });

  it('settles on what the service stores: one write per command, then never again', async () => {
    // The service ignores localized values equal to the default (spec "Localization" rule 3) and stores the
    // deprecated default_permission: false as default_member_permissions "0": a sync must not chase either.
    const quirky: Body[] = [
      {
        name: 'loc',
        description: 'Localized like its default',
        name_localizations: { 'en-US': 'loc', fr: 'lieu' },
        description_localizations: { 'en-US': 'Localized like its default' },
        options: [
          {
            type: 3,
            name: 'kind',
            description: 'Kind',
            name_localizations: { 'en-GB': 'kind' },
            choices: [{ name: 'One', value: 'one', name_localizations: { 'en-US': 'One' } }],
          },
        ],
      },
      { name: 'legacy', description: 'Disabled by default, the old way', default_permission: false },
    ];
    expect((await sync(scope, { commands: quirky })).operations.map((op) => op.action)).toEqual([
      'create',
      'create',
    ]);
    forget();
    for (let run = 0; run < 2; run++)
      expect((await sync(scope, { commands: quirky })).operations).toEqual([]);
    expect(sent.map((event) => event.method)).toEqual(['GET', 'GET']);
  });
});

describe('syncCommands', () => {
  it('accepts builders (anything with toJSON)', async () => {
    await seed([ping]);
    await sync('global', { commands: [{ toJSON: () => ping }] });
    expect(writes()).toEqual([]);
  });

  it('refuses duplicate names before any write', async () => {
    await expect(sync('global', { commands: [ping, ping] })).rejects.toMatchObject({
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
    const error = (await rejection(sync('global', { commands: [ping] }))) as CommandSyncError;
    expect(error).toBeInstanceOf(CommandSyncError);
    expect(error.code).toBe('SYNC_FAILED');
    expect(error.hint).toMatch(/per day/);
    expect(error.failed).toMatchObject({ action: 'create', name: 'ping' });
    expect(error.completed).toEqual([]);
    expect(writes()).toEqual(['POST']);
  });

  it('refuses a plan that would pass a per-type cap before writing, with the 30032 hint', async () => {
    const users = Array.from({ length: 15 }, (_, i): Body => ({ name: `User ${i}`, type: 2 }));
    await seed(users);
    const error = (await rejection(
      sync('global', { commands: [...users, { name: 'One too many', type: 2 }] }),
    )) as CommandSyncError;
    expect(error).toBeInstanceOf(CommandSyncError);
    expect(error.hint).toMatch(/deleteUnknown/);
    expect(writes()).toEqual([]);
  });
});
