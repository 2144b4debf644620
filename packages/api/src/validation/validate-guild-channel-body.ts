import { ChannelLimits } from '../channel-limits.js';
import { ChannelType } from '../enums/channel-type.js';
import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type {
  RESTAPIChannelPatchOverwrite,
  RESTPatchAPIChannelJSONBody,
  RESTPatchAPIGuildChannelPositionsJSONBody,
  RESTPostAPIGuildChannelJSONBody,
  RESTPutAPIChannelPermissionJSONBody,
} from '../types/guild-channel-bodies.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { readObjectItems } from './rules/object-items.js';

/** The channel types a guild channel may be created with. */
export const CreatableChannelTypes: readonly ChannelType[] = [
  ChannelType.GuildText,
  ChannelType.GuildVoice,
  ChannelType.GuildCategory,
  ChannelType.GuildAnnouncement,
  ChannelType.GuildStageVoice,
  ChannelType.GuildForum,
  ChannelType.GuildMedia,
];

const archiveDurations: readonly number[] = [60, 1440, 4320, 10080];

/** How a channel body is checked: `create` (`POST /guilds/{id}/channels`) or `edit` (`PATCH /channels/{id}`). */
export interface GuildChannelBodyValidationOptions {
  mode: 'create' | 'edit';
}

/**
 * Checks a guild channel body as the service does: `name` 1-100 characters (required on create), `type`
 * one of the creatable types (an edit converts only text and announcement channels), `topic` at most 1024
 * characters (4096 in forum and media channels), slowmode 0-21600 seconds, voice `bitrate` 8000-384000
 * and `user_limit` 0-10000, `permission_overwrites` at most 1000 `{ id, type, allow, deny }`, `parent_id`,
 * `nsfw`, `default_auto_archive_duration` 60, 1440, 4320 or 10080 minutes; on edit also a thread's
 * `archived`, `locked`, `invitable`, `auto_archive_duration` and `applied_tags` (at most 5). Fields the
 * emulator does not keep (forum tags, sort orders, layouts) are checked for their JSON type only.
 * @example
 * validateGuildChannelBody({ name: 'tickets', type: 4 }, { mode: 'create' }).success; // true
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-channel | Create Guild Channel}
 */
export function validateGuildChannelBody(
  body: unknown,
  options: GuildChannelBodyValidationOptions,
): ValidationResult<RESTPostAPIGuildChannelJSONBody & RESTPatchAPIChannelJSONBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: Record<string, unknown> = {};
  const keep = (key: string, value: unknown) => {
    if (value !== undefined) data[key] = value;
  };
  if (options.mode === 'create') f.required('name');
  keep('name', f.string('name', { min: 1, max: GuildLimits.channelNameMaxLength }));
  const type = f.integer('type', { min: 0, max: 255, nullable: options.mode === 'create' });
  const types =
    options.mode === 'create'
      ? CreatableChannelTypes
      : [ChannelType.GuildText, ChannelType.GuildAnnouncement];
  if (typeof type === 'number' && !types.includes(type as ChannelType))
    c.add('type', FieldErrorCodes.Choices, `Value must be one of ${types.join(', ')} (got ${type})`);
  else keep('type', type);
  const long = type === ChannelType.GuildForum || type === ChannelType.GuildMedia;
  keep(
    'topic',
    f.string('topic', {
      max: long ? GuildLimits.forumTopicMaxLength : ChannelLimits.topicMaxLength,
      nullable: true,
    }),
  );
  keep('bitrate', f.integer('bitrate', { min: 8000, max: 384_000, nullable: true }));
  keep('user_limit', f.integer('user_limit', { min: 0, max: ChannelLimits.userLimitMax, nullable: true }));
  for (const key of ['rate_limit_per_user', 'default_thread_rate_limit_per_user'])
    keep(key, f.integer(key, { min: 0, max: ChannelLimits.rateLimitPerUserMax, nullable: true }));
  keep('position', f.integer('position', { min: 0, max: 100_000, nullable: true }));
  const overwrites = f.array('permission_overwrites', { max: GuildLimits.overwritesMax, nullable: true });
  if (overwrites === null) data.permission_overwrites = null;
  else if (overwrites) {
    c.path.push('permission_overwrites');
    const read = readOverwrites(c, overwrites);
    c.path.pop();
    if (read) data.permission_overwrites = read;
  }
  keep('parent_id', f.snowflake('parent_id', { nullable: true }));
  keep('nsfw', f.boolean('nsfw', { nullable: true }));
  keep('rtc_region', f.string('rtc_region', { max: 64, nullable: true }));
  keep('video_quality_mode', f.integer('video_quality_mode', { min: 1, max: 2, nullable: true }));
  for (const key of ['default_auto_archive_duration', 'auto_archive_duration']) {
    const minutes = f.integer(key, { min: 60, max: 10080, nullable: true });
    if (typeof minutes === 'number' && !archiveDurations.includes(minutes))
      c.add(
        key,
        FieldErrorCodes.Choices,
        `Value must be one of ${archiveDurations.join(', ')} (got ${minutes})`,
      );
    else if (options.mode === 'edit' || key === 'default_auto_archive_duration') keep(key, minutes);
  }
  keep('flags', f.integer('flags', { min: 0, max: 0xffff_ffff, nullable: true }));
  // Forum settings the emulator does not keep: their JSON type is checked, and they are left out.
  f.array('available_tags', { max: 20, nullable: true });
  f.object('default_reaction_emoji', { nullable: true });
  f.integer('default_sort_order', { min: 0, max: 1, nullable: true });
  f.integer('default_forum_layout', { min: 0, max: 2, nullable: true });
  if (options.mode === 'edit') {
    for (const key of ['archived', 'locked', 'invitable']) keep(key, f.boolean(key));
    keep('applied_tags', f.snowflakes('applied_tags', { max: 5, unique: true }));
  }
  return c.errors.length === 0
    ? {
        success: true,
        data: data as unknown as RESTPostAPIGuildChannelJSONBody & RESTPatchAPIChannelJSONBody,
      }
    : { success: false, errors: c.errors };
}

