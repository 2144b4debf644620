import {
  type APIMessage,
  Endpoints,
  type RESTGetAPIPollAnswerVotersResult,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * Options of `rest.polls.getAnswerVoters`: users after the user id `after`, `limit` 1-100 (default 25).
 * @example
 * await rest.polls.getAnswerVoters(channelId, messageId, 1, { after: lastUserId, limit: 100 });
 */
export interface ListAnswerVotersOptions extends CallOptions {
  after?: Snowflake;
  limit?: number;
}

/**
 * The polls of messages as the bot (`rest.polls`, Bot token): who voted for an answer, and ending a poll
 * early. A poll is sent as a message's `poll` (`rest.messages.createMessage`). Limited per channel.
 * @example
 * await rest.messages.createMessage(channelId, { poll: { question: { text: 'Lunch?' }, answers: [{ poll_media: { text: 'Pizza' } }] } });
 * @see {@link https://discord.com/developers/docs/resources/poll | Poll resource}
 */
export class PollsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * The users who voted for one answer of a poll, in order of user id
   * (`GET /channels/{channel.id}/polls/{message.id}/answers/{answer_id}`); needs Read Message History.
   * @example
   * const { users } = await rest.polls.getAnswerVoters(channelId, messageId, 1);
   * @see {@link https://discord.com/developers/docs/resources/poll#get-answer-voters | Get Answer Voters}
   */
  getAnswerVoters(
    channelId: Snowflake,
    messageId: Snowflake,
    answerId: number,
    options: ListAnswerVotersOptions = {},
  ): Promise<RESTGetAPIPollAnswerVotersResult> {
    const { after, limit, ...call } = options;
    return this.#core.send(
      Endpoints.getAnswerVoters,
      { channelId, messageId, answerId: String(answerId) },
      undefined,
      { ...call, query: { after, limit } },
    );
  }

  /**
   * Ends the bot's own poll now (`POST /channels/{channel.id}/polls/{message.id}/expire`): its results
   * become final, and the message is answered with them.
   * @example
   * const ended = await rest.polls.expirePoll(channelId, messageId);
   * @see {@link https://discord.com/developers/docs/resources/poll#end-poll | End Poll}
   */
  expirePoll(channelId: Snowflake, messageId: Snowflake, options?: CallOptions): Promise<APIMessage> {
    return this.#core.send(Endpoints.pollExpire, { channelId, messageId }, undefined, options);
  }
}
