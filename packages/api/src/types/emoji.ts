import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/**
 * A custom emoji: a guild's (usable by its members, or by the roles `roles` names) or an application's
 * (usable by its bot anywhere).
 * @see {@link https://discord.com/developers/docs/resources/emoji#emoji-object | Emoji object}
 */
export interface APIEmoji {
  id: Snowflake;
  /** 2-32 characters of letters, digits and underscores. */
  name: string;
  /** The roles allowed to use it; empty: everyone. */
  roles: Snowflake[];
  /** Who uploaded it: shown to those with Create or Manage Expressions (guild emojis), always for an app's. */
  user?: APIUser;
  require_colons: boolean;
  /** Whether an integration manages it. */
  managed: boolean;
  animated: boolean;
  /** False when the guild lost the boost tier it needs. */
  available: boolean;
}

/**
 * The body of `POST /guilds/{guild.id}/emojis`: a name, image data (PNG, JPEG, GIF, WebP or AVIF, at most
 * 256 KiB) and the roles that may use it.
 * @see {@link https://discord.com/developers/docs/resources/emoji#create-guild-emoji | Create Guild Emoji}
 */
export interface RESTPostAPIGuildEmojiJSONBody {
  name: string;
  /** A data URI: `data:image/png;base64,…`. */
  image: string;
  roles?: Snowflake[] | null;
}

/** The body of `PATCH /guilds/{guild.id}/emojis/{emoji.id}`: a new name, the roles that may use it. */
export interface RESTPatchAPIGuildEmojiJSONBody {
  name?: string;
  roles?: Snowflake[] | null;
}

/** The body of `POST /applications/{application.id}/emojis`: a name and image data. */
export interface RESTPostAPIApplicationEmojiJSONBody {
  name: string;
  /** A data URI: `data:image/png;base64,…`. */
  image: string;
}

/** The body of `PATCH /applications/{application.id}/emojis/{emoji.id}`: a new name. */
export interface RESTPatchAPIApplicationEmojiJSONBody {
  name?: string;
}

/**
 * What `GET /applications/{application.id}/emojis` answers: the app's emojis under `items`.
 * @see {@link https://discord.com/developers/docs/resources/emoji#list-application-emojis | List Application Emojis}
 */
export interface RESTGetAPIApplicationEmojisResult {
  items: APIEmoji[];
}

/**
 * GUILD_EMOJIS_UPDATE: a guild's emojis changed; `emojis` is the whole new list.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-emojis-update | Guild Emojis Update}
 */
export interface GatewayGuildEmojisUpdateData {
  guild_id: Snowflake;
  emojis: APIEmoji[];
}
