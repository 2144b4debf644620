import type { ChannelType } from '../enums/channel-type.js';
import type { Snowflake } from '../snowflake.js';
import type { APIEmbed } from './embed.js';
import type { APIMessageTopLevelComponent } from './message-top-level-component.js';
import type { APIPoll } from './poll.js';
import type { APIReaction } from './reaction.js';
import type { APIStickerItem } from './sticker-item.js';

/** A user, as interactions carry it. */
export interface APIUser {
  id: Snowflake;
  username: string;
  discriminator: string;
  global_name: string | null;
  avatar: string | null;
  bot?: boolean;
  public_flags?: number;
}

/** A guild member, as the interaction's `member` carries it (with the user and the member's permissions). */
export interface APIInteractionGuildMember {
  user: APIUser;
  roles: Snowflake[];
  nick?: string | null;
  avatar?: string | null;
  /** Null for members the service cannot date (discord-api-types types it so). */
  joined_at: string | null;
  premium_since?: string | null;
  pending?: boolean;
  /** Seen on the wire beside `pending`. */
  is_pending?: boolean;
  mute: boolean;
  deaf: boolean;
  /** The member's permissions in the channel, as a decimal bit-set string. */
  permissions: string;
  communication_disabled_until?: string | null;
  flags: number;
}

/** A member inside `resolved.members`: no user, deaf or mute. */
export interface APIInteractionDataResolvedGuildMember {
  roles: Snowflake[];
  nick?: string | null;
  avatar?: string | null;
  /** Null for members the service cannot date (discord-api-types types it so). */
  joined_at: string | null;
  premium_since?: string | null;
  pending?: boolean;
  permissions: string;
  communication_disabled_until?: string | null;
  flags: number;
}

/** A role. */
export interface APIRole {
  id: Snowflake;
  name: string;
  color: number;
  hoist: boolean;
  position: number;
  /** Decimal bit-set string. */
  permissions: string;
  managed: boolean;
  mentionable: boolean;
  flags: number;
  /** The role's colours (`primary_color` is `color`); always sent, as Discord's document requires. */
  colors: { primary_color: number; secondary_color: number | null; tertiary_color: number | null };
  icon?: string | null;
  unicode_emoji?: string | null;
  /** What the role belongs to: an integration's bot (`bot_id`), boosters, … */
  tags?: { bot_id?: Snowflake; integration_id?: Snowflake };
}

/** A partial channel, as in `resolved.channels` and the interaction's `channel`. */
export interface APIInteractionDataResolvedChannel {
  id: Snowflake;
  type: ChannelType;
  name?: string | null;
  /** The member's permissions in it, as a decimal bit-set string. */
  permissions: string;
  /** The parent channel of a thread, or the category of a channel. */
  parent_id?: Snowflake | null;
  nsfw?: boolean;
}

/** An attachment, as in `resolved.attachments` and a message's `attachments`. */
export interface APIAttachment {
  id: Snowflake;
  filename: string;
  /** The alt text given with the upload (at most 1024 characters). */
  description?: string;
  size: number;
  url: string;
  proxy_url: string;
  content_type?: string;
  height?: number | null;
  width?: number | null;
  /** Files of ephemeral messages (and ATTACHMENT option values) are ephemeral. */
  ephemeral?: boolean;
}

/** A message, as in `resolved.messages` and as interaction responses are recorded. */
export interface APIMessage {
  id: Snowflake;
  channel_id: Snowflake;
  author: APIUser;
  content: string;
  timestamp: string;
  edited_timestamp: string | null;
  tts: boolean;
  mention_everyone: boolean;
  mentions: APIUser[];
  mention_roles: Snowflake[];
  attachments: APIAttachment[];
  embeds: APIEmbed[];
  pinned: boolean;
  type: number;
  flags?: number;
  components?: APIMessageTopLevelComponent[];
  webhook_id?: Snowflake;
  application_id?: Snowflake;
  /** The `nonce` the message was sent with (channel messages), echoed back once. */
  nonce?: string | number;
  /** Replies (type 19): the message replied to. */
  message_reference?: APIMessageReference;
  /** Replies: the message replied to, as it is now (null when it was deleted). */
  referenced_message?: APIMessage | null;
  /** The reactions, one entry per emoji in the order first used; absent when there are none. */
  reactions?: APIReaction[];
  /** A poll message: the poll with its results as the reader sees them. */
  poll?: APIPoll;
  /** The stickers the message was sent with (at most 3). */
  sticker_items?: APIStickerItem[];
  /** A forward (`message_reference.type` 1): the message forwarded, as it was when forwarded (one). */
  message_snapshots?: APIMessageSnapshot[];
}

/**
 * A copy of a forwarded message taken when it was forwarded (never updated): the fields that render it,
 * without its author.
 * @see {@link https://discord.com/developers/docs/resources/message#message-snapshot-object | Message snapshot object}
 */
export interface APIMessageSnapshot {
  message: Pick<
    APIMessage,
    | 'type'
    | 'content'
    | 'embeds'
    | 'attachments'
    | 'timestamp'
    | 'edited_timestamp'
    | 'mentions'
    | 'mention_roles'
    | 'flags'
    | 'components'
    | 'sticker_items'
  >;
}

/**
 * Where a message points, as a message carries it: for a reply (type 0, the default), the message
 * replied to.
 * @see {@link https://discord.com/developers/docs/resources/message#message-reference-structure | Message reference structure}
 */
export interface APIMessageReference {
  /** 0 DEFAULT (a reply), 1 FORWARD. */
  type?: 0 | 1;
  message_id?: Snowflake;
  channel_id: Snowflake;
  guild_id?: Snowflake;
}

/**
 * The `resolved` maps of an interaction's data, keyed by id.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export interface APIInteractionDataResolved {
  users?: Record<Snowflake, APIUser>;
  members?: Record<Snowflake, APIInteractionDataResolvedGuildMember>;
  roles?: Record<Snowflake, APIRole>;
  channels?: Record<Snowflake, APIInteractionDataResolvedChannel>;
  messages?: Record<Snowflake, APIMessage>;
  attachments?: Record<Snowflake, APIAttachment>;
}
