import type { AuditLogEvent, Snowflake } from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from './call-options.js';

/** Options of `rest.members.searchGuildMembers`: `limit` 1-1000 (default 1). */
export interface SearchGuildMembersOptions extends CallOptions {
  limit?: number;
}

/**
 * Options of `rest.guilds.getGuildAuditLog`: entries by whom (`userId`), on what (`targetId`), of which
 * kind (`actionType`), before or after an entry id, `limit` 1-100 (default 50).
 * @example
 * await rest.guilds.getGuildAuditLog(guildId, { actionType: AuditLogEvent.MemberKick, limit: 10 });
 */
export interface GetGuildAuditLogOptions extends CallOptions {
  userId?: Snowflake;
  targetId?: Snowflake;
  actionType?: AuditLogEvent;
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
}

/** Options of `rest.bans.getGuildBans`: `limit` 1-1000 (default 1000), by user id. */
export interface ListGuildBansOptions extends CallOptions {
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
}

/** Options of `rest.bans.createGuildBan`: how many seconds of the user's latest messages to delete. */
export interface BanOptions extends AuditLogOptions {
  /** 0-604800 (7 days); none by default. */
  deleteMessageSeconds?: number;
}

/** Options of `rest.bans.bulkGuildBan`. */
export interface BulkBanOptions extends BanOptions {}

/** Options of `rest.invites.getInvite`. */
export interface GetInviteOptions extends CallOptions {
  /** Add `approximate_member_count` and `approximate_presence_count` (`with_counts=true`). */
  withCounts?: boolean;
}

/** Options of `rest.guilds.getGuildPruneCount`: days of inactivity (1-30, 7 by default), roles to include. */
export interface GetGuildPruneCountOptions extends CallOptions {
  days?: number;
  /** Roles whose holders are counted too (a member holding any other role is not). */
  includeRoles?: readonly Snowflake[];
}
