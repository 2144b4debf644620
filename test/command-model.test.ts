import {
  type APIApplicationCommand,
  commandDifferences,
  type RESTPostAPIApplicationCommandJSONBody,
  storedCommand,
} from '@slashkit/api';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { statusCommand } from '@slashkit/example-express-bot';
import { commands as fetchBotCommands } from '@slashkit/example-fetch-bot';
import { commands as gatewayBotCommands } from '@slashkit/example-gateway-bot';
import { commands as webhookBotCommands } from '@slashkit/example-webhook-bot';
import { planCommandSync, REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// One model of what the service stores (`storedCommand`, `commandDifferences` in @slashkit/api), two users
// of it: the SDK's sync planner and the emulator's command storage. Every fixture goes through both, over a
// real socket, and they must agree: what the emulator stores is the model's answer, the planner sees no
// change against it, a variant the service would store alike is "unchanged" for both (no write, no new
// version), and a real change is planned as exactly the fields the emulator then stores differently.

type Body = RESTPostAPIApplicationCommandJSONBody;

interface Fixture {
  /** What the fixture is about (the point where the two copies used to drift). */
  title: string;
  body: Body;
  /** Bodies the service stores exactly like `body`. */
  same?: Body[];
  /** Bodies that differ from `body` in exactly `fields`. */
  changed?: { body: Body; fields: string[] }[];
  /** Global only (entry-point commands cannot be guild commands). */
  globalOnly?: boolean;
}

const fixtures: Fixture[] = [
  {
    title: 'minimal slash command: every default filled in',
    body: { name: 'minimal', description: 'Minimal' },
    same: [{ name: 'minimal', description: 'Minimal', type: 1, nsfw: false, contexts: null, options: [] }],
    changed: [{ body: { name: 'minimal', description: 'Minimal', nsfw: true }, fields: ['nsfw'] }],
  },
  {
    title: 'integration_types: left out takes the app default; set, it is compared as a set',
    body: { name: 'installs', description: 'Installs', integration_types: [1, 0] },
    same: [{ name: 'installs', description: 'Installs', integration_types: [0, 1] }],
    changed: [
      {
        body: { name: 'installs', description: 'Installs', integration_types: [0] },
        fields: ['integration_types'],
      },
    ],
  },
  {
    title: 'contexts: null when omitted, order carries no meaning',
    body: { name: 'contexts', description: 'Contexts', contexts: [2, 0] },
    same: [{ name: 'contexts', description: 'Contexts', contexts: [0, 2] }],
    changed: [{ body: { name: 'contexts', description: 'Contexts' }, fields: ['contexts'] }],
  },
  {
    title: 'context-menu command: description "" and no options',
    body: { name: 'Inspect user', type: 2 },
    same: [{ name: 'Inspect user', type: 2, name_localizations: {}, description_localizations: null }],
    changed: [
      {
        body: { name: 'Inspect user', type: 2, name_localizations: { fr: 'Inspecter' } },
        fields: ['name_localizations'],
      },
    ],
  },
  {
    title: 'message command with default_permission: false stored as "0"',
    body: { name: 'Quote', type: 3, default_permission: false },
    same: [{ name: 'Quote', type: 3, default_member_permissions: '0' }],
    changed: [{ body: { name: 'Quote', type: 3 }, fields: ['default_member_permissions'] }],
  },
  {
    title: 'localizations: entries equal to the default are dropped, key order ignored',
    body: {
      name: 'hello',
      description: 'Greets',
      name_localizations: { fr: 'bonjour', de: 'hallo', 'en-US': 'hello' },
      description_localizations: { 'en-GB': 'Greets' },
    },
    same: [{ name: 'hello', description: 'Greets', name_localizations: { de: 'hallo', fr: 'bonjour' } }],
    changed: [
      {
        body: { name: 'hello', description: 'Greets', name_localizations: { fr: 'salut', de: 'hallo' } },
        fields: ['name_localizations'],
      },
    ],
  },
  {
    title: 'choices: localizations absent, null, empty or equal to the name are all "none"',
    body: {
      name: 'pick',
      description: 'Pick one',
      options: [
        {
          type: 3,
          name: 'fruit',
          description: 'Fruit',
          required: true,
          choices: [
            { name: 'Apple', value: 'apple' },
            { name: 'Pear', value: 'pear', name_localizations: { fr: 'Poire', de: 'Pear' } },
          ],
        },
      ],
    },
    same: [
      {
        name: 'pick',
        description: 'Pick one',
        options: [
          {
            type: 3,
            name: 'fruit',
            description: 'Fruit',
            required: true,
            name_localizations: null,
            choices: [
              { name: 'Apple', value: 'apple', name_localizations: {} },
              { name: 'Pear', value: 'pear', name_localizations: { fr: 'Poire' } },
            ],
          },
        ],
      },
    ],
    changed: [
      {
        body: {
          name: 'pick',
          description: 'Pick one',
          options: [
            {
              type: 3,
              name: 'fruit',
              description: 'Fruit',
              required: true,
              choices: [
                { name: 'Apple', value: 'apple', name_localizations: { fr: 'Pomme' } },
                { name: 'Pear', value: 'pear', name_localizations: { fr: 'Poire' } },
              ],
            },
          ],
        },
        fields: ['options'],
      },
    ],
  },
  {
    title: 'options: required/autocomplete false, [] lists and set-like lists',
    body: {
      name: 'find',
      description: 'Find',
      options: [
        { type: 3, name: 'query', description: 'Query', required: true, autocomplete: true },
        { type: 7, name: 'where', description: 'Where', channel_types: [2, 0] },
        { type: 11, name: 'file', description: 'File', file_types: ['.png', '.jpg'], required: false },
        { type: 4, name: 'count', description: 'Count', min_value: 1, max_value: 10, autocomplete: false },
      ],
    },
    same: [
      {
        name: 'find',
        description: 'Find',
        options: [
          { type: 3, name: 'query', description: 'Query', required: true, autocomplete: true },
          { type: 7, name: 'where', description: 'Where', channel_types: [0, 2], required: false },
          { type: 11, name: 'file', description: 'File', file_types: ['.jpg', '.png'] },
          { type: 4, name: 'count', description: 'Count', min_value: 1, max_value: 10, choices: [] },
        ],
      },
    ],
    changed: [
      {
        body: {
          name: 'find',
          description: 'Find',
          options: [
            { type: 3, name: 'query', description: 'Query', required: true, autocomplete: true },
            { type: 7, name: 'where', description: 'Where', channel_types: [0] },
          ],
        },
        fields: ['options'],
      },
      { body: { name: 'find', description: 'Find' }, fields: ['options'] },
    ],
  },
  {
    title: 'subcommand groups: nested options normalised all the way down',
    body: {
      name: 'admin',
      description: 'Admin',
      default_member_permissions: '32',
      options: [
        {
          type: 2,
          name: 'users',
          description: 'Users',
          options: [
            {
              type: 1,
              name: 'ban',
              description: 'Ban',
              options: [{ type: 6, name: 'who', description: 'Who', required: true }],
            },
          ],
        },
      ],
    },
    same: [
      {
        name: 'admin',
        description: 'Admin',
        default_member_permissions: '32',
        options: [
          {
            type: 2,
            name: 'users',
            description: 'Users',
            description_localizations: {},
            options: [
              {
                type: 1,
                name: 'ban',
                description: 'Ban',
                options: [{ type: 6, name: 'who', description: 'Who', required: true }],
              },
            ],
          },
        ],
      },
    ],
    changed: [
      {
        body: {
          name: 'admin',
          description: 'Admin',
          default_member_permissions: '8',
          options: [
            {
              type: 2,
              name: 'users',
              description: 'Users',
              options: [
                {
                  type: 1,
                  name: 'ban',
                  description: 'Ban',
                  options: [{ type: 6, name: 'who', description: 'Who' }],
                },
              ],
            },
          ],
        },
        fields: ['options', 'default_member_permissions'],
      },
    ],
  },
  {
    title: 'dm_permission: true by default on global commands, absent on guild commands',
    body: { name: 'dms', description: 'DMs', dm_permission: true },
    same: [{ name: 'dms', description: 'DMs' }],
  },
  {
    title: 'entry-point command: handler 1 by default',
    body: { name: 'Launch', type: 4, handler: 2 },
    same: [{ name: 'Launch', type: 4, handler: 2, description: '' }],
    changed: [{ body: { name: 'Launch', type: 4 }, fields: ['handler'] }],
    globalOnly: true,
  },
];

// The commands of the examples, as their builders produce them: what users actually send.
for (const builder of [...webhookBotCommands, ...fetchBotCommands, ...gatewayBotCommands, statusCommand]) {
  const body = builder.toJSON() as Body;
  fixtures.push({ title: `example command ${JSON.stringify(body.name)}`, body });
}

let emu: RunningEmulator;
let rest: REST;

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  rest = new REST({ token: activityApp().botToken, baseUrl: emu.apiBaseUrl });
});
afterAll(async () => {
  await emu?.stop();
});

