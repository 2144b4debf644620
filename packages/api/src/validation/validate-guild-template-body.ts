import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';

/** A checked template body: what it sets (absent: unchanged; a null description: none). */
export interface CheckedGuildTemplateBody {
  name?: string;
  description?: string | null;
}

/**
 * Checks the body of `POST /guilds/{id}/templates` (`create`: `name` required) or `PATCH
 * /guilds/{id}/templates/{code}` as the service does: `name` 1-100 characters, `description` at most 120
 * or null.
 * @example
 * validateGuildTemplateBody({ name: 'Study group', description: 'Channels for a class' }, { create: true });
 * @see {@link https://discord.com/developers/docs/resources/guild-template#create-guild-template | Create Guild Template}
 */
export function validateGuildTemplateBody(
  body: unknown,
  options: { create: boolean },
): ValidationResult<CheckedGuildTemplateBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const name =
    !options.create || f.required('name')
      ? f.string('name', { min: 1, max: GuildLimits.templateNameMaxLength })
      : undefined;
  const description = f.string('description', {
    max: GuildLimits.templateDescriptionMaxLength,
    nullable: true,
  });
  if (c.errors.length > 0) return { success: false, errors: c.errors };
  const data: CheckedGuildTemplateBody = {};
  if (typeof name === 'string') data.name = name;
  if (description !== undefined) data.description = description;
  return { success: true, data };
}
