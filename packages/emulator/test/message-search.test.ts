import { ApplicationFlags, ChannelType, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS,
  botWorld,
  GENERAL,
  GUILD,
  MEMBER,
  MODERATOR,
  OTHER_GUILD,
  QUIET,
} from './bot-world.js';
import { type Harness, type Json, start } from './harness.js';

// Search Guild Messages: a bot finds the guild's messages it may read by content, author, channel,
// mentions, replies, pins and what they have; sorted, paged, and refused as the service refuses.

const NSFW = '1250000000000000420';
const search = (h: Harness, query: string) => h.api('GET', `/guilds/${GUILD}/messages/search?${query}`);
const ids = (answer: { body: Json }) => answer.body.messages.map(([m]: Json[]) => m.id);

function world(contentIntent = true) {
  const seed = botWorld(PermissionFlags.AttachFiles | PermissionFlags.PinMessages);
  if (contentIntent) seed.applications[0]!.flags = ApplicationFlags.GatewayMessageContent;
  seed.guilds[0]!.channels.push({ id: NSFW, name: 'after-dark', type: ChannelType.GuildText, nsfw: true });
  return seed;
}

/** Messages of users and of the bot: text, a link, an embed, a poll, a file, a reply, a pin, one in #quiet and one in the nsfw channel. */
async function conversation(h: Harness) {
  const say = async (authorId: string, content: string, channelId = GENERAL) => {
    const posted = await h.admin('POST', '/messages', { guildId: GUILD, channelId, authorId, content });
    expect(posted.status).toBe(201);
    return posted.body.id as string;
  };
  const bot = async (body: Json, channelId = GENERAL) => {
    const posted = await h.api('POST', `/channels/${channelId}/messages`, { body });
    expect(posted.status).toBe(200);
    return posted.body.id as string;
  };
  const m = {
    pizza: await say(MEMBER, 'I love pizza with pineapple'),
    order: await say(MODERATOR, 'order the pizza now please <@1250000000000000204>'),
    link: await say(MEMBER, 'menu at https://Pizza.example/menu today'),
    embed: await bot({ content: 'specials', embeds: [{ title: 'Margherita', type: 'rich' }] }),
    poll: await bot({
      poll: { question: { text: 'Best pizza?' }, answers: [{ poll_media: { text: 'Hawaii' } }] },
    }),
    announcement: await say(MODERATOR, 'pizza party friday', ANNOUNCEMENTS),
    quiet: await say(MEMBER, 'pizza in the quiet room', QUIET),
    nsfw: await say(MEMBER, 'spicy pizza', NSFW),
    reply: '',
    file: '',
  };
  m.reply = await bot({ content: 'coming right up', message_reference: { message_id: m.order } });
  const form = new FormData();
  form.append('payload_json', JSON.stringify({ content: 'the recipe' }));
  form.append('files[0]', new Blob(['flour, water']), 'Recipe.TXT');
  const upload = await fetch(`${h.emu.apiBaseUrl}/channels/${GENERAL}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${h.app.botToken}` },
    body: form,
  });
  m.file = ((await upload.json()) as Json).id;
  expect((await h.api('PUT', `/channels/${GENERAL}/messages/pins/${m.pizza}`)).status).toBe(204);
  // Pinning posts the bot's CHANNEL_PINNED_MESSAGE notice.
  const [notice] = (await h.api('GET', `/channels/${GENERAL}/messages?limit=1`)).body;
  expect(notice.type).toBe(6);
  return { ...m, notice: notice.id as string };
}

