import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type {
  RESTPatchAPICurrentGuildMemberJSONBody,
  RESTPatchAPIGuildMemberJSONBody,
} from '../types/guild-member-bodies.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

/** How a member edit is checked: the time it is checked at, for how far ahead a timeout may end. */
export interface GuildMemberEditValidationOptions {
  /** Epoch milliseconds (the service's clock). */
  now: number;
}

/**
 * Checks the body of `PATCH /guilds/{id}/members/{user_id}` as the service does: `nick` at most 32
 * characters, `roles` at most 250 role ids (each once), `mute` and `deaf` booleans, `channel_id` a
 * snowflake, `communication_disabled_until` an ISO 8601 timestamp at most 28 days after `now`, `flags` an
 * integer; every field may be null. Returns the body as read.
 * @example
 * validateGuildMemberEdit({ communication_disabled_until: '2099-01-01T00:00:00Z' }, { now: Date.now() });
 * // errors: [{ path: ['communication_disabled_until'], code: 'BASE_TYPE_INVALID', … }]
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-member | Modify Guild Member}
 */
export function validateGuildMemberEdit(
  body: unknown,
  options: GuildMemberEditValidationOptions,
): ValidationResult<RESTPatchAPIGuildMemberJSONBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: RESTPatchAPIGuildMemberJSONBody = {};
  readMemberFields(f, data);
  const channel = f.snowflake('channel_id', { nullable: true });
  if (channel !== undefined) data.channel_id = channel;
  const until = f.string('communication_disabled_until', { nullable: true });
  if (typeof until === 'string') {
    const time = Date.parse(until);
    if (Number.isNaN(time))
      c.add(
        'communication_disabled_until',
        FieldErrorCodes.InvalidValue,
        `${JSON.stringify(until)} is not an ISO 8601 timestamp`,
      );
    else if (time > options.now + GuildLimits.timeoutMaxMs)
      c.add(
        'communication_disabled_until',
        FieldErrorCodes.InvalidValue,
        'A timeout ends at most 28 days from now — pick an earlier time',
      );
    else data.communication_disabled_until = new Date(time).toISOString();
  } else if (until === null) data.communication_disabled_until = null;
  const flags = f.integer('flags', { min: 0, max: 0xffff_ffff, nullable: true });
  if (flags !== undefined) data.flags = flags;
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}

/**
 * Checks the body of `PATCH /guilds/{id}/members/@me`: `nick` at most 32 characters, `avatar` and
 * `banner` image data, `bio` at most 190 characters; each nullable.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-current-member | Modify Current Member}
 */
export function validateCurrentMemberEdit(
  body: unknown,
): ValidationResult<RESTPatchAPICurrentGuildMemberJSONBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: RESTPatchAPICurrentGuildMemberJSONBody = {};
  const nick = f.string('nick', { max: GuildLimits.nickMaxLength, nullable: true });
  if (nick !== undefined) data.nick = nick;
  for (const key of ['avatar', 'banner'] as const) {
    const image = f.string(key, { nullable: true });
    if (typeof image === 'string' && !/^data:image\/(png|jpeg|gif|webp);base64,/.test(image))
      c.add(key, FieldErrorCodes.InvalidValue, 'Expected image data: data:image/png;base64,…');
    else if (image !== undefined) data[key] = image;
  }
  const bio = f.string('bio', { max: 190, nullable: true });
  if (bio !== undefined) data.bio = bio;
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}

/**
 * The fields a member edit and a member add share, read into `data`: `nick` (at most 32 characters),
 * `roles` (at most 250 role ids, each once), `mute` and `deaf`; each may be null.
 */
export function readMemberFields(
  f: BodyFields,
  data: Pick<RESTPatchAPIGuildMemberJSONBody, 'nick' | 'roles' | 'mute' | 'deaf'>,
): void {
  const nick = f.string('nick', { max: GuildLimits.nickMaxLength, nullable: true });
  if (nick !== undefined) data.nick = nick;
  const roles = f.snowflakes('roles', { max: GuildLimits.rolesMax, unique: true, nullable: true });
  if (roles !== undefined) data.roles = roles;
  for (const key of ['mute', 'deaf'] as const) {
    const flag = f.boolean(key, { nullable: true });
    if (flag !== undefined) data[key] = flag;
  }
}
