import type { WebhookType } from '../enums/webhook-type.js';
import type { Snowflake } from '../snowflake.js';
import type { APIAllowedMentions } from './channel-message-bodies.js';
import type { APIInteractionResponseMessageData } from './interaction-response.js';
import type { APIUser } from './resolved-objects.js';

/**
 * A webhook, as the webhook routes answer it. An incoming webhook carries its `token` for callers that
 * may post with it (the app that made it, or anyone for a webhook a user made) and never when it is read
 * with its token; `user` (who made it) is left out then too.
 * @see {@link https://discord.com/developers/docs/resources/webhook#webhook-object | Webhook object}
 */
export interface APIWebhook {
  id: Snowflake;
  type: WebhookType;
  guild_id?: Snowflake | null;
  channel_id: Snowflake | null;
  /** Who made it; absent when read with its token. */
  user?: APIUser;
  name: string | null;
  /** The avatar's hash (null: the default avatar). */
  avatar: string | null;
  /** Incoming webhooks: the secret that executes it. */
  token?: string;
  /** The app that made it (an app-owned webhook may send interactive components), or null. */
  application_id: Snowflake | null;
  /** Channel follower webhooks: the guild followed. */
  source_guild?: { id: Snowflake; name: string; icon: string | null };
  /** Channel follower webhooks: the channel followed. */
  source_channel?: { id: Snowflake; name: string };
  /** The URL that executes it. */
  url?: string;
}

/**
 * The body of `POST /channels/{channel.id}/webhooks`: a name of 1-80 characters without "clyde" or
 * "discord", and an optional avatar as image data (`data:image/png;base64,…`).
 * @see {@link https://discord.com/developers/docs/resources/webhook#create-webhook | Create Webhook}
 */
export interface RESTPostAPIChannelWebhookJSONBody {
  name: string;
  avatar?: string | null | undefined;
}

/**
 * The body of `PATCH /webhooks/{webhook.id}`: every field optional; `channel_id` moves it to another
 * channel of the guild.
 * @see {@link https://discord.com/developers/docs/resources/webhook#modify-webhook | Modify Webhook}
 */
export interface RESTPatchAPIWebhookJSONBody {
  name?: string | undefined;
  avatar?: string | null | undefined;
  channel_id?: Snowflake | undefined;
}

/**
 * The body of `PATCH /webhooks/{webhook.id}/{webhook.token}`: a name or an avatar (a webhook cannot move
 * itself).
 * @see {@link https://discord.com/developers/docs/resources/webhook#modify-webhook-with-token | Modify Webhook with Token}
 */
export type RESTPatchAPIWebhookWithTokenJSONBody = Omit<RESTPatchAPIWebhookJSONBody, 'channel_id'>;

/**
 * The body of `POST /webhooks/{webhook.id}/{webhook.token}`: a message (content, embeds, components,
 * files, a poll) with the name and avatar it is shown under and, in a forum or media channel, the post
 * it starts. An interaction's follow-up takes the message fields alone.
 * @see {@link https://discord.com/developers/docs/resources/webhook#execute-webhook | Execute Webhook}
 */
export interface RESTPostAPIWebhookWithTokenJSONBody extends APIInteractionResponseMessageData {
  /** The name shown instead of the webhook's (1-80 characters, no "clyde" or "discord"). */
  username?: string | undefined;
  /** The avatar shown instead of the webhook's: an http(s) URL. */
  avatar_url?: string | undefined;
  allowed_mentions?: APIAllowedMentions | undefined;
  /** In a forum or media channel: the title of the post this message starts. */
  thread_name?: string | undefined;
  /** In a forum or media channel: the tags of the post this message starts. */
  applied_tags?: Snowflake[] | undefined;
  /** A poll: its question, answers and duration. */
  poll?: object | undefined;
}

/**
 * The body of `PATCH /webhooks/{webhook.id}/{webhook.token}/messages/{message.id}` (and `@original`): the
 * fields of the message to replace.
 * @see {@link https://discord.com/developers/docs/resources/webhook#edit-webhook-message | Edit Webhook Message}
 */
export type RESTPatchAPIWebhookWithTokenMessageJSONBody = APIInteractionResponseMessageData;
