import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

/** What a ban deletes, in seconds of the user's latest messages (0: none). */
export interface CheckedBanBody {
  deleteMessageSeconds: number;
}

/**
 * Checks the body of `PUT /guilds/{id}/bans/{user_id}` as the service does (an absent body is an empty
 * one): `delete_message_seconds` 0-604800, or the deprecated `delete_message_days` 0-7 (counted in days);
 * each nullable. Returns the seconds to delete.
 * @example
 * validateGuildBanBody({ delete_message_seconds: 3600 }); // { success: true, data: { deleteMessageSeconds: 3600 } }
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-ban | Create Guild Ban}
 */
export function validateGuildBanBody(body: unknown): ValidationResult<CheckedBanBody> {
  const c = new ErrorCollector();
  if (body === undefined) return { success: true, data: { deleteMessageSeconds: 0 } };
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const seconds = f.integer('delete_message_seconds', {
    min: 0,
    max: GuildLimits.banDeleteMessageSecondsMax,
    nullable: true,
  });
  const days = f.integer('delete_message_days', {
    min: 0,
    max: GuildLimits.banDeleteMessageDaysMax,
    nullable: true,
  });
  const deleteMessageSeconds = seconds ?? (days ?? 0) * 86_400;
  return c.errors.length === 0
    ? { success: true, data: { deleteMessageSeconds } }
    : { success: false, errors: c.errors };
}

/**
 * Checks the body of `POST /guilds/{id}/bulk-ban`: `user_ids` required, 1-200 snowflakes each once,
 * `delete_message_seconds` 0-604800 (nullable).
 * @example
 * validateBulkBanBody({ user_ids: ['1'], delete_message_seconds: 60 });
 * @see {@link https://discord.com/developers/docs/resources/guild#bulk-guild-ban | Bulk Guild Ban}
 */
export function validateBulkBanBody(
  body: unknown,
): ValidationResult<{ userIds: string[]; deleteMessageSeconds: number }> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  f.required('user_ids');
  const userIds = f.snowflakes('user_ids', { max: GuildLimits.bulkBanMax, unique: true });
  if (userIds?.length === 0)
    c.add('user_ids', FieldErrorCodes.MinLength, 'Must be 1 or more in length (got 0)');
  const seconds = f.integer('delete_message_seconds', {
    min: 0,
    max: GuildLimits.banDeleteMessageSecondsMax,
    nullable: true,
  });
  return c.errors.length === 0 && userIds
    ? { success: true, data: { userIds, deleteMessageSeconds: seconds ?? 0 } }
    : { success: false, errors: c.errors };
}
