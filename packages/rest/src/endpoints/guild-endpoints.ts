import {
  type APIGuild,
  type APIGuildChannel,
  type APIGuildMember,
  type APIRole,
  Routes,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { GetGuildOptions, ListGuildMembersOptions } from '../channel-call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import { RouteTemplates } from '../client/route-templates.js';
import { queryOf } from '../util/query-of.js';
import type { GuildMethods } from './guild-methods.js';

/** The guild endpoints, over the request core: what {@link GuildMethods} documents. */
export class GuildEndpoints implements GuildMethods {
  readonly #core: RESTCore;

  constructor(core: RESTCore) {
    this.#core = core;
  }

  getGuild(guildId: Snowflake, options: GetGuildOptions = {}): Promise<APIGuild> {
    const query = queryOf({ with_counts: options.withCounts ? true : undefined });
    return this.#read(guildId, Routes.guild(guildId), RouteTemplates.guild, query, options);
  }

  getGuildChannels(guildId: Snowflake, options?: CallOptions): Promise<APIGuildChannel[]> {
    return this.#read(
      guildId,
      Routes.guildChannels(guildId),
      RouteTemplates.guildChannels,
      undefined,
      options,
    );
  }

  getGuildRoles(guildId: Snowflake, options?: CallOptions): Promise<APIRole[]> {
    return this.#read(guildId, Routes.guildRoles(guildId), RouteTemplates.guildRoles, undefined, options);
  }

  getGuildMember(guildId: Snowflake, userId: Snowflake, options?: CallOptions): Promise<APIGuildMember> {
    return this.#read(
      guildId,
      Routes.guildMember(guildId, userId),
      RouteTemplates.guildMember,
      undefined,
      options,
    );
  }

  getGuildMembers(guildId: Snowflake, options: ListGuildMembersOptions = {}): Promise<APIGuildMember[]> {
    const query = queryOf({ limit: options.limit, after: options.after });
    return this.#read(guildId, Routes.guildMembers(guildId), RouteTemplates.guildMembers, query, options);
  }

  // Every guild route is limited per guild: the guild id is the major parameter.
  #read<T>(
    guildId: Snowflake,
    path: string,
    route: string,
    query: string | undefined,
    options: CallOptions | undefined,
  ): Promise<T> {
    return this.#core.call({
      method: 'GET',
      path,
      route,
      majorParameter: guildId,
      auth: true,
      replay: 'always',
      query,
      options,
    });
  }
}
