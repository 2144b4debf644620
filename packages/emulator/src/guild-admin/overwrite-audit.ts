import { AuditLogEvent } from '@slashkit/api';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import type { EmulatorChannel, EmulatorPermissionOverwrite } from '../world/world.js';
import { auditAction, type GuildAction } from './guild-action.js';

/**
 * Records what happened to a channel's overwrites, as the service does: a CHANNEL_OVERWRITE_CREATE,
 * _UPDATE or _DELETE entry per overwrite added, changed or removed, the channel as target and the
 * overwritten role or member in `options` (`id`, `type` "0" or "1", `role_name` for a role).
 */
export function overwriteAuditEntries(
  action: GuildAction,
  channel: EmulatorChannel,
  before: readonly EmulatorPermissionOverwrite[],
  after: readonly EmulatorPermissionOverwrite[],
): void {
  const same = (a: EmulatorPermissionOverwrite, b: EmulatorPermissionOverwrite) =>
    a.id === b.id && a.type === b.type;
  const options = (o: EmulatorPermissionOverwrite) => {
    const role = o.type === 0 ? action.guild.roles.find((r) => r.id === o.id) : undefined;
    return { id: o.id, type: String(o.type), ...(role ? { role_name: role.name } : {}) };
  };
  for (const next of after) {
    const old = before.find((o) => same(o, next));
    if (old && old.allow === next.allow && old.deny === next.deny) continue;
    auditAction(action, {
      actionType: old ? AuditLogEvent.ChannelOverwriteUpdate : AuditLogEvent.ChannelOverwriteCreate,
      targetId: channel.id,
      changes: auditLogChanges(old ?? null, next, ['id', 'type', 'allow', 'deny']),
      options: options(next),
    });
  }
  for (const old of before)
    if (!after.some((o) => same(o, old)))
      auditAction(action, {
        actionType: AuditLogEvent.ChannelOverwriteDelete,
        targetId: channel.id,
        changes: auditLogChanges(old, null, ['id', 'type', 'allow', 'deny']),
        options: options(old),
      });
}
