import type {
  APIChannel,
  APIDMChannel,
  APIGuild,
  APIGuildChannel,
  APIGuildMember,
  APIMessage,
  APIPartialGuild,
  APIRole,
  APIUser,
  RESTPatchAPIChannelMessageJSONBody,
  RESTPostAPIChannelMessageJSONBody,
  Snowflake,
} from '@slashkit/api';
import type { CallOptions } from './call-options.js';
import type {
  GetGuildOptions,
  ListChannelMessagesOptions,
  ListCurrentUserGuildsOptions,
  ListGuildMembersOptions,
} from './channel-call-options.js';
import type { RESTCore } from './client/rest-core.js';
import { ChannelEndpoints } from './endpoints/channel-endpoints.js';
import type { ChannelMethods } from './endpoints/channel-methods.js';
import { GuildEndpoints } from './endpoints/guild-endpoints.js';
import type { GuildMethods } from './endpoints/guild-methods.js';
import { UserEndpoints } from './endpoints/user-endpoints.js';
import type { UserMethods } from './endpoints/user-methods.js';
import type { MessageCallOptions } from './files/message-call-options.js';
import type { Encodable } from './json-encodable.js';

/**
 * What a bot also calls besides commands and interactions — channels and messages, guilds and members,
 * users and DMs ({@link ChannelMethods}, {@link GuildMethods}, {@link UserMethods}) — as the methods
 * `REST` inherits: each handed to its endpoint group over the client's one request core. Use them through
 * `REST`.
 * @example
 * const rest = new REST({ token });
 * await rest.createMessage(channelId, { content: 'Hello' });
 * @see README "Channels, guilds and users"
 */
export class BotResourcesClient implements ChannelMethods, GuildMethods, UserMethods {
  readonly #channels: ChannelEndpoints;
  readonly #guilds: GuildEndpoints;
  readonly #users: UserEndpoints;

  /** @internal `REST` builds the core and hands it here. */
  protected constructor(core: RESTCore) {
    this.#channels = new ChannelEndpoints(core);
    this.#guilds = new GuildEndpoints(core);
    this.#users = new UserEndpoints(core);
  }

  /** {@inheritDoc ChannelMethods.getChannel} */
  getChannel(channelId: Snowflake, options?: CallOptions): Promise<APIChannel> {
    return this.#channels.getChannel(channelId, options);
  }

  /** {@inheritDoc ChannelMethods.getChannelMessages} */
  getChannelMessages(channelId: Snowflake, options?: ListChannelMessagesOptions): Promise<APIMessage[]> {
    return this.#channels.getChannelMessages(channelId, options);
  }

  /** {@inheritDoc ChannelMethods.getChannelMessage} */
  getChannelMessage(channelId: Snowflake, messageId: Snowflake, options?: CallOptions): Promise<APIMessage> {
    return this.#channels.getChannelMessage(channelId, messageId, options);
  }

  /** {@inheritDoc ChannelMethods.createMessage} */
  createMessage(
    channelId: Snowflake,
    body: Encodable<RESTPostAPIChannelMessageJSONBody>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    return this.#channels.createMessage(channelId, body, options);
  }

  /** {@inheritDoc ChannelMethods.editMessage} */
  editMessage(
    channelId: Snowflake,
    messageId: Snowflake,
    body: Encodable<RESTPatchAPIChannelMessageJSONBody>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    return this.#channels.editMessage(channelId, messageId, body, options);
  }

  /** {@inheritDoc ChannelMethods.deleteMessage} */
  deleteMessage(channelId: Snowflake, messageId: Snowflake, options?: CallOptions): Promise<void> {
    return this.#channels.deleteMessage(channelId, messageId, options);
  }

  /** {@inheritDoc GuildMethods.getGuild} */
  getGuild(guildId: Snowflake, options?: GetGuildOptions): Promise<APIGuild> {
    return this.#guilds.getGuild(guildId, options);
  }

  /** {@inheritDoc GuildMethods.getGuildChannels} */
  getGuildChannels(guildId: Snowflake, options?: CallOptions): Promise<APIGuildChannel[]> {
    return this.#guilds.getGuildChannels(guildId, options);
  }

  /** {@inheritDoc GuildMethods.getGuildRoles} */
  getGuildRoles(guildId: Snowflake, options?: CallOptions): Promise<APIRole[]> {
    return this.#guilds.getGuildRoles(guildId, options);
  }

  /** {@inheritDoc GuildMethods.getGuildMember} */
  getGuildMember(guildId: Snowflake, userId: Snowflake, options?: CallOptions): Promise<APIGuildMember> {
    return this.#guilds.getGuildMember(guildId, userId, options);
  }

  /** {@inheritDoc GuildMethods.getGuildMembers} */
  getGuildMembers(guildId: Snowflake, options?: ListGuildMembersOptions): Promise<APIGuildMember[]> {
    return this.#guilds.getGuildMembers(guildId, options);
  }

  /** {@inheritDoc UserMethods.getUser} */
  getUser(userId: Snowflake, options?: CallOptions): Promise<APIUser> {
    return this.#users.getUser(userId, options);
  }

  /** {@inheritDoc UserMethods.getCurrentUserGuilds} */
  getCurrentUserGuilds(options?: ListCurrentUserGuildsOptions): Promise<APIPartialGuild[]> {
    return this.#users.getCurrentUserGuilds(options);
  }

  /** {@inheritDoc UserMethods.createDM} */
  createDM(recipientId: Snowflake, options?: CallOptions): Promise<APIDMChannel> {
    return this.#users.createDM(recipientId, options);
  }
}
