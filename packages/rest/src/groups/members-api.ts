import {
  type APIGuildMember,
  Endpoints,
  type RESTPatchAPICurrentGuildMemberJSONBody,
  type RESTPatchAPIGuildMemberJSONBody,
  type RESTPutAPIGuildMemberJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { ListGuildMembersOptions } from '../channel-call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { SearchGuildMembersOptions } from '../guild-admin-call-options.js';
import type { Encodable } from '../json-encodable.js';

/**
 * The members of a guild (`rest.members`, Bot token), limited per guild.
 * @example
 * const member = await rest.members.getGuildMember(guildId, userId);
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-member-object | Guild member}
 */
export class MembersAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * Adds a user to the guild with their OAuth2 access token (`PUT /guilds/{guild.id}/members/{user.id}`):
   * the token must be of the bot's application and hold `guilds.join`, and the bot needs Create Invite (and
   * Manage Nicknames, Manage Roles, Mute Members or Deafen Members for `nick`, `roles`, `mute`, `deaf`).
   * Answers the new member, or `undefined` when the user was a member already (nothing changes then);
   * GUILD_MEMBER_ADD follows a join.
   * @example
   * const member = await rest.members.addGuildMember(guildId, user.id, { access_token: token.accessToken, roles: [verifiedRoleId] });
   * @see {@link https://discord.com/developers/docs/resources/guild#add-guild-member | Add Guild Member}
   */
  addGuildMember(
    guildId: Snowflake,
    userId: Snowflake,
    body: Encodable<RESTPutAPIGuildMemberJSONBody>,
    options?: CallOptions,
  ): Promise<APIGuildMember | undefined> {
    return this.#core.send(Endpoints.addGuildMember, { guildId, userId }, body, options);
  }

  /**
   * One member of a guild with their user (`GET /guilds/{guild.id}/members/{user.id}`).
   * @example
   * const member = await rest.members.getGuildMember(guildId, userId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-member | Get Guild Member}
   */
  getGuildMember(guildId: Snowflake, userId: Snowflake, options?: CallOptions): Promise<APIGuildMember> {
    return this.#core.send(Endpoints.getGuildMember, { guildId, userId }, undefined, options);
  }

  /**
   * A page of a guild's members in order of user id (`GET /guilds/{guild.id}/members`). Needs the
   * GUILD_MEMBERS privileged intent enabled for the app (403/50001 otherwise).
   * @example
   * const members = await rest.members.getGuildMembers(guildId, { limit: 1000 });
   * @see {@link https://discord.com/developers/docs/resources/guild#list-guild-members | List Guild Members}
   */
  getGuildMembers(guildId: Snowflake, options: ListGuildMembersOptions = {}): Promise<APIGuildMember[]> {
    const { limit, after, ...call } = options;
    return this.#core.send(Endpoints.listGuildMembers, { guildId }, undefined, {
      ...call,
      query: { limit, after },
    });
  }

  /**
   * The members whose username or nickname starts with `query` (`GET /guilds/{guild.id}/members/search`).
   * @example
   * const found = await rest.members.searchGuildMembers(guildId, 'ali', { limit: 10 });
   * @see {@link https://discord.com/developers/docs/resources/guild#search-guild-members | Search Guild Members}
   */
  searchGuildMembers(
    guildId: Snowflake,
    query: string,
    options: SearchGuildMembersOptions = {},
  ): Promise<APIGuildMember[]> {
    const { limit, ...call } = options;
    return this.#core.send(Endpoints.searchGuildMembers, { guildId }, undefined, {
      ...call,
      query: { query, limit },
    });
  }

  /**
   * Edits a member (`PATCH /guilds/{guild.id}/members/{user.id}`): `nick` (Manage Nicknames), `roles`
   * (Manage Roles, each below the bot's highest role), `communication_disabled_until` (a timeout, Moderate
   * Members, at most 28 days ahead; `null` lifts it), `mute`/`deaf`, `channel_id`, `flags`. Refused (403,
   * 50013) for the owner and for a member at or above the bot.
   * @example
   * await rest.members.editGuildMember(guildId, userId, { communication_disabled_until: until }, { reason: 'Spam' });
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-member | Modify Guild Member}
   */
  editGuildMember(
    guildId: Snowflake,
    userId: Snowflake,
    body: Encodable<RESTPatchAPIGuildMemberJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIGuildMember> {
    return this.#core.send(Endpoints.updateGuildMember, { guildId, userId }, body, options);
  }

  /**
   * Edits the bot's own member (`PATCH /guilds/{guild.id}/members/@me`): its nickname (Change Nickname).
   * @example
   * await rest.members.editCurrentGuildMember(guildId, { nick: 'Helper' });
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-current-member | Modify Current Member}
   */
  editCurrentGuildMember(
    guildId: Snowflake,
    body: Encodable<RESTPatchAPICurrentGuildMemberJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIGuildMember> {
    return this.#core.send(Endpoints.updateMyGuildMember, { guildId }, body, options);
  }

  /**
   * Gives a member a role (`PUT /guilds/{guild.id}/members/{user.id}/roles/{role.id}`): Manage Roles, and
   * the role below the bot's highest role.
   * @example
   * await rest.members.addGuildMemberRole(guildId, userId, roleId, { reason: 'Verified' });
   * @see {@link https://discord.com/developers/docs/resources/guild#add-guild-member-role | Add Guild Member Role}
   */
  addGuildMemberRole(
    guildId: Snowflake,
    userId: Snowflake,
    roleId: Snowflake,
    options?: AuditLogOptions,
  ): Promise<void> {
    return this.#core.send(Endpoints.addGuildMemberRole, { guildId, userId, roleId }, undefined, options);
  }

  /**
   * Takes a role from a member (`DELETE /guilds/{guild.id}/members/{user.id}/roles/{role.id}`), as
   * {@link MembersAPI.addGuildMemberRole} judges it.
   * @example
   * await rest.members.removeGuildMemberRole(guildId, userId, roleId);
   * @see {@link https://discord.com/developers/docs/resources/guild#remove-guild-member-role | Remove Guild Member Role}
   */
  removeGuildMemberRole(
    guildId: Snowflake,
    userId: Snowflake,
    roleId: Snowflake,
    options?: AuditLogOptions,
  ): Promise<void> {
    return this.#core.send(Endpoints.deleteGuildMemberRole, { guildId, userId, roleId }, undefined, options);
  }

  /**
   * Kicks a member (`DELETE /guilds/{guild.id}/members/{user.id}`): Kick Members, on a member below the
   * bot (never the owner); a retry that finds them gone (10007) resolves.
   * @example
   * await rest.members.removeGuildMember(guildId, userId, { reason: 'Raid' });
   * @see {@link https://discord.com/developers/docs/resources/guild#remove-guild-member | Remove Guild Member}
   */
  removeGuildMember(guildId: Snowflake, userId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.deleteGuildMember, { guildId, userId }, undefined, options);
  }
}
