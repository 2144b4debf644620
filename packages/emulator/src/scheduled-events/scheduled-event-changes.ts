import {
  AuditLogEvent,
  FieldErrorCodes,
  GuildScheduledEventEntityType,
  GuildScheduledEventStatus,
  RESTJSONErrorCodes,
  ScheduledEventLimits,
} from '@slashkit/api';
import {
  type CheckedScheduledEventBody,
  type FieldError,
  scheduledEventEntityProblems,
} from '@slashkit/api/validation';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { badRequest, notFound, throwIfInvalid } from '../http/http-error.js';
import { dropMedia, storeMedia } from '../media/store-media.js';
import type { EmulatorScheduledEvent } from '../state/scheduled-event-store.js';
import type { EmulatorChannel } from '../world/world.js';
import { eventChannelType, requireEventPermissions, seesEvent } from './scheduled-event-access.js';
import { publishScheduledEventChange } from './scheduled-event-dispatch.js';

type Event = EmulatorScheduledEvent['event'];
const S = GuildScheduledEventStatus;

// The fields the audit log records of an event (its location under `location`, its cover as `image_hash`).
const auditKeys = [
  'name',
  'description',
  'channel_id',
  'entity_type',
  'status',
  'privacy_level',
  'location',
  'image_hash',
  'scheduled_start_time',
  'scheduled_end_time',
] as const;

/** The status changes the service allows: SCHEDULED → ACTIVE → COMPLETED, SCHEDULED → CANCELED. */
const nextStatuses: Readonly<Record<GuildScheduledEventStatus, readonly GuildScheduledEventStatus[]>> = {
  [S.Scheduled]: [S.Active, S.Canceled],
  [S.Active]: [S.Completed],
  [S.Completed]: [],
  [S.Canceled]: [],
};

/** One of the guild's events that the actor can see; 404/10070 for any other id. */
export function guildScheduledEvent(action: GuildAction, eventId: string): EmulatorScheduledEvent {
  const record = action.context.state.scheduledEvents.get(eventId);
  const channel = record ? channelOf(action, record.event.channel_id) : null;
  if (
    !record ||
    record.event.guild_id !== action.guild.id ||
    !seesEvent(action.guild, action.actor, { channel })
  )
    throw notFound(
      RESTJSONErrorCodes.UnknownGuildScheduledEvent,
      `Unknown Guild Scheduled Event: ${eventId} is not an event of ${action.guild.name} you can see`,
    );
  return record;
}

/** The guild's events that the actor can see, oldest first. */
export function visibleScheduledEvents(action: GuildAction): EmulatorScheduledEvent[] {
  return action.context.state.scheduledEvents
    .ofGuild(action.guild.id)
    .filter((r) => seesEvent(action.guild, action.actor, { channel: channelOf(action, r.event.channel_id) }));
}

/**
 * Makes a scheduled event (`POST /guilds/{id}/scheduled-events`) as the service does: its fields as its
 * entity type needs them (a stage or voice channel of the guild, or an external location and end time), a
 * start in the future, Create Events (and what the channel needs), at most 100 events SCHEDULED or ACTIVE
 * (400/30038). SCHEDULED, by the actor; GUILD_SCHEDULED_EVENT_CREATE and an audit entry.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#create-guild-scheduled-event | Create Guild Scheduled Event}
 */
