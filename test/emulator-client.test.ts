import { copyFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  artifacts,
  openClient,
  pickCommand,
  screenshot,
  setCommandPermissions,
  useClientSession,
  users,
} from './emulator-client-support.js';

// The emulator's web client driven by a real headless Chromium: a member and a moderator use two bots
// through the page only (the picker, the options form, the Apps menus, buttons and a modal), over the
// emulator's admin API and its live event stream.

const session = useClientSession();

describe('the emulator web client in headless Chromium', () => {
  it('runs /roll with options as member, checking the options before sending', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openClient(page, session.world.emu, users.member);
    // The keyboard drives the picker: arrows move the active option, Escape closes it.
    const composer = page.getByRole('combobox', { name: 'Message #general' });
    await composer.pressSequentially('/');
    const active = page.locator('#picker [aria-selected="true"]');
    const first = await active.textContent();
    await composer.press('ArrowDown');
    expect(await active.textContent()).not.toBe(first);
    await composer.press('ArrowUp');
    expect(await active.textContent()).toBe(first);
    await composer.press('Escape');
    await page.locator('#picker').waitFor({ state: 'hidden' });
    await pickCommand(page, 'ro');
    await expect(page.locator('form.options .field label').first().textContent()).resolves.toContain('sides');
    // Out-of-range values are refused before anything reaches the bot, by the emulator's own option check
    // (the one the admin API runs), shown under the field; the form stays open.
    await page.getByLabel('sides').fill('1');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('form.options .error', { hasText: '1 is below the minimum 2' }).waitFor();
    expect(await page.getByLabel('sides').evaluate((e) => e === document.activeElement)).toBe(true);
    await page.getByLabel('sides').fill('20');
    await page.getByLabel('label').fill('luck');
    await page.getByRole('button', { name: 'Send' }).click();
    const reply = page.locator('article.msg', { hasText: 'member rolled 11 (d20) for luck' });
    await reply.waitFor();
    // The invoker by the name the real client shows: member has no nickname, so their display name.
    await reply.locator('.used', { hasText: 'Mem Ber used /roll' }).waitFor();
    await page.screenshot(screenshot('roll'));
    await page.close();
  });

  it('shows autocomplete suggestions from the bot while typing', async () => {
    const page = await session.browser.newPage({ viewport: { width: 400, height: 800 } });
    await openClient(page, session.world.emu, users.member);
    await pickCommand(page, 'pizza');
    await page.getByLabel('size').selectOption({ label: 'Large' });
    await page.getByRole('combobox', { name: 'topping' }).pressSequentially('pe');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions for topping' });
    await suggestions.getByRole('option', { name: 'peppers' }).waitFor();
    expect(await suggestions.getByRole('option').allTextContents()).toEqual(['pepperoni', 'peppers']);
    await page.screenshot(screenshot('autocomplete-400px'));
    await suggestions.getByRole('option', { name: 'pepperoni' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('One large pizza with pepperoni').waitFor();
    await page.close();
  });

  it('lists /announce for moderator but not for member', async () => {
    const context = await session.browser.newContext();
    const member = await context.newPage();
    const moderator = await context.newPage();
    await openClient(member, session.world.emu, users.member);
    await openClient(moderator, session.world.emu, users.moderator);
    for (const page of [member, moderator]) await page.locator('#composer').pressSequentially('/ann');
    await member.getByText('No commands match').waitFor();
    await moderator.getByRole('option', { name: /\/announce/ }).waitFor();
    expect(await member.getByRole('option', { name: /\/announce/ }).count()).toBe(0);
    await context.close();
  });

  it('shows "The application did not respond" once the clock passes the 3 s deadline', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await pickCommand(page, 'hush');
    await page.getByRole('button', { name: 'Send' }).click();
    // Nobody answers: the developer panel moves the emulator clock past the deadline instead of waiting.
    await page.getByRole('button', { name: 'Developer' }).click();
    await page.getByLabel('Advance by (ms)').fill('3000');
    await page.getByRole('button', { name: 'Advance' }).click();
    await page.getByRole('alert').filter({ hasText: 'The application did not respond' }).waitFor();
    await page.close();
  });

  it('runs a USER command from the user Apps menu', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await page.getByRole('button', { name: 'Apps for moderator' }).first().click();
    await page.getByRole('menuitem', { name: /High Five/ }).click();
    await page.getByText('member high-fives moderator!').waitFor();
    await page.close();
  });

  it('shows a deferred reply thinking, then the edit and the follow-up', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await pickCommand(page, 'report');
    await page.getByRole('button', { name: 'Send' }).click();
    const thinking = page.locator('.thinking', { hasText: 'is thinking…' });
    await thinking.waitFor();
    session.world.releaseReport('Week 48: 3 new members');
    await page.getByText('📊 Week 48: 3 new members').waitFor();
    await page.getByText('The full report was sent to your inbox.').waitFor();
    expect(await thinking.count()).toBe(0);
    await page.close();
  });

  it("shows member's ephemeral reply in member's page and not in moderator's", async () => {
    const [memberContext, moderatorContext] = await Promise.all([
      session.browser.newContext(),
      session.browser.newContext(),
    ]);
    const member = await memberContext.newPage();
    const moderator = await moderatorContext.newPage();
    await openClient(member, session.world.emu, users.member);
    await openClient(moderator, session.world.emu, users.moderator);
    await pickCommand(member, 'tag admin');
    await member.getByRole('button', { name: 'Send' }).click();
    const ephemeral = member.locator('article.msg.ephemeral', { hasText: 'All tags removed' });
    await ephemeral.getByText('Only you can see this').waitFor();
    // A public reply after it: once moderator's page shows it live, it would show the ephemeral one too.
    await pickCommand(member, 'tag list');
    await member.getByRole('button', { name: 'Send' }).click();
    await moderator.getByText('No tags yet').waitFor();
    expect(await moderator.getByText('All tags removed').count()).toBe(0);
    await member.screenshot(screenshot('ephemeral-member'));
    await moderator.screenshot(screenshot('ephemeral-moderator'));
    await memberContext.close();
    await moderatorContext.close();
  });

  it('clicks a button that updates the message, and submits a modal opened by another', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openClient(page, session.world.emu, users.member);
    await pickCommand(page, 'poll');
    await page.getByLabel('question').fill('Pizza on Friday?');
    await page.getByRole('button', { name: 'Send' }).click();
    const poll = page.locator('article.msg', { hasText: '📊 Pizza on Friday?' });
    await poll.getByRole('button', { name: 'Yes' }).click();
    await poll.getByText('✅ Yes: 1 · ❌ No: 0').waitFor();
    await poll.getByRole('button', { name: 'Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comment on the poll' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    // The emulator checks the fields as the real client does; its refusal shows under the field.
    await dialog.getByText('the text input (Your comment) is required').waitFor();
    await dialog.getByText('At most 100 characters').waitFor();
    await dialog.getByLabel('Your comment').fill('Only with pineapple');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await poll.getByText('💬 member: Only with pineapple').waitFor();
    await page.getByRole('button', { name: 'Developer' }).click();
    // Each command with its version and the locales it is translated into.
    const scopes = page.getByRole('region', { name: 'Commands by scope' });
    await scopes.getByText(/^Guild Slashkit Test Guild \(7\)$/).waitFor();
    const roll = scopes.getByRole('listitem').filter({ hasText: '/roll' });
    expect(await roll.textContent()).toMatch(/^\/roll v\d{17,20} · fr \(description\)$/);
    await page.screenshot(screenshot('emulator-client'));
    // The README's picture is refreshed on request only, so a test run leaves the work tree clean.
    if (process.env.SLASHKIT_UPDATE_SCREENSHOT === '1')
      await copyFile(
        new URL('emulator-client.png', artifacts),
        new URL('../docs/emulator-client.png', import.meta.url),
      );
    await page.close();
  });

  it('shows a permission refusal when /roll is taken away from member while its form is open', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await pickCommand(page, 'roll');
    await page.getByLabel('sides').fill('6');
    await setCommandPermissions(session.world.emu, 'roll', [
      { id: users.member, type: 2, permission: false },
    ]);
    try {
      await page.getByRole('button', { name: 'Send' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'You do not have permission to use this command.' })
        .waitFor();
    } finally {
      await setCommandPermissions(session.world.emu, 'roll', []);
    }
    await page.close();
  });
});
