import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApplicationIntegrationType, InteractionContextType, PermissionFlags } from '@slashkit/api';
import { SlashCommandBuilder, UserCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { createInteractionHandler } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Who may run what, where: command permissions (user, role, @everyone, channel, All Channels, threads,
// app-wide defaults), default_member_permissions, administrators and the owner, contexts, installs and age
// restriction, checked by POST /_emulator/interactions before anything reaches the app.

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const GUILD = '1250000000000000100';
const ALL_CHANNELS = '1250000000000000099';
const [owner, administrator, moderator, member, newbie, outsider] = [
  '201',
  '202',
  '203',
  '204',
  '205',
  '206',
].map((n) => `1250000000000000${n}`) as [string, string, string, string, string, string];
const MODERATOR_ROLE = '1250000000000000302';
const channels = {
  general: '1250000000000000402',
  announcements: '1250000000000000403',
  thread: '1250000000000000405',
  afterDark: '1250000000000000406',
  staff: '1250000000000000408',
} as const;

const slash = (name: string) => new SlashCommandBuilder().setName(name).setDescription(name);
const globalCommands = [
  slash('open'),
  slash('mods').setDefaultMemberPermissions(PermissionFlags.ManageGuild),
  slash('admins').setDefaultMemberPermissions('0'),
  slash('dmok').setContexts(InteractionContextType.Guild, InteractionContextType.BotDM),
  slash('guildonly').setContexts(InteractionContextType.Guild),
  slash('legacynodm').setDMPermission(false),
  slash('spicy').setNSFW(true),
  slash('threaded'),
  slash('allbut'),
  new UserCommandBuilder().setName('Inspect'),
];

let emu: RunningEmulator;
const servers: Server[] = [];
const ids = new Map<string, string>();

async function endpoint(publicKey: string): Promise<string> {
  // Answers every command: the cases are about whether the command reaches the app at all.
  const handler = createInteractionHandler({
    publicKey,
    now: () => emu.context.clock.now(), // the emulator signs with its own (frozen) clock
    commands: [],
    onUnknownCommand: (ctx) => ctx.reply('ran'),
    onError: () => {},
  });
  const server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

async function admin(method: string, path: string, body?: unknown) {
  const response = await fetch(`${emu.url}/_emulator${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field.
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  emu = await startEmulator({ now: () => T0, rateLimits: 'off' });
  const [bot, activity] = emu.world.applications as [
    typeof emu.world.application,
    typeof emu.world.application,
  ];
  const rest = new REST({ token: bot.botToken, baseUrl: emu.apiBaseUrl });
  const global = await syncCommands(rest, { applicationId: bot.id, commands: globalCommands });
  const local = await syncCommands(rest, {
    applicationId: bot.id,
    guildId: GUILD,
    commands: [slash('local')],
  });
  for (const c of [...global.commands, ...local.commands]) ids.set(c.name, c.id);
  await syncCommands(new REST({ token: activity.botToken, baseUrl: emu.apiBaseUrl }), {
    applicationId: activity.id,
    commands: [
      slash('anywhere')
        .setIntegrationTypes(ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall)
        .setContexts(
          InteractionContextType.Guild,
          InteractionContextType.BotDM,
          InteractionContextType.PrivateChannel,
        ),
    ],
  });

  const token = await admin('POST', '/tokens', {
    userId: owner,
    scopes: ['applications.commands.permissions.update'],
  });
  const bearerToken = token.body.access_token as string;
  const edit = (target: string, permissions: { id: string; type: 1 | 2 | 3; permission: boolean }[]) =>
    rest.permissions.editCommandPermissions(bot.id, GUILD, target, { permissions }, { bearerToken });
  await edit(ids.get('open')!, [
    { id: MODERATOR_ROLE, type: 1, permission: false },
    { id: channels.afterDark, type: 3, permission: false },
  ]);
  await edit(ids.get('mods')!, [{ id: newbie, type: 2, permission: true }]);
  await edit(ids.get('admins')!, [{ id: member, type: 2, permission: true }]);
  await edit(ids.get('threaded')!, [{ id: channels.general, type: 3, permission: false }]);
  await edit(ids.get('allbut')!, [
    { id: ALL_CHANNELS, type: 3, permission: false },
    { id: channels.general, type: 3, permission: true },
  ]);
  await edit(ids.get('Inspect')!, [{ id: channels.announcements, type: 3, permission: true }]);
  // The app-wide defaults (stored under the application id): no command in #announcements unless it says so.
  await edit(bot.id, [{ id: channels.announcements, type: 3, permission: false }]);

  for (const app of [bot, activity]) {
    const res = await admin('PATCH', `/applications/${app.id}`, {
      interactionsEndpointUrl: await endpoint(app.publicKey),
    });
    expect(res.status).toBe(200);
  }
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await emu?.stop();
});

type Where = keyof typeof channels | 'dm' | 'private';
type Case = [who: string, user: string, command: string, where: Where, expected: 'ran' | string];

const cases: Case[] = [
  ['the owner', owner, 'open', 'general', 'ran'],
  ['an administrator, "0" command', administrator, 'admins', 'general', 'ran'],
  ['an administrator, channel-disabled command', administrator, 'open', 'afterDark', 'ran'],
  ['a role overwrite denies', moderator, 'open', 'general', 'MISSING_PERMISSIONS'],
  ['no overwrite, no default', member, 'open', 'general', 'ran'],
  ['a channel overwrite denies', member, 'open', 'afterDark', 'MISSING_PERMISSIONS'],
  ['default_member_permissions held', moderator, 'mods', 'general', 'ran'],
  ['default_member_permissions lacking', member, 'mods', 'general', 'MISSING_PERMISSIONS'],
  ['a user overwrite beats default_member_permissions', newbie, 'mods', 'general', 'ran'],
  ['"0" is administrators only', moderator, 'admins', 'general', 'MISSING_PERMISSIONS'],
  ['"0" with an explicit user overwrite', member, 'admins', 'general', 'ran'],
  ['app-wide channel default denies', member, 'dmok', 'announcements', 'MISSING_PERMISSIONS'],
  [
    'app-wide channel default denies moderators too',
    moderator,
    'dmok',
    'announcements',
    'MISSING_PERMISSIONS',
  ],
  ['a channel overwrite denies', member, 'threaded', 'general', 'MISSING_PERMISSIONS'],
  ['a thread inherits its channel', member, 'threaded', 'thread', 'MISSING_PERMISSIONS'],
  ['the parent channel beats All Channels', member, 'allbut', 'thread', 'ran'],
  ['All Channels denies', member, 'allbut', 'afterDark', 'MISSING_PERMISSIONS'],
  ['a hidden channel', member, 'dmok', 'staff', 'CANNOT_VIEW_CHANNEL'],
  ['a private channel the user can see', moderator, 'dmok', 'staff', 'ran'],
  ['not a member of the guild', outsider, 'open', 'general', 'NOT_A_MEMBER'],
  ['age-restricted, user under 18', newbie, 'spicy', 'afterDark', 'AGE_RESTRICTED'],
  ['age-restricted, channel not age-restricted', member, 'spicy', 'general', 'AGE_RESTRICTED'],
  ['age-restricted, adult in an age-restricted channel', member, 'spicy', 'afterDark', 'ran'],
  ['USER command without Send Messages', member, 'Inspect', 'announcements', 'PERMISSION_DENIED'],
  ['USER command with Send Messages', moderator, 'Inspect', 'announcements', 'ran'],
  ['guild command in its guild', member, 'local', 'general', 'ran'],
  ['BOT_DM allowed by contexts', member, 'dmok', 'dm', 'ran'],
  ['contexts without BOT_DM', member, 'guildonly', 'dm', 'CONTEXT_NOT_ALLOWED'],
  ['dm_permission false', member, 'legacynodm', 'dm', 'CONTEXT_NOT_ALLOWED'],
  ['guild commands are not in DMs', member, 'local', 'dm', 'UNKNOWN_COMMAND'],
  ['no mutual guild with the bot', outsider, 'dmok', 'dm', 'NOT_INSTALLED'],
  ['a private channel needs user install', member, 'dmok', 'private', 'NOT_INSTALLED'],
  ['a user-installed command in a private channel', outsider, 'anywhere', 'private', 'ran'],
];

describe('who may run what, where', () => {
  it.each(cases)('%s: %s runs %s in %s → %s', async (_who, userId, name, where, expected) => {
    const activity = name === 'anywhere' ? { applicationId: emu.world.applications[1]!.id } : {};
    const type = name === 'Inspect' ? { type: 2, targetId: newbie } : {};
    const place =
      where === 'dm'
        ? {}
        : where === 'private'
          ? { context: 2 }
          : { guildId: GUILD, channelId: channels[where] };
    const res = await admin('POST', '/interactions', { userId, name, ...place, ...activity, ...type });
    if (expected === 'ran') {
      expect(res.body.reason).toBeUndefined();
      expect(res.body).toMatchObject({ status: 'answered', messages: [{ content: 'ran' }] });
    } else {
      expect(res.body.reason).toBe(expected);
      expect(res.body.message.length).toBeGreaterThan(20);
      expect(res.status).toBe(expected === 'UNKNOWN_COMMAND' ? 404 : 403);
    }
  });

  it('refuses a stale global command version (read-repair) and runs the current one', async () => {
    const current = await admin('POST', '/interactions', {
      userId: member,
      guildId: GUILD,
      channelId: channels.general,
      name: 'open',
    });
    expect(current.body.status).toBe('answered');
    const stale = await admin('POST', '/interactions', {
      userId: member,
      guildId: GUILD,
      channelId: channels.general,
      name: 'open',
      commandVersion: '1250000000000000000',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.reason).toBe('STALE_COMMAND');
    expect(stale.body.message).toMatch(/reload/);
  });
});
