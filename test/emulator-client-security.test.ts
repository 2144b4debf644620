import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { createGatewayClient, type GatewayClient } from '@slashkit/interactions/gateway';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { ids } from './examples-support.js';
import { type SignedEndpoint, startSignedEndpoint } from './support/signed-endpoint.js';

// The emulator's web client and admin API against a real headless Chromium: a page served on another local
// port cannot reset the world or drop a bot's gateway session, the client runs under its strict CSP with no
// violation and cannot be framed, and embeds a bot sends render (a null colour) or are refused (a CSS
// string) without breaking the channel.

let emu: RunningEmulator;
let browser: Browser;
let bot: SignedEndpoint;
let gateway: GatewayClient;
/** What the bot answers next, by command name. */
const answers = new Map<string, unknown>();
/** A page on another origin: 127.0.0.1 on another port, serving whatever HTML the test sets. */
let elsewhere: { server: Server; url: string; html: string };

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  const app = emu.world.application;
  bot = await startSignedEndpoint<{ type: number; data: { name: string } }>(app.publicKey, (i) =>
    answers.get(i.data.name),
  );
  const admin = (method: string, path: string, body: unknown) =>
    fetch(`${emu.url}/_emulator${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await admin('PATCH', `/applications/${app.id}`, { interactionsEndpointUrl: bot.url })).status).toBe(
    200,
  );
  for (const name of ['card', 'styled'])
    await fetch(`${emu.apiBaseUrl}/applications/${app.id}/guilds/${ids.guild}/commands`, {
      method: 'POST',
      headers: { authorization: `Bot ${app.botToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, description: `The ${name} command` }),
    });
  // A bot session on the gateway, which a forged disconnect would drop.
  gateway = createGatewayClient({ token: app.botToken, apiBaseUrl: emu.apiBaseUrl });
  await gateway.connect();
  elsewhere = { server: createServer(), url: '', html: '' };
  elsewhere.server.on('request', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(elsewhere.html);
  });
  await new Promise<void>((resolve) => elsewhere.server.listen(0, '127.0.0.1', resolve));
  elsewhere.url = `http://127.0.0.1:${(elsewhere.server.address() as AddressInfo).port}/`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  bot?.close();
  elsewhere?.server.close();
  await emu?.stop();
});

const commandCount = async () =>
  (
    (await (
      await fetch(`${emu.apiBaseUrl}/applications/${emu.world.application.id}/guilds/${ids.guild}/commands`, {
        headers: { authorization: `Bot ${emu.world.application.botToken}` },
      })
    ).json()) as unknown[]
  ).length;
const sessions = async () =>
  ((await (await fetch(`${emu.url}/_emulator/gateway/sessions`)).json()) as unknown[]).length;

/** Opens the client as member in #general, recording CSP violations and every request it makes. */
async function openClient(page: Page): Promise<{ violations: string[]; requests: string[] }> {
  const violations: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  page.setDefaultTimeout(10_000);
  await page.goto(`${emu.url}/_emulator/client/#user=${ids.member}&place=${ids.guild}:${ids.general}`);
  await page.locator('body[data-ready]').waitFor();
  return { violations, requests };
}

/** Runs a command with no options from the composer. */
async function runCommand(page: Page, name: string): Promise<void> {
  const composer = page.locator('#composer');
  await composer.click();
  await composer.fill('');
  await composer.pressSequentially(`/${name}`);
  await page.locator('#picker [role="option"][aria-selected="true"]').waitFor();
  // Tab picks it into its options form, with or without options (Enter would send one without at once).
  await composer.press('Tab');
  await page.locator('form.options').waitFor();
  await page.getByRole('button', { name: 'Send' }).click();
}

