import type {
  APIChannel,
  APIMessage,
  RESTPatchAPIChannelMessageJSONBody,
  RESTPostAPIChannelMessageJSONBody,
  Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { ListChannelMessagesOptions } from '../channel-call-options.js';
import type { MessageCallOptions } from '../files/message-call-options.js';
import type { Encodable } from '../json-encodable.js';

/**
 * The channel and message methods of `REST` a bot also calls (Bot token): read a channel, read, send,
 * edit and delete its messages. Limited per channel (the channel id is the major parameter); deletes of
 * messages are a bucket of their own.
 * @example
 * const channels: ChannelMethods = new REST({ token });
 * @see README "Channels, guilds and users"
 */
export interface ChannelMethods {
  /**
   * A channel (`GET /channels/{channel.id}`): a guild channel with its position, overwrites, parent,
   * topic and slowmode; a thread with its metadata; or a DM with its recipient.
   * @example
   * const channel = await rest.getChannel(interaction.channel_id);
   * @see {@link https://discord.com/developers/docs/resources/channel#get-channel | Get Channel}
   */
  getChannel(channelId: Snowflake, options?: CallOptions): Promise<APIChannel>;

  /**
   * A page of a channel's messages, newest first (`GET /channels/{channel.id}/messages`); empty when the
   * bot lacks Read Message History there.
   * @example
   * const latest = await rest.getChannelMessages(channelId, { limit: 10 });
   * @see {@link https://discord.com/developers/docs/resources/message#get-channel-messages | Get Channel Messages}
   */
  getChannelMessages(channelId: Snowflake, options?: ListChannelMessagesOptions): Promise<APIMessage[]>;

  /**
   * One message of a channel (`GET /channels/{channel.id}/messages/{message.id}`).
   * @example
   * const message = await rest.getChannelMessage(channelId, messageId);
   * @see {@link https://discord.com/developers/docs/resources/message#get-channel-message | Get Channel Message}
   */
  getChannelMessage(channelId: Snowflake, messageId: Snowflake, options?: CallOptions): Promise<APIMessage>;

  /**
   * Sends a message as the bot (`POST /channels/{channel.id}/messages`): content, embeds, components
   * (Components V2 with the IS_COMPONENTS_V2 flag), a reply with `message_reference`, which mentions
   * notify with `allowed_mentions`, and files with `options.files` (multipart; Attach Files). Needs Send
   * Messages (Send Messages in Threads in a thread); never replayed after an ambiguous failure (give a
   * `nonce` with `enforce_nonce` to make a resend safe).
   * @example
   * await rest.createMessage(channelId, { content: 'Done!', message_reference: { message_id: questionId } });
   * await rest.createMessage(channelId, { content: 'The report' }, { files: [{ name: 'report.txt', data: bytes }] });
   * @see {@link https://discord.com/developers/docs/resources/message#create-message | Create Message}
   */
  createMessage(
    channelId: Snowflake,
    body: Encodable<RESTPostAPIChannelMessageJSONBody>,
    options?: MessageCallOptions,
  ): Promise<APIMessage>;

  /**
   * Edits a message the bot sent (`PATCH /channels/{channel.id}/messages/{message.id}`): the fields given
   * replace the old ones; `options.files` adds files (the message's files stay unless `attachments` says
   * which to keep).
   * @example
   * await rest.editMessage(channelId, messageId, { content: 'Edited' });
   * @see {@link https://discord.com/developers/docs/resources/message#edit-message | Edit Message}
   */
  editMessage(
    channelId: Snowflake,
    messageId: Snowflake,
    body: Encodable<RESTPatchAPIChannelMessageJSONBody>,
    options?: MessageCallOptions,
  ): Promise<APIMessage>;

  /**
   * Deletes a message (`DELETE /channels/{channel.id}/messages/{message.id}`): the bot's own, or anyone's
   * with Manage Messages; a retry that finds it already gone (10008) resolves.
   * @example
   * await rest.deleteMessage(channelId, messageId);
   * @see {@link https://discord.com/developers/docs/resources/message#delete-message | Delete Message}
   */
  deleteMessage(channelId: Snowflake, messageId: Snowflake, options?: CallOptions): Promise<void>;
}
