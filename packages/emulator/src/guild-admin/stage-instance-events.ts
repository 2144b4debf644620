import { type APIStageInstance, AuditLogEvent } from '@slashkit/api';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { auditAction, type GuildAction } from './guild-action.js';

// The fields the audit log records of a stage instance.
const auditKeys = ['topic', 'privacy_level'] as const;

const auditTypes = {
  CREATE: AuditLogEvent.StageInstanceCreate,
  UPDATE: AuditLogEvent.StageInstanceUpdate,
  DELETE: AuditLogEvent.StageInstanceDelete,
} as const;

/**
 * Records a stage instance's change (the store already holds it, or no longer does) by the action's actor:
 * an audit entry (STAGE_INSTANCE_CREATE/UPDATE/DELETE, `options.channel_id` the stage, the changes of its
 * topic and privacy level) and STAGE_INSTANCE_CREATE/UPDATE/DELETE to the guild's bots that can view the
 * stage (intent GUILDS) with the instance as it is now (as it was, for a deletion). An edit that changed
 * nothing records and tells nothing.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#stage-instance-create | Stage Instance Create}
 */
export function recordStageInstanceChange(
  action: GuildAction,
  kind: keyof typeof auditTypes,
  before: APIStageInstance | null,
  after: APIStageInstance | null,
): void {
  const instance = (after ?? before)!;
  const changes = auditLogChanges(
    kind === 'CREATE' ? null : before,
    kind === 'DELETE' ? null : after,
    auditKeys,
  );
  if (kind === 'UPDATE' && changes.length === 0) return;
  auditAction(action, {
    actionType: auditTypes[kind],
    targetId: instance.id,
    changes,
    options: { channel_id: instance.channel_id },
  });
  publishStageInstance(action.context, kind, instance);
}

/**
 * Tells the guild's bots that can view the stage (intent GUILDS) of a stage instance's change:
 * STAGE_INSTANCE_CREATE/UPDATE/DELETE with the instance.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#stage-instances | Stage Instances events}
 */
export function publishStageInstance(
  context: EmulatorContext,
  kind: 'CREATE' | 'UPDATE' | 'DELETE',
  instance: APIStageInstance,
): void {
  context.events.publish(
    worldEvent(
      `STAGE_INSTANCE_${kind}`,
      { guildId: instance.guild_id, channelId: instance.channel_id },
      { ...instance },
    ),
  );
}
