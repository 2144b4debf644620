import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { createRecord } from '../records/create-record.js';
import { RoleConnectionLimits as L } from '../role-connection-limits.js';
import type { APIApplicationRoleConnection } from '../types/role-connection.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType, show } from './rules/collector.js';
import { checkLength } from './rules/text.js';

/**
 * Checks the body of `PUT /users/@me/applications/{application.id}/role-connection` as the service does:
 * `platform_name` at most 50 characters, `platform_username` at most 100, and `metadata` an object whose
 * values are strings or numbers of 1-100 characters once stringified. With `keys` (the keys of the
 * application's metadata records) a value for any other key is refused. Answers the connection as it is
 * stored: the whole of it (what the body leaves out or sends null is null, or no metadata), each value a
 * string.
 * @example
 * validateUserRoleConnectionBody({ platform_name: 'Pizza Quest', metadata: { level: 12 } }, ['level']);
 * @see {@link https://discord.com/developers/docs/resources/user#update-current-user-application-role-connection | Update Current User Application Role Connection}
 */
export function validateUserRoleConnectionBody(
  body: unknown,
  keys?: readonly string[],
): ValidationResult<APIApplicationRoleConnection> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object such as { "platform_name": "…", "metadata": { "level": 12 } }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const platformName = f.string('platform_name', { max: L.platformNameMaxLength, nullable: true });
  const platformUsername = f.string('platform_username', {
    max: L.platformUsernameMaxLength,
    nullable: true,
  });
  const given = f.object('metadata', { nullable: true });
  const metadata = createRecord<string>();
  if (given) {
    c.path.push('metadata');
    // Own keys only: JSON.parse makes every key of the body an own one, and nothing else is the body.
    for (const key of Object.keys(given)) {
      const value = given[key];
      if (keys && !keys.includes(key)) {
        c.add(
          key,
          FieldErrorCodes.InvalidValue,
          `${JSON.stringify(key)} is not a metadata key of this application (its keys: ${keys.join(', ') || 'none'}) — declare it with PUT /applications/{application.id}/role-connections/metadata first`,
        );
        continue;
      }
      if (typeof value !== 'string' && typeof value !== 'number') {
        c.add(
          key,
          FieldErrorCodes.String,
          `Expected a string or a number, got ${jsonType(value)} (${show(value)})`,
        );
        continue;
      }
      const text = String(value);
      if (checkLength(c, key, text, 1, L.metadataValueMaxLength, 'send the value as a short string'))
        metadata[key] = text;
    }
    c.path.pop();
  }
  if (c.errors.length > 0) return { success: false, errors: c.errors };
  return {
    success: true,
    data: { platform_name: platformName ?? null, platform_username: platformUsername ?? null, metadata },
  };
}
