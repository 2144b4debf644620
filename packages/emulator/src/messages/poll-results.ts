import type { APIPoll, APIPollResults, Snowflake } from '@slashkit/api';
import type { PollStore } from '../state/poll-store.js';

/**
 * A poll's `results` as the service sends them to `viewerId`: per answer (in the poll's order) how many
 * voted for it and whether the reader did, final once the poll ended.
 * @see {@link https://discord.com/developers/docs/resources/poll#poll-results-object | Poll results object}
 */
export function pollResults(
  polls: Pick<PollStore, 'get'>,
  messageId: Snowflake,
  poll: APIPoll,
  viewerId: Snowflake | null,
): APIPollResults {
  const stored = polls.get(messageId);
  const votes = stored?.votes ?? [];
  return {
    is_finalized: stored?.ended ?? false,
    answer_counts: poll.answers.map(({ answer_id: id }) => ({
      id,
      count: votes.filter((v) => v.answerIds.includes(id)).length,
      me_voted: votes.some((v) => v.userId === viewerId && v.answerIds.includes(id)),
    })),
  };
}
