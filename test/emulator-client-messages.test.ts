import { defaultWorldSeed, type WorldSeed } from '@slashkit/emulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openClient, useClientSession, users } from './emulator-client-support.js';
import { ids } from './examples-support.js';

// Messages as users handle them in the web client, in headless Chromium: editing and deleting one's own,
// voting in a poll with live results, the pins list, a webhook's message signed with its name and tag,
// custom emoji and stickers drawn from the emulator's own origin. Each action goes through the admin API's
// user routes and emits its gateway event.

const bot = defaultWorldSeed.applications[0]!.id; // the primary app's bot user has the app's id
/** The default world, where the primary app's bot is an administrator (it makes webhooks, emoji, stickers). */
const seed: WorldSeed = {
  ...defaultWorldSeed,
  guilds: defaultWorldSeed.guilds.map((g) => ({
    ...g,
    members: [...g.members, { userId: bot, roles: ['1250000000000000301'] }],
  })),
};
const session = useClientSession({ seed });
/** A 1×1 PNG. */
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const admin = async (path: string, body?: unknown) => {
  const response = await fetch(`${session.world.emu.url}/_emulator${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json() as Promise<Record<string, unknown> & { id: string }>;
};
const api = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${session.world.emu.apiBaseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bot ${session.world.emu.world.application.botToken}`,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as Record<string, unknown> & { id: string; token?: string };
};
const general = `/channels/${ids.general}`;
/** The bus's events of these types from now on: call `read()` after acting. */
async function eventsFrom(types: RegExp) {
  const seen = ((await admin('/events')) as unknown as unknown[]).length;
  return async () =>
    ((await admin('/events')) as unknown as { type: string; data: Record<string, unknown> }[])
      .slice(seen)
      .filter((e) => types.test(e.type));
}
const article = (page: Page, id: string) => page.locator(`article[data-message-id="${id}"]`);

describe('one’s own messages', () => {
  it('edits and deletes them in place; others’ messages offer neither', async () => {
    const mine = await admin('/messages', {
      guildId: ids.guild,
      channelId: ids.general,
      authorId: users.member,
      content: 'My first try',
    });
    const theirs = await admin('/messages', {
      guildId: ids.guild,
      channelId: ids.general,
      authorId: users.moderator,
      content: 'Not yours',
    });
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    expect(await article(page, theirs.id).getByRole('button', { name: 'Edit message' }).count()).toBe(0);
    const read = await eventsFrom(/^MESSAGE_(UPDATE|DELETE)$/);
    await article(page, mine.id).getByRole('button', { name: 'Edit message' }).click();
    const box = article(page, mine.id).getByRole('textbox', { name: 'Edit message' });
    await box.fill('My second try');
    await box.press('Enter');
    await article(page, mine.id).locator('.edited', { hasText: '(edited)' }).waitFor();
    expect(await article(page, mine.id).locator('.content').textContent()).toBe('My second try');
    await article(page, mine.id).getByRole('button', { name: 'Delete message' }).click();
    await article(page, mine.id).getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await article(page, mine.id).waitFor({ state: 'detached' });
    expect((await read()).map((e) => [e.type, e.data.id])).toEqual([
      ['MESSAGE_UPDATE', mine.id],
      ['MESSAGE_DELETE', mine.id],
    ]);
    await page.close();
  });
});

describe('polls', () => {
  it('votes by clicking, shows live results as others vote, and takes the vote back', async () => {
    const poll = await api('POST', `${general}/messages`, {
      poll: {
        question: { text: 'Tea or coffee?' },
        answers: [{ poll_media: { text: 'Tea' } }, { poll_media: { text: 'Coffee' } }],
        duration: 24,
      },
    });
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    const view = article(page, poll.id).getByRole('region', { name: 'Poll: Tea or coffee?' });
    const read = await eventsFrom(/^MESSAGE_POLL_VOTE/);
    await view.getByRole('button', { name: /^Tea: 0 votes/ }).click();
    await view.getByRole('button', { name: 'Tea: 1 vote, 100%, your vote' }).waitFor();
    // Another user's vote shows as it happens.
    await admin('/polls/votes', { userId: users.moderator, messageId: poll.id, answerIds: [2] });
    await view.getByRole('button', { name: 'Coffee: 1 vote, 50%' }).waitFor();
    await view.getByRole('button', { name: 'Remove vote' }).click();
    await view.getByRole('button', { name: 'Tea: 0 votes, 0%' }).waitFor();
    expect((await read()).map((e) => [e.type, e.data.user_id, e.data.answer_id])).toEqual([
      ['MESSAGE_POLL_VOTE_ADD', users.member, 1],
      ['MESSAGE_POLL_VOTE_ADD', users.moderator, 2],
      ['MESSAGE_POLL_VOTE_REMOVE', users.member, 1],
    ]);
    await page.close();
  });
});

describe('pins, webhooks, custom emoji and stickers', () => {
  it('lists pinned messages, signs a webhook message with its name and tag, and draws custom emoji', async () => {
    const hook = await api('POST', `${general}/webhooks`, { name: 'Captain Hook' });
    const emoji = await api('POST', `/guilds/${ids.guild}/emojis`, {
      name: 'blob',
      image: `data:image/png;base64,${png}`,
    });
    const form = new FormData();
    form.append('name', 'wave');
    form.append('tags', 'wave');
    form.append('file', new Blob([Buffer.from(png, 'base64')], { type: 'image/png' }), 'wave.png');
    const sticker = await api('POST', `/guilds/${ids.guild}/stickers`, form);
    const hooked = await api('POST', `/webhooks/${hook.id}/${hook.token}?wait=true`, {
      content: `Ahoy <:blob:${emoji.id}>`,
    });
    await api('PUT', `${general}/messages/pins/${hooked.id}`);
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    const fromHook = article(page, hooked.id);
    expect(await fromHook.locator('header .author').textContent()).toBe('Captain Hook');
    // A webhook a bot made is its app's: tagged APP, as Discord tags an app's messages.
    expect(await fromHook.locator('header .tag').textContent()).toBe('APP');
    // Drawn from the emulator's own origin (the page's CSP loads nothing else).
    const loaded = (img: ReturnType<Page['locator']>) =>
      img.evaluate(async (e: HTMLImageElement) => {
        await e.decode();
        return e.naturalWidth;
      });
    expect(await loaded(fromHook.getByRole('img', { name: ':blob:' }))).toBe(1);
    // A guild sticker's image is served for the page (messages do not carry `sticker_items` yet); any other
    // stored file is not reachable by its id there.
    const image = (path: string) =>
      page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        return img.decode().then(
          () => img.naturalWidth,
          () => 'not loaded',
        );
      }, path);
    expect(await image(`/_emulator/client/stickers/${sticker.id}`)).toBe(1);
    expect(await image(`/_emulator/client/stickers/${emoji.id}`)).toBe('not loaded');
    await page.getByRole('button', { name: '📌 Pinned' }).click();
    const pins = page.getByRole('region', { name: 'Pinned messages' });
    expect(await pins.getByRole('listitem').allTextContents()).toEqual([
      `Captain Hook Ahoy <:blob:${emoji.id}>`,
    ]);
    // The webhook's token is a secret: nothing on the page shows it.
    expect(await page.content()).not.toContain(hook.token);
    await page.close();
  });
});

