import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { APIGuildIncidentsData } from '../types/guild-incidents.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

const keys = ['invites_disabled_until', 'dms_disabled_until'] as const;

/**
 * Checks the body of `PUT /guilds/{id}/incident-actions` as the service does: each of
 * `invites_disabled_until` and `dms_disabled_until` an ISO 8601 timestamp at most 24 hours after `now`,
 * or null (or absent: the pause ends). Returns both, normalized to ISO 8601 in UTC.
 * @example
 * validateGuildIncidentActionsBody({ invites_disabled_until: new Date(Date.now() + 3_600_000).toISOString() }, { now: Date.now() });
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-incident-actions | Modify Guild Incident Actions}
 */
export function validateGuildIncidentActionsBody(
  body: unknown,
  options: { now: number },
): ValidationResult<APIGuildIncidentsData> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: APIGuildIncidentsData = { invites_disabled_until: null, dms_disabled_until: null };
  for (const key of keys) {
    const until = f.string(key, { nullable: true });
    if (typeof until !== 'string') continue;
    const time = Date.parse(until);
    if (Number.isNaN(time))
      c.add(key, FieldErrorCodes.InvalidValue, `${JSON.stringify(until)} is not an ISO 8601 timestamp`);
    else if (time > options.now + GuildLimits.incidentActionMaxMs)
      c.add(key, FieldErrorCodes.InvalidValue, 'Must be at most 24 hours in the future — pick a sooner time');
    else data[key] = new Date(time).toISOString();
  }
  if (c.errors.length > 0) return { success: false, errors: c.errors };
  return { success: true, data };
}
