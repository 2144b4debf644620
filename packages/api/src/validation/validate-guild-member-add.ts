import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { RESTPutAPIGuildMemberJSONBody } from '../types/guild-member-bodies.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { readMemberFields } from './validate-guild-member-edit.js';

/** Longest access token the service reads (the document's limit). */
const accessTokenMaxLength = 10_240;

/**
 * Checks the body of `PUT /guilds/{id}/members/{user_id}` as the service does: `access_token` a string
 * (required), `nick` at most 32 characters, `roles` at most 250 role ids (each once), `mute` and `deaf`
 * booleans, `flags` an integer; every field but the token may be null. Returns the body as read.
 * @example
 * validateGuildMemberAdd({ nick: 'new' });
 * // errors: [{ path: ['access_token'], code: 'BASE_TYPE_REQUIRED', … }]
 * @see {@link https://discord.com/developers/docs/resources/guild#add-guild-member | Add Guild Member}
 */
export function validateGuildMemberAdd(body: unknown): ValidationResult<RESTPutAPIGuildMemberJSONBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const token = f.required('access_token')
    ? f.string('access_token', { min: 1, max: accessTokenMaxLength })
    : undefined;
  const data: RESTPutAPIGuildMemberJSONBody = { access_token: token ?? '' };
  readMemberFields(f, data);
  const flags = f.integer('flags', { min: 0, max: 0xffff_ffff, nullable: true });
  if (flags !== undefined) data.flags = flags;
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}
