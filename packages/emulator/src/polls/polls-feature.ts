import {
  compareSnowflakes,
  Endpoints,
  FieldErrorCodes,
  PermissionFlags,
  PollLimits,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { botChannel, requirePermission } from '../access/bot-channel.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest, forbidden, invalidForm, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { botReadMessage } from '../messages/bot-read-message.js';
import { readableMessage } from '../messages/readable-messages.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { apiUserOf } from '../world/api-user-of.js';
import { armPoll, endDuePolls, endPoll } from './poll-changes.js';
import { registerUserVoteRoutes } from './user-vote-routes.js';

/**
 * The polls of messages, as the service keeps them: a message posted with `poll` (its limits are the
 * body's rules; Send Polls in a guild) counts votes until its expiry, when the emulator clock ends it
 * (final results, a MESSAGE_UPDATE and a notice of type 46); `GET
 * /channels/{id}/polls/{message_id}/answers/{answer_id}` lists who voted for an answer (`after` a user id,
 * `limit` 1-100, 25 by default; Read Message History); `POST /channels/{id}/polls/{message_id}/expire`
 * ends the bot's own poll early (50005 for another's, 520006 for a message without a poll, 520001 when it
 * ended). Users vote through the admin API (`user-vote-routes`).
 * @see {@link https://discord.com/developers/docs/resources/poll | Poll resource}
 */
export const pollsFeature: EmulatorFeature = {
  name: 'polls',
  setup(router, context) {
    // A state loaded or reset to holds polls of its own, each to end when its time comes.
    const rearm = () => rearmPolls(context);
    context.onLoad(rearm);
    context.onReset(rearm);
    router
      .add(
        serve(Endpoints.getAnswerVoters, (ctx) => {
          const application = requireBot(ctx);
          const channel = botChannel(ctx.emulator, application, ctx.params.channelId);
          requirePermission(channel, PermissionFlags.ReadMessageHistory, 'Read Message History to see votes');
          const message = readableMessage(ctx.emulator, channel, ctx.params.messageId);
          endDuePolls(ctx.emulator);
          if (!message.poll)
            throw badRequest('This message has no poll', RESTJSONErrorCodes.CannotExpireNonPollMessage);
          const answerId = Number(ctx.params.answerId);
          if (!message.poll.answers.some((a) => a.answer_id === answerId))
            throw invalidForm([
              {
                path: ['answer_id'],
                code: FieldErrorCodes.InvalidValue,
                message: `The poll has no answer ${ctx.params.answerId.slice(0, 20)}: its answers are numbered 1 to ${message.poll.answers.length}`,
              },
            ]);
          const query = new QueryValues(ctx.url);
          const after = query.snowflake('after');
          const limit = query.integer('limit', PollLimits.votersPageDefault, 1, PollLimits.votersPageMax);
          throwIfInvalid(query.errors);
          const votes = ctx.emulator.state.polls.get(message.id)?.votes ?? [];
          const ids = votes
            .filter((v) => v.answerIds.includes(answerId))
            .map((v) => v.userId)
            .sort(compareSnowflakes)
            .filter((id) => after === undefined || compareSnowflakes(id, after) > 0)
            .slice(0, limit);
          const users = ids.flatMap((id) => apiUserOf(ctx.emulator.state.world, id) ?? []);
          return jsonResponse(200, { users });
        }),
      )
      .add(
        serve(Endpoints.pollExpire, (ctx) => {
          const application = requireBot(ctx);
          const channel = botChannel(ctx.emulator, application, ctx.params.channelId);
          const message = readableMessage(ctx.emulator, channel, ctx.params.messageId);
          endDuePolls(ctx.emulator);
          if (!message.poll)
            throw badRequest(
              'Cannot expire a message that has no poll',
              RESTJSONErrorCodes.CannotExpireNonPollMessage,
            );
          if (message.author.id !== application.bot.id)
            throw forbidden(
              RESTJSONErrorCodes.CannotEditMessageByAnotherUser,
              'Cannot edit a message authored by another user: a bot ends only its own polls',
            );
          if (!endPoll(ctx.emulator, message))
            throw badRequest('This poll has already ended', RESTJSONErrorCodes.PollExpired);
          return jsonResponse(200, botReadMessage(ctx.emulator, application, channel, message));
        }),
      );
    registerUserVoteRoutes(router);
  },
};

/** Arms every running poll of the state in force, ending those already due. */
function rearmPolls(emulator: EmulatorContext): void {
  endDuePolls(emulator);
  for (const id of emulator.state.polls.running()) {
    const message = emulator.state.messages.get(id);
    if (message) armPoll(emulator, message);
  }
}
