import type { APIAuditLog, RESTGetAPIAuditLogQuery } from '../types/audit-log.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * The audit log operations of a guild, limited per guild.
 * @see {@link https://discord.com/developers/docs/resources/audit-log | Audit log resource}
 */
export const AuditLogEndpoints = {
  listGuildAuditLogEntries: defineEndpoint<{ result: APIAuditLog; query: RESTGetAPIAuditLogQuery }>()({
    operationId: 'list_guild_audit_log_entries',
    method: 'GET',
    route: '/guilds/:guildId/audit-logs',
    auth: ['bot'],
    major: ['guildId'],
    global: true,
    replay: 'always',
    query: ['user_id', 'target_id', 'action_type', 'before', 'after', 'limit'],
  }),
} as const;