export function createScheduledEvent(
  action: GuildAction,
  body: CheckedScheduledEventBody,
): EmulatorScheduledEvent {
  const { context, guild, actor } = action;
  const entityType = body.entity_type!;
  const external = entityType === GuildScheduledEventEntityType.External;
  const fields = {
    entity_type: entityType,
    channel_id: external ? (body.channel_id ?? null) : (body.channel_id ?? null),
    location: external ? (body.location ?? null) : null,
    scheduled_start_time: body.scheduled_start_time!,
    scheduled_end_time: body.scheduled_end_time ?? null,
  };
  const channel = checkPlace(action, fields, true);
  requireEventPermissions(guild, actor, { entityType, channel, creatorId: actor.userId }, 'create');
  const open = context.state.scheduledEvents
    .ofGuild(guild.id)
    .filter((r) => r.event.status === S.Scheduled || r.event.status === S.Active).length;
  if (open >= ScheduledEventLimits.uncompletedPerGuild)
    throw badRequest(
      `Maximum number of uncompleted guild scheduled events reached (${ScheduledEventLimits.uncompletedPerGuild}): end, cancel or delete one of ${guild.name}'s`,
      RESTJSONErrorCodes.MaximumUncompletedGuildScheduledEvents,
    );
  const id = context.nextId();
  const event: Event = {
    id,
    guild_id: guild.id,
    channel_id: fields.channel_id,
    creator_id: actor.userId,
    name: body.name!,
    description: body.description ?? null,
    scheduled_start_time: fields.scheduled_start_time,
    scheduled_end_time: fields.scheduled_end_time,
    privacy_level: body.privacy_level!,
    status: S.Scheduled,
    entity_type: entityType,
    // The stage helper links a stage event to its instance by this id; none until one is started.
    entity_id: null,
    entity_metadata: external ? { location: fields.location! } : null,
    image: null,
    recurrence_rule: recurrenceOf(body.recurrence_rule),
    guild_scheduled_event_exceptions: [],
  };
  if (body.image) {
    event.image = `${body.image.animated ? 'a_' : ''}${context.nextId()}`;
    storeMedia(context, event.image, body.image);
  }
  const record = context.state.scheduledEvents.put({ event, interested: [] });
  auditChange(
    action,
    {
      actionType: AuditLogEvent.GuildScheduledEventCreate,
      targetId: id,
      before: null,
      after: auditForm(event),
      keys: auditKeys,
    },
    () => publishScheduledEventChange(context, 'CREATE', record),
  );
  return record;
}

/**
 * Edits a scheduled event (`PATCH …/scheduled-events/{event_id}`): each field sent replaces the event's
 * (`entity_metadata` only for an external one), checked as {@link createScheduledEvent} checks them, by
 * its creator (Create Events) or anyone with Manage Events; `status` moves as the service allows (an event
 * COMPLETED or CANCELED is final: 400/180000; any other move 400/50035). GUILD_SCHEDULED_EVENT_UPDATE and
 * an audit entry when something changed.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#modify-guild-scheduled-event | Modify Guild Scheduled Event}
 */
export function editScheduledEvent(
  action: GuildAction,
  record: EmulatorScheduledEvent,
  body: CheckedScheduledEventBody,
): EmulatorScheduledEvent {
  const { context, guild, actor } = action;
  const before = record.event;
  requireEventPermissions(
    guild,
    actor,
    {
      entityType: before.entity_type,
      channel: channelOf(action, before.channel_id),
      creatorId: before.creator_id,
    },
    'manage',
  );
  if (nextStatuses[before.status].length === 0)
    throw badRequest(
      'Cannot update a finished event: it is COMPLETED or CANCELED; make a new one',
      RESTJSONErrorCodes.CannotUpdateFinishedEvent,
    );
  const status = body.status ?? before.status;
  if (status !== before.status && !nextStatuses[before.status].includes(status))
    throwIfInvalid([
      {
        path: ['status'],
        code: FieldErrorCodes.InvalidValue,
        message: `Invalid status change ${before.status} → ${status}: SCHEDULED (1) moves to ACTIVE (2) or CANCELED (4), ACTIVE to COMPLETED (3)`,
      },
    ]);
  const entityType = body.entity_type ?? before.entity_type;
  const external = entityType === GuildScheduledEventEntityType.External;
  const fields = {
    entity_type: entityType,
    channel_id: body.channel_id !== undefined ? body.channel_id : before.channel_id,
    location: external
      ? body.location !== undefined
        ? body.location
        : (before.entity_metadata?.location ?? null)
      : null,
    scheduled_start_time: body.scheduled_start_time ?? before.scheduled_start_time,
    scheduled_end_time:
      body.scheduled_end_time !== undefined ? body.scheduled_end_time : before.scheduled_end_time,
  };
  const channel = checkPlace(action, fields, body.scheduled_start_time !== undefined);
  if (fields.channel_id !== before.channel_id || entityType !== before.entity_type)
    requireEventPermissions(guild, actor, { entityType, channel, creatorId: before.creator_id }, 'manage');
  const after: Event = {
    ...structuredClone(before),
    channel_id: fields.channel_id,
    entity_type: entityType,
    entity_metadata: external ? { location: fields.location! } : null,
    scheduled_start_time: fields.scheduled_start_time,
    scheduled_end_time: fields.scheduled_end_time,
    status,
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.privacy_level !== undefined ? { privacy_level: body.privacy_level } : {}),
    ...(body.recurrence_rule !== undefined ? { recurrence_rule: recurrenceOf(body.recurrence_rule) } : {}),
  };
  if (body.image !== undefined) {
    dropMedia(context, before.image);
    after.image = body.image ? `${body.image.animated ? 'a_' : ''}${context.nextId()}` : null;
    if (body.image && after.image) storeMedia(context, after.image, body.image);
  }
  const next = context.state.scheduledEvents.put({ event: after, interested: record.interested });
  auditChange(
    action,
    {
      actionType: AuditLogEvent.GuildScheduledEventUpdate,
      targetId: before.id,
      before: auditForm(before),
      after: auditForm(after),
      keys: auditKeys,
    },
    () => publishScheduledEventChange(context, 'UPDATE', next),
  );
  return next;
}

