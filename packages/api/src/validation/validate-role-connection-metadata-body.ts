import type { ApplicationRoleConnectionMetadataType } from '../enums/application-role-connection-metadata-type.js';
import type { LocalizationMap } from '../enums/locale.js';
import { FieldErrorCodes } from '../error-codes.js';
import { RoleConnectionLimits as L } from '../role-connection-limits.js';
import type { APIApplicationRoleConnectionMetadata } from '../types/role-connection.js';
import type { ValidationResult } from './field-error.js';
import type { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { checkLocalizations } from './rules/localizations.js';
import { readObjectItems } from './rules/object-items.js';

const keyPattern = /^[a-z0-9_]+$/;

/**
 * Checks the body of `PUT /applications/{application.id}/role-connections/metadata` as the service does: a
 * list of at most 5 records, each with a `type` from 1 to 8, a `key` of 1-50 characters of `a-z`, `0-9`
 * and `_` (each key once), a 1-100 character `name` and a 1-200 character `description`, and translations
 * of both keyed by known locales. Answers the records as the service stores them (translations kept only
 * when given).
 * @example
 * validateRoleConnectionMetadataBody([
 *   { type: 2, key: 'level', name: 'Level', description: 'Minimum level in the game' },
 * ]);
 * @see {@link https://discord.com/developers/docs/resources/application-role-connection-metadata#update-application-role-connection-metadata-records | Update Application Role Connection Metadata Records}
 */
export function validateRoleConnectionMetadataBody(
  body: unknown,
): ValidationResult<APIApplicationRoleConnectionMetadata[]> {
  const c = new ErrorCollector();
  if (!Array.isArray(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ListType,
      `Expected a list of records such as [{ "type": 2, "key": "level", "name": "Level", "description": "…" }], got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  if (body.length > L.metadataRecordsMax) {
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `Must be ${L.metadataRecordsMax} or fewer in length (got ${body.length}): an application declares at most ${L.metadataRecordsMax} records`,
    );
    return { success: false, errors: c.errors };
  }
  const seen = new Set<string>();
  const records = readObjectItems(c, body, (f) => {
    const record = readRecord(c, f);
    if (record && seen.has(record.key)) {
      c.add(
        'key',
        FieldErrorCodes.InvalidValue,
        `Key ${JSON.stringify(record.key)} comes twice — give each record its own key`,
      );
      return undefined;
    }
    if (record) seen.add(record.key);
    return record;
  });
  return c.errors.length === 0 ? { success: true, data: records } : { success: false, errors: c.errors };
}

function readRecord(c: ErrorCollector, f: BodyFields): APIApplicationRoleConnectionMetadata | undefined {
  const type = f.required('type') ? f.integer('type', { min: 1, max: 8 }) : undefined;
  const key = f.required('key') ? f.string('key', { min: 1, max: L.keyMaxLength }) : undefined;
  if (typeof key === 'string' && !keyPattern.test(key))
    c.add('key', FieldErrorCodes.InvalidValue, `Key ${JSON.stringify(key)} may hold only a-z, 0-9 and _`);
  const name = f.required('name') ? f.string('name', { min: 1, max: L.nameMaxLength }) : undefined;
  const description = f.required('description')
    ? f.string('description', { min: 1, max: L.descriptionMaxLength })
    : undefined;
  const nameLocalizations = f.raw('name_localizations');
  const descriptionLocalizations = f.raw('description_localizations');
  checkLocalizations(c, 'name_localizations', nameLocalizations, {
    min: 1,
    max: L.nameMaxLength,
    hint: `translate the name in 1 to ${L.nameMaxLength} characters`,
  });
  checkLocalizations(c, 'description_localizations', descriptionLocalizations, {
    min: 1,
    max: L.descriptionMaxLength,
    hint: `translate the description in 1 to ${L.descriptionMaxLength} characters`,
  });
  if (typeof type !== 'number' || typeof key !== 'string' || typeof name !== 'string') return undefined;
  if (typeof description !== 'string') return undefined;
  const record: APIApplicationRoleConnectionMetadata = {
    type: type as ApplicationRoleConnectionMetadataType,
    key,
    name,
    description,
  };
  const names = translations(nameLocalizations);
  const descriptions = translations(descriptionLocalizations);
  if (names) record.name_localizations = names;
  if (descriptions) record.description_localizations = descriptions;
  return record;
}

// The translations given (their values checked), without the null ones: null means "no translation".
function translations(value: unknown): LocalizationMap | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const kept: Record<string, string> = {};
  for (const [locale, text] of Object.entries(value)) if (typeof text === 'string') kept[locale] = text;
  return Object.keys(kept).length > 0 ? (kept as LocalizationMap) : undefined;
}
