import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  openClient,
  pickCommand,
  screenshot,
  startWrongBot,
  useClientSession,
  users,
} from './emulator-client-support.js';

// The web client's developer panel, its failures, its forms' rules (all decided by the emulator), its
// keyboard use, labels and narrow layout, in a real headless Chromium.

const session = useClientSession();
const admin = async (path: string) => (await fetch(`${session.world.emu.url}/_emulator${path}`)).json();
const openPanel = async (page: Page) => {
  await page.getByRole('button', { name: 'Developer' }).click();
  await page.getByRole('region', { name: 'Commands by scope' }).waitFor();
};

describe('forms and selects take their rules from the emulator', () => {
  it('shows a modal with its length rules, and the emulator refusal under the field', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await pickCommand(page, 'feedback');
    await page.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByText('3 to 60 characters').waitFor();
    await dialog.getByLabel('Topic').fill('ab');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'takes 3 to 60 characters; got 2' }).waitFor();
    await dialog.getByLabel('Topic').fill('pizza');
    await dialog.getByLabel('Details').fill('more cheese');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('📝 Thanks for your feedback on "pizza": more cheese').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await page.close();
  });

  it('shows a select as Discord does: placeholder, rule, at most max_values choices; the emulator refuses too few', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await pickCommand(page, 'colours');
    await page.getByRole('button', { name: 'Send' }).click();
    const message = page.locator('article.msg', { hasText: '🎨 Pick your colours' }).last();
    const select = message.getByRole('button', { name: 'Pick one or two' });
    await message.getByText('Choose 1 to 2').waitFor();
    expect(await select.textContent()).toContain('Pick one or two');
    // Choosing then clearing sends nothing chosen when the menu closes: the emulator refuses it.
    await select.click();
    const list = message.getByRole('listbox', { name: 'Pick one or two' });
    await list.getByRole('option', { name: 'Red' }).click();
    await list.getByRole('option', { name: 'Red' }).click();
    await page.keyboard.press('Escape');
    await message.getByRole('alert').filter({ hasText: 'takes 1 to 2 value(s)' }).waitFor();
    // Two chosen: the third is disabled, as in Discord; closing sends the choice.
    await select.click();
    await list.getByRole('option', { name: 'Red' }).click();
    await list.getByRole('option', { name: 'Blue' }).click();
    expect(await list.getByRole('option', { name: 'Green' }).getAttribute('aria-disabled')).toBe('true');
    expect(await list.getByRole('option', { name: 'Red' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByText('🎨 member picked red and blue').waitFor();
    await page.close();
  });
});

