import { defaultWorldSeed, type WorldSeed } from '@slashkit/emulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openClient, useClientSession, users } from './emulator-client-support.js';
import { ids } from './examples-support.js';

// The guild as its users see it in the web client, in headless Chromium: the channel list with its
// categories (only what the user can view), the member list by hoisted role with colours and timeouts,
// and reactions a user adds and takes back by clicking, through the admin API's reaction routes.

const roles = { admin: '1250000000000000301', moderator: '1250000000000000302' };
const newbie = '1250000000000000205';
const staff = '1250000000000000408';
/** The default world with two hoisted, coloured roles and the newbie timed out for a day. */
const seed: WorldSeed = {
  ...defaultWorldSeed,
  guilds: defaultWorldSeed.guilds.map((g) => ({
    ...g,
    roles: g.roles.map((r) =>
      r.id === roles.admin
        ? { ...r, hoist: true, color: 0xe91e63 }
        : r.id === roles.moderator
          ? { ...r, hoist: true, color: 0x2ecc71 }
          : r,
    ),
    members: g.members.map((m) =>
      m.userId === newbie
        ? { ...m, communicationDisabledUntil: new Date(Date.now() + 86_400_000).toISOString() }
        : m,
    ),
  })),
};
const session = useClientSession({ seed });
const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${session.world.emu.url}/_emulator${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
const sections = (page: Page) =>
  page.locator('#members section h3').evaluateAll((hs) => hs.map((x) => x.textContent));

describe('the channel list', () => {
  it('shows the channels by category, hides what the user cannot view, and switches channel on a click', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    const nav = page.getByRole('navigation', { name: 'Channels' });
    const category = nav.getByRole('region', { name: 'Text Channels' });
    await category.getByRole('link', { name: '# general' }).waitFor();
    expect(await category.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['# general', '# announcements', '↳ general-thread']),
    );
    // #staff is closed to @everyone: a member does not see it at all.
    expect(await nav.getByRole('link', { name: '# staff' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: '# general' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: '# announcements' }).click();
    await page.locator('#channel-title', { hasText: '#announcements' }).waitFor();
    expect(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('place')).toBe(
      `${ids.guild}:1250000000000000403`,
    );
    await page.close();
    // A moderator sees #staff, and its member list has only who can view it.
    const moderator = await session.browser.newPage();
    await openClient(moderator, session.world.emu, users.moderator, `${ids.guild}:${staff}`);
    await moderator.getByRole('link', { name: '# staff' }).waitFor();
    expect(await sections(moderator)).toEqual(['admin — 1', 'moderator — 1', 'Members — 1']);
    await moderator.close();
  });
});

describe('the member list', () => {
  it('groups people by hoisted role (the apps’ bots too), in role colours, and marks a timed-out member', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    expect(await sections(page)).toEqual(['admin — 1', 'moderator — 1', 'Members — 6']);
    const moderator = page.getByRole('button', { name: 'Apps for moderator' });
    expect(await moderator.locator('.member-name').evaluate((e) => getComputedStyle(e).color)).toBe(
      'rgb(46, 204, 113)',
    );
    const timedOut = page.getByRole('button', { name: 'Apps for newbie' });
    expect(await timedOut.textContent()).toContain('timed out');
    // The timeout ends with the emulator clock; the list follows once it is read again.
    await admin('/clock', { method: 'POST', body: { advanceMs: 86_400_000 + 1000 } });
    await page.reload();
    await page.locator('body[data-ready]').waitFor();
    expect(await page.getByRole('button', { name: 'Apps for newbie' }).textContent()).not.toContain(
      'timed out',
    );
    await page.close();
  });
});

describe('reactions', () => {
  it('shows each emoji with its count; a click reacts and unreacts as the user, emitting the gateway events', async () => {
    const posted = (await (
      await admin('/messages', {
        method: 'POST',
        body: {
          guildId: ids.guild,
          channelId: ids.general,
          authorId: users.moderator,
          content: 'React here',
        },
      })
    ).json()) as { id: string };
    await admin('/reactions', {
      method: 'POST',
      body: { userId: users.moderator, messageId: posted.id, emoji: '👍' },
    });
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    const message = page.locator(`article[data-message-id="${posted.id}"]`);
    const thumbs = message.getByRole('button', { name: /^👍: / });
    expect(await thumbs.getAttribute('aria-label')).toBe('👍: 1');
    expect(await thumbs.getAttribute('aria-pressed')).toBe('false');
    const { length: before } = (await (await admin('/events')).json()) as unknown[];
    await thumbs.click();
    await message.getByRole('button', { name: '👍: 2, you reacted' }).waitFor();
    await message.getByRole('button', { name: '👍: 2, you reacted' }).click();
    await message.getByRole('button', { name: '👍: 1' }).waitFor();
    const events = ((await (await admin('/events')).json()) as { type: string; data: { user_id?: string } }[])
      .slice(before)
      .filter((e) => e.type.startsWith('MESSAGE_REACTION'));
    expect(events.map((e) => [e.type, e.data.user_id])).toEqual([
      ['MESSAGE_REACTION_ADD', users.member],
      ['MESSAGE_REACTION_REMOVE', users.member],
    ]);
    await page.close();
  });
});
