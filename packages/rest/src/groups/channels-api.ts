import { type APIChannel, Endpoints, type Snowflake } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

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
}
