import type { APIGuild, APIGuildChannel, APIGuildMember, APIRole, Snowflake } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { GetGuildOptions, ListGuildMembersOptions } from '../channel-call-options.js';

/**
 * The guild methods of `REST` a bot also calls (Bot token, a guild its app is installed in): the guild,
 * its channels, roles and members. Limited per guild (the guild id is the major parameter).
 * @example
 * const guilds: GuildMethods = new REST({ token });
 * @see README "Channels, guilds and users"
 */
export interface GuildMethods {
  /**
   * A guild (`GET /guilds/{guild.id}`) with its roles; with `withCounts`, the approximate member and
   * presence counts.
   * @example
   * const guild = await rest.getGuild(guildId, { withCounts: true });
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild | Get Guild}
   */
  getGuild(guildId: Snowflake, options?: GetGuildOptions): Promise<APIGuild>;

  /**
   * A guild's channels, threads aside (`GET /guilds/{guild.id}/channels`).
   * @example
   * const channels = await rest.getGuildChannels(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-channels | Get Guild Channels}
   */
  getGuildChannels(guildId: Snowflake, options?: CallOptions): Promise<APIGuildChannel[]>;

  /**
   * A guild's roles (`GET /guilds/{guild.id}/roles`).
   * @example
   * const roles = await rest.getGuildRoles(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-roles | Get Guild Roles}
   */
  getGuildRoles(guildId: Snowflake, options?: CallOptions): Promise<APIRole[]>;

  /**
   * One member of a guild with their user (`GET /guilds/{guild.id}/members/{user.id}`).
   * @example
   * const member = await rest.getGuildMember(guildId, userId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-member | Get Guild Member}
   */
  getGuildMember(guildId: Snowflake, userId: Snowflake, options?: CallOptions): Promise<APIGuildMember>;

  /**
   * A page of a guild's members in order of user id (`GET /guilds/{guild.id}/members`). Needs the
   * GUILD_MEMBERS privileged intent enabled for the app (403/50001 otherwise).
   * @example
   * const members = await rest.getGuildMembers(guildId, { limit: 1000 });
   * @see {@link https://discord.com/developers/docs/resources/guild#list-guild-members | List Guild Members}
   */
  getGuildMembers(guildId: Snowflake, options?: ListGuildMembersOptions): Promise<APIGuildMember[]>;
}
