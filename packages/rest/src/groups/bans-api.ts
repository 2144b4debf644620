import { type APIBan, Endpoints, type RESTPostAPIGuildBulkBanResult, type Snowflake } from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { BanOptions, BulkBanOptions, ListGuildBansOptions } from '../guild-admin-call-options.js';

/**
 * The bans of a guild (`rest.bans`, Bot token, Ban Members), limited per guild.
 * @example
 * await rest.bans.createGuildBan(guildId, userId, { deleteMessageSeconds: 3600, reason: 'Spam' });
 * @see {@link https://discord.com/developers/docs/resources/guild#ban-object | Ban object}
 */
export class BansAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A page of a guild's bans by user id (`GET /guilds/{guild.id}/bans`): `limit` 1-1000 (default 1000),
   * `before` or `after` a user id.
   * @example
   * const bans = await rest.bans.getGuildBans(guildId, { limit: 100 });
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-bans | Get Guild Bans}
   */
  getGuildBans(guildId: Snowflake, options: ListGuildBansOptions = {}): Promise<APIBan[]> {
    const { limit, before, after, ...call } = options;
    return this.#core.send(Endpoints.listGuildBans, { guildId }, undefined, {
      ...call,
      query: { limit, before, after },
    });
  }

  /**
   * One ban (`GET /guilds/{guild.id}/bans/{user.id}`): the user and the reason; 404/10026 when they are
   * not banned.
   * @example
   * const { reason } = await rest.bans.getGuildBan(guildId, userId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-ban | Get Guild Ban}
   */
  getGuildBan(guildId: Snowflake, userId: Snowflake, options?: CallOptions): Promise<APIBan> {
    return this.#core.send(Endpoints.getGuildBan, { guildId, userId }, undefined, options);
  }

  /**
   * Bans a user (`PUT /guilds/{guild.id}/bans/{user.id}`): a member leaves the guild, and with
   * `deleteMessageSeconds` (0-604800) their latest messages are deleted. Refused (403, 50013) for the
   * owner and for a member at or above the bot.
   * @example
   * await rest.bans.createGuildBan(guildId, userId, { deleteMessageSeconds: 86_400, reason: 'Raid' });
   * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-ban | Create Guild Ban}
   */
  createGuildBan(guildId: Snowflake, userId: Snowflake, options: BanOptions = {}): Promise<void> {
    const { deleteMessageSeconds, ...call } = options;
    const body = deleteMessageSeconds === undefined ? {} : { delete_message_seconds: deleteMessageSeconds };
    return this.#core.send(Endpoints.banUserFromGuild, { guildId, userId }, body, call);
  }

  /**
   * Lifts a ban (`DELETE /guilds/{guild.id}/bans/{user.id}`); a retry that finds it gone (10026)
   * resolves.
   * @example
   * await rest.bans.removeGuildBan(guildId, userId, { reason: 'Appeal accepted' });
   * @see {@link https://discord.com/developers/docs/resources/guild#remove-guild-ban | Remove Guild Ban}
   */
  removeGuildBan(guildId: Snowflake, userId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.unbanUserFromGuild, { guildId, userId }, undefined, options);
  }

  /**
   * Bans up to 200 users at once (`POST /guilds/{guild.id}/bulk-ban`; Ban Members and Manage Guild) and
   * says who was banned and who was not (the owner, members at or above the bot, users already banned);
   * 403/500000 when nobody was.
   * @example
   * const { banned_users, failed_users } = await rest.bans.bulkGuildBan(guildId, raiders, { reason: 'Raid' });
   * @see {@link https://discord.com/developers/docs/resources/guild#bulk-guild-ban | Bulk Guild Ban}
   */
  bulkGuildBan(
    guildId: Snowflake,
    userIds: readonly Snowflake[],
    options: BulkBanOptions = {},
  ): Promise<RESTPostAPIGuildBulkBanResult> {
    const { deleteMessageSeconds, ...call } = options;
    const body = {
      user_ids: [...userIds],
      ...(deleteMessageSeconds === undefined ? {} : { delete_message_seconds: deleteMessageSeconds }),
    };
    return this.#core.send(Endpoints.bulkBanUsersFromGuild, { guildId }, body, call);
  }
}
