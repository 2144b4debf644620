import {
  type APIPartialEmoji,
  compareSnowflakes,
  type Endpoint,
  Endpoints,
  PermissionFlags,
  RESTJSONErrorCodes,
  ReactionLimits,
  ReactionType,
  reactionEmoji,
} from '@slashkit/api';
import { type BotChannel, botChannel, requirePermission } from '../access/bot-channel.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest, forbidden, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import { type EndpointContext, serve } from '../http/serve.js';
import { readableMessage } from '../messages/readable-messages.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import { emojiKey } from '../state/reaction-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import type { EmulatorApplication } from '../world/world.js';
import { knownEmoji } from './known-emoji.js';
import {
  addReaction,
  checkNewEmoji,
  removeAllReactions,
  removeEmojiReactions,
  removeReaction,
} from './reaction-changes.js';
import { registerUserReactionRoutes } from './user-reaction-routes.js';

/** The message of a reaction route as the calling bot reaches it, with its channel and the emoji named. */
interface ReactionTarget {
  application: EmulatorApplication;
  channel: BotChannel;
  message: EmulatorMessage;
}

/** The route's channel and message (View Channel, Read Message History: 50001/50013 without; 10008). */
function target(
  ctx: RouteContext | EndpointContext<Endpoint>,
  channelId: string,
  messageId: string,
): ReactionTarget {
  const application = requireBot(ctx);
  const channel = botChannel(ctx.emulator, application, channelId);
  requirePermission(channel, PermissionFlags.ReadMessageHistory, 'Read Message History to reach reactions');
  return { application, channel, message: readableMessage(ctx.emulator, channel, messageId) };
}

/** The emoji of the path: a unicode emoji or `name:id`; 400/10014 for anything else. */
function emojiOf(segment: string): APIPartialEmoji {
  const emoji = reactionEmoji(segment);
  if (!emoji)
    throw badRequest(
      `Unknown Emoji: ${JSON.stringify(segment.slice(0, 40))} is neither a unicode emoji nor a custom emoji written name:id (percent-encode it in the path)`,
      RESTJSONErrorCodes.UnknownEmoji,
    );
  return emoji;
}

/** Removing someone else's reactions, or all of them, takes Manage Messages (never in a DM: 50003). */
function requireManageMessages(channel: BotChannel): void {
  if (channel.kind === 'dm')
    throw forbidden(
      RESTJSONErrorCodes.CannotExecuteActionOnDMChannel,
      'Cannot execute action on a DM channel: a bot removes only its own reactions in a DM',
    );
  requirePermission(channel, PermissionFlags.ManageMessages, "Manage Messages to remove others' reactions");
}

/**
 * The reaction routes of a message, judged on the bot's permissions as the service judges them: adding
 * takes Read Message History, and Add Reactions for an emoji nobody reacted with yet (30010 past 20
 * emoji); removing its own reaction takes nothing more; removing another user's, one emoji's or all
 * reactions takes Manage Messages; listing who reacted (`type` 0 normal or 1 burst, `after` a user id,
 * `limit` 1-100, 25 by default) is in order of user id. Every change is a gateway event
 * (MESSAGE_REACTION_ADD, _REMOVE, _REMOVE_EMOJI, _REMOVE_ALL; GUILD_MESSAGE_REACTIONS or
 * DIRECT_MESSAGE_REACTIONS). Also the admin routes through which users react (`user-reaction-routes`).
 * @see {@link https://discord.com/developers/docs/resources/message#create-reaction | Create Reaction}
 */
export const reactionsFeature: EmulatorFeature = {
  name: 'reactions',
  setup(router) {
    router
      .add(
        serve(Endpoints.addMyMessageReaction, (ctx) => {
          const { application, channel, message } = target(ctx, ctx.params.channelId, ctx.params.messageId);
          const emoji = knownEmoji(ctx.emulator, emojiOf(ctx.params.emojiName), application);
          if (checkNewEmoji(ctx.emulator, message, emoji))
            requirePermission(
              channel,
              PermissionFlags.AddReactions,
              'Add Reactions to react with a new emoji',
            );
          addReaction(ctx.emulator, message, emoji, application.bot.id);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.deleteMyMessageReaction, (ctx) => {
          const { application, message } = target(ctx, ctx.params.channelId, ctx.params.messageId);
          removeReaction(ctx.emulator, message, emojiOf(ctx.params.emojiName), application.bot.id);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.deleteUserMessageReaction, (ctx) => {
          const { application, channel, message } = target(ctx, ctx.params.channelId, ctx.params.messageId);
          const emoji = emojiOf(ctx.params.emojiName);
          if (ctx.params.userId !== application.bot.id) requireManageMessages(channel);
          removeReaction(ctx.emulator, message, emoji, ctx.params.userId);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.listMessageReactionsByEmoji, (ctx) => {
          const { message } = target(ctx, ctx.params.channelId, ctx.params.messageId);
          const emoji = emojiOf(ctx.params.emojiName);
          const query = new QueryValues(ctx.url);
          const type = query.integer('type', ReactionType.Normal, ReactionType.Normal, ReactionType.Burst);
          const after = query.snowflake('after');
          const limit = query.integer(
            'limit',
            ReactionLimits.usersPageDefault,
            1,
            ReactionLimits.usersPageMax,
          );
          throwIfInvalid(query.errors);
          const stored = ctx.emulator.state.reactions.find(message.id, emojiKey(emoji));
          const ids = [...((type === ReactionType.Burst ? stored?.burstUsers : stored?.users) ?? [])]
            .sort(compareSnowflakes)
            .filter((id) => after === undefined || compareSnowflakes(id, after) > 0)
            .slice(0, limit);
          const users = ids.flatMap((id) => apiUserOf(ctx.emulator.state.world, id) ?? []);
          return jsonResponse(200, users);
        }),
      )
      .add(
        serve(Endpoints.deleteAllMessageReactionsByEmoji, (ctx) => {
          const { channel, message } = target(ctx, ctx.params.channelId, ctx.params.messageId);
          const emoji = emojiOf(ctx.params.emojiName);
          requireManageMessages(channel);
          removeEmojiReactions(ctx.emulator, message, emoji);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.deleteAllMessageReactions, (ctx) => {
          const { channel, message } = target(ctx, ctx.params.channelId, ctx.params.messageId);
          requireManageMessages(channel);
          removeAllReactions(ctx.emulator, message);
          return jsonResponse(204);
        }),
      );
    registerUserReactionRoutes(router);
  },
};
