import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningEmulator, type StartEmulatorOptions, startEmulator } from '@slashkit/emulator';
import {
  commands as componentCommands,
  type RunningComponentsBot,
  startComponentsBot,
} from '@slashkit/example-components-bot';
import {
  commands as botCommands,
  type RunningWebhookBot,
  startWebhookBot,
} from '@slashkit/example-webhook-bot';
import { verifySignature } from '@slashkit/interactions';
import { REST, syncCommands } from '@slashkit/rest';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.js';
import { ids } from './examples-support.js';

/** The seeded users the client tests act as. */
export const users = { member: '1250000000000000204', moderator: '1250000000000000203' };

/** Where screenshots go (git-ignored); the README's picture is copied to docs/. */
export const artifacts = new URL('./artifacts/', import.meta.url);

/** An emulator with two bots: the webhook bot on the primary app, the components bot on the second app. */
export interface ClientWorld {
  emu: RunningEmulator;
  bots: (RunningWebhookBot | RunningComponentsBot)[];
  /** Releases the pending `/report` (its slow work waits for the test). */
  releaseReport(summary: string): void;
  stop(): Promise<void>;
}

export async function startClientWorld(options: StartEmulatorOptions = {}): Promise<ClientWorld> {
  await mkdir(artifacts, { recursive: true });
  const emu = await startEmulator({ rateLimits: 'off', ...options });
  const [main, second] = emu.world.applications as [
    typeof emu.world.application,
    typeof emu.world.application,
  ];
  let release: (summary: string) => void = () => {};
  for (const [app, commands] of [
    [main, botCommands],
    [second, componentCommands],
  ] as const) {
    const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
    await syncCommands(rest, { applicationId: app.id, guildId: ids.guild, commands });
  }
  // An app without an endpoint and with no gateway session: nobody answers its commands.
  const silent = (await (
    await fetch(`${emu.url}/_emulator/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Silent App' }),
    })
  ).json()) as { id: string; botToken: string };
  await fetch(`${emu.apiBaseUrl}/applications/${silent.id}/guilds/${ids.guild}/commands`, {
    method: 'POST',
    headers: { authorization: `Bot ${silent.botToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'hush', description: 'Nobody answers this one' }),
  });
  const webhookBot = await startWebhookBot({
    publicKey: main.publicKey,
    applicationId: main.id,
    apiBaseUrl: emu.apiBaseUrl,
    dependencies: {
      random: () => 0.5,
      buildReport: () => new Promise<string>((resolve) => (release = resolve)),
    },
  });
  const componentsBot = await startComponentsBot({
    publicKey: second.publicKey,
    applicationId: second.id,
    apiBaseUrl: emu.apiBaseUrl,
  });
  for (const [app, bot] of [
    [main, webhookBot],
    [second, componentsBot],
  ] as const) {
    const response = await fetch(`${emu.url}/_emulator/applications/${app.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ interactionsEndpointUrl: bot.url }),
    });
    if (response.status !== 200) throw new Error(`setting the endpoint failed: ${await response.text()}`);
  }
  return {
    emu,
    bots: [webhookBot, componentsBot],
    releaseReport: (summary) => release(summary),
    async stop() {
      for (const bot of [webhookBot, componentsBot]) await bot.stop();
      await emu.stop();
    },
  };
}

/** Sets the overwrites of a guild command of the primary app as the guild owner would (a Bearer token). */
export async function setCommandPermissions(
  emu: RunningEmulator,
  name: string,
  permissions: { id: string; type: 1 | 2 | 3; permission: boolean }[],
): Promise<void> {
  const app = emu.world.application;
  const admin = (path: string, init: RequestInit) =>
    fetch(`${emu.url}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const token = (await (
    await admin('/_emulator/tokens', {
      method: 'POST',
      body: JSON.stringify({
        userId: emu.world.guild.ownerId,
        scopes: ['applications.commands.permissions.update'],
      }),
    })
  ).json()) as { access_token: string };
  const base = `/api/v10/applications/${app.id}/guilds/${ids.guild}/commands`;
  const commands = (await (
    await admin(base, { headers: { authorization: `Bot ${app.botToken}` } })
  ).json()) as { id: string; name: string }[];
  const command = commands.find((c) => c.name === name)!;
  const response = await admin(`${base}/${command.id}/permissions`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token.access_token}` },
    body: JSON.stringify({ permissions }),
  });
  if (response.status !== 200) throw new Error(`setting permissions failed: ${await response.text()}`);
}

/** Opens the client as a user in #general and waits until it has rendered the channel. */
export async function openClient(
  page: Page,
  emu: RunningEmulator,
  userId: string,
  place = `${ids.guild}:${ids.general}`,
): Promise<void> {
  // Fail with the locator that did not appear rather than at the test's timeout.
  page.setDefaultTimeout(10_000);
  await page.goto(`${emu.url}/_emulator/client/#user=${userId}&place=${place}`);
  await page.locator('body[data-ready]').waitFor();
}

/** Types a command into the composer, picks the first match with Tab, and waits for its options form. */
export async function pickCommand(page: Page, typed: string): Promise<void> {
  const composer = page.locator('#composer');
  await composer.click();
  await composer.fill('');
  await composer.pressSequentially(`/${typed}`);
  await page.locator('#picker [role="option"][aria-selected="true"]').waitFor();
  // Tab picks it into its options form, with or without options (Enter would send one without at once).
  await composer.press('Tab');
  await page.locator('form.options').waitFor();
}

/**
 * An endpoint that passes the service's URL check (it verifies signatures and answers PINGs) but answers
 * every interaction with a message that has nothing in it, which the service refuses.
 */
export async function startWrongBot(publicKey: string): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const signed = await verifySignature(
      body,
      String(req.headers['x-signature-ed25519']),
      String(req.headers['x-signature-timestamp']),
      publicKey,
    );
    const answer = !signed ? null : JSON.parse(body).type === 1 ? { type: 1 } : { type: 4, data: {} };
    res.writeHead(answer ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { message: 'bad signature' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/interactions`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The controls in view (as Playwright's accessibility snapshot of Chromium's tree has them) whose
 * accessible name is empty: lines like `- button` or `- textbox [disabled]` with no quoted name.
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  const controls =
    /^\s*- (button|textbox|combobox|checkbox|spinbutton|listbox|menuitem|link|option|slider|radio)\b(.*)$/;
  const lines = snapshot.split('\n').flatMap((line) => {
    const match = controls.exec(line);
    return match ? [{ line, named: /^\s*"/.test(match[2]!) }] : [];
  });
  // A snapshot without controls would make the check pass for nothing.
  if (lines.length < 5) throw new Error(`only ${lines.length} controls in view:\n${snapshot}`);
  return lines.filter((l) => !l.named).map((l) => l.line.trim());
}

/** The emulator world and the browser a client test file shares, set before its first test. */
export interface ClientSession {
  world: ClientWorld;
  browser: Browser;
}

/**
 * Starts the client world (with `options` for its emulator, e.g. another seed) and headless Chromium before
 * the file's tests, and stops both after them.
 */
export function useClientSession(options: StartEmulatorOptions = {}): ClientSession {
  const session = {} as ClientSession;
  beforeAll(async () => {
    [session.world, session.browser] = await Promise.all([startClientWorld(options), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.world?.stop();
  });
  return session;
}

/** Where a test saves the screenshot named `name` (under test/artifacts/). */
export const screenshot = (name: string) => ({ path: new URL(`${name}.png`, artifacts).pathname });
