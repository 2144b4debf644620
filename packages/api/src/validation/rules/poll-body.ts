import { FieldErrorCodes } from '../../error-codes.js';
import { PollLimits } from '../../poll-limits.js';
import { type ErrorCollector, jsonType } from './collector.js';
import { checkEmoji, checkFlag, checkInteger, checkObject, checkText } from './component-fields.js';

const P = PollLimits;
const example =
  '{ "question": { "text": "Lunch?" }, "answers": [{ "poll_media": { "text": "Pizza" } }], "duration": 24 }';

/**
 * Checks a message's `poll` (collector path at the body) as the service does: `question.text` of 1-300
 * characters (no emoji), 1-10 answers each with `poll_media.text` of 1-55 characters and an optional
 * emoji, `duration` 1-768 hours, `allow_multiselect` a boolean, `layout_type` 1 (DEFAULT).
 * @see {@link https://discord.com/developers/docs/resources/poll#poll-create-request-object | Poll create request object}
 */
export function checkPoll(c: ErrorCollector, poll: unknown): void {
  if (poll === undefined || poll === null) return;
  if (!checkObject(c, 'poll', poll, example)) return;
  c.path.push('poll');
  const { question, answers, duration, allow_multiselect: multiselect, layout_type: layout } = poll;
  if (question === undefined)
    c.add('question', FieldErrorCodes.Required, 'This field is required — send { "text": "…" }');
  else if (checkObject(c, 'question', question, '{ "text": "Lunch?" }')) {
    c.path.push('question');
    checkText(c, 'text', question.text, 1, P.questionMaxLength, 'the question as { "text": "…" }');
    c.path.pop();
  }
  if (answers === undefined)
    c.add('answers', FieldErrorCodes.Required, `This field is required — send ${example}`);
  else if (!Array.isArray(answers))
    c.add('answers', FieldErrorCodes.ListType, `Expected an array, got ${jsonType(answers)}`);
  else if (answers.length < P.answersMin || answers.length > P.answersMax)
    c.add(
      'answers',
      answers.length < P.answersMin ? FieldErrorCodes.MinLength : FieldErrorCodes.MaxLength,
      `Must be between ${P.answersMin} and ${P.answersMax} in length (got ${answers.length})`,
    );
  else {
    c.path.push('answers');
    answers.forEach((answer, index) => {
      if (!checkObject(c, index, answer, '{ "poll_media": { "text": "Pizza" } }')) return;
      c.path.push(index);
      const media = answer.poll_media;
      if (media === undefined) c.add('poll_media', FieldErrorCodes.Required, 'This field is required');
      else if (checkObject(c, 'poll_media', media, '{ "text": "Pizza" }')) {
        c.path.push('poll_media');
        checkText(c, 'text', media.text, 1, P.answerMaxLength, 'the answer as { "text": "…" }');
        checkEmoji(c, 'emoji', media.emoji);
        c.path.pop();
      }
      c.path.pop();
    });
    c.path.pop();
  }
  checkInteger(c, 'duration', duration ?? undefined, P.durationMinHours, P.durationMaxHours);
  checkFlag(c, 'allow_multiselect', multiselect ?? undefined);
  if (layout !== undefined && layout !== null && layout !== P.layoutDefault)
    c.add('layout_type', FieldErrorCodes.Choices, `Value must be one of {${P.layoutDefault}}.`);
  c.path.pop();
}
