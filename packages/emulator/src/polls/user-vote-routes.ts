import { PermissionFlags } from '@slashkit/api';
import { userLacks, userRefusalResponse } from '../access/user-refusal.js';
import { AdminFields } from '../http/admin-fields.js';
import { badRequest } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { pollResults } from '../messages/poll-results.js';
import { userMessageTarget } from '../messages/user-message-target.js';
import { castVote, endDuePolls } from './poll-changes.js';

const known = ['userId', 'messageId', 'answerIds'] as const;
const example = '{ "userId": "…", "messageId": "…", "answerIds": [1] }';

/**
 * The admin route through which a user of the world votes, as the client lets them: `POST
 * /_emulator/polls/votes` `{ userId, messageId, answerIds }` replaces their vote with `answerIds` (an
 * empty list takes it back). They see the message and hold Read Message History; the poll is running
 * and the answers are the poll's ids, one at most unless the poll allows several (400 otherwise). Answers `{ results }` as that user sees them; every answer
 * added or removed is a MESSAGE_POLL_VOTE_ADD or _REMOVE.
 */
export function registerUserVoteRoutes(router: Router): void {
  router.add({
    method: 'POST',
    path: '/_emulator/polls/votes',
    handler: async ({ request, emulator }) => {
      const fields = new AdminFields(await readJsonBody(request), known, example);
      const userId = fields.snowflake('userId', 'the user who votes');
      const target = userMessageTarget(emulator, userId, fields.snowflake('messageId', 'the poll message'));
      if ('reason' in target) return userRefusalResponse(target);
      const refusal = userLacks(target.place, PermissionFlags.ReadMessageHistory, 'Read Message History');
      if (refusal) return userRefusalResponse(refusal);
      const { message } = target;
      const poll = message.poll;
      if (!poll) throw badRequest(`messageId: message ${message.id} has no poll`);
      const sent = fields.raw('answerIds');
      const answerIds =
        Array.isArray(sent) && sent.length === 0
          ? []
          : [...new Set(fields.integers('answerIds', 1, poll.answers.length))];
      endDuePolls(emulator);
      if (emulator.state.polls.get(message.id)?.ended !== false)
        throw badRequest('the poll has ended: its results are final');
      if (answerIds.length > 1 && !poll.allow_multiselect)
        throw badRequest('answerIds: the poll takes one answer (it does not allow multiselect)');
      castVote(emulator, message, userId, answerIds);
      return jsonResponse(200, { results: pollResults(emulator.state.polls, message.id, poll, userId) });
    },
  });
}
