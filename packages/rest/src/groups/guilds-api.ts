import { type APIGuild, type APIGuildChannel, Endpoints, type Snowflake } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { GetGuildOptions } from '../channel-call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * The guilds the app is installed in (`rest.guilds`, Bot token): a guild and its channels. Limited per
 * guild (the guild id is the major parameter). Roles and members are `rest.roles` and `rest.members`.
 * @example
 * const guild = await rest.guilds.getGuild(guildId, { withCounts: true });
 * @see {@link https://discord.com/developers/docs/resources/guild | Guild resource}
 */
export class GuildsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A guild (`GET /guilds/{guild.id}`) with its roles; with `withCounts`, the approximate member and
   * presence counts.
   * @example
   * const guild = await rest.guilds.getGuild(guildId, { withCounts: true });
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild | Get Guild}
   */
  getGuild(guildId: Snowflake, options: GetGuildOptions = {}): Promise<APIGuild> {
    const { withCounts, ...call } = options;
    return this.#core.send(Endpoints.getGuild, { guildId }, undefined, {
      ...call,
      ...(withCounts ? { query: { with_counts: true } } : {}),
    });
  }

  /**
   * A guild's channels, threads aside (`GET /guilds/{guild.id}/channels`).
   * @example
   * const channels = await rest.guilds.getGuildChannels(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-channels | Get Guild Channels}
   */
  getGuildChannels(guildId: Snowflake, options?: CallOptions): Promise<APIGuildChannel[]> {
    return this.#core.send(Endpoints.listGuildChannels, { guildId }, undefined, options);
  }
}
