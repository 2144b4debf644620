import { GuildScheduledEventEntityType } from '../enums/guild-scheduled-event-entity-type.js';
import type { GuildScheduledEventPrivacyLevel } from '../enums/guild-scheduled-event-privacy-level.js';
import { GuildScheduledEventStatus } from '../enums/guild-scheduled-event-status.js';
import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { ScheduledEventLimits as L } from '../scheduled-event-limits.js';
import type { Snowflake } from '../snowflake.js';
import type { RESTRecurrenceRuleBody } from '../types/scheduled-event.js';
import type { FieldError, ValidationResult } from './field-error.js';
import { type DecodedImage, decodeImageData, type ImageDataRules } from './image-data.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { checkRecurrenceRule } from './rules/recurrence-rule.js';
import { checkTimestamp } from './rules/timestamp.js';

/** The image types and size a scheduled event's cover takes (read by its bytes). */
export const scheduledEventImageRules: ImageDataRules = Object.freeze({
  types: Object.freeze(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const),
  maxBytes: L.imageMaxBytes,
});

/**
 * A scheduled event body as the service reads it: each field sent, checked alone (times in the service's
 * form; null where the field resets). How the fields fit together by entity type is
 * {@link scheduledEventEntityProblems}'s to judge, once the event's stored fields are merged in.
 */
export interface CheckedScheduledEventBody {
  name?: string;
  description?: string | null;
  privacy_level?: GuildScheduledEventPrivacyLevel;
  entity_type?: GuildScheduledEventEntityType;
  channel_id?: Snowflake | null;
  /** The external location; null: the metadata was sent as null. */
  location?: string | null;
  scheduled_start_time?: string;
  scheduled_end_time?: string | null;
  status?: GuildScheduledEventStatus;
  image?: DecodedImage | null;
  recurrence_rule?: RESTRecurrenceRuleBody | null;
}

const entityTypes = Object.values(GuildScheduledEventEntityType) as number[];
const statuses = Object.values(GuildScheduledEventStatus) as number[];

/**
 * Checks the body of `POST` (`create`: `name`, `privacy_level`, `scheduled_start_time` and `entity_type`
 * required) or `PATCH` (`edit`: all optional, `status` too) of a guild scheduled event as the service does:
 * `name` 1-100 characters, `description` at most 1000, `privacy_level` 2 (GUILD_ONLY), `entity_type` 1-3,
 * `channel_id` a snowflake, `entity_metadata.location` 1-100, the times ISO 8601, `image` image data (PNG,
 * JPEG, GIF, WebP) and `recurrence_rule` within the service's limits. Own properties only.
 * @example
 * validateScheduledEventBody({ name: 'Launch', privacy_level: 2, entity_type: 3, scheduled_start_time: '2030-01-01T00:00:00Z' }, 'create');
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#create-guild-scheduled-event | Create Guild Scheduled Event}
 */
