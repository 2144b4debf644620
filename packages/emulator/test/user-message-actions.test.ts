import { GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { connectTestClient } from '../src/testing/index.js';
import { botWorld, GENERAL, GUILD, MEMBER, NEWBIE, OWNER } from './bot-world.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { connectBot, nextDispatch } from './support/bot-session.js';

// Users edit and delete what they wrote (admin API and test client), as bots that log edits and
// deletions need to see: MESSAGE_UPDATE and MESSAGE_DELETE.

const say = (h: Harness, authorId: string, content: string) =>
  h.admin('POST', '/messages', { guildId: GUILD, channelId: GENERAL, authorId, content });

describe('users edit and delete their messages', () => {
  it('edits and deletes through the test client, each a gateway event', async () => {
    const h = await start({ seed: botWorld() });
    const client = await connectTestClient(h.emu.url);
    const member = client.user('member').in('general');
    const written = await member.say('first draft');
    const bot = await connectBot(h, GatewayIntentBits.GuildMessages);
    const edited = await member.edit(written, 'final words');
    expect(edited).toMatchObject({ content: 'final words', edited_timestamp: new Date(T0).toISOString() });
    // Without the MESSAGE_CONTENT intent the bot is told of the edit, not of its words.
    expect(await nextDispatch(bot, 'MESSAGE_UPDATE')).toMatchObject({
      id: written.id,
      edited_timestamp: new Date(T0).toISOString(),
      guild_id: GUILD,
    });
    await member.react(written, '👍');
    await member.deleteMessage(written);
    expect(await nextDispatch(bot, 'MESSAGE_DELETE')).toEqual({
      id: written.id,
      channel_id: GENERAL,
      guild_id: GUILD,
    });
    bot.close();
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${written.id}`)).status).toBe(404);
  });

  it("refuses another user's message, unless one who may manage messages (the owner) deletes it", async () => {
    const h = await start({ seed: botWorld() });
    const written = (await say(h, MEMBER, 'mine')).body;
    const edit = await h.admin('PATCH', `/messages/${written.id}`, { userId: NEWBIE, content: 'not yours' });
    expect([edit.status, edit.body.reason]).toEqual([403, 'MISSING_PERMISSIONS']);
    const remove = await h.admin('POST', `/messages/${written.id}/delete`, { userId: NEWBIE });
    expect(remove.status).toBe(403);
    const empty = await h.admin('PATCH', `/messages/${written.id}`, { userId: MEMBER, content: '' });
    expect(empty.status).toBe(400);
    const stored = (await h.admin('GET', `/messages?channelId=${GENERAL}`)).body;
    expect(stored.find((m: Json) => m.id === written.id).content).toBe('mine');
    const moderated = await h.admin('POST', `/messages/${written.id}/delete`, { userId: OWNER });
    expect(moderated.status).toBe(204);
  });
});
