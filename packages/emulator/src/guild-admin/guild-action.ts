import type { APIAuditLogEntry, AuditLogEvent } from '@slashkit/api';
import type { RoleHolder } from '../access/role-hierarchy.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
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

/** A change to one thing of a guild, as the audit log sees it: its wire form before and after. */
export interface AuditedChange {
  readonly actionType: AuditLogEvent;
  readonly targetId: string;
  /** Null for a creation. */
  readonly before: object | null;
  /** Null for a deletion. */
  readonly after: object | null;
  /** The fields the audit log records of it. */
  readonly keys: readonly string[];
}

/**
 * Records a change's audit log entry (what changed of its `keys`) and then `publish`es its gateway event;
 * an edit that changed nothing records and publishes nothing, as the service does.
 */
export function auditChange(action: GuildAction, change: AuditedChange, publish: () => void): void {
  const changes = auditLogChanges(change.before, change.after, change.keys);
  if (change.before !== null && change.after !== null && changes.length === 0) return;
  auditAction(action, { actionType: change.actionType, targetId: change.targetId, changes });
  publish();
}
