import {
  type APIChannel,
  type APIFollowedChannel,
  Endpoints,
  type RESTPatchAPIChannelJSONBody,
  type RESTPostAPIChannelFollowersJSONBody,
  type RESTPutAPIChannelPermissionJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { Encodable } from '../json-encodable.js';

/**
 * Channels (`rest.channels`): guild channels, threads and DMs, limited per channel. Their messages are
 * `rest.messages`.
 * @example
 * const channel = await rest.channels.getChannel(interaction.channel_id);
 * @see {@link https://discord.com/developers/docs/resources/channel | Channel resource}
 */
export class ChannelsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A channel (`GET /channels/{channel.id}`): a guild channel with its position, overwrites, parent,
   * topic and slowmode; a thread with its metadata; or a DM with its recipient.
   * @example
   * const channel = await rest.channels.getChannel(interaction.channel_id);
   * @see {@link https://discord.com/developers/docs/resources/channel#get-channel | Get Channel}
   */
  getChannel(channelId: Snowflake, options?: CallOptions): Promise<APIChannel> {
    return this.#core.send(Endpoints.getChannel, { channelId }, undefined, options);
  }

  /**
   * Edits a guild channel (`PATCH /channels/{channel.id}`): name, topic, nsfw, slowmode, parent, position,
   * overwrites (Manage Channels; Manage Roles for overwrites).
   * @example
   * await rest.channels.editChannel(channelId, { topic: 'Support', rate_limit_per_user: 10 });
   * @see {@link https://discord.com/developers/docs/resources/channel#modify-channel | Modify Channel}
   */
  editChannel(
    channelId: Snowflake,
    body: Encodable<RESTPatchAPIChannelJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIChannel> {
    return this.#core.send(Endpoints.updateChannel, { channelId }, body, options);
  }

  /**
   * Deletes a guild channel (`DELETE /channels/{channel.id}`, Manage Channels) and answers it; a
   * category's channels lose their parent. A retry that finds it gone (10003) resolves with `undefined`.
   * @example
   * await rest.channels.deleteChannel(channelId, { reason: 'Ticket closed' });
   * @see {@link https://discord.com/developers/docs/resources/channel#deleteclose-channel | Delete/Close Channel}
   */
  deleteChannel(channelId: Snowflake, options?: AuditLogOptions): Promise<APIChannel | undefined> {
    return this.#core.send(Endpoints.deleteChannel, { channelId }, undefined, options);
  }

  /**
   * Sets one role's or member's overwrite of a channel
   * (`PUT /channels/{channel.id}/permissions/{overwrite.id}`; `type` 0 role, 1 member): Manage Roles, each
   * bit one the bot holds there.
   * @example
   * await rest.channels.editChannelPermissions(channelId, userId, { type: 1, allow: String(PermissionFlags.ViewChannel) });
   * @see {@link https://discord.com/developers/docs/resources/channel#edit-channel-permissions | Edit Channel Permissions}
   */
  editChannelPermissions(
    channelId: Snowflake,
    overwriteId: Snowflake,
    body: Encodable<RESTPutAPIChannelPermissionJSONBody>,
    options?: AuditLogOptions,
  ): Promise<void> {
    return this.#core.send(
      Endpoints.setChannelPermissionOverwrite,
      { channelId, overwriteId },
      body,
      options,
    );
  }

  /**
   * Removes one role's or member's overwrite of a channel
   * (`DELETE /channels/{channel.id}/permissions/{overwrite.id}`, Manage Roles).
   * @example
   * await rest.channels.deleteChannelPermission(channelId, roleId);
   * @see {@link https://discord.com/developers/docs/resources/channel#delete-channel-permission | Delete Channel Permission}
   */
  deleteChannelPermission(
    channelId: Snowflake,
    overwriteId: Snowflake,
    options?: AuditLogOptions,
  ): Promise<void> {
    return this.#core.send(
      Endpoints.deleteChannelPermissionOverwrite,
      { channelId, overwriteId },
      undefined,
      options,
    );
  }

  /**
   * Shows "the bot is typing" in a channel for about 10 seconds, or until it sends a message
   * (`POST /channels/{channel.id}/typing`; Send Messages).
   * @example
   * await rest.channels.triggerTypingIndicator(channelId);
   * @see {@link https://discord.com/developers/docs/resources/channel#trigger-typing-indicator | Trigger Typing Indicator}
   */
  triggerTypingIndicator(channelId: Snowflake, options?: CallOptions): Promise<void> {
    return this.#core.send(Endpoints.triggerTypingIndicator, { channelId }, undefined, options);
  }

  /**
   * Follows an announcement channel into another channel of the bot's (`POST
   * /channels/{channel.id}/followers`, Manage Webhooks there): its messages are crossposted through a
   * webhook.
   * @example
   * await rest.channels.followAnnouncementChannel(newsId, { webhook_channel_id: targetId });
   * @see {@link https://discord.com/developers/docs/resources/channel#follow-announcement-channel | Follow Announcement Channel}
   */
  followAnnouncementChannel(
    channelId: Snowflake,
    body: Encodable<RESTPostAPIChannelFollowersJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIFollowedChannel> {
    return this.#core.send(Endpoints.followChannel, { channelId }, body, options);
  }
}
