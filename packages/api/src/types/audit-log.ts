import type { AuditLogEvent } from '../enums/audit-log-event.js';
import type { Snowflake } from '../snowflake.js';
import type { APIApplicationCommand } from './application-command.js';
import type { APIChannel } from './channel.js';
import type { APIUser } from './resolved-objects.js';

/**
 * One change an audit log entry records: the field (`key`) and its values before and after. A value left
 * out was null (`old_value` missing: created; `new_value` missing: reset or removed). A member's roles
 * change under the keys `$add` and `$remove`, each with the roles `{ id, name }`.
 * @see {@link https://discord.com/developers/docs/resources/audit-log#audit-log-change-object | Audit log change object}
 */
export interface APIAuditLogChange {
  key: string;
  new_value?: unknown;
  old_value?: unknown;
}

/**
 * What some kinds of entry say besides their changes, each value a string: the overwritten entity of an
 * overwrite entry (`id`, `type` "0" role or "1" member, `role_name`), a prune's `delete_member_days` and
 * `members_removed`, the `channel_id` and `count` of message deletes…
 * @see {@link https://discord.com/developers/docs/resources/audit-log#audit-log-entry-object-optional-audit-entry-info | Optional audit entry info}
 */
export type APIAuditLogOptions = Partial<
  Record<
    | 'application_id'
    | 'auto_moderation_rule_name'
    | 'auto_moderation_rule_trigger_type'
    | 'channel_id'
    | 'count'
    | 'delete_member_days'
    | 'id'
    | 'members_removed'
    | 'message_id'
    | 'role_name'
    | 'type'
    | 'integration_type'
    | 'status',
    string
  >
>;

/**
 * One administrative action in a guild's audit log: who did it (`user_id`), to what (`target_id`), what
 * changed, and the reason the actor gave (`X-Audit-Log-Reason`).
 * @see {@link https://discord.com/developers/docs/resources/audit-log#audit-log-entry-object | Audit log entry object}
 */
export interface APIAuditLogEntry {
  id: Snowflake;
  action_type: AuditLogEvent;
  user_id: Snowflake | null;
  target_id: Snowflake | null;
  changes?: APIAuditLogChange[];
  options?: APIAuditLogOptions;
  /** 1-512 characters. */
  reason?: string;
}

/**
 * What `GET /guilds/{id}/audit-logs` answers: the entries (newest first, or oldest first with `after`)
 * and the objects they refer to.
 * @see {@link https://discord.com/developers/docs/resources/audit-log#audit-log-object | Audit log object}
 */
export interface APIAuditLog {
  audit_log_entries: APIAuditLogEntry[];
  application_commands: APIApplicationCommand[];
  auto_moderation_rules: unknown[];
  guild_scheduled_events: unknown[];
  integrations: unknown[];
  threads: APIChannel[];
  users: APIUser[];
  webhooks: unknown[];
}

/**
 * The query of `GET /guilds/{id}/audit-logs`: entries by one user, of one kind, for one target, before or
 * after an entry id, at most `limit` (1-100, 50 by default).
 * @see {@link https://discord.com/developers/docs/resources/audit-log#get-guild-audit-log | Get guild audit log}
 */
export interface RESTGetAPIAuditLogQuery {
  user_id?: Snowflake;
  action_type?: AuditLogEvent;
  target_id?: Snowflake;
  before?: Snowflake;
  after?: Snowflake;
  limit?: number;
}

/**
 * What the gateway's GUILD_AUDIT_LOG_ENTRY_CREATE carries: the entry, with its guild's id.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-audit-log-entry-create | Guild audit log entry create}
 */
export interface GatewayGuildAuditLogEntryCreateData extends APIAuditLogEntry {
  guild_id: Snowflake;
}
