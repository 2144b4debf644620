import type { ReactionType } from '../enums/reaction-type.js';
import type { Snowflake } from '../snowflake.js';
import type { APIGuildMember } from './guild.js';
import type { APIPartialEmoji } from './reaction.js';

/**
 * MESSAGE_REACTION_ADD and MESSAGE_REACTION_REMOVE: who reacted with what, where (`member` in guilds, on adds
 * only; `message_author_id` on adds).
 * @see {@link https://discord.com/developers/docs/events/gateway-events#message-reaction-add | Message Reaction Add}
 */
export interface GatewayMessageReactionData {
  user_id: Snowflake;
  channel_id: Snowflake;
  message_id: Snowflake;
  guild_id?: Snowflake;
  member?: APIGuildMember;
  emoji: APIPartialEmoji;
  message_author_id?: Snowflake;
  burst: boolean;
  burst_colors?: string[];
  /** 0 normal, 1 burst. */
  type: ReactionType;
}

/** MESSAGE_REACTION_REMOVE_ALL: every reaction of a message was removed. */
export interface GatewayMessageReactionRemoveAllData {
  channel_id: Snowflake;
  message_id: Snowflake;
  guild_id?: Snowflake;
}

/** MESSAGE_REACTION_REMOVE_EMOJI: every reaction of one emoji was removed from a message. */
export interface GatewayMessageReactionRemoveEmojiData extends GatewayMessageReactionRemoveAllData {
  emoji: APIPartialEmoji;
}
