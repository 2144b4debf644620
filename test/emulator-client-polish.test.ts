import { defaultWorldSeed, type WorldSeed } from '@slashkit/emulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openClient, pickCommand, useClientSession, users } from './emulator-client-support.js';
import { ids } from './examples-support.js';

// The web client's first impressions, in a real headless Chromium: the bare URL opens it, it has an icon,
// Escape and a visible button close what is open, Enter sends a command that takes no options, and people
// are named as Discord's client names them.

const newbie = '1250000000000000205'; // nickname "fresh" in the guild
const bot = defaultWorldSeed.applications[0]!.id; // the webhook bot's user id is its application's id
/** The default world, where the primary app's bot has a nickname in the guild. */
const seed: WorldSeed = {
  ...defaultWorldSeed,
  guilds: defaultWorldSeed.guilds.map((g) => ({
    ...g,
    members: [...g.members, { userId: bot, roles: [], nick: 'Dice Roller' }],
  })),
};
const session = useClientSession({ seed });

/** Records what the page reports as a Content-Security-Policy refusal. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused/.test(message.text()))
      refused.push(message.text());
  });
  return refused;
}

describe('the bare emulator URL', () => {
  it('opens the web client, whose favicon loads under its CSP', async () => {
    const page = await session.browser.newPage();
    const refused = refusals(page);
    await page.goto(session.world.emu.url);
    expect(new URL(page.url()).pathname).toBe('/_emulator/client/');
    await page.locator('body[data-ready]').waitFor();
    // The icon the page links, loaded as an image by the page itself: its `img-src 'self'` must allow it.
    const width = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) return 'no icon link';
      const image = new Image();
      image.src = link.href;
      await image.decode();
      return image.naturalWidth;
    });
    expect(width).toBe(32);
    expect(refused).toEqual([]);
    await page.close();
  });
});

describe('the / picker', () => {
  it('sends a command without options on Enter, as Discord does; one with options opens its form', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    const composer = page.locator('#composer');
    await composer.click();
    await composer.pressSequentially('/secret');
    await page.locator('#picker [role="option"][aria-selected="true"]', { hasText: '/secret' }).waitFor();
    await composer.press('Enter');
    // Answered with no form in between: nothing to fill in, nothing to confirm.
    await page.locator('article.msg', { hasText: '🤫 Only you can see this button' }).waitFor();
    expect(await page.locator('form.options').isVisible()).toBe(false);
    expect(await composer.inputValue()).toBe('');
    // With options, Enter opens the form at its first field.
    await composer.pressSequentially('/roll');
    await page.locator('#picker [role="option"][aria-selected="true"]', { hasText: '/roll' }).waitFor();
    await composer.press('Enter');
    await page.getByRole('form', { name: 'Options of /roll' }).waitFor();
    await page.close();
  });
});

describe('Escape and close buttons', () => {
  it('closes the options form with Escape; an open suggestion list closes first', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    const form = page.getByRole('form', { name: 'Options of /pizza' });
    await pickCommand(page, 'pizza');
    await page.getByRole('combobox', { name: 'topping' }).pressSequentially('pe');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions for topping' });
    await suggestions.getByRole('option', { name: 'peppers' }).waitFor();
    await page.keyboard.press('Escape');
    await suggestions.waitFor({ state: 'hidden' });
    expect(await form.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    expect(await page.locator('#composer').evaluate((e) => e === document.activeElement)).toBe(true);
    await page.close();
  });

  it('closes the developer panel at 400 px with its own visible button and with Escape', async () => {
    const page = await session.browser.newPage({ viewport: { width: 400, height: 800 } });
    await openClient(page, session.world.emu, users.member);
    const toggle = page.getByRole('button', { name: 'Developer', exact: true });
    const panel = page.getByRole('complementary', { name: 'Developer panel' });
    await toggle.click();
    await panel.getByRole('region', { name: 'Commands by scope' }).waitFor();
    // The panel covers the page here; its close button is in view and takes the click (Playwright checks
    // that nothing covers it).
    const close = panel.getByRole('button', { name: 'Close panel' });
    const box = await close.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 400 && box.y >= 0).toBe(true);
    await close.click();
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Escape closes it too, from within it, and gives the focus back to the button that opened it.
    await toggle.click();
    await panel.getByRole('button', { name: 'Advance' }).focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.close();
  });
});

describe('names as the Discord client shows them', () => {
  it('names a context-menu command bare above its reply: "used High Five", "used Quote"', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await page.getByRole('button', { name: 'Apps for moderator' }).first().click();
    await page.getByRole('menuitem', { name: /High Five/ }).click();
    const five = page.locator('article.msg', { hasText: 'member high-fives moderator!' });
    await five.locator('.used', { hasText: 'Mem Ber used High Five' }).waitFor();
    await five.getByRole('button', { name: 'Apps for this message' }).click();
    await page.getByRole('menuitem', { name: /Quote/ }).click();
    const quote = page.locator('article.msg', { has: page.locator('blockquote') }).last();
    await quote.locator('.used', { hasText: 'Mem Ber used Quote' }).waitFor();
    for (const used of await page.locator('.used').allTextContents()) expect(used).not.toContain('/High');
    await page.close();
  });

  it('uses the nickname, else the display name, else the username: messages, members, mentions, "used"', async () => {
    const emu = session.world.emu;
    const posted = await fetch(`${emu.apiBaseUrl}/channels/${ids.general}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${emu.world.application.botToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `Welcome <@${newbie}>, says <@${users.member}>` }),
    });
    expect(posted.status).toBe(200);
    const page = await session.browser.newPage();
    await openClient(page, emu, newbie);
    const welcome = page.locator('article.msg', { hasText: 'Welcome' });
    expect(await welcome.locator('.author').textContent()).toBe('Dice Roller');
    expect(await welcome.locator('.mention').allTextContents()).toEqual(['@fresh', '@Mem Ber']);
    const members = page.getByRole('complementary', { name: 'Members' });
    await members.getByRole('button', { name: `Apps for newbie` }).getByText('fresh').waitFor();
    await members.getByRole('button', { name: `Apps for member` }).getByText('Mem Ber').waitFor();
    // A deferred reply: the bot thinking under its nickname, then "fresh used /report".
    await pickCommand(page, 'report');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.thinking', { hasText: 'Dice Roller is thinking…' }).waitFor();
    session.world.releaseReport('Week 49: 1 new member');
    const report = page.locator('article.msg', { hasText: '📊 Week 49: 1 new member' });
    await report.locator('.used', { hasText: 'fresh used /report' }).waitFor();
    expect(await report.locator('.author').textContent()).toBe('Dice Roller');
    await page.close();
  });
});
