import { ChannelLimits } from '../channel-limits.js';
import { ChannelType } from '../enums/channel-type.js';
import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { ThreadLimits } from '../thread-limits.js';
import type { ThreadAutoArchiveDuration } from '../types/thread.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

/**
 * Where a thread starts: from a message (`POST /channels/{id}/messages/{id}/threads`), without one in a
 * text or announcement channel (`POST /channels/{id}/threads`), or as a post of a forum or media channel
 * (the same route, with its first `message`).
 */
export type ThreadStart = 'from-message' | 'without-message' | 'post';

/** A thread body as checked: what every start takes, and what some do. */
export interface CheckedThreadBody {
  name: string;
  auto_archive_duration?: ThreadAutoArchiveDuration;
  rate_limit_per_user?: number;
  /** `without-message`: 10, 11 or 12 (12 when left out, as in API v10). */
  type?: ChannelType;
  invitable?: boolean;
  /** `post`: the first message's body, an object (checked as a message by the caller). */
  message?: Record<string, unknown>;
  /** `post`: tag ids, each once, at most 5. */
  applied_tags?: string[];
}

const threadTypes: readonly ChannelType[] = [
  ChannelType.AnnouncementThread,
  ChannelType.PublicThread,
  ChannelType.PrivateThread,
];

/**
 * Checks a body that starts a thread as the service does: `name` 1-100 characters (required),
 * `auto_archive_duration` 60, 1440, 4320 or 10080, `rate_limit_per_user` 0-21600; without a message also
 * `type` (10, 11 or 12) and `invitable`; a post also `message` (required, an object) and `applied_tags`
 * (at most 5 ids, each once). Fields a start does not take are ignored, as the service ignores them.
 * @example
 * validateThreadBody({ name: 'ticket-1', type: 12 }, 'without-message').success; // true
 * @see {@link https://discord.com/developers/docs/resources/channel#start-thread-without-message | Start Thread without Message}
 */
export function validateThreadBody(body: unknown, start: ThreadStart): ValidationResult<CheckedThreadBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  f.required('name');
  const name = f.string('name', { min: 1, max: ThreadLimits.nameMaxLength });
  const data: Partial<CheckedThreadBody> = {};
  if (typeof name === 'string') data.name = name;
  const minutes = f.integer('auto_archive_duration', { min: 60, max: 10080, nullable: true });
  if (typeof minutes === 'number') {
    if (ThreadLimits.autoArchiveDurations.includes(minutes))
      data.auto_archive_duration = minutes as ThreadAutoArchiveDuration;
    else
      c.add(
        'auto_archive_duration',
        FieldErrorCodes.Choices,
        `Value must be one of ${ThreadLimits.autoArchiveDurations.join(', ')} (got ${minutes})`,
      );
  }
  const slowmode = f.integer('rate_limit_per_user', {
    min: 0,
    max: ChannelLimits.rateLimitPerUserMax,
    nullable: true,
  });
  if (typeof slowmode === 'number') data.rate_limit_per_user = slowmode;
  if (start === 'without-message') {
    const type = f.integer('type', { min: 0, max: 255, nullable: true });
    if (typeof type === 'number' && !threadTypes.includes(type as ChannelType))
      c.add('type', FieldErrorCodes.Choices, `Value must be one of ${threadTypes.join(', ')} (got ${type})`);
    else if (typeof type === 'number') data.type = type as ChannelType;
    const invitable = f.boolean('invitable', { nullable: true });
    if (typeof invitable === 'boolean') data.invitable = invitable;
  }
  if (start === 'post') {
    if (f.required('message')) {
      const message = f.object('message');
      if (message) data.message = message;
    }
    const tags = f.snowflakes('applied_tags', {
      max: ThreadLimits.appliedTagsMax,
      unique: true,
      nullable: true,
    });
    if (tags) data.applied_tags = tags;
  }
  return c.errors.length === 0
    ? { success: true, data: data as CheckedThreadBody }
    : { success: false, errors: c.errors };
}