describe('entity pickers offer what the emulator accepts', () => {
  it('lists guild members for a user option and text channels for a channel option with channel_types', async () => {
    const silent = session.world.emu.world.applications.find((a) => a.name === 'Silent App')!;
    const created = await fetch(
      `${session.world.emu.apiBaseUrl}/applications/${silent.id}/guilds/${session.world.emu.world.guild.id}/commands`,
      {
        method: 'POST',
        headers: { authorization: `Bot ${silent.botToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'greet',
          description: 'Greet someone somewhere',
          options: [
            { type: 6, name: 'who', description: 'Who', required: true },
            { type: 7, name: 'where', description: 'Where', channel_types: [0] },
          ],
        }),
      },
    );
    expect(created.status).toBe(201);
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await pickCommand(page, 'greet');
    const who = page.getByLabel('who');
    await who.locator('option', { hasText: '@moderator' }).waitFor({ state: 'attached' });
    const names = async (select: typeof who) => select.locator('option').allTextContents();
    expect(await names(who)).not.toContain('@outsider');
    const where = page.getByLabel('where');
    await where.locator('option', { hasText: '#general' }).waitFor({ state: 'attached' });
    expect(await names(where)).not.toContain('#announcements');
    expect(await names(where)).not.toContain('#Voice');
    await page.close();
  });
});

describe('the developer panel', () => {
  it('logs each request, delivery and outcome with status and timing, tokens redacted', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openClient(page, session.world.emu, users.member);
    await openPanel(page);
    await pickCommand(page, 'report');
    await page.getByRole('button', { name: 'Send' }).click();
    session.world.releaseReport('Week 49: quiet');
    await page.getByText('📊 Week 49: quiet').waitFor();
    const log = page.getByRole('list', { name: 'Live log' });
    const app = session.world.emu.world.application.id;
    await log
      .getByText(/delivery POST http:\/\/127\.0\.0\.1:\d+\/\S* \(command\) → 200 · \d+ ms/i)
      .first()
      .waitFor();
    await log
      .getByText(
        new RegExp(`PATCH /api/v10/webhooks/${app}/\\[REDACTED\\]/messages/@original → 200 · \\d+ ms`),
      )
      .first()
      .waitFor();
    await log.getByText(/\/report by member → answered \(type 5\) · \d+ ms/).waitFor();
    await log.getByText(/\/report: answered over http, type 5 inline \(\d+ ms\)/).waitFor();
    // The page's own reads are hidden until asked for.
    const reads = log.getByText(/request GET \/_emulator\/users\//i).first();
    expect(await reads.isVisible()).toBe(false);
    await page.getByLabel("Show this page's reads").check();
    await reads.waitFor();
    const text = (await log.textContent()) ?? '';
    expect(text).not.toContain(session.world.emu.world.application.botToken);
    expect(text).not.toMatch(/webhooks\/\d+\/(?!\[REDACTED\])[\w.-]{20,}/);
    await page.screenshot(screenshot('developer-panel'));
    await page.close();
  });

  it('sets an endpoint URL (refused when its check fails), then shows "This interaction failed"', async () => {
    const silent = session.world.emu.world.applications.find((a) => a.name === 'Silent App')!;
    const wrong = await startWrongBot(silent.publicKey);
    const page = await session.browser.newPage();
    try {
      await openClient(page, session.world.emu, users.member);
      await openPanel(page);
      await page.getByLabel('Application', { exact: true }).selectOption({ label: 'Silent App' });
      await page.getByRole('region', { name: 'Commands by scope' }).getByText('/hush').waitFor();
      const url = page.getByLabel('Interactions endpoint URL');
      await url.fill('http://127.0.0.1:9/nothing-here');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'interactionsEndpointUrl: the PING to' }).waitFor();
      await url.fill(wrong.url);
      await page.getByLabel('Activities (EMBEDDED)').check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      const saved = (await admin('/world')).applications.find((a: { id: string }) => a.id === silent.id);
      expect(saved.interactionsEndpointUrl).toBe(wrong.url);
      expect(saved.flags & (1 << 17)).not.toBe(0);
      await pickCommand(page, 'hush');
      await page.getByRole('button', { name: 'Send' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /^This interaction failed — The endpoint's inline answer was refused/ })
        .waitFor();
      expect(await page.getByText('The application did not respond').count()).toBe(0);
    } finally {
      await page.close();
      await wrong.stop();
    }
  });

  it('switches the rate-limit profile, as GET /_emulator/rate-limits then reads it', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await openPanel(page);
    const profile = page.getByLabel('Rate limits');
    expect(await profile.inputValue()).toBe('off');
    await profile.selectOption('strict');
    await page.getByRole('status').filter({ hasText: 'Rate limits: strict' }).waitFor();
    expect(await admin('/rate-limits')).toEqual({ profile: 'strict' });
    await profile.selectOption('off');
    await page.getByRole('status').filter({ hasText: 'Rate limits: off' }).waitFor();
    await page.close();
  });
});

describe('reset from the developer panel', () => {
  // Last: the session.world goes back to its seed (commands, apps and endpoint URLs forgotten).
  it('resets the session.world after confirming, and the page reloads with it', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await openPanel(page);
    const scope = page.getByRole('region', { name: 'Commands by scope' });
    await scope.getByText('/roll').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    const ready = await page.locator('body').getAttribute('data-ready');
    await page.getByRole('button', { name: 'Reset world' }).click();
    await page.waitForFunction((before) => document.body.dataset.ready !== before, ready);
    await scope.getByText(/Guild .* \(0\)/).waitFor();
    expect(await scope.getByText('/roll').count()).toBe(0);
    expect((await admin('/world')).applications.map((a: { name: string }) => a.name)).not.toContain(
      'Silent App',
    );
    await page.close();
  });
});
