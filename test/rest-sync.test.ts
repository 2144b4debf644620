import type { RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { REST, type RequestEvent, syncCommands } from '@slashkit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// syncCommands against the emulator: its normalisation must agree with what the service echoes back.

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

const commands: RESTPostAPIApplicationCommandJSONBody[] = [
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

const writes = () => sent.filter((e) => e.method !== 'GET');

for (const scope of ['global', 'guild'] as const) {
  describe(`syncCommands (${scope})`, () => {
    const target = () =>
      scope === 'global'
        ? { applicationId: emu.world.application.id }
        : { applicationId: emu.world.application.id, guildId: emu.world.guild.id };

    it('creates once; then unchanged commands cost one read and zero writes', async () => {
      const first = await syncCommands(rest, { ...target(), commands });
      expect(first.create).toHaveLength(4);
      expect(writes().map((e) => e.method)).toEqual(['POST', 'POST', 'POST', 'POST']);
      sent.length = 0;
      const second = await syncCommands(rest, { ...target(), commands });
      expect(sent).toHaveLength(1);
      expect(sent[0]?.method).toBe('GET');
      expect(second.operations).toEqual([]);
      expect(second.unchanged).toHaveLength(4);
    });

    it('one changed command costs exactly one write (a PATCH)', async () => {
      await syncCommands(rest, { ...target(), commands });
      sent.length = 0;
      const changed = commands.map((c) =>
        c.name === 'roll'
          ? { ...c, name_localizations: { fr: 'lancer', de: 'würfeln', 'es-ES': 'tirar' } }
          : c,
      );
      const result = await syncCommands(rest, { ...target(), commands: changed });
      expect(writes().map((e) => e.method)).toEqual(['PATCH']);
      expect(result.update[0]?.changes).toEqual(['name_localizations']);
      sent.length = 0;
      await syncCommands(rest, { ...target(), commands: changed });
      expect(writes()).toEqual([]);
    });

    it('deletes unknown commands only when asked, and a dry run writes nothing', async () => {
      await syncCommands(rest, { ...target(), commands });
      sent.length = 0;
      const fewer = commands.slice(0, 2);
      const dry = await syncCommands(rest, {
        ...target(),
        commands: fewer,
        deleteUnknown: true,
        dryRun: true,
      });
      expect(dry.delete.map((d) => d.name).sort()).toEqual(['Profile', 'Report message']);
      const kept = await syncCommands(rest, { ...target(), commands: fewer });
      expect(kept.kept).toHaveLength(2);
      expect(writes()).toEqual([]);
      await syncCommands(rest, { ...target(), commands: fewer, deleteUnknown: true });
      expect(writes().map((e) => e.method)).toEqual(['DELETE', 'DELETE']);
    });
  });
}

describe('syncCommands settles on what the service stores', () => {
  // The service ignores localized values equal to the default (spec "Localization" rule 3) and stores the
  // deprecated default_permission: false as default_member_permissions "0": a sync must not chase either.
  const quirky: RESTPostAPIApplicationCommandJSONBody[] = [
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

  it('writes once, then never again', async () => {
    const options = { applicationId: emu.world.application.id, commands: quirky };
    expect((await syncCommands(rest, options)).operations.map((op) => op.action)).toEqual([
      'create',
      'create',
    ]);
    sent.length = 0;
    for (let run = 0; run < 2; run++) {
      const again = await syncCommands(rest, options);
      expect(again.operations).toEqual([]);
    }
    expect(sent.map((event) => event.method)).toEqual(['GET', 'GET']);
  });
});
