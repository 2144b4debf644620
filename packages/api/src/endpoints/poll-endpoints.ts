import type {
  RESTGetAPIPollAnswerVotersQuery,
  RESTGetAPIPollAnswerVotersResult,
} from '../types/poll-voters.js';
import type { APIMessage } from '../types/resolved-objects.js';
import { defineEndpoint } from './define-endpoint.js';

const poll = '/channels/:channelId/polls/:messageId';
const perChannel = { auth: ['bot'], major: ['channelId'], global: true, replay: 'always' } as const;

/**
 * The polls of messages: who voted for an answer, and ending a poll early.
 * @see {@link https://discord.com/developers/docs/resources/poll | Poll resource}
 */
export const PollEndpoints = {
  getAnswerVoters: defineEndpoint<{
    result: RESTGetAPIPollAnswerVotersResult;
    query: RESTGetAPIPollAnswerVotersQuery;
  }>()({
    operationId: 'get_answer_voters',
    method: 'GET',
    route: `${poll}/answers/:answerId`,
    ...perChannel,
    query: ['after', 'limit'],
  }),
  pollExpire: defineEndpoint<{ result: APIMessage }>()({
    operationId: 'poll_expire',
    method: 'POST',
    route: `${poll}/expire`,
    ...perChannel,
    // Ending a poll that has ended is refused (520001), never done twice.
  }),
} as const;
