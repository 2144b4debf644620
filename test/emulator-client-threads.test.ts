import { defaultWorldSeed, type WorldSeed } from '@slashkit/emulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openClient, useClientSession, users } from './emulator-client-support.js';
import { ids } from './examples-support.js';

// Threads as users live them in the web client, in headless Chromium: the thread list of a channel, starting
// a thread from a message's menu (it opens with its starter message), reading and posting in it, joining and
// leaving it, archived and locked threads marked so, a forum's posts with their tags and a new post that
// takes some. Each action goes through the admin API's user routes and emits its gateway event.

const bot = defaultWorldSeed.applications[0]!.id; // the primary app's bot user has the app's id
const forum = '1250000000000000407';
const bugTag = '1250000000000000901';
/**
 * The default world, where the primary app's bot is an administrator (it archives and locks threads) and
 * the forum offers two tags (one for moderators).
 */
const seed: WorldSeed = {
  ...defaultWorldSeed,
  guilds: defaultWorldSeed.guilds.map((g) => ({
    ...g,
    members: [...g.members, { userId: bot, roles: ['1250000000000000301'] }],
    channels: g.channels.map((c) =>
      c.id === forum
        ? {
            ...c,
            availableTags: [
              { id: bugTag, name: 'bug', moderated: false, emojiId: null, emojiName: '🐛' },
              { id: '1250000000000000902', name: 'staff', moderated: true, emojiId: null, emojiName: null },
            ],
          }
        : c,
    ),
  })),
};
const session = useClientSession({ seed });
const seededThread = '1250000000000000405';

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
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as Record<string, unknown>;
};
/** The bus's events of these types from now on: call `read()` after acting. */
async function eventsFrom(types: RegExp) {
  const seen = ((await admin('/events')) as unknown as unknown[]).length;
  return async () =>
    ((await admin('/events')) as unknown as { type: string; data: Record<string, unknown> }[])
      .slice(seen)
      .filter((e) => types.test(e.type));
}
const article = (page: Page, id: string) => page.locator(`article[data-message-id="${id}"]`);
const say = (authorId: string, content: string, channelId = ids.general) =>
  admin('/messages', { guildId: ids.guild, channelId, authorId, content });

