import type { StoredCommand } from './stored-command.js';

// Fields the service assigns or derives per request: never part of what a command "is". The deprecated
// `default_permission` is an echo; what it meant is stored in `default_member_permissions` ("0" for false).
const identityFields: ReadonlySet<string> = new Set([
  'default_permission',
  'id',
  'application_id',
  'version',
  'guild_id',
  'name_localized',
  'description_localized',
]);

// Lists whose order carries no meaning: compared as sets.
const unorderedFields: ReadonlySet<string> = new Set([
  'channel_types',
  'file_types',
  'contexts',
  'integration_types',
]);

// Option and choice fields whose "nothing" has several spellings: absent, null, false or [].
const emptyWhenFalse: ReadonlySet<string> = new Set(['required', 'autocomplete']);
const emptyWhenEmptyList: ReadonlySet<string> = new Set([
  'options',
  'choices',
  'channel_types',
  'file_types',
]);
const emptyWhenNull: ReadonlySet<string> = new Set(['name_localizations', 'description_localizations']);

/**
 * The top-level fields in which two stored commands differ (see `storedCommand`), in the order of `a`'s
 * fields: what a sync must PATCH, and what earns a command a new `version` on the service. Ids, versions
 * and `*_localized` fields are ignored; so are the order of object keys and of set-like lists
 * (`channel_types`, `file_types`, `contexts`, `integration_types`), and the spellings of "nothing" inside
 * options and choices (absent, `null` localizations, `required: false`, `[]`).
 * @example
 * commandDifferences(storedCommand(a, { scope: 'global' }), storedCommand(b, { scope: 'global' })); // ['nsfw']
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object}
 */
export function commandDifferences(a: StoredCommand, b: StoredCommand): string[] {
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.filter(
    (field) => !identityFields.has(field) && topLevel(left[field], field) !== topLevel(right[field], field),
  );
}

function topLevel(value: unknown, field: string): string {
  return isNothing(value, field) ? 'undefined' : canonical(value, field);
}

/** A string that is equal for two values exactly when the service would store them alike. */
function canonical(value: unknown, field: string): string {
  if (Array.isArray(value)) {
    const items = value.map((item) => canonical(item, ''));
    if (unorderedFields.has(field)) items.sort();
    return `[${items.join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries: string[] = [];
    for (const key of Object.keys(value).sort()) {
      const child = (value as Record<string, unknown>)[key];
      if (isNothing(child, key)) continue;
      entries.push(`${JSON.stringify(key)}:${canonical(child, key)}`);
    }
    return `{${entries.join(',')}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

function isNothing(value: unknown, key: string): boolean {
  if (value === undefined) return true;
  if (value === null) return emptyWhenNull.has(key);
  if (value === false) return emptyWhenFalse.has(key);
  return Array.isArray(value) && value.length === 0 && emptyWhenEmptyList.has(key);
}
