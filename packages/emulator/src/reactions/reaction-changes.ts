import {
  type APIPartialEmoji,
  type GatewayMessageReactionData,
  type GatewayMessageReactionRemoveAllData,
  type GatewayMessageReactionRemoveEmojiData,
  RESTJSONErrorCodes,
  ReactionLimits,
  ReactionType,
} from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import { emojiKey } from '../state/reaction-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import { guildMembers } from '../world/bot-member.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';

/** Where a reaction change happened, as its events name it. */
function place(message: EmulatorMessage) {
  return { guildId: message.guild_id ?? null, channelId: message.channel_id };
}

function ids(message: EmulatorMessage): GatewayMessageReactionRemoveAllData {
  return {
    channel_id: message.channel_id,
    message_id: message.id,
    ...(message.guild_id ? { guild_id: message.guild_id } : {}),
  };
}

/**
 * Whether a reaction with `emoji` would be a new emoji on the message (which takes Add Reactions), and
 * 30010 when the message already holds the most emoji it may.
 */
export function checkNewEmoji(
  context: EmulatorContext,
  message: EmulatorMessage,
  emoji: APIPartialEmoji,
): boolean {
  const reactions = context.state.reactions;
  if (reactions.find(message.id, emojiKey(emoji))) return false;
  if (reactions.of(message.id).length >= ReactionLimits.emojiPerMessage)
    throw badRequest(
      `Maximum number of reactions reached (${ReactionLimits.emojiPerMessage}): a message holds ${ReactionLimits.emojiPerMessage} different emoji; react with one it already has`,
      RESTJSONErrorCodes.MaximumReactions,
    );
  return true;
}

/**
 * Records that `userId` reacted to `message` with `emoji` and publishes MESSAGE_REACTION_ADD (with the
 * reactor's `member` in a guild and the message's author); nothing when they had already reacted so.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#message-reaction-add | Message Reaction Add}
 */
export function addReaction(
  context: EmulatorContext,
  message: EmulatorMessage,
  emoji: APIPartialEmoji,
  userId: string,
  burst = false,
): boolean {
  if (!context.state.reactions.add(message.id, emoji, userId, burst)) return false;
  const guild = message.guild_id ? context.findGuild(message.guild_id) : undefined;
  const member = guild && guildMembers(context.state.world, guild).find((m) => m.userId === userId);
  const user = apiUserOf(context.state.world, userId);
  const data: GatewayMessageReactionData = {
    user_id: userId,
    ...ids(message),
    ...(member && user ? { member: toApiGuildMember(member, user) } : {}),
    emoji: { ...emoji },
    message_author_id: message.author.id,
    burst,
    burst_colors: [],
    type: burst ? ReactionType.Burst : ReactionType.Normal,
  };
  context.events.publish(worldEvent('MESSAGE_REACTION_ADD', place(message), data));
  return true;
}

/**
 * Removes `userId`'s reaction with `emoji` from `message` and publishes MESSAGE_REACTION_REMOVE; nothing
 * when there was none (the service answers 204 all the same).
 */
export function removeReaction(
  context: EmulatorContext,
  message: EmulatorMessage,
  emoji: APIPartialEmoji,
  userId: string,
  burst = false,
): boolean {
  const stored = context.state.reactions.find(message.id, emojiKey(emoji));
  if (!context.state.reactions.remove(message.id, emojiKey(emoji), userId, burst)) return false;
  const data: GatewayMessageReactionData = {
    user_id: userId,
    ...ids(message),
    // The emoji as it was first used (a custom emoji's stored name).
    emoji: { ...(stored?.emoji ?? emoji) },
    burst,
    type: burst ? ReactionType.Burst : ReactionType.Normal,
  };
  context.events.publish(worldEvent('MESSAGE_REACTION_REMOVE', place(message), data));
  return true;
}

/** Removes every reaction of `emoji` from `message` and publishes MESSAGE_REACTION_REMOVE_EMOJI. */
export function removeEmojiReactions(
  context: EmulatorContext,
  message: EmulatorMessage,
  emoji: APIPartialEmoji,
): boolean {
  const removed = context.state.reactions.removeEmoji(message.id, emojiKey(emoji));
  if (!removed) return false;
  const data: GatewayMessageReactionRemoveEmojiData = { ...ids(message), emoji: { ...removed.emoji } };
  context.events.publish(worldEvent('MESSAGE_REACTION_REMOVE_EMOJI', place(message), data));
  return true;
}

/** Removes every reaction of `message` and publishes MESSAGE_REACTION_REMOVE_ALL. */
export function removeAllReactions(context: EmulatorContext, message: EmulatorMessage): boolean {
  if (!context.state.reactions.forget(message.id)) return false;
  context.events.publish(worldEvent('MESSAGE_REACTION_REMOVE_ALL', place(message), ids(message)));
  return true;
}