describe('threads in the web client', () => {
  it('starts a thread from a message’s menu, opens it, and posts in it', async () => {
    const asked = await say(users.moderator, 'Who can help with the setup?');
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    const read = await eventsFrom(/^(THREAD_CREATE|MESSAGE_CREATE)$/);
    await article(page, asked.id).getByRole('button', { name: 'Apps for this message' }).click();
    await page.getByRole('menuitem', { name: 'Create Thread' }).click();
    const name = article(page, asked.id).getByRole('textbox', { name: 'Thread name' });
    expect(await name.inputValue()).toBe('Who can help with the setup?');
    await name.fill('Setup help');
    await name.press('Enter');
    // The thread opens: its title names the channel it is in and the thread.
    await page.locator('#channel-title', { hasText: '#general › 🧵 Setup help' }).waitFor();
    expect(new URL(page.url()).hash).toContain(`${ids.guild}%3A${asked.id}`);
    await page.locator('#composer').fill('I can, what is the error?');
    await page.locator('#composer').press('Enter');
    await page.locator('article.msg', { hasText: 'I can, what is the error?' }).waitFor();
    expect(await page.locator('#composer').inputValue()).toBe('');
    const events = await read();
    const created = events.find((e) => e.type === 'THREAD_CREATE')!;
    expect(created.data).toMatchObject({
      id: asked.id,
      name: 'Setup help',
      parent_id: ids.general,
      type: 11,
    });
    expect(events.find((e) => e.type === 'MESSAGE_CREATE')?.data).toMatchObject({ channel_id: asked.id });
    const inThread = (await admin(`/messages?channelId=${asked.id}`)) as unknown as {
      content: string;
      author: { id: string };
    }[];
    // The thread opens with its starter message (type 21, no content of its own), drawn as a line.
    expect(inThread.map((m) => [m.author.id, m.content])).toEqual([
      [users.moderator, ''],
      [users.member, 'I can, what is the error?'],
    ]);
    await page.locator('#channel-title a.thread-parent').waitFor();
    const starter = page.getByRole('article', { name: 'Thread starter message' });
    expect(await starter.textContent()).toContain('Who can help with the setup?');
    // Posting joined the thread: the view offers to leave it.
    await page.getByRole('button', { name: 'Leave Thread' }).waitFor();
    // Back in #general, the message shows its thread, and a second thread cannot start from it.
    await page.locator('#channel-title a.thread-parent').click();
    await article(page, asked.id).locator('.message-thread', { hasText: '🧵 Setup help' }).waitFor();
    await article(page, asked.id).getByRole('button', { name: 'Apps for this message' }).click();
    expect(await page.getByRole('menuitem', { name: 'Create Thread' }).count()).toBe(0);
    await page.close();
  });

  it('lists the channel’s threads, archived and locked ones marked so, live', async () => {
    const thread = (await api('POST', `/channels/${ids.general}/threads`, {
      name: 'release-notes',
      type: 11,
    })) as { id: string };
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await page.getByRole('button', { name: '🧵 Threads' }).click();
    const list = page.getByRole('region', { name: 'Threads' });
    await list.getByRole('link', { name: '🧵 release-notes' }).waitFor();
    await list.getByRole('link', { name: '🧵 general-thread' }).waitFor();
    expect(await list.locator('li', { hasText: 'release-notes' }).locator('.thread-state').count()).toBe(0);
    // A moderator's bot archives and locks it: THREAD_UPDATE, and the list follows.
    await api('PATCH', `/channels/${thread.id}`, { archived: true, locked: true });
    await list
      .locator('li', { hasText: 'release-notes' })
      .locator('.thread-state', { hasText: 'archived, locked' })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Channels' })
      .locator('a.thread', { hasText: 'release-notes' })
      .locator('.hint', { hasText: 'archived, locked' })
      .waitFor();
    // Inside, the thread's title says so.
    await list.getByRole('link', { name: '🧵 release-notes' }).click();
    await page.locator('#channel-title .badge', { hasText: 'Archived' }).waitFor();
    await page.locator('#channel-title .badge', { hasText: 'Locked' }).waitFor();
    // A thread has no threads: the button goes.
    expect(await page.getByRole('button', { name: '🧵 Threads' }).isVisible()).toBe(false);
    await openClient(page, session.world.emu, users.member, `${ids.guild}:${seededThread}`);
    await page.locator('#channel-title', { hasText: '#general › 🧵 general-thread' }).waitFor();
    await page.close();
  });

  it('opens a forum with its posts and starts a post with its first message and tags; a moderated tag is refused', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('link', { name: '💬 help-forum' })
      .click();
    const posts = page.getByRole('region', { name: 'Posts of help-forum' });
    await posts.waitFor();
    // Nobody types in a forum itself.
    expect(await page.locator('#composer').isVisible()).toBe(false);
    const read = await eventsFrom(/^THREAD_CREATE$/);
    await posts.getByRole('textbox', { name: 'Post title' }).fill('Bot does not answer');
    await posts
      .getByRole('textbox', { name: 'First message of the post' })
      .fill('It says the app did not respond.');
    // The forum's tags to pick from; the member picks "bug".
    const picker = posts.getByRole('group', { name: 'Tags' });
    expect(await picker.getByRole('checkbox').count()).toBe(2);
    await picker.getByRole('checkbox', { name: '🐛 bug' }).check();
    await posts.getByRole('button', { name: 'Post' }).click();
    await page.locator('#channel-title', { hasText: '#help-forum › 🧵 Bot does not answer' }).waitFor();
    await page.locator('article.msg', { hasText: 'It says the app did not respond.' }).waitFor();
    await page.locator('#channel-title .tag', { hasText: 'bug' }).waitFor();
    const [created] = await read();
    expect(created?.data).toMatchObject({
      name: 'Bot does not answer',
      parent_id: forum,
      applied_tags: [bugTag],
    });
    await page.locator('#channel-title a.thread-parent').click();
    const post = page
      .getByRole('region', { name: 'Posts of help-forum' })
      .getByRole('listitem')
      .filter({ hasText: 'Bot does not answer' });
    await post.getByRole('link', { name: 'Bot does not answer' }).waitFor();
    expect(await post.locator('.tag').allTextContents()).toEqual(['bug']);
    // A moderated tag is not a member's to apply: the post is refused, and said so.
    await posts.getByRole('textbox', { name: 'Post title' }).fill('Staff only');
    await posts.getByRole('textbox', { name: 'First message of the post' }).fill('Hello staff');
    await posts.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { name: 'staff' }).check();
    await posts.getByRole('button', { name: 'Post' }).click();
    await page.locator('#notices', { hasText: 'Manage Threads' }).waitFor();
    expect(await page.getByRole('link', { name: 'Staff only' }).count()).toBe(0);
    await page.close();
  });

  it('joins and leaves a thread from its view, THREAD_MEMBERS_UPDATE each time', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member, `${ids.guild}:${seededThread}`);
    await page.locator('#channel-title', { hasText: '#general › 🧵 general-thread' }).waitFor();
    const read = await eventsFrom(/^THREAD_MEMBERS_UPDATE$/);
    await page.getByRole('button', { name: 'Join Thread' }).click();
    await page.getByRole('button', { name: 'Leave Thread' }).waitFor();
    await page.getByRole('button', { name: 'Leave Thread' }).click();
    await page.getByRole('button', { name: 'Join Thread' }).waitFor();
    expect((await read()).map((e) => e.data)).toMatchObject([
      { id: seededThread, added_members: [{ user_id: users.member }] },
      { id: seededThread, removed_member_ids: [users.member] },
    ]);
    // Outside a thread there is nothing to join.
    await page.locator('#channel-title a.thread-parent').click();
    await page.locator('#thread-membership').waitFor({ state: 'hidden' });
    // An archived thread takes no members: the refusal is said.
    await api('PATCH', `/channels/${seededThread}`, { archived: true });
    await openClient(page, session.world.emu, users.member, `${ids.guild}:${seededThread}`);
    await page.locator('#channel-title .badge', { hasText: 'Archived' }).waitFor();
    await page.getByRole('button', { name: 'Join Thread' }).click();
    await page.locator('#notices', { hasText: 'archived' }).waitFor();
    await api('PATCH', `/channels/${seededThread}`, { archived: false });
    await page.close();
  });
});

