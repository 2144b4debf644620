import { GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { connectTestClient } from '../src/testing/index.js';
import { ADMIN, BOT, botWorld, GENERAL, GUILD, MEMBER, NEWBIE } from './bot-world.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { connectBot, nextDispatch } from './support/bot-session.js';

// Polls: a message with `poll` (its limits), users voting through the admin API, who voted for an
// answer, ending a poll early and by the emulator clock.

const hourMs = 60 * 60 * 1000;
const lunch = {
  question: { text: 'Lunch?' },
  answers: [{ poll_media: { text: 'Pizza', emoji: { name: '🍕' } } }, { poll_media: { text: 'Soup' } }],
  duration: 2,
};

async function postPoll(h: Harness, poll: object = lunch): Promise<Json> {
  const res = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { poll } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const vote = (h: Harness, userId: string, messageId: string, answerIds: number[]) =>
  h.admin('POST', '/polls/votes', { userId, messageId, answerIds });

describe('polls', () => {
  it('posts a poll whose results count the votes, me_voted as each reader sees it', async () => {
    const h = await start({ seed: botWorld() });
    const message = await postPoll(h);
    expect(message.poll).toEqual({
      question: { text: 'Lunch?' },
      answers: [
        { answer_id: 1, poll_media: { text: 'Pizza', emoji: { id: null, name: '🍕' } } },
        { answer_id: 2, poll_media: { text: 'Soup' } },
      ],
      expiry: new Date(T0 + 2 * hourMs).toISOString(),
      allow_multiselect: false,
      layout_type: 1,
      results: {
        is_finalized: false,
        answer_counts: [
          { id: 1, count: 0, me_voted: false },
          { id: 2, count: 0, me_voted: false },
        ],
      },
    });
    const voted = await vote(h, MEMBER, message.id, [1]);
    expect(voted.body.results.answer_counts[0]).toEqual({ id: 1, count: 1, me_voted: true });
    await vote(h, NEWBIE, message.id, [2]);
    await vote(h, ADMIN, message.id, [1]);
    // A vote again replaces the earlier one; an empty list takes it back.
    await vote(h, NEWBIE, message.id, [1]);
    await vote(h, ADMIN, message.id, []);
    const read = await h.api('GET', `/channels/${GENERAL}/messages/${message.id}`);
    expect(read.body.poll.results.answer_counts).toEqual([
      { id: 1, count: 2, me_voted: false },
      { id: 2, count: 0, me_voted: false },
    ]);
    const voters = await h.api('GET', `/channels/${GENERAL}/polls/${message.id}/answers/1?limit=1`);
    expect(voters.body.users.map((u: Json) => u.id)).toEqual([MEMBER]);
    const next = await h.api('GET', `/channels/${GENERAL}/polls/${message.id}/answers/1?after=${MEMBER}`);
    expect(next.body.users.map((u: Json) => u.id)).toEqual([NEWBIE]);
  });

  it('lets a test client user vote', async () => {
    const h = await start({ seed: botWorld() });
    const message = await postPoll(h);
    const client = await connectTestClient(h.emu.url);
    const { results } = await client.user('member').in('general').vote(message, [2]);
    expect(results.answer_counts[1]).toEqual({ id: 2, count: 1, me_voted: true });
  });

  it('tells bots of each vote with the poll intents', async () => {
    const h = await start({ seed: botWorld() });
    const message = await postPoll(h, { ...lunch, allow_multiselect: true });
    const client = await connectBot(h, GatewayIntentBits.GuildMessagePolls);
    await vote(h, MEMBER, message.id, [1, 2]);
    const base = { user_id: MEMBER, channel_id: GENERAL, message_id: message.id, guild_id: GUILD };
    expect(await nextDispatch(client, 'MESSAGE_POLL_VOTE_ADD')).toEqual({ ...base, answer_id: 1 });
    expect(await nextDispatch(client, 'MESSAGE_POLL_VOTE_ADD')).toEqual({ ...base, answer_id: 2 });
    await vote(h, MEMBER, message.id, [2]);
    expect(await nextDispatch(client, 'MESSAGE_POLL_VOTE_REMOVE')).toEqual({ ...base, answer_id: 1 });
    client.close();
  });

  it('ends early by the bot, and by the emulator clock, with final results and a notice', async () => {
    const h = await start({ seed: botWorld() });
    const early = await postPoll(h);
    await vote(h, MEMBER, early.id, [2]);
    const ended = await h.api('POST', `/channels/${GENERAL}/polls/${early.id}/expire`);
    expect(ended.status).toBe(200);
    expect(ended.body.poll.results.is_finalized).toBe(true);
    const again = await h.api('POST', `/channels/${GENERAL}/polls/${early.id}/expire`);
    expect([again.status, again.body.code]).toEqual([400, 520001]);
    const late = await vote(h, NEWBIE, early.id, [1]);
    expect(late.status).toBe(400);
    const notice = (await h.api('GET', `/channels/${GENERAL}/messages?limit=1`)).body[0];
    expect(notice).toMatchObject({
      type: 46,
      message_reference: { message_id: early.id },
      author: { id: BOT },
    });
    expect(notice.embeds[0].type).toBe('poll_result');
    expect(notice.mentions.map((u: Json) => u.id)).toEqual([BOT]);
    expect(notice.embeds[0].fields).toContainEqual({
      name: 'victor_answer_text',
      value: 'Soup',
      inline: false,
    });

    const timed = await postPoll(h);
    const client = await connectBot(h, GatewayIntentBits.GuildMessages);
    await h.admin('POST', '/clock', { advanceMs: 2 * hourMs });
    for (;;) {
      const update = await nextDispatch(client, 'MESSAGE_UPDATE');
      if (update.id === timed.id) {
        expect(update.poll.results.is_finalized).toBe(true);
        break;
      }
    }
    client.close();
  });

  it('refuses what the service refuses', async () => {
    const h = await start({ seed: botWorld() });
    const post = (poll: unknown) => h.api('POST', `/channels/${GENERAL}/messages`, { body: { poll } });
    const many = await post({
      ...lunch,
      answers: Array.from({ length: 11 }, () => ({ poll_media: { text: 'x' } })),
    });
    expect([many.status, many.body.code]).toEqual([400, 50035]);
    expect(many.body.errors.poll.answers._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
    const long = await post({ ...lunch, question: { text: 'q'.repeat(301) } });
    expect(long.body.errors.poll.question.text._errors[0].code).toBe('BASE_TYPE_BAD_LENGTH');
    const answer = await post({ ...lunch, answers: [{ poll_media: { text: 'a'.repeat(56) } }] });
    expect(answer.body.errors.poll.answers['0'].poll_media.text._errors).toHaveLength(1);
    const days = await post({ ...lunch, duration: 769 });
    expect(days.body.errors.poll.duration._errors[0].code).toBe('NUMBER_TYPE_MAX');
    const layout = await post({ ...lunch, layout_type: 2 });
    expect(layout.body.errors.poll.layout_type._errors[0].code).toBe('BASE_TYPE_CHOICES');
    const message = await postPoll(h);
    const edit = await h.api('PATCH', `/channels/${GENERAL}/messages/${message.id}`, {
      body: { poll: lunch },
    });
    expect([edit.status, edit.body.code]).toEqual([400, 520003]);
    const noPoll = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'plain' } });
    const expire = await h.api('POST', `/channels/${GENERAL}/polls/${noPoll.body.id}/expire`);
    expect([expire.status, expire.body.code]).toEqual([400, 520006]);
    const unknownAnswer = await h.api('GET', `/channels/${GENERAL}/polls/${message.id}/answers/9`);
    expect([unknownAnswer.status, unknownAnswer.body.code]).toEqual([400, 50035]);
    const single = await vote(h, MEMBER, message.id, [1, 2]);
    expect(single.status).toBe(400);
  });

  it('takes Send Polls in a guild, and keeps votes in snapshots', async () => {
    const seed = botWorld();
    const everyone = seed.guilds[0]!.roles[0]!;
    everyone.permissions = (BigInt(everyone.permissions) & ~PermissionFlags.SendPolls).toString();
    const h = await start({ seed });
    const refused = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { poll: lunch } });
    expect([refused.status, refused.body.code]).toEqual([403, 50013]);
    const other = await start({ seed: botWorld() });
    const message = await postPoll(other);
    await vote(other, MEMBER, message.id, [1]);
    const snapshot = other.emu.exportState();
    expect(snapshot.polls).toEqual([
      { messageId: message.id, ended: false, votes: [{ userId: MEMBER, answerIds: [1] }] },
    ]);
    h.emu.loadState(snapshot);
    const read = await h.api('GET', `/channels/${GENERAL}/messages/${message.id}`);
    expect(read.body.poll.results.answer_counts[0].count).toBe(1);
  });
});
