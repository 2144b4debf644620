import type { Snowflake } from '../snowflake.js';
import type { APIChannel, APIDMChannel, APIGuildChannel } from './channel.js';
import type { APIEmbed } from './embed.js';
import type { APIGuild, APIGuildMember, APIPartialGuild } from './guild.js';
import type { APIMessageBodyAttachment } from './interaction-response.js';
import type { APIMessageTopLevelComponent } from './message-top-level-component.js';
import type { RESTAPIPollCreate } from './poll.js';
import type { APIMessage, APIRole, APIUser } from './resolved-objects.js';

/**
 * Which mentions in a message's content notify (and fill `mentions`, `mention_roles`,
 * `mention_everyone`). Without it, every mention does. `parse` and an id list of the same kind exclude
 * each other.
 * @see {@link https://discord.com/developers/docs/resources/message#allowed-mentions-object | Allowed mentions object}
 */
export interface APIAllowedMentions {
  /** Kinds of mentions read from the content: `users`, `roles`, `everyone` (`@everyone` and `@here`). */
  parse?: ('users' | 'roles' | 'everyone')[];
  /** Users that may be mentioned (at most 100). */
  users?: Snowflake[];
  /** Roles that may be mentioned (at most 100). */
  roles?: Snowflake[];
  /** Replies: whether the author of the message replied to is mentioned (default false when this object is given). */
  replied_user?: boolean;
}

/** A `message_reference` in a message body: the message replied to, or the message forwarded. */
export interface APIMessageReferenceSend {
  /** 0 DEFAULT (a reply, the default) or 1 FORWARD (a snapshot of the message, from any channel the app sees). */
  type?: 0 | 1 | undefined;
  message_id: Snowflake;
  /** A reply: defaults to the channel the message is sent to. A forward: required, the message's channel. */
  channel_id?: Snowflake | undefined;
  guild_id?: Snowflake | undefined;
  /** Whether a missing message is an error (default true) or the reply goes out as a plain message. */
  fail_if_not_exists?: boolean | undefined;
}

/**
 * The body of `POST /channels/{channel.id}/messages`: at least one of `content`, `embeds`, `components`,
 * files or `sticker_ids`. Only SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE and
 * IS_COMPONENTS_V2 are flags a channel message may set.
 * @see {@link https://discord.com/developers/docs/resources/message#create-message | Create Message}
 */
export interface RESTPostAPIChannelMessageJSONBody {
  content?: string | undefined;
  /** Checked against a later message of the same author with the same nonce when `enforce_nonce` is set. */
  nonce?: string | number | undefined;
  enforce_nonce?: boolean | undefined;
  tts?: boolean | undefined;
  embeds?: APIEmbed[] | undefined;
  allowed_mentions?: APIAllowedMentions | undefined;
  /** A reply (the message replied to, in this channel) or a forward (type 1: any message the app may read). */
  message_reference?: APIMessageReferenceSend | undefined;
  components?: APIMessageTopLevelComponent[] | undefined;
  /** At most 3 stickers: the guild's own, or standard ones. */
  sticker_ids?: Snowflake[] | undefined;
  /** A poll (its text, answers and duration); at most one a message, never edited. */
  poll?: RESTAPIPollCreate | undefined;
  /** The metadata of files sent in the same multipart request (`id` matches `files[n]`). */
  attachments?: APIMessageBodyAttachment[] | undefined;
  flags?: number | undefined;
}

/**
 * The body of `PATCH /channels/{channel.id}/messages/{message.id}`: the fields given replace the old ones.
 * @see {@link https://discord.com/developers/docs/resources/message#edit-message | Edit Message}
 */
export interface RESTPatchAPIChannelMessageJSONBody {
  content?: string | null | undefined;
  embeds?: APIEmbed[] | null | undefined;
  flags?: number | null | undefined;
  allowed_mentions?: APIAllowedMentions | null | undefined;
  components?: APIMessageTopLevelComponent[] | null | undefined;
  /** Attachments to keep (existing ids) and files added in the same request. */
  attachments?: APIMessageBodyAttachment[] | null | undefined;
}

/**
 * The query of `GET /channels/{channel.id}/messages`: at most one of `around`, `before`, `after`; `limit`
 * 1-100 (default 50). Newest first.
 */
export interface RESTGetAPIChannelMessagesQuery {
  around?: Snowflake;
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
}

/** The query of `GET /guilds/{guild.id}/members`: `limit` 1-1000 (default 1), members after the user id `after`. */
export interface RESTGetAPIGuildMembersQuery {
  limit?: number;
  after?: Snowflake;
}

/** The query of `GET /users/@me/guilds`: `limit` 1-200 (default 200), by guild id; `with_counts` adds the counts. */
export interface RESTGetAPICurrentUserGuildsQuery {
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
  with_counts?: boolean;
}

/** The body of `POST /users/@me/channels`: the user to open a DM with. */
export interface RESTPostAPICurrentUserCreateDMChannelJSONBody {
  recipient_id: Snowflake;
}

/** The answer of `GET /channels/{channel.id}`. */
export type RESTGetAPIChannelResult = APIChannel;
/** The answer of `GET /channels/{channel.id}/messages`: newest first. */
export type RESTGetAPIChannelMessagesResult = APIMessage[];
/** The answer of `GET`, `POST` and `PATCH` on a channel message. */
export type RESTAPIChannelMessageResult = APIMessage;
/** The answer of `GET /guilds/{guild.id}`. */
export type RESTGetAPIGuildResult = APIGuild;
/** The answer of `GET /guilds/{guild.id}/channels`: every channel but threads. */
export type RESTGetAPIGuildChannelsResult = APIGuildChannel[];
/** The answer of `GET /guilds/{guild.id}/roles`. */
export type RESTGetAPIGuildRolesResult = APIRole[];
/** The answer of `GET /guilds/{guild.id}/members/{user.id}`. */
export type RESTGetAPIGuildMemberResult = APIGuildMember;
/** The answer of `GET /guilds/{guild.id}/members`: ordered by user id. */
export type RESTGetAPIGuildMembersResult = APIGuildMember[];
/** The answer of `GET /users/{user.id}`. */
export type RESTGetAPIUserResult = APIUser;
/** The answer of `GET /users/@me/guilds`. */
export type RESTGetAPICurrentUserGuildsResult = APIPartialGuild[];
/** The answer of `POST /users/@me/channels`. */
export type RESTPostAPICurrentUserCreateDMChannelResult = APIDMChannel;
