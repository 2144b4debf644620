import { copyFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  artifacts,
  openClient,
  pickCommand,
  screenshot,
  unnamedControls,
  useClientSession,
  users,
} from './emulator-client-support.js';

// The web client by keyboard alone, with a name on every control, and at 400 px wide, in headless Chromium.

const session = useClientSession();
const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    return e?.getAttribute('aria-label') ?? e?.getAttribute('name') ?? (e?.id || e?.textContent || '');
  });

describe('the web client is accessible', () => {
  it('gives every control an accessible name: page, panel, options form, suggestions, modal, select', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openClient(page, session.world.emu, users.member);
    await page.getByRole('button', { name: 'Developer' }).click();
    await page.getByRole('region', { name: 'Commands by scope' }).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    await pickCommand(page, 'pizza');
    await page.getByLabel('size').selectOption({ label: 'Large' });
    await page.getByRole('combobox', { name: 'topping' }).pressSequentially('pe');
    await page.getByRole('option', { name: 'peppers' }).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await pickCommand(page, 'colours');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('button', { name: 'Pick one or two' }).last().click();
    await page.getByRole('listbox', { name: 'Pick one or two' }).last().waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await pickCommand(page, 'poll');
    await page.getByLabel('question').fill('Tea?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page
      .locator('article.msg', { hasText: '📊 Tea?' })
      .getByRole('button', { name: 'Comment' })
      .click();
    await page.getByRole('dialog', { name: 'Comment on the poll' }).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apps for this message' }).first().click();
    await page.getByRole('menu').waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    await page.close();
  });

  it('works by keyboard alone: Tab, Enter and arrows through the top bar, picker, form, suggestions and Apps menus', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member, `dm:${session.world.emu.world.application.id}`);
    // The top bar first, in reading order.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('user');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('place');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('toggle-panel');
    // Back to #general by keyboard: the place picker changes with the arrow keys.
    await page.goto(`${session.world.emu.url}/_emulator/client/#user=${users.member}`);
    await page.locator('body[data-ready]').waitFor();
    for (let i = 0; i < 30 && (await focused(page)) !== 'Message #general'; i++)
      await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Message #general');
    await page.keyboard.type('/ro');
    await page.locator('#picker [aria-selected="true"]', { hasText: '/roll' }).waitFor();
    await page.keyboard.press('Enter');
    // The form takes focus at its first field; Tab moves on, Enter sends.
    await page.locator('form.options').waitFor();
    expect(await focused(page)).toBe('sides');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('label');
    await page.keyboard.type('keys');
    await page.keyboard.press('Enter');
    const reply = page.locator('article.msg', { hasText: 'rolled 7 (d12) for keys' });
    await reply.waitFor();
    // The author's Apps menu: Enter opens it with focus on the first item, arrows move, Enter runs.
    await page.getByRole('button', { name: 'Apps for member' }).first().focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Apps for member' });
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    expect(await focused(page)).toBe(items[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(items[1 % items.length]);
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe(items[0]);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await focused(page)).toBe('Apps for member');
    // A MESSAGE command from the reply's own Apps menu, by keyboard.
    await reply.getByRole('button', { name: 'Apps for this message' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: "Apps for slashkit-bot's message" }).waitFor();
    expect(await focused(page)).toMatch(/^Quote/);
    await page.keyboard.press('Enter');
    // The quote is markdown: a block quote of the reply.
    await page.locator('article.msg blockquote', { hasText: '🎲 member rolled 7 (d12) for keys' }).waitFor();
    // Autocomplete suggestions: ArrowDown enters the list, arrows move, Enter takes one.
    await pickCommand(page, 'pizza');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('topping');
    await page.keyboard.type('pe');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions for topping' });
    await suggestions.getByRole('option', { name: 'peppers' }).waitFor();
    // The answer for 'p' (pepperoni, pineapple, peppers) may be shown first: wait for the one for 'pe'.
    await suggestions.getByRole('option', { name: 'pineapple' }).waitFor({ state: 'detached' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('pepperoni');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('peppers');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('topping');
    expect(await page.getByRole('combobox', { name: 'topping' }).inputValue()).toBe('peppers');
    await page.keyboard.press('Enter');
    await page.getByText('with peppers').first().waitFor();
    await page.close();
  });
});

describe('the web client at 400 px wide', () => {
  it('keeps the composer, the picker and the messages usable on a narrow screen', async () => {
    const page = await session.browser.newPage({ viewport: { width: 400, height: 800 } });
    await openClient(page, session.world.emu, users.member);
    const inView = async (locator: import('playwright-core').Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 400 && box.y >= 0 && box.y + box.height <= 800;
    };
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    const composer = page.getByRole('combobox', { name: 'Message #general' });
    expect(await inView(composer)).toBe(true);
    await composer.pressSequentially('/');
    const option = page.getByRole('option', { name: /\/roll/ });
    await option.waitFor();
    expect(await inView(option)).toBe(true);
    await page.screenshot(screenshot('emulator-client-400px'));
    // The README's narrow picture, refreshed on request only (a test run leaves the work tree clean).
    if (process.env.SLASHKIT_UPDATE_SCREENSHOT === '1')
      await copyFile(
        new URL('emulator-client-400px.png', artifacts),
        new URL('../docs/emulator-client-400px.png', import.meta.url),
      );
    await pickCommand(page, 'roll');
    const sides = page.getByLabel('sides');
    expect(await inView(sides)).toBe(true);
    await sides.fill('8');
    await page.getByRole('button', { name: 'Send' }).click();
    const reply = page.locator('article.msg', { hasText: 'rolled 5 (d8)' });
    await reply.waitFor();
    expect(await inView(reply)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.screenshot(screenshot('client-400px'));
    await page.close();
  });
});
