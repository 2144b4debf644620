import type { Server } from 'node:http';
import { ApplicationIntegrationType, PermissionFlags } from '@slashkit/api';
import { AuthClient, AuthorizationArgs, OAuth2Scopes } from '@slashkit/auth';
import { NodeAuthClient } from '@slashkit/auth/node';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { REST } from '@slashkit/rest';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, appEndpoint, OUTSIDER } from './auth-support.js';
import { launchChromium } from './chromium.js';

// The consent page driven by a real browser: Debian's chromium through playwright-core (no browser
// download). The game's loopback server receives the redirect exactly as it would from the system browser.

const MODERATOR = '1250000000000000203';

let emu: RunningEmulator;
let browser: Browser;
const servers: Server[] = [];
beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  for (const server of servers) server.close();
  await browser?.close();
  await emu?.stop();
});

describe('the consent page in headless Chromium', () => {
  it('picks a user, clicks Authorize, lands on the loopback callback, and the code exchanges for a token', async () => {
    const app = emu.world.application;
    const client = new NodeAuthClient({
      applicationId: app.id,
      authorizeOrigin: emu.url,
      apiBaseUrl: emu.apiBaseUrl,
    });
    const args = new AuthorizationArgs({
      scopes: `${OAuth2Scopes.Identify} ${OAuth2Scopes.ApplicationsCommandsPermissionsUpdate}`,
    });
    const page = await browser.newPage();
    let opened!: (url: string) => void;
    const authorizeUrl = new Promise<string>((resolve) => {
      opened = resolve;
    });
    // authorize() waits for the redirect after openUrl returns; the browser is driven meanwhile.
    const authorized = client.authorize(args, { openUrl: (url) => opened(url) });

    await page.goto(await authorizeUrl);
    expect(await page.locator('h1').textContent()).toContain('Slashkit Test App');
    expect(await page.locator('#scopes').textContent()).toContain('applications.commands.permissions.update');
    await page.selectOption('select[name="user_id"]', MODERATOR);
    await page.click('button[value="approve"]');
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/callback\?/);

    const landed = new URL(page.url());
    expect(landed.searchParams.get('iss')).toBe(emu.url);
    expect(await page.locator('h1').textContent()).toBe('Signed in');
    const result = await authorized;
    expect(landed.href.startsWith(`${result.redirectUri}?`)).toBe(true);
    expect(landed.searchParams.get('code')).toBe(result.code);

    const token = await client.exchangeCode(result);
    expect(token.tokenType).toBe('Bearer');
    expect(emu.context.state.tokens.find(token.accessToken)?.userId).toBe(MODERATOR);
    await page.close();
  });

  it('service-facts "Guild install": the install URL preselects the guild, the moderator authorizes, the page says it is done and the bot is in the guild', async () => {
    const app = emu.world.application;
    const guild = emu.world.guild;
    const removed = await fetch(
      `${emu.url}/_emulator/applications/${app.id}/installations/guilds/${guild.id}`,
      {
        method: 'DELETE',
      },
    );
    expect(removed.status).toBe(204);
    const client = new AuthClient({ applicationId: app.id, authorizeOrigin: emu.url });
    const url = client.createInstallUrl({ permissions: PermissionFlags.SendMessages, guildId: guild.id });

    const page = await browser.newPage();
    await page.goto(url);
    expect(await page.locator('#install').textContent()).toContain('guild install');
    expect(await page.locator('select[name="guild_id"]').inputValue()).toBe(guild.id);
    expect(await page.locator('#permissions').textContent()).toBe(PermissionFlags.SendMessages.toString());
    await page.selectOption('select[name="user_id"]', MODERATOR);
    await page.click('button[value="approve"]');
    await page.waitForSelector('#installed');
    expect(await page.locator('#installed').textContent()).toContain(`was added to ${guild.name}`);

    expect(app.guildIds).toContain(guild.id);
    expect(guild.members.some((m) => m.userId === app.bot.id)).toBe(true);
    await page.close();
  });

  it('service-facts "User install": integration_type=1 with applications.commands on the page installs the app for the user, whose commands then run in a group DM', async () => {
    // The seeded Activity app supports user install; give it a command that user installs may run anywhere.
    const app = emu.world.applications[1]!;
    await new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl }).commands.createGlobalCommand(app.id, {
      name: 'anywhere',
      description: 'Runs wherever its user is',
      integration_types: [0, 1],
      contexts: [0, 1, 2],
    });
    const removed = await fetch(
      `${emu.url}/_emulator/applications/${app.id}/installations/users/${OUTSIDER}`,
      {
        method: 'DELETE',
      },
    );
    expect(removed.status).toBe(204);
    const endpoint = await appEndpoint(app.publicKey);
    servers.push(endpoint.server);
    expect(
      (await admin(emu, 'PATCH', `/applications/${app.id}`, { interactionsEndpointUrl: endpoint.url }))
        .status,
    ).toBe(200);
    const run = async () => {
      const answer = await admin(emu, 'POST', '/interactions', {
        userId: OUTSIDER,
        name: 'anywhere',
        context: 2,
        applicationId: app.id,
      });
      return answer.body as { reason?: string; status?: string };
    };
    expect((await run()).reason).toBe('NOT_INSTALLED');

    const client = new AuthClient({ applicationId: app.id, authorizeOrigin: emu.url });
    const page = await browser.newPage();
    await page.goto(client.createInstallUrl({ integrationType: ApplicationIntegrationType.UserInstall }));
    expect(await page.locator('main').textContent()).toContain('to your account (user install)');
    await page.selectOption('select[name="user_id"]', OUTSIDER);
    await page.click('button[value="approve"]');
    await page.waitForSelector('#installed');
    expect(await page.locator('#installed').textContent()).toContain('was added to your account');
    await page.close();

    const after = await run();
    expect(after.status).toBe('answered');
  });

  it('service-facts "OpenID Connect": the ID token from the consent-page login verifies, with the nonce of AuthorizationArgs', async () => {
    const app = emu.world.application;
    const client = new NodeAuthClient({
      applicationId: app.id,
      authorizeOrigin: emu.url,
      apiBaseUrl: emu.apiBaseUrl,
    });
    const args = new AuthorizationArgs({
      scopes: `${OAuth2Scopes.OpenId} ${OAuth2Scopes.Identify}`,
      nonce: 'chromium-nonce',
    });
    const page = await browser.newPage();
    let opened!: (url: string) => void;
    const authorizeUrl = new Promise<string>((resolve) => {
      opened = resolve;
    });
    const authorized = client.authorize(args, { openUrl: (url) => opened(url) });
    await page.goto(await authorizeUrl);
    await page.selectOption('select[name="user_id"]', MODERATOR);
    await page.click('button[value="approve"]');
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/callback\?/);
    const result = await authorized;
    const token = await client.exchangeCode(result);

    const claims = await client.verifyIdToken(token.idToken ?? '', {
      nonce: result.nonce,
      accessToken: token.accessToken,
    });
    expect(claims).toMatchObject({ iss: emu.url, sub: MODERATOR, aud: app.id, nonce: 'chromium-nonce' });
    await expect(client.verifyIdToken(token.idToken ?? '', { nonce: 'another-login' })).rejects.toMatchObject(
      {
        code: 'INVALID_ID_TOKEN',
      },
    );
    expect((await client.getCurrentUser(token.accessToken)).id).toBe(MODERATOR);
    await page.close();
  });
});