describe('messages going and coming', () => {
  it('removes bulk-deleted messages live (MESSAGE_DELETE_BULK) and keeps the others', async () => {
    const [a, b, c] = [
      await say(users.member, 'bulk one'),
      await say(users.member, 'bulk two'),
      await say(users.member, 'bulk stays'),
    ];
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    await article(page, a!.id).waitFor();
    const read = await eventsFrom(/^MESSAGE_DELETE_BULK$/);
    await api('POST', `/channels/${ids.general}/messages/bulk-delete`, { messages: [a!.id, b!.id] });
    await article(page, a!.id).waitFor({ state: 'detached' });
    await article(page, b!.id).waitFor({ state: 'detached' });
    expect(await article(page, c!.id).isVisible()).toBe(true);
    expect((await read()).length).toBe(1);
    await page.close();
  });

  it('renders a member’s join (type 7) as the client does: a line naming them', async () => {
    const page = await session.browser.newPage();
    await openClient(page, session.world.emu, users.member);
    const outsider = session.world.emu.world.users.find((u) => u.username === 'outsider')!;
    await admin(`/guilds/${ids.guild}/members`, { userId: outsider.id });
    const line = page.locator('article.msg.system', { hasText: 'joined the server.' });
    await line.waitFor();
    expect(await line.locator('strong').textContent()).toBe('Out Sider');
    // A system line has no author button and no menu.
    expect(await line.getByRole('button').count()).toBe(0);
    await page.close();
  });
});
