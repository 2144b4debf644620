import {
  type APIAuditLogChange,
  type APIAuditLogEntry,
  type APIAuditLogOptions,
  type AuditLogEvent,
  type GatewayGuildAuditLogEntryCreateData,
  PermissionFlags,
  type Snowflake,
} from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';

/** What an action records in its guild's audit log. */
export interface AuditLogEntryInput {
  actionType: AuditLogEvent;
  /** Who acted: the user, or the bot of the app that called the route; null for the system. */
  userId: Snowflake | null;
  /** What the action was done to (a role, a member, a channel…), or null. */
  targetId: Snowflake | null;
  /** What changed; see `auditLogChanges`. Left out when empty. */
  changes?: readonly APIAuditLogChange[];
  options?: APIAuditLogOptions;
  /** The `X-Audit-Log-Reason` the actor gave (`auditLogReason(request)`), or null. */
  reason: string | null;
}

/**
 * Records an administrative action in guild `guildId`'s audit log and publishes GUILD_AUDIT_LOG_ENTRY_CREATE
 * (the entry with `guild_id`) to the bots there with the GUILD_MODERATION intent and VIEW_AUDIT_LOG. Every
 * write of the guild's resources calls it after the write is done; returns the entry.
 * @example
 * recordAuditLogEntry(ctx.emulator, guild.id, {
 *   actionType: AuditLogEvent.RoleCreate, userId: bot.id, targetId: role.id,
 *   changes: auditLogChanges(null, wireRole), reason: auditLogReason(ctx.request),
 * });
 * @see {@link https://discord.com/developers/docs/resources/audit-log | Audit logs}
 */
export function recordAuditLogEntry(
  context: EmulatorContext,
  guildId: Snowflake,
  input: AuditLogEntryInput,
): APIAuditLogEntry {
  const entry: APIAuditLogEntry = {
    id: context.nextId(),
    action_type: input.actionType,
    user_id: input.userId,
    target_id: input.targetId,
    ...(input.changes && input.changes.length > 0 ? { changes: structuredClone([...input.changes]) } : {}),
    ...(input.options ? { options: { ...input.options } } : {}),
    ...(input.reason !== null ? { reason: input.reason } : {}),
  };
  context.state.auditLog.add(guildId, entry);
  const data: GatewayGuildAuditLogEntryCreateData = { ...structuredClone(entry), guild_id: guildId };
  context.events.publish(
    worldEvent('GUILD_AUDIT_LOG_ENTRY_CREATE', { guildId, permissions: PermissionFlags.ViewAuditLog }, data),
  );
  return entry;
}
