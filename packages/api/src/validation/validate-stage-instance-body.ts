import type { StageInstancePrivacyLevel } from '../enums/stage-instance-privacy-level.js';
import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import { StageInstanceLimits as L } from '../stage-instance-limits.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

/** A checked stage instance body: each field absent (undefined) when the body left it out or sent null. */
export interface CheckedStageInstanceBody {
  channelId?: Snowflake;
  topic?: string;
  privacyLevel?: StageInstancePrivacyLevel;
  sendStartNotification?: boolean;
  guildScheduledEventId?: Snowflake;
}

/**
 * Checks the body of `POST /stage-instances` (`create`: `channel_id` and `topic` required,
 * `send_start_notification` and `guild_scheduled_event_id` read) or `PATCH /stage-instances/{channel.id}`
 * (`edit`: `topic` and `privacy_level` only) as the service does: `topic` 1-120 characters, `privacy_level` 2
 * (GUILD_ONLY; PUBLIC is deprecated), snowflakes and a boolean where the docs say; other fields are ignored.
 * @example
 * validateStageInstanceBody({ channel_id: '1250000000000000490', topic: 'Town hall' }, 'create');
 * @see {@link https://discord.com/developers/docs/resources/stage-instance#create-stage-instance | Create Stage Instance}
 */
export function validateStageInstanceBody(
  body: unknown,
  mode: 'create' | 'edit',
): ValidationResult<CheckedStageInstanceBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object such as { "channel_id": "…", "topic": "Town hall" }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: CheckedStageInstanceBody = {};
  const creating = mode === 'create';
  if (creating && f.required('channel_id')) {
    const channelId = f.snowflake('channel_id');
    if (typeof channelId === 'string') data.channelId = channelId;
  }
  if (!creating || f.required('topic')) {
    const topic = f.string('topic', { min: 1, max: L.topicMaxLength });
    if (typeof topic === 'string') data.topic = topic;
  }
  const level = f.integer('privacy_level', { min: 1, max: 2, nullable: creating });
  if (level === 1)
    c.add(
      'privacy_level',
      FieldErrorCodes.Choices,
      'Value must be one of (2,): PUBLIC stages are deprecated; a stage is GUILD_ONLY',
    );
  else if (typeof level === 'number') data.privacyLevel = level as StageInstancePrivacyLevel;
  if (creating) {
    const notify = f.boolean('send_start_notification', { nullable: true });
    if (typeof notify === 'boolean') data.sendStartNotification = notify;
    const eventId = f.snowflake('guild_scheduled_event_id', { nullable: true });
    if (typeof eventId === 'string') data.guildScheduledEventId = eventId;
  }
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}
