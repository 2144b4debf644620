import type { ReactionType } from '../enums/reaction-type.js';
import type { Snowflake } from '../snowflake.js';

/**
 * An emoji as a reaction (and a poll's media) carries it: a unicode emoji by its character (`id` null), a
 * custom emoji by its id and name.
 * @see {@link https://discord.com/developers/docs/resources/emoji#emoji-object | Emoji object}
 */
export interface APIPartialEmoji {
  id: Snowflake | null;
  name: string | null;
  animated?: boolean;
}

/**
 * One emoji's reactions on a message: how many (normal and burst apart) and whether the reader is among
 * them.
 * @see {@link https://discord.com/developers/docs/resources/message#reaction-object | Reaction object}
 */
export interface APIReaction {
  /** Normal and burst reactions together. */
  count: number;
  count_details: { burst: number; normal: number };
  /** Whether the reader reacted with it (normal). */
  me: boolean;
  /** Whether the reader reacted with it as a burst (super) reaction. */
  me_burst: boolean;
  emoji: APIPartialEmoji;
  /** HEX colours of the burst reaction. */
  burst_colors: string[];
}

/** The query of `GET /channels/{id}/messages/{id}/reactions/{emoji}`: users after `after`, `limit` 1-100 (25). */
export interface RESTGetAPIChannelMessageReactionUsersQuery {
  type?: ReactionType;
  after?: Snowflake;
  limit?: number;
}