/**
 * Deletes a scheduled event (`DELETE …/scheduled-events/{event_id}`; its creator with Create Events, or
 * Manage Events). GUILD_SCHEDULED_EVENT_DELETE with the event as it was, and an audit entry.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#delete-guild-scheduled-event | Delete Guild Scheduled Event}
 */
export function deleteScheduledEvent(action: GuildAction, record: EmulatorScheduledEvent): void {
  const { context, guild, actor } = action;
  const { event } = record;
  requireEventPermissions(
    guild,
    actor,
    {
      entityType: event.entity_type,
      channel: channelOf(action, event.channel_id),
      creatorId: event.creator_id,
    },
    'manage',
  );
  context.state.scheduledEvents.delete(event.id);
  dropMedia(context, event.image);
  auditChange(
    action,
    {
      actionType: AuditLogEvent.GuildScheduledEventDelete,
      targetId: event.id,
      before: auditForm(event),
      after: null,
      keys: auditKeys,
    },
    () => publishScheduledEventChange(context, 'DELETE', record),
  );
}

function channelOf(action: GuildAction, channelId: string | null): EmulatorChannel | null {
  return channelId === null ? null : (action.guild.channels.find((c) => c.id === channelId) ?? null);
}

// The fields fit the entity type, the channel is one of the guild's of the right type, and a new start is
// not in the past: every problem at its path (400/50035). Returns the event's channel.
function checkPlace(
  action: GuildAction,
  fields: Parameters<typeof scheduledEventEntityProblems>[0],
  newStart: boolean,
): EmulatorChannel | null {
  const errors: FieldError[] = scheduledEventEntityProblems(fields);
  const channel = channelOf(action, fields.channel_id);
  const wanted = eventChannelType[fields.entity_type];
  if (fields.channel_id !== null && wanted !== null && channel?.type !== wanted)
    errors.push({
      path: ['channel_id'],
      code: FieldErrorCodes.InvalidValue,
      message: channel
        ? `#${channel.name} cannot host this event: a ${wanted === 13 ? 'stage' : 'voice'} event takes a ${wanted === 13 ? 'stage' : 'voice'} channel`
        : `Unknown channel ${fields.channel_id}: host the event in one of ${action.guild.name}'s channels`,
    });
  if (newStart && Date.parse(fields.scheduled_start_time) < action.context.clock.now())
    errors.push({
      path: ['scheduled_start_time'],
      code: FieldErrorCodes.InvalidValue,
      message: 'Cannot schedule an event to start in the past: send a time after now',
    });
  throwIfInvalid(errors);
  return channel;
}

function recurrenceOf(rule: CheckedScheduledEventBody['recurrence_rule']): Event['recurrence_rule'] {
  // What an app cannot set is the service's: no end, no count, no days of the year.
  return rule
    ? ({
        ...rule,
        interval: rule.interval ?? 1,
        end: null,
        by_year_day: null,
        count: null,
      } as Event['recurrence_rule'])
    : null;
}

function auditForm(event: Event): Record<string, unknown> {
  return { ...event, location: event.entity_metadata?.location ?? null, image_hash: event.image };
}
