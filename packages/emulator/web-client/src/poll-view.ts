import { call, type ErrorBody } from './api.js';
import { h } from './dom.js';
import { emojiView } from './emoji-view.js';
import type { Session } from './session.js';
import type { Message, Poll } from './types.js';

/** Whole percent of `count` in `total` (0 when nobody voted). */
const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count * 100) / total));

/**
 * A message's poll as the real client draws it: the question, each answer with its votes and share (a bar),
 * the user's own choice marked, and how long it runs or that it ended. While it runs, clicking an answer
 * votes as the user (toggles it in a multiselect poll, replaces the vote otherwise) through
 * `POST /_emulator/polls/votes` (the same checks and MESSAGE_POLL_VOTE_ADD/REMOVE as any user's); "Remove
 * vote" takes it back. The results follow the votes' events live.
 */
export function renderPoll(message: Message, session: Session): HTMLElement | null {
  const poll: Poll | undefined = message.poll;
  if (!poll || !Array.isArray(poll.answers)) return null;
  const counts = poll.results?.answer_counts ?? [];
  const countOf = (id: number) => counts.find((c) => c.id === id);
  const mine = poll.answers.filter((a) => countOf(a.answer_id)?.me_voted).map((a) => a.answer_id);
  // The total is of voters' choices, as the client's shares are: each answer's share of all choices made.
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const ended =
    poll.results?.is_finalized === true ||
    (poll.expiry !== null && Date.parse(poll.expiry) <= Date.now() + (session.clockOffset ?? 0));
  const vote = async (answerIds: number[]) => {
    const answer = await call<ErrorBody>('POST', '/_emulator/polls/votes', {
      userId: session.userId,
      messageId: message.id,
      answerIds,
    });
    if (!answer.ok && answer.status !== 0)
      session.notice(answer.data?.message ?? `Cannot vote (HTTP ${answer.status})`, 'error');
  };
  const answers = poll.answers.map((a) => {
    const count = countOf(a.answer_id)?.count ?? 0;
    const chosen = mine.includes(a.answer_id);
    const share = percent(count, total);
    const bar = h('span', { class: 'poll-bar' });
    bar.style.width = `${share}%`;
    const button = h(
      'button',
      {
        type: 'button',
        class: chosen ? 'poll-answer chosen' : 'poll-answer',
        'aria-pressed': String(chosen),
        'aria-label': `${a.poll_media.text ?? ''}: ${count} ${count === 1 ? 'vote' : 'votes'}, ${share}%${chosen ? ', your vote' : ''}`,
        disabled: ended,
      },
      bar,
      a.poll_media.emoji ? emojiView(a.poll_media.emoji) : null,
      h('span', { class: 'poll-text' }, a.poll_media.text ?? ''),
      h('span', { class: 'poll-count' }, `${count} · ${share}%`),
    );
    button.addEventListener('click', () => {
      const next = poll.allow_multiselect
        ? chosen
          ? mine.filter((id) => id !== a.answer_id)
          : [...mine, a.answer_id]
        : chosen
          ? []
          : [a.answer_id];
      void vote(next);
    });
    return h('li', null, button);
  });
  const remove =
    !ended && mine.length > 0
      ? h('button', { type: 'button', class: 'button secondary' }, 'Remove vote')
      : null;
  remove?.addEventListener('click', () => void vote([]));
  return h(
    'section',
    { class: 'poll', 'aria-label': `Poll: ${poll.question?.text ?? ''}` },
    h('p', { class: 'poll-question' }, poll.question?.text ?? ''),
    h('p', { class: 'hint' }, poll.allow_multiselect ? 'Select one or more answers' : 'Select one answer'),
    h('ul', null, answers),
    h(
      'p',
      { class: 'hint poll-footer' },
      `${total} ${total === 1 ? 'vote' : 'votes'} · ${ended ? 'Poll closed' : poll.expiry ? `ends ${new Date(poll.expiry).toLocaleString()}` : 'open'}`,
      remove,
    ),
  );
}