describe('the emulator against a browser', () => {
  it('a page on another local port cannot reset the world or drop the bot gateway session', async () => {
    const before = { commands: await commandCount(), sessions: await sessions() };
    expect(before).toEqual({ commands: 2, sessions: 1 });
    elsewhere.html = `<!doctype html><title>elsewhere</title>
      <iframe name="sink"></iframe>
      <form id="form" method="post" action="${emu.url}/_emulator/reset" target="sink"><input name="a" value="1"></form>`;
    const page = await browser.newPage();
    await page.goto(elsewhere.url);
    const outcomes = await page.evaluate(async (origin) => {
      const attempt = (url: string, init: RequestInit) =>
        fetch(url, init).then(
          (r) => r.type,
          (e: Error) => `failed: ${e.message}`,
        );
      return [
        await attempt(`${origin}/_emulator/reset`, { method: 'POST', mode: 'no-cors' }),
        await attempt(`${origin}/_emulator/gateway/disconnect`, { method: 'POST', mode: 'no-cors' }),
        await attempt(`${origin}/_emulator/reset`, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: '{}',
        }),
        // A CORS request with JSON needs a preflight the emulator never grants.
        await attempt(`${origin}/_emulator/reset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
        navigator.sendBeacon(`${origin}/_emulator/reset`, 'x') ? 'beacon queued' : 'beacon refused',
      ];
    }, emu.url);
    // The no-cors requests were sent (opaque answers), the CORS one was stopped by the browser.
    expect(outcomes.slice(0, 3)).toEqual(['opaque', 'opaque', 'opaque']);
    expect(outcomes[3]).toMatch(/^failed/);
    // A form post, as a page can make without any script.
    const posted = page.waitForResponse((r) => r.url() === `${emu.url}/_emulator/reset`);
    await page.locator('#form').evaluate((form: HTMLFormElement) => form.submit());
    expect((await posted).status()).toBe(403);
    await page.close();
    expect({ commands: await commandCount(), sessions: await sessions() }).toEqual(before);
    expect(gateway.state).toBe('ready');
  });

  it('the client runs under its Content-Security-Policy with no violation, off the network', async () => {
    answers.set('card', {
      type: 4,
      data: { content: 'a card', embeds: [{ title: 'Plain', color: 0x5865f2 }] },
    });
    const page = await browser.newPage();
    const { violations, requests } = await openClient(page);
    await runCommand(page, 'card');
    const embed = page.locator('article.msg section.embed', { hasText: 'Plain' });
    await embed.waitFor();
    expect(await embed.evaluate((e) => getComputedStyle(e).borderLeftColor)).toBe('rgb(88, 101, 242)');
    // The developer panel too (its forms and the live log).
    await page.getByRole('button', { name: 'Developer' }).click();
    await page.locator('#panel h2').waitFor();
    expect(violations).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(emu.url))).toEqual([]);
    await page.close();
  });

  it('cannot be framed by another page', async () => {
    elsewhere.html = `<!doctype html><title>framer</title><iframe id="f" src="${emu.url}/_emulator/client/"></iframe>`;
    const page = await browser.newPage();
    const refused = new Promise<string>((resolve) => {
      page.on('console', (message) => {
        if (/frame-ancestors|X-Frame-Options/i.test(message.text())) resolve(message.text());
      });
    });
    const framed = page.waitForResponse((r) => r.url() === `${emu.url}/_emulator/client/`);
    await page.goto(elsewhere.url);
    expect((await framed).status()).toBe(200);
    expect(await refused).toMatch(/frame-ancestors 'none'|X-Frame-Options/);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Nothing of the client ran in the frame.
    expect(frame?.url().startsWith(emu.url) && (await frame.locator('body[data-ready]').count()) > 0).toBe(
      false,
    );
    await page.close();
  });

  it('an embed with a null colour renders; a CSS string as the colour is refused and the channel still loads', async () => {
    answers.set('card', {
      type: 4,
      data: { content: 'null colour', embeds: [{ title: 'No colour', color: null }] },
    });
    answers.set('styled', {
      type: 4,
      data: {
        content: 'styled',
        embeds: [{ title: 'Styled', color: `red;background:url(${elsewhere.url}leak)` }],
      },
    });
    const page = await browser.newPage();
    const { violations, requests } = await openClient(page);
    await runCommand(page, 'card');
    const plain = page.locator('article.msg section.embed', { hasText: 'No colour' });
    await plain.waitFor();
    expect(await plain.getAttribute('style')).toBeNull();
    await runCommand(page, 'styled');
    await page.locator('.notice.error', { hasText: 'This interaction failed' }).waitFor();
    expect(await page.locator('section.embed', { hasText: 'Styled' }).count()).toBe(0);
    // A reload still renders the channel, the null-colour embed with it.
    await page.reload();
    await page.locator('body[data-ready]').waitFor();
    await page.locator('article.msg section.embed', { hasText: 'No colour' }).waitFor();
    expect(violations).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(emu.url))).toEqual([]);
    await page.close();
  });
});
