import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/**
 * A ban of a guild: the banned user and the reason the moderator gave (`X-Audit-Log-Reason`), or null.
 * @see {@link https://discord.com/developers/docs/resources/guild#ban-object | Ban object}
 */
export interface APIBan {
  user: APIUser;
  reason: string | null;
}

/**
 * The query of `GET /guilds/{id}/bans`: bans by user id, before or after one, at most `limit` (1-1000,
 * 1000 by default).
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-bans | Get Guild Bans}
 */
export interface RESTGetAPIGuildBansQuery {
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
}

/**
 * The body of `PUT /guilds/{id}/bans/{user_id}`: how many seconds of the user's latest messages to delete
 * (0-604800, 7 days), or the deprecated `delete_message_days` (0-7).
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-ban | Create Guild Ban}
 */
export interface RESTPutAPIGuildBanJSONBody {
  delete_message_seconds?: number | null;
  /** @deprecated Use `delete_message_seconds`. */
  delete_message_days?: number | null;
}

/**
 * The body of `POST /guilds/{id}/bulk-ban`: up to 200 user ids (each once) and the seconds of their
 * messages to delete.
 * @see {@link https://discord.com/developers/docs/resources/guild#bulk-guild-ban | Bulk Guild Ban}
 */
export interface RESTPostAPIGuildBulkBanJSONBody {
  user_ids: Snowflake[];
  delete_message_seconds?: number | null;
}

/**
 * What `POST /guilds/{id}/bulk-ban` answers: who was banned, and who was not (the owner, members at or
 * above the bot, users already banned).
 * @see {@link https://discord.com/developers/docs/resources/guild#bulk-guild-ban | Bulk Guild Ban}
 */
export interface RESTPostAPIGuildBulkBanResult {
  banned_users: Snowflake[];
  failed_users: Snowflake[];
}