function readOverwrites(
  c: ErrorCollector,
  items: readonly unknown[],
): RESTAPIChannelPatchOverwrite[] | undefined {
  const before = c.errors.length;
  const read = readObjectItems(c, items, (f): RESTAPIChannelPatchOverwrite | undefined => {
    const id = f.required('id') ? f.snowflake('id') : undefined;
    const overwrite = readOverwrite(c, f);
    return typeof id === 'string' && overwrite ? { id, ...overwrite } : undefined;
  });
  return c.errors.length === before ? read : undefined;
}

// An overwrite's `type` (required: 0 a role, 1 a member) and its `allow` and `deny` bits (absent or null:
// "0"); undefined when one of them is wrong (the collector says which).
function readOverwrite(c: ErrorCollector, f: BodyFields): RESTPutAPIChannelPermissionJSONBody | undefined {
  const before = c.errors.length;
  const type = f.required('type') ? f.integer('type', { min: 0, max: 1 }) : undefined;
  const allow = f.permissions('allow', { nullable: true }) ?? 0n;
  const deny = f.permissions('deny', { nullable: true }) ?? 0n;
  if (c.errors.length > before || (type !== 0 && type !== 1)) return undefined;
  return { type, allow: allow.toString(), deny: deny.toString() };
}

/**
 * Checks the body of `PUT /channels/{id}/permissions/{overwrite_id}`: `type` 0 (role) or 1 (member),
 * `allow` and `deny` decimal bit sets (left out or null: "0").
 * @see {@link https://discord.com/developers/docs/resources/channel#edit-channel-permissions | Edit Channel Permissions}
 */
export function validateChannelPermission(
  body: unknown,
): ValidationResult<RESTPutAPIChannelPermissionJSONBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const overwrite = readOverwrite(c, new BodyFields(c, body));
  return overwrite && c.errors.length === 0
    ? { success: true, data: overwrite }
    : { success: false, errors: c.errors };
}

/**
 * Checks the body of `PATCH /guilds/{id}/channels`: at most 500 `{ id, position, lock_permissions,
 * parent_id }`, each id once.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-channel-positions | Modify Guild Channel Positions}
 */
export function validateChannelPositions(
  body: unknown,
): ValidationResult<RESTPatchAPIGuildChannelPositionsJSONBody> {
  const c = new ErrorCollector();
  if (!Array.isArray(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ListType,
      `Expected an array of { id, position }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  if (body.length > GuildLimits.channelsMax) {
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `Must be ${GuildLimits.channelsMax} or fewer in length (got ${body.length})`,
    );
    return { success: false, errors: c.errors };
  }
  const seen = new Set<string>();
  const data: RESTPatchAPIGuildChannelPositionsJSONBody = readObjectItems(c, body, (f) => {
    const id = f.required('id') ? f.snowflake('id') : undefined;
    const position = f.integer('position', { min: 0, max: 100_000, nullable: true });
    const lock = f.boolean('lock_permissions', { nullable: true });
    const parent = f.snowflake('parent_id', { nullable: true });
    if (typeof id !== 'string') return undefined;
    if (seen.has(id)) {
      c.add('id', FieldErrorCodes.InvalidValue, `Channel ${id} comes twice — list each channel once`);
      return undefined;
    }
    seen.add(id);
    return {
      id,
      ...(position !== undefined ? { position } : {}),
      ...(lock !== undefined ? { lock_permissions: lock } : {}),
      ...(parent !== undefined ? { parent_id: parent } : {}),
    };
  });
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}

/**
 * Checks the body of `POST /channels/{id}/followers`: `webhook_channel_id`, the channel the announcements
 * go to, a snowflake. Returns that id.
 * @see {@link https://discord.com/developers/docs/resources/channel#follow-announcement-channel | Follow Announcement Channel}
 */
export function validateChannelFollowers(body: unknown): ValidationResult<string> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const id = f.required('webhook_channel_id') ? f.snowflake('webhook_channel_id') : undefined;
  return typeof id === 'string' ? { success: true, data: id } : { success: false, errors: c.errors };
}
