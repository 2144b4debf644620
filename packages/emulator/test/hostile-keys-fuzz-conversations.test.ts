import { PermissionFlags } from '@slashkit/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prototypeSnapshot } from '../../../test/support/hostile-keys.js';
import { seededRandom } from '../../../test/support/seeded-random.js';
import { botWorld, FORUM, GENERAL, GUILD, MEMBER } from './bot-world.js';
import { start } from './harness.js';
import { fuzz, fuzzedRoutes, RouteRecorder, type Send, sender } from './hostile-fuzz-support.js';

// The bodies of reactions, pins, polls, threads and what users do with messages, sent again with each
// hostile key (`__proto__`, `constructor`, …) at each level, from a fixed seed: whatever the answer,
// nothing may be written into Object.prototype (or a built-in) and nothing may fail with a 5xx.

const seed = 0x35_2035;
const recorder = new RouteRecorder();

let before: Record<string, string[]>;
beforeEach(() => {
  before = prototypeSnapshot();
});
afterEach(() => {
  for (const target of [Object.prototype, Object] as Record<string, unknown>[])
    for (const key of ['_errors', 'polluted', 'x']) delete target[key];
});

describe('hostile keys in the bodies of conversations', () => {
  it('what users do: react and unreact', { timeout: 60_000 }, async () => {
    const h = await start({ seed: botWorld() });
    const random = seededRandom(seed);
    const posted = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'x' } });
    const reaction = { userId: MEMBER, messageId: posted.body.id, emoji: '👍' };
    const failures = [
      ...(await fuzz('react', reaction, sender(recorder, h, 'POST', '/_emulator/reactions'), random, before)),
      ...(await fuzz(
        'unreact',
        reaction,
        sender(recorder, h, 'POST', '/_emulator/reactions/remove'),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('what a bot does: bulk delete', { timeout: 60_000 }, async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageMessages) });
    const random = seededRandom(seed);
    const ids = [];
    for (const content of ['a', 'b'])
      ids.push((await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content } })).body.id);
    const path = `/channels/${GENERAL}/messages/bulk-delete`;
    const send = sender(recorder, h, 'POST', path, `Bot ${h.app.botToken}`);
    const failures = await fuzz('bulk delete', { messages: ids }, send, random, before);
    expect(failures).toEqual([]);
  });

  it('polls: a message with a poll, and users voting', { timeout: 60_000 }, async () => {
    const h = await start({ seed: botWorld() });
    const random = seededRandom(seed);
    const poll = {
      question: { text: 'Lunch?' },
      answers: [{ poll_media: { text: 'Pizza', emoji: { name: '🍕' } } }, { poll_media: { text: 'Soup' } }],
      duration: 24,
      allow_multiselect: true,
    };
    const bot = `Bot ${h.app.botToken}`;
    const post = sender(recorder, h, 'POST', `/channels/${GENERAL}/messages`, bot);
    const posted = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { poll } });
    const ballot = { userId: MEMBER, messageId: posted.body.id, answerIds: [1, 2] };
    const failures = [
      ...(await fuzz('poll message', { poll }, post, random, before)),
      ...(await fuzz('vote', ballot, sender(recorder, h, 'POST', '/_emulator/polls/votes'), random, before)),
    ];
    expect(failures).toEqual([]);
  });

  it('what users do: edit, delete and forward their messages; a bot forwards with stickers', {
    timeout: 60_000,
  }, async () => {
    const h = await start({ seed: botWorld() });
    const random = seededRandom(seed);
    const say = (content: string) =>
      h.admin('POST', '/messages', { guildId: GUILD, channelId: GENERAL, authorId: MEMBER, content });
    const edited = (await say('draft')).body.id;
    const deleted = (await say('gone soon')).body.id;
    const own = (await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'mine' } })).body.id;
    const bot = `Bot ${h.app.botToken}`;
    const failures = [
      ...(await fuzz(
        'edit',
        { userId: MEMBER, content: 'final' },
        sender(recorder, h, 'PATCH', `/_emulator/messages/${edited}`),
        random,
        before,
      )),
      ...(await fuzz(
        'delete',
        { userId: MEMBER },
        sender(recorder, h, 'POST', `/_emulator/messages/${deleted}/delete`),
        random,
        before,
      )),
      ...(await fuzz(
        'forward',
        { userId: MEMBER, channelId: GENERAL },
        sender(recorder, h, 'POST', `/_emulator/messages/${edited}/forward`),
        random,
        before,
      )),
      ...(await fuzz(
        'bot forward with stickers',
        {
          message_reference: { type: 1, message_id: own, channel_id: GENERAL },
          sticker_ids: ['1250000000000090001'],
        },
        sender(recorder, h, 'POST', `/channels/${GENERAL}/messages`, bot),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('threads: started by the bot (from a message, without one, a forum post) and by a user', {
    timeout: 60_000,
  }, async () => {
    const h = await start({ seed: botWorld() });
    const random = seededRandom(seed);
    const bot = `Bot ${h.app.botToken}`;
    const messages: string[] = [];
    for (let i = 0; i < 40; i++)
      messages.push(
        (await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: `m${i}` } })).body.id,
      );
    // Each attempt starts from a message of its own, so a success leaves the next one a fresh message.
    let next = 0;
    const fromMessage: Send = (text) =>
      sender(
        recorder,
        h,
        'POST',
        `/channels/${GENERAL}/messages/${messages[next++ % messages.length]}/threads`,
        bot,
      )(text);
    const post = sender(recorder, h, 'POST', `/channels/${GENERAL}/threads`, bot);
    const forum = sender(recorder, h, 'POST', `/channels/${FORUM}/threads`, bot);
    const user = sender(recorder, h, 'POST', `/_emulator/channels/${GENERAL}/threads`);
    const failures = [
      ...(await fuzz(
        'thread from a message',
        { name: 'talk', auto_archive_duration: 60 },
        fromMessage,
        random,
        before,
      )),
      ...(await fuzz(
        'thread',
        { name: 'ticket', type: 12, invitable: false, rate_limit_per_user: 5 },
        post,
        random,
        before,
      )),
      ...(await fuzz(
        'forum post',
        { name: 'bug', message: { content: 'steps', embeds: [{ title: 't' }] }, applied_tags: [] },
        forum,
        random,
        before,
      )),
      ...(await fuzz('user thread', { userId: MEMBER, name: 'mine', type: 11 }, user, random, before)),
    ];
    expect(failures).toEqual([]);
  });

  it('reached every route it lists', () => {
    expect([...recorder.reached].sort()).toEqual(expect.arrayContaining([...fuzzedRoutes.conversations]));
  });
});
