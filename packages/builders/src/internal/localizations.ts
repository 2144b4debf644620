import type { Locale, LocalizationDictionary } from '@slashkit/api';
import { expectString } from './argument-checks.js';

/** The localization maps a builder keeps, keyed as on the wire. @internal */
export type LocalizedField = 'name_localizations' | 'description_localizations';

/** A builder with the localization map `Field` (the fields are read-only outside the setters). @internal */
type Localized<Field extends LocalizedField> = {
  -readonly [F in Field]: LocalizationDictionary | null | undefined;
};

/** How error messages name one entry of each map. */
const entryLabels: Record<LocalizedField, string> = {
  name_localizations: 'name localization',
  description_localizations: 'description localization',
};

/** How error messages name each whole map. */
const mapLabels: Record<LocalizedField, string> = {
  name_localizations: 'name localizations',
  description_localizations: 'description localizations',
};

/**
 * Sets one locale of `builder[field]`, for the `set…Localization` methods of commands, subcommands, groups
 * and options (a fresh map when there was none). A `null` value is kept: the wire format allows it and the
 * service then shows the default.
 * @internal
 */
export function setLocalization<Field extends LocalizedField>(
  builder: { readonly [F in Field]: LocalizationDictionary | null | undefined },
  field: Field,
  locale: Locale,
  value: string | null,
): void {
  const what = entryLabels[field];
  expectString(locale, `${what} locale`);
  if (value !== null) expectString(value, `${what} for ${locale}`);
  // A computed key is an own data property even when it is `__proto__`, so no locale is lost.
  store(builder, field, { ...builder[field], [locale]: value });
}

/**
 * Replaces `builder[field]` with a copy of `map`, for the `set…Localizations` methods: `null` clears it on
 * the wire, `undefined` leaves the field out.
 * @internal
 */
export function setLocalizations<Field extends LocalizedField>(
  builder: { readonly [F in Field]: LocalizationDictionary | null | undefined },
  field: Field,
  map: LocalizationInput | null | undefined,
): void {
  store(builder, field, copyLocalizations(map, mapLabels[field]));
}

/** Writes the map (the fields are read-only outside the setters). */
function store<Field extends LocalizedField>(
  builder: { readonly [F in Field]: LocalizationDictionary | null | undefined },
  field: Field,
  map: LocalizationDictionary | null | undefined,
): void {
  (builder as Localized<Field>)[field] = map;
}

/**
 * A dictionary as callers may pass it: entries may be `undefined` (left out of the copy), as in
 * discord-api-types request bodies.
 * @internal
 */
export type LocalizationInput = { readonly [L in Locale]?: string | null | undefined };

/**
 * A copy of a whole dictionary given to `set…Localizations`; `null` clears it on the wire, `undefined`
 * leaves the field out.
 * @internal
 */
export function copyLocalizations(
  map: LocalizationInput | null | undefined,
  what: string,
): LocalizationDictionary | null | undefined {
  if (map === null || map === undefined) return map;
  if (typeof map !== 'object') throw new TypeError(`${what} must be an object keyed by locale, or null`);
  const entries: [string, string | null][] = [];
  // Own keys only; fromEntries keeps a key such as `__proto__` as data, for validation to refuse.
  for (const [locale, value] of Object.entries(map)) {
    if (value !== null && value !== undefined) expectString(value, `${what} for ${locale}`);
    if (value !== undefined) entries.push([locale, value as string | null]);
  }
  return Object.fromEntries(entries) as LocalizationDictionary;
}

/**
 * A copy of a dictionary for a JSON body, so that changing the body never changes the builder.
 * @internal
 */
export function cloneLocalizations(map: LocalizationDictionary | null): LocalizationDictionary | null {
  return map === null ? null : { ...map };
}