export function validateScheduledEventBody(
  body: unknown,
  mode: 'create' | 'edit',
): ValidationResult<CheckedScheduledEventBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object such as { "name": "Launch", "privacy_level": 2, "entity_type": 3, … }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: CheckedScheduledEventBody = {};
  const creating = mode === 'create';
  if (!creating || f.required('name')) {
    const name = f.string('name', { min: 1, max: L.nameMaxLength });
    if (typeof name === 'string') data.name = name;
  }
  const description = f.string('description', { max: L.descriptionMaxLength, nullable: true });
  if (description !== undefined) data.description = description === '' ? null : description;
  if (!creating || f.required('privacy_level')) {
    const level = f.integer('privacy_level', { min: 1, max: 2 });
    if (level === 1)
      c.add('privacy_level', FieldErrorCodes.Choices, 'Value must be one of (2,): events are GUILD_ONLY');
    else if (typeof level === 'number') data.privacy_level = level as GuildScheduledEventPrivacyLevel;
  }
  if (!creating || f.required('entity_type')) {
    const type = f.integer('entity_type', { min: 1, max: 3, nullable: !creating });
    if (typeof type === 'number' && entityTypes.includes(type))
      data.entity_type = type as GuildScheduledEventEntityType;
  }
  const channelId = f.snowflake('channel_id', { nullable: true });
  if (channelId !== undefined) data.channel_id = channelId;
  const metadata = f.object('entity_metadata', { nullable: true });
  if (metadata === null) data.location = null;
  else if (metadata) {
    c.path.push('entity_metadata');
    const location = new BodyFields(c, metadata).string('location', { min: 1, max: L.locationMaxLength });
    if (typeof location === 'string') data.location = location;
    c.path.pop();
  }
  if (!creating || f.required('scheduled_start_time')) {
    const raw = f.raw('scheduled_start_time');
    const start = raw === undefined ? undefined : checkTimestamp(c, 'scheduled_start_time', raw);
    if (start !== undefined) data.scheduled_start_time = start;
  }
  const end = f.raw('scheduled_end_time');
  if (end === null) data.scheduled_end_time = null;
  else if (end !== undefined) {
    const time = checkTimestamp(c, 'scheduled_end_time', end);
    if (time !== undefined) data.scheduled_end_time = time;
  }
  if (!creating) {
    const status = f.integer('status', { min: 1, max: 4, nullable: true });
    if (typeof status === 'number' && statuses.includes(status))
      data.status = status as GuildScheduledEventStatus;
  } else if (f.has('status'))
    c.add('status', FieldErrorCodes.Unknown, 'A new event is SCHEDULED: leave status out');
  const imageErrors: FieldError[] = [];
  const image = f.raw('image');
  if (image === null) data.image = null;
  else if (image !== undefined) {
    const read = decodeImageData(image, scheduledEventImageRules, ['image']);
    if (read.success) data.image = read.data;
    else imageErrors.push(...read.errors);
  }
  const rule = f.object('recurrence_rule', { nullable: true });
  if (rule === null) data.recurrence_rule = null;
  else if (rule) {
    c.path.push('recurrence_rule');
    const checked = checkRecurrenceRule(c, rule);
    c.path.pop();
    if (checked) data.recurrence_rule = checked;
  }
  const all = [...c.errors, ...imageErrors];
  return all.length === 0 ? { success: true, data } : { success: false, errors: all };
}

/** A scheduled event's fields that depend on its entity type, after an edit is merged in. */
export interface ScheduledEventEntityFields {
  entity_type: GuildScheduledEventEntityType;
  channel_id: Snowflake | null;
  location: string | null;
  scheduled_start_time: string;
  scheduled_end_time: string | null;
}

/**
 * What the service refuses in how an event's fields fit its entity type (field errors, 50035): a stage or
 * voice event names a channel, an external one no channel but a `location` and a `scheduled_end_time`; an
 * end time comes after the start.
 * @example
 * scheduledEventEntityProblems({ entity_type: 3, channel_id: null, location: null, scheduled_start_time: a, scheduled_end_time: b });
 * // [{ path: ['entity_metadata', 'location'], code: 'BASE_TYPE_REQUIRED', ... }]
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-object-field-requirements-by-entity-type | Field requirements by entity type}
 */
export function scheduledEventEntityProblems(fields: ScheduledEventEntityFields) {
  const c = new ErrorCollector();
  if (fields.entity_type === GuildScheduledEventEntityType.External) {
    if (fields.channel_id !== null)
      c.add(
        'channel_id',
        FieldErrorCodes.InvalidValue,
        'An external event has no channel: send channel_id null',
      );
    if (fields.location === null)
      c.add('entity_metadata', FieldErrorCodes.Required, 'An external event needs entity_metadata.location');
    if (fields.scheduled_end_time === null)
      c.add('scheduled_end_time', FieldErrorCodes.Required, 'An external event needs a scheduled_end_time');
  } else if (fields.channel_id === null)
    c.add(
      'channel_id',
      FieldErrorCodes.Required,
      'A stage or voice event needs the channel_id it is hosted in',
    );
  if (
    fields.scheduled_end_time !== null &&
    Date.parse(fields.scheduled_end_time) <= Date.parse(fields.scheduled_start_time)
  )
    c.add('scheduled_end_time', FieldErrorCodes.InvalidValue, 'The end time must come after the start time');
  return c.errors;
}