describe('Search Guild Messages', () => {
  it('finds by content (words in order, at most slop apart), newest first, with the totals and the defaults', async () => {
    const h = await start({ seed: world() });
    const m = await conversation(h);
    const found = await search(h, 'content=pizza');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      doing_deep_historical_index: false,
      total_results: 4,
      threads: [],
      members: [],
    });
    // #quiet is left out (the bot lacks Read Message History there), the nsfw channel unless asked.
    expect(ids(found)).toEqual([m.announcement, m.link, m.order, m.pizza]);
    expect(found.body.messages[0][0].reactions).toBeUndefined();
    expect(found.body.messages[0][0].hit).toBe(true);
    expect(ids(await search(h, 'content=pizza&include_nsfw=true'))).toEqual([
      m.nsfw,
      m.announcement,
      m.link,
      m.order,
      m.pizza,
    ]);
    expect(ids(await search(h, 'content=order%20pizza'))).toEqual([m.order]);
    expect(ids(await search(h, 'content=order%20pizza&slop=0'))).toEqual([]);
    expect(ids(await search(h, 'content=PIZZA%20pineapple'))).toEqual([m.pizza]);
    expect(ids(await search(h, 'content=pineapple%20pizza'))).toEqual([]);
  });

  it('filters by author, author type, channel, mentions, replies, pins and what messages have', async () => {
    const h = await start({ seed: world() });
    const m = await conversation(h);
    expect(ids(await search(h, `author_id=${MODERATOR}`))).toEqual([m.announcement, m.order]);
    expect(ids(await search(h, 'author_type=bot'))).toEqual([m.notice, m.file, m.reply, m.poll, m.embed]);
    expect(ids(await search(h, 'author_type=-bot&channel_id=' + GENERAL))).toEqual([
      m.link,
      m.order,
      m.pizza,
    ]);
    expect(ids(await search(h, `channel_id=${ANNOUNCEMENTS}`))).toEqual([m.announcement]);
    expect(ids(await search(h, `mentions=${MEMBER}`))).toEqual([m.order]);
    expect(ids(await search(h, `replied_to_message_id=${m.order}`))).toEqual([m.reply]);
    expect(ids(await search(h, `replied_to_user_id=${MODERATOR}`))).toEqual([m.reply]);
    expect(ids(await search(h, 'pinned=true'))).toEqual([m.pizza]);
    expect(ids(await search(h, 'has=link'))).toEqual([m.link]);
    expect(ids(await search(h, 'link_hostname=pizza.example'))).toEqual([m.link]);
    expect(ids(await search(h, 'has=embed'))).toEqual([m.embed]);
    expect(ids(await search(h, 'has=poll'))).toEqual([m.poll]);
    expect(ids(await search(h, 'has=file'))).toEqual([m.file]);
    expect(ids(await search(h, 'attachment_extension=txt'))).toEqual([m.file]);
    expect(ids(await search(h, 'attachment_filename=recipe.txt'))).toEqual([m.file]);
    expect(ids(await search(h, 'has=-file&has=-embed&has=-poll&author_type=bot'))).toEqual([
      m.notice,
      m.reply,
    ]);
    // Strictly between the two ids: #quiet's and the nsfw channel's messages are left out as always.
    expect(ids(await search(h, `min_id=${m.poll}&max_id=${m.file}`))).toEqual([m.reply, m.announcement]);
  });

  it('sorts by time either way or by relevance, and pages with offset and limit', async () => {
    const h = await start({ seed: world() });
    const m = await conversation(h);
    expect(ids(await search(h, 'content=pizza&sort_order=asc'))).toEqual([
      m.pizza,
      m.order,
      m.link,
      m.announcement,
    ]);
    await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: 'pizza pizza pizza',
    });
    const relevant = await search(h, 'content=pizza&sort_by=relevance&sort_order=asc');
    expect(relevant.body.messages[0][0].content).toBe('pizza pizza pizza');
    const page = await search(h, 'content=pizza&limit=2&offset=1');
    expect(page.body.total_results).toBe(5);
    expect(ids(page)).toEqual([m.announcement, m.link]);
  });

  it('without the MESSAGE_CONTENT intent, finds by content only what the bot may read', async () => {
    const h = await start({ seed: world(false) });
    const m = await conversation(h);
    expect(ids(await search(h, 'content=pizza'))).toEqual([]);
    expect(ids(await search(h, 'content=recipe'))).toEqual([m.file]);
    const all = await search(h, `author_id=${MEMBER}`);
    expect(all.body.messages.map(([message]: Json[]) => message.content)).toEqual(['', '']);
  });

  it('lists the threads of the messages it returns, with the bot thread member', async () => {
    const h = await start({ seed: world() });
    const thread = await h.api('POST', `/channels/${GENERAL}/threads`, {
      body: { name: 'pizza talk', type: 11 },
    });
    expect(thread.status).toBe(201);
    await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: thread.body.id,
      authorId: MEMBER,
      content: 'thread pizza',
    });
    const found = await search(h, 'content=thread');
    expect(found.body.threads.map((t: Json) => t.id)).toEqual([thread.body.id]);
    expect(found.body.members).toEqual([
      expect.objectContaining({ id: thread.body.id, user_id: h.app.bot.id }),
    ]);
  });

  it('refuses a bad query (50035 at the parameter), an unknown guild (10004), a guild the bot is not in (50001) and a Bearer token', async () => {
    const h = await start({ seed: world() });
    const bad = await search(h, 'limit=30&has=gif&author_id=x');
    expect([bad.status, bad.body.code]).toEqual([400, 50035]);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['author_id', 'has', 'limit']);
    const unknown = await h.api('GET', '/guilds/1250000000000009999/messages/search');
    expect([unknown.status, unknown.body.code]).toEqual([404, 10004]);
    const elsewhere = await h.api('GET', `/guilds/${OTHER_GUILD}/messages/search`);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 50001]);
    const bearer = await h.api('GET', `/guilds/${GUILD}/messages/search`, {
      auth: await h.bearer('member', ['identify']),
    });
    expect(bearer.status).toBe(401);
  });
});