describe('a big channel', () => {
  it('loads its newest page first, and older pages as the user scrolls up', async () => {
    const { emu } = session.world;
    const channel = '1250000000000000406'; // #after-dark: empty, and open to an adult member
    // Seeded at once: the ids give their order, the content names each.
    const seeded = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        admin('/messages', {
          guildId: ids.guild,
          channelId: channel,
          authorId: users.moderator,
          content: `Message ${i + 1}`,
        }),
      ),
    );
    const [oldest, ...rest] = seeded
      .map((m) => ({ id: BigInt(m.id), content: m.content as string }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const newest = rest.at(-1)!;
    const page = await session.browser.newPage();
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/messages?')) reads.push(new URL(r.url()).search);
    });
    await openClient(page, emu, users.member, `${ids.guild}:${channel}`);
    const list = page.locator('#messages');
    const shown = () => list.locator('article.msg').count();
    expect(await shown()).toBe(50);
    expect(await list.getAttribute('data-older')).toBe('true');
    // Each read of the first load (and the one when the event stream goes live) is the newest page alone.
    expect(reads.every((r) => r.endsWith('&limit=50'))).toBe(true);
    // The newest message is in view; scrolling to the top brings the page before the oldest shown.
    expect(await list.locator(`article[data-message-id="${newest.id}"]`).isVisible()).toBe(true);
    await list.evaluate((e) => e.scrollTo(0, 0));
    await page.locator('#messages[data-older="false"]').waitFor({ state: 'attached' });
    expect(await shown()).toBe(60);
    expect(reads.at(-1)).toMatch(new RegExp(`&limit=50&before=${rest[9]!.id}$`));
    expect(await list.locator('article.msg .content').first().textContent()).toBe(oldest!.content);
    await page.close();
  });
});

describe('premium buttons', () => {
  it('open the purchase sheet; buying makes the entitlement and ENTITLEMENT_CREATE, a second time is refused', async () => {
    const { emu } = session.world;
    const sku = await admin(`/applications/${emu.world.application.id}/skus`, { name: 'Gold Dice', type: 2 });
    const offer = await api('POST', `${general}/messages`, {
      content: 'Upgrade?',
      components: [{ type: 1, components: [{ type: 2, style: 6, sku_id: sku.id }] }],
    });
    const page = await session.browser.newPage();
    await openClient(page, emu, users.member);
    const read = await eventsFrom(/^ENTITLEMENT_CREATE$/);
    await article(page, offer.id).getByRole('button', { name: '🛒 Gold Dice' }).click();
    const sheet = page.getByRole('dialog', { name: 'Buy Gold Dice' });
    await sheet.getByRole('button', { name: 'Buy' }).click();
    await sheet.getByRole('status').filter({ hasText: 'Purchased: Gold Dice.' }).waitFor();
    expect((await read()).map((e) => [e.data.sku_id, e.data.user_id])).toEqual([[sku.id, users.member]]);
    await sheet.getByRole('button', { name: 'Done' }).click();
    // The user holds it now: the store refuses to sell it again, and the sheet says so.
    await article(page, offer.id).getByRole('button', { name: '🛒 Gold Dice' }).click();
    await sheet.getByRole('button', { name: 'Buy' }).click();
    await sheet
      .getByRole('status')
      .filter({ hasText: /already/i })
      .waitFor();
    await page.close();
  });
});
