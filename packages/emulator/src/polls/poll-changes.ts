import {
  type APIEmbed,
  type APIEmbedField,
  type APIPoll,
  type GatewayMessagePollVoteData,
  PollLimits,
  type RESTAPIPollCreate,
  type Snowflake,
} from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import { baseMessage } from '../messages/message-factory.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';

/** Message type of the notice an ended poll leaves in its channel (POLL_RESULT). */
const pollResultType = 46;
const hourMs = 60 * 60 * 1000;

/**
 * A checked `poll` of a message body as the message keeps it: answers numbered from 1, the expiry
 * `duration` hours (24 by default) from `now`, single choice and the default layout unless asked.
 */
export function storedPoll(create: RESTAPIPollCreate, now: number): APIPoll {
  const hours = create.duration ?? PollLimits.durationDefaultHours;
  return {
    question: { ...(create.question.text !== undefined ? { text: create.question.text } : {}) },
    answers: create.answers.map((answer, index) => ({
      answer_id: index + 1,
      poll_media: {
        ...(answer.poll_media.text !== undefined ? { text: answer.poll_media.text } : {}),
        ...(answer.poll_media.emoji
          ? { emoji: { id: answer.poll_media.emoji.id ?? null, name: answer.poll_media.emoji.name ?? null } }
          : {}),
      },
    })),
    expiry: new Date(now + hours * hourMs).toISOString(),
    allow_multiselect: create.allow_multiselect === true,
    layout_type: create.layout_type ?? PollLimits.layoutDefault,
  };
}

/**
 * Ends the poll when the emulator clock reaches its expiry (sampled while it runs, so `POST
 * /_emulator/clock` ends it too). The state may have been reset or replaced by then: the poll is looked
 * up again.
 */
export function armPoll(emulator: EmulatorContext, message: EmulatorMessage): void {
  const expiry = message.poll?.expiry;
  if (!expiry) return;
  void emulator.runtime.deadlines.wait(Date.parse(expiry)).reached.then(() => endDuePolls(emulator));
}

/** Ends every running poll whose expiry the emulator clock has reached. */
export function endDuePolls(emulator: EmulatorContext): void {
  const now = emulator.clock.now();
  for (const id of emulator.state.polls.running()) {
    const message = emulator.state.messages.get(id);
    const expiry = message?.poll?.expiry;
    if (message && expiry && Date.parse(expiry) <= now) endPoll(emulator, message);
  }
}

/**
 * Ends a poll (nothing happens when it has ended): its results become final (a MESSAGE_UPDATE), and a
 * notice (type 46) in its channel names the winning answer, as the service posts it.
 */
export function endPoll(emulator: EmulatorContext, message: EmulatorMessage): boolean {
  const { polls, messages } = emulator.state;
  if (!message.poll || !polls.end(message.id)) return false;
  messages.changed(message);
  const guildId = message.guild_id;
  messages.add(
    {
      ...baseMessage(emulator.nextId(), message.channel_id, message.author, emulator.clock.now()),
      type: pollResultType,
      // The poll's author is mentioned, as the service's notice mentions them.
      mentions: [message.author],
      embeds: [resultEmbed(emulator, message, message.poll)],
      ...(guildId !== undefined ? { guild_id: guildId } : {}),
      message_reference: {
        type: 0,
        message_id: message.id,
        channel_id: message.channel_id,
        ...(guildId !== undefined ? { guild_id: guildId } : {}),
      },
    },
    null,
  );
  return true;
}

/** The `poll_result` embed of the notice: the question, the winner (the first of a tie) and the totals. */
function resultEmbed(emulator: EmulatorContext, message: EmulatorMessage, poll: APIPoll): APIEmbed {
  const votes = emulator.state.polls.get(message.id)?.votes ?? [];
  const counts = poll.answers.map((a) => ({
    answer: a,
    count: votes.filter((v) => v.answerIds.includes(a.answer_id)).length,
  }));
  const victor = counts.reduce<(typeof counts)[number] | undefined>(
    (best, entry) => (entry.count > 0 && (!best || entry.count > best.count) ? entry : best),
    undefined,
  );
  const field = (name: string, value: string) => ({ name, value, inline: false });
  return {
    type: 'poll_result',
    fields: [
      field('poll_question_text', poll.question.text ?? ''),
      field('victor_answer_votes', String(victor?.count ?? 0)),
      field('total_votes', String(votes.length)),
      ...(victor
        ? [
            field('victor_answer_id', String(victor.answer.answer_id)),
            ...victorMedia(victor.answer.poll_media, field),
          ]
        : []),
    ],
  };
}

/** The winning answer's text and emoji as the embed's fields carry them (each only when the answer has it). */
function victorMedia(
  media: APIPoll['answers'][number]['poll_media'],
  field: (name: string, value: string) => APIEmbedField,
): APIEmbedField[] {
  const fields: APIEmbedField[] = [];
  if (media.text !== undefined) fields.push(field('victor_answer_text', media.text));
  if (media.emoji?.id) fields.push(field('victor_answer_emoji_id', media.emoji.id));
  if (media.emoji?.name) fields.push(field('victor_answer_emoji_name', media.emoji.name));
  return fields;
}

/**
 * Replaces a user's vote on a running poll with `answerIds` (checked by the caller), telling bots of
 * each answer added and removed (MESSAGE_POLL_VOTE_ADD, _REMOVE; GUILD_MESSAGE_POLLS or
 * DIRECT_MESSAGE_POLLS).
 */
export function castVote(
  emulator: EmulatorContext,
  message: EmulatorMessage,
  userId: Snowflake,
  answerIds: readonly number[],
): void {
  const { polls } = emulator.state;
  const before = polls.answersOf(message.id, userId);
  polls.setVote(message.id, userId, answerIds);
  const guildId = message.guild_id ?? null;
  const place = { guildId, channelId: message.channel_id };
  const data = (answerId: number): GatewayMessagePollVoteData => ({
    user_id: userId,
    channel_id: message.channel_id,
    message_id: message.id,
    ...(guildId !== null ? { guild_id: guildId } : {}),
    answer_id: answerId,
  });
  for (const id of before)
    if (!answerIds.includes(id))
      emulator.events.publish(worldEvent('MESSAGE_POLL_VOTE_REMOVE', place, data(id)));
  for (const id of answerIds)
    if (!before.includes(id)) emulator.events.publish(worldEvent('MESSAGE_POLL_VOTE_ADD', place, data(id)));
}
