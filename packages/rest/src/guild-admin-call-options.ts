import type { AuditLogEvent, Snowflake } from '@slashkit/api';
import type { CallOptions } from './call-options.js';

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
