import { type APIGuildMember, Endpoints, type Snowflake } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { ListGuildMembersOptions } from '../channel-call-options.js';
import type { RESTCore } from '../client/rest-core.js';

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
}
