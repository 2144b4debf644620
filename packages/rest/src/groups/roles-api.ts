import { type APIRole, Endpoints, type Snowflake } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

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
}