// The app with user install ([0, 1]) and Activities: its default integration_types is not [0], and it may
// have an entry-point command, so every default of the model is exercised.
function activityApp() {
  const app = emu.world.applications.find((a) => a.integrationTypes.includes(1));
  if (!app) throw new Error('the seeded world has no user-installable application');
  return app;
}

for (const scope of ['global', 'guild'] as const) {
  const api = {
    create: (body: Body) =>
      scope === 'global'
        ? rest.commands.createGlobalCommand(activityApp().id, body)
        : rest.commands.createGuildCommand(activityApp().id, emu.world.guild.id, body),
    edit: (id: string, body: object) =>
      scope === 'global'
        ? rest.commands.editGlobalCommand(activityApp().id, id, body)
        : rest.commands.editGuildCommand(activityApp().id, emu.world.guild.id, id, body),
  };
  const model = (body: Body) =>
    storedCommand(body, { scope, appIntegrationTypes: activityApp().integrationTypes });
  const plan = (existing: APIApplicationCommand, body: Body) =>
    planCommandSync([existing], [body], { scope });

  describe(`one model of stored commands: rest planner vs emulator storage (${scope})`, () => {
    for (const fixture of fixtures) {
      if (fixture.globalOnly && scope === 'guild') continue;
      it(fixture.title, async () => {
        let current = await api.create(fixture.body);
        // The emulator stores what the model says the service stores.
        expect(commandDifferences(current, model(fixture.body))).toEqual([]);
        // The planner, fed what the emulator returned, sees nothing to do.
        expect(plan(current, fixture.body).operations).toEqual([]);
        // Sending back what the service returned changes nothing either (a client echoing a fetched command).
        const echoed = await api.create(current as unknown as Body);
        expect(echoed.version).toBe(current.version);

        for (const same of fixture.same ?? []) {
          expect(plan(current, same).operations).toEqual([]);
          const again = await api.create(same);
          expect(again.version).toBe(current.version);
          expect(commandDifferences(again, current)).toEqual([]);
        }

        for (const change of fixture.changed ?? []) {
          const planned = plan(current, change.body);
          expect(planned.update.map((u) => [...u.changes].sort())).toEqual([[...change.fields].sort()]);
          const edited = await api.edit(current.id, planned.update[0]?.body ?? {});
          expect(edited.version).not.toBe(current.version);
          expect(commandDifferences(edited, model(change.body))).toEqual([]);
          expect(plan(edited, change.body).operations).toEqual([]);
          current = edited;
        }
      });
    }
  });
}
