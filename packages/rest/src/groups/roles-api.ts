import {
  type APIRole,
  Endpoints,
  type RESTGetAPIGuildRoleMemberCountsResult,
  type RESTPatchAPIGuildRoleJSONBody,
  type RESTPatchAPIGuildRolePositionsJSONBody,
  type RESTPostAPIGuildRoleJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { Encodable } from '../json-encodable.js';

/**
 * The roles of a guild (`rest.roles`, Bot token), limited per guild.
 * @example
 * const roles = await rest.roles.getGuildRoles(guildId);
 * @see {@link https://discord.com/developers/docs/topics/permissions#role-object | Role object}
 */
export class RolesAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A guild's roles (`GET /guilds/{guild.id}/roles`).
   * @example
   * const roles = await rest.roles.getGuildRoles(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-roles | Get Guild Roles}
   */
  getGuildRoles(guildId: Snowflake, options?: CallOptions): Promise<APIRole[]> {
    return this.#core.send(Endpoints.listGuildRoles, { guildId }, undefined, options);
  }

  /**
   * One role of a guild (`GET /guilds/{guild.id}/roles/{role.id}`).
   * @example
   * const role = await rest.roles.getGuildRole(guildId, roleId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-role | Get Guild Role}
   */
  getGuildRole(guildId: Snowflake, roleId: Snowflake, options?: CallOptions): Promise<APIRole> {
    return this.#core.send(Endpoints.getGuildRole, { guildId, roleId }, undefined, options);
  }

  /**
   * How many members hold each role, by role id, `@everyone` aside
   * (`GET /guilds/{guild.id}/roles/member-counts`).
   * @example
   * const counts = await rest.roles.getGuildRoleMemberCounts(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-role-member-counts | Get Guild Role Member Counts}
   */
  getGuildRoleMemberCounts(
    guildId: Snowflake,
    options?: CallOptions,
  ): Promise<RESTGetAPIGuildRoleMemberCountsResult> {
    return this.#core.send(Endpoints.guildRoleMemberCounts, { guildId }, undefined, options);
  }

  /**
   * Creates a role (`POST /guilds/{guild.id}/roles`), just above @everyone: Manage Roles, and only
   * permissions the bot holds itself. Never replayed after an ambiguous failure (it would make two).
   * @example
   * const role = await rest.roles.createGuildRole(guildId, { name: 'Verified', hoist: true }, { reason: 'Setup' });
   * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-role | Create Guild Role}
   */
  createGuildRole(
    guildId: Snowflake,
    body: Encodable<RESTPostAPIGuildRoleJSONBody> = {},
    options?: AuditLogOptions,
  ): Promise<APIRole> {
    return this.#core.send(Endpoints.createGuildRole, { guildId }, body, options);
  }

  /**
   * Moves roles (`PATCH /guilds/{guild.id}/roles`), each below the bot's highest role, and answers every
   * role in its new order.
   * @example
   * await rest.roles.editGuildRolePositions(guildId, [{ id: roleId, position: 2 }]);
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-role-positions | Modify Guild Role Positions}
   */
  editGuildRolePositions(
    guildId: Snowflake,
    body: RESTPatchAPIGuildRolePositionsJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIRole[]> {
    return this.#core.send(Endpoints.bulkUpdateGuildRoles, { guildId }, body, options);
  }

  /**
   * Edits a role below the bot's highest role (`PATCH /guilds/{guild.id}/roles/{role.id}`): name,
   * permissions (only ones the bot holds), colours, hoist, icon, mentionable.
   * @example
   * await rest.roles.editGuildRole(guildId, roleId, { color: 0x5865f2 });
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-role | Modify Guild Role}
   */
  editGuildRole(
    guildId: Snowflake,
    roleId: Snowflake,
    body: Encodable<RESTPatchAPIGuildRoleJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIRole> {
    return this.#core.send(Endpoints.updateGuildRole, { guildId, roleId }, body, options);
  }

  /**
   * Deletes a role below the bot's highest role (`DELETE /guilds/{guild.id}/roles/{role.id}`); a retry
   * that finds it gone (10011) resolves.
   * @example
   * await rest.roles.deleteGuildRole(guildId, roleId, { reason: 'Unused' });
   * @see {@link https://discord.com/developers/docs/resources/guild#delete-guild-role | Delete Guild Role}
   */
  deleteGuildRole(guildId: Snowflake, roleId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.deleteGuildRole, { guildId, roleId }, undefined, options);
  }
}
