import type { Server } from 'node:http';
import { ApplicationIntegrationType, PermissionFlags } from '@slashkit/api';
import { AuthClient } from '@slashkit/auth';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, appEndpoint, consent, GENERAL, GUILD, MEMBER, MODERATOR, OUTSIDER } from './auth-support.js';

// Installing an app, as a bot author's "Add to server" link does: the install URL from @slashkit/auth, the
// headless consent of the emulator's admin API, and the interaction checks that then let the commands run.

let emu: RunningEmulator;
const servers: Server[] = [];
const BOT_PERMISSIONS = PermissionFlags.SendMessages | PermissionFlags.ManageRoles;

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  const [bot, activity] = emu.world.applications as [
    typeof emu.world.application,
    typeof emu.world.application,
  ];
  await new REST({ token: bot.botToken, baseUrl: emu.apiBaseUrl }).commands.createGlobalCommand(bot.id, {
    name: 'ping',
    description: 'Answers',
  });
  await new REST({ token: activity.botToken, baseUrl: emu.apiBaseUrl }).commands.createGlobalCommand(
    activity.id,
    {
      name: 'anywhere',
      description: 'Runs wherever its user is',
      integration_types: [0, 1],
      contexts: [0, 1, 2],
    },
  );
  for (const app of [bot, activity]) {
    const endpoint = await appEndpoint(app.publicKey);
    servers.push(endpoint.server);
    expect(
      (await admin(emu, 'PATCH', `/applications/${app.id}`, { interactionsEndpointUrl: endpoint.url }))
        .status,
    ).toBe(200);
  }
});
afterAll(async () => {
  for (const server of servers) server.close();
  await emu?.stop();
});

const bot = () => emu.world.application;
const activity = () => emu.world.applications[1]!;
const client = (app = bot()) =>
  new AuthClient({ applicationId: app.id, authorizeOrigin: emu.url, apiBaseUrl: emu.apiBaseUrl });
const runPing = (userId = MEMBER) =>
  admin(emu, 'POST', '/interactions', { userId, name: 'ping', guildId: GUILD, channelId: GENERAL });

describe('service-facts "Installing an app": guild install', () => {
  it('Guild install: bot + applications.commands with integration_type=0, permissions, guild_id and disable_guild_select adds the app to the guild, its bot joins with a role holding permissions, and its commands run there', async () => {
    expect(
      (await admin(emu, 'DELETE', `/applications/${bot().id}/installations/guilds/${GUILD}`)).status,
    ).toBe(204);
    const before = await runPing();
    expect(before.status).toBe(403);
    expect(before.body.reason).toBe('NOT_INSTALLED');

    const url = client().createInstallUrl({
      permissions: BOT_PERMISSIONS,
      guildId: GUILD,
      disableGuildSelect: true,
    });
    const query = new URL(url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      client_id: bot().id,
      scope: 'bot applications.commands',
      integration_type: '0',
      permissions: BOT_PERMISSIONS.toString(),
      guild_id: GUILD,
      disable_guild_select: 'true',
    });

    const answer = await consent(emu, url, MODERATOR);
    expect(answer).toMatchObject({ status: 200, body: { installed: { guildId: GUILD } } });
    const installs = await admin(emu, 'GET', `/applications/${bot().id}/installations`);
    expect(installs.body.guildIds).toContain(GUILD);
    const guild = emu.world.guild;
    const member = guild.members.find((m) => m.userId === bot().bot.id);
    const role = guild.roles.find((r) => r.id === member?.roles[0]);
    expect(role).toMatchObject({ managed: true, permissions: BOT_PERMISSIONS.toString() });

    const after = await runPing();
    expect(after.body.reason).toBeUndefined();
    expect(after.body.status).toBe('answered');
    const appPermissions = BigInt(/ran with (\d+)/.exec(after.body.messages[0].content)![1]!);
    expect(appPermissions & BOT_PERMISSIONS).toBe(BOT_PERMISSIONS);
  });

  it('Guild install: the user picks a guild where they have MANAGE_GUILD — a member without it is refused', async () => {
    const url = client().createInstallUrl({ scopes: ['applications.commands'], guildId: GUILD });
    const refused = await consent(emu, url, MEMBER);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/lacks Manage Server in Slashkit Test Guild/);
  });

  it('Guild install: disable_guild_select=true fixes the guild of guild_id', async () => {
    const url = client().createInstallUrl({ guildId: GUILD, disableGuildSelect: true });
    const refused = await consent(emu, url, MODERATOR, { guildId: '1250000000000000999' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/fixed to 1250000000000000100 \(disable_guild_select=true\)/);
    expect(() => client().createInstallUrl({ disableGuildSelect: true })).toThrow(/needs guildId/);
  });

  it('Guild install with a redirect_uri: the redirect carries code, state, guild_id, permissions and iss', async () => {
    const url = client().createInstallUrl({
      permissions: PermissionFlags.SendMessages,
      redirectUri: 'http://127.0.0.1:5000/callback',
      state: 'install-1',
    });
    const answer = await consent(emu, url, MODERATOR, { guildId: GUILD });
    expect(answer.status).toBe(200);
    const redirect = new URL(answer.body.redirectUrl);
    expect(redirect.origin + redirect.pathname).toBe('http://127.0.0.1:5000/callback');
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      state: 'install-1',
      guild_id: GUILD,
      permissions: PermissionFlags.SendMessages.toString(),
      iss: emu.url,
      code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('Guild install: bot with integration_type=1 is refused on the page (never redirected)', async () => {
    const url = `${emu.url}/oauth2/authorize?client_id=${activity().id}&scope=bot&integration_type=1`;
    const page = await fetch(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toMatch(/the bot scope installs to a server only/);
  });
});

describe('service-facts "Installing an app": user install', () => {
  it('User install: integration_type=1 with applications.commands makes the commands with integration_types 1 usable by that user', async () => {
    const uninstall = await admin(
      emu,
      'DELETE',
      `/applications/${activity().id}/installations/users/${OUTSIDER}`,
    );
    expect(uninstall.status).toBe(204);
    const run = () =>
      admin(emu, 'POST', '/interactions', {
        userId: OUTSIDER,
        name: 'anywhere',
        context: 2,
        applicationId: activity().id,
      });
    const before = await run();
    expect(before.body.reason).toBe('NOT_INSTALLED');
    expect(before.body.message).toMatch(/has not installed the app/);

    const url = client(activity()).createInstallUrl({
      integrationType: ApplicationIntegrationType.UserInstall,
    });
    expect(new URL(url).searchParams.get('scope')).toBe('applications.commands');
    expect(new URL(url).searchParams.get('integration_type')).toBe('1');
    const answer = await consent(emu, url, OUTSIDER);
    expect(answer).toMatchObject({
      status: 200,
      body: { installed: { where: 'your account', guildId: null } },
    });
    expect((await admin(emu, 'GET', `/applications/${activity().id}/installations`)).body.userIds).toContain(
      OUTSIDER,
    );

    const after = await run();
    expect(after.body.status).toBe('answered');
  });

  it('User install: an app without user install refuses integration_type=1', async () => {
    const url = `${emu.url}/oauth2/authorize?client_id=${bot().id}&scope=applications.commands&integration_type=1`;
    const page = await fetch(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toMatch(/does not support integration_type 1; it supports 0/);
  });
});
