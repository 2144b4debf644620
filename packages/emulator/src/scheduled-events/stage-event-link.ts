import {
  type APIStageInstance,
  AuditLogEvent,
  FieldErrorCodes,
  GuildScheduledEventEntityType,
  GuildScheduledEventStatus,
} from '@slashkit/api';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { recordStageInstanceChange } from '../guild-admin/stage-instance-events.js';
import { invalidForm } from '../http/http-error.js';
import type { EmulatorScheduledEvent } from '../state/scheduled-event-store.js';
import type { EmulatorChannel } from '../world/world.js';
import { requireEventPermissions } from './scheduled-event-access.js';
import { guildScheduledEvent } from './scheduled-event-changes.js';
import { publishScheduledEventChange } from './scheduled-event-dispatch.js';

const S = GuildScheduledEventStatus;

/**
 * The scheduled event a new stage instance of `channel` is to start (`guild_scheduled_event_id` of `POST
 * /stage-instances`): one of the guild's the actor can see (404/10070), a stage event of this very channel,
 * still SCHEDULED (400/50035 at `guild_scheduled_event_id`), that the actor may edit (403/50013).
 */
export function stageEventToStart(
  action: GuildAction,
  channel: EmulatorChannel,
  eventId: string,
): EmulatorScheduledEvent {
  const record = guildScheduledEvent(action, eventId);
  const { event } = record;
  const wrong =
    event.entity_type !== GuildScheduledEventEntityType.StageInstance
      ? 'is no stage event (entity_type 1)'
      : event.channel_id !== channel.id
        ? `is in channel ${event.channel_id}, not #${channel.name}`
        : event.status !== S.Scheduled
          ? `is no longer SCHEDULED (status ${event.status})`
          : null;
  if (wrong)
    throw invalidForm([
      {
        path: ['guild_scheduled_event_id'],
        code: FieldErrorCodes.InvalidValue,
        message: `Scheduled event ${eventId} ${wrong}: name a SCHEDULED stage event of this stage`,
      },
    ]);
  requireEventPermissions(
    action.guild,
    action.actor,
    { entityType: event.entity_type, channel, creatorId: event.creator_id },
    'manage',
  );
  return record;
}

/**
 * A stage instance started a stage event: the event is ACTIVE, its `entity_id` the instance's id; an audit
 * entry and GUILD_SCHEDULED_EVENT_UPDATE.
 */
export function startStageEvent(
  action: GuildAction,
  record: EmulatorScheduledEvent,
  instanceId: string,
): void {
  setStatus(action, record, S.Active, instanceId);
}

/**
 * A stage instance closed: the ACTIVE event it started (if any, and still there) is COMPLETED; an audit
 * entry and GUILD_SCHEDULED_EVENT_UPDATE.
 */
export function completeStageEvent(action: GuildAction, instance: APIStageInstance): void {
  const id = instance.guild_scheduled_event_id;
  const record = id === null ? undefined : action.context.state.scheduledEvents.get(id);
  if (!record || record.event.status !== S.Active || record.event.entity_id !== instance.id) return;
  setStatus(action, record, S.Completed, instance.id);
}

/**
 * A stage event was ended (COMPLETED): the live instance it started closes with it (STAGE_INSTANCE_DELETE
 * and its audit entry), as the service closes a stage whose event ends.
 */
export function closeStageOfEvent(action: GuildAction, record: EmulatorScheduledEvent): void {
  const { event } = record;
  if (event.entity_type !== GuildScheduledEventEntityType.StageInstance || event.channel_id === null) return;
  const { stageInstances } = action.context.state;
  const instance = stageInstances.ofChannel(event.channel_id);
  if (!instance || instance.id !== event.entity_id) return;
  stageInstances.delete(event.channel_id);
  recordStageInstanceChange(action, 'DELETE', instance, null);
}

function setStatus(
  action: GuildAction,
  record: EmulatorScheduledEvent,
  status: GuildScheduledEventStatus,
  entityId: string,
): void {
  const before = record.event;
  const after = { ...structuredClone(before), status, entity_id: entityId };
  const next = action.context.state.scheduledEvents.put({ event: after, interested: record.interested });
  auditChange(
    action,
    {
      actionType: AuditLogEvent.GuildScheduledEventUpdate,
      targetId: before.id,
      before,
      after,
      keys: ['status'],
    },
    () => publishScheduledEventChange(action.context, 'UPDATE', next),
  );
}
