import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

/** A checked widget edit: what it sets (absent: unchanged; a null channel: none; a null `enabled`: unchanged). */
export interface CheckedGuildWidgetEdit {
  enabled?: boolean;
  channelId?: Snowflake | null;
}

/**
 * Checks the body of `PATCH /guilds/{id}/widget` as the service does: `enabled` a boolean, `channel_id` a
 * snowflake or null. Whether the channel is the guild's is the server's to judge.
 * @example
 * validateGuildWidgetBody({ enabled: true, channel_id: '1250000000000000402' });
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-widget | Modify Guild Widget}
 */
export function validateGuildWidgetBody(body: unknown): ValidationResult<CheckedGuildWidgetEdit> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const enabled = f.boolean('enabled', { nullable: true });
  const channelId = f.snowflake('channel_id', { nullable: true });
  if (c.errors.length > 0) return { success: false, errors: c.errors };
  const data: CheckedGuildWidgetEdit = {};
  if (typeof enabled === 'boolean') data.enabled = enabled;
  if (channelId !== undefined) data.channelId = channelId;
  return { success: true, data };
}
