import type { APIAuditLogEntry } from '@slashkit/api';
import type { RoleHolder } from '../access/role-hierarchy.js';
import { type AuditLogEntryInput, recordAuditLogEntry } from '../audit/record-audit-log-entry.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * One administrative action in a guild: where, by whom, and why. The REST routes build it for a bot (its
 * member), the admin API for a user of the world; each action checks the actor's permissions and rank,
 * changes the world, tells the gateway and records its audit log entry.
 */
export interface GuildAction {
  readonly context: EmulatorContext;
  readonly guild: EmulatorGuild;
  /** Who acts: their user id (a bot's is its application's) and the roles they hold. */
  readonly actor: RoleHolder;
  /** What `X-Audit-Log-Reason` said (`auditLogReason`), or null. */
  readonly reason: string | null;
}

/** Records the action's audit log entry, by its actor and with its reason. */
export function auditAction(
  action: GuildAction,
  entry: Omit<AuditLogEntryInput, 'userId' | 'reason'>,
): APIAuditLogEntry {
  return recordAuditLogEntry(action.context, action.guild.id, {
    ...entry,
    userId: action.actor.userId,
    reason: action.reason,
  });
}
