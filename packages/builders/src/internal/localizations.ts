import type { Locale, LocalizationMap } from '@slashkit/api';
import { expectString } from './argument-checks.js';

/** The localization maps a builder keeps, keyed as on the wire. @internal */
export type LocalizedField = 'name_localizations' | 'description_localizations';

/** A builder with the localization map `Field` (the fields are read-only outside the setters). @internal */
type Localized<Field extends LocalizedField> = { -readonly [F in Field]: LocalizationMap | null | undefined };

/** How error messages name each map. */
const labels: Record<LocalizedField, string> = {
  name_localizations: 'name localization',
  description_localizations: 'description localization',
};

/**
 * Sets one locale of `builder[field]`, for the `set…Localization` methods of commands, subcommands, groups
 * and options (a fresh map when there was none). A `null` value is kept: the wire format allows it and the
 * service then shows the default.
 * @internal
 */
export function setLocalization<Field extends LocalizedField>(
  builder: { readonly [F in Field]: LocalizationMap | null | undefined },
  field: Field,
  locale: Locale,
  value: string | null,
): void {
  const what = labels[field];
  expectString(locale, `${what} locale`);
  if (value !== null) expectString(value, `${what} for ${locale}`);
  const map = builder[field] ?? {};
  map[locale] = value;
  (builder as Localized<Field>)[field] = map;
}

/**
 * Replaces `builder[field]` with a copy of `map`, for the `set…Localizations` methods: `null` clears it on
 * the wire, `undefined` leaves the field out.
 * @internal
 */
export function setLocalizations<Field extends LocalizedField>(
  builder: { readonly [F in Field]: LocalizationMap | null | undefined },
  field: Field,
  map: LocalizationInput | null | undefined,
): void {
  (builder as Localized<Field>)[field] = copyLocalizations(map, `${labels[field]}s`);
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
): LocalizationMap | null | undefined {
  if (map === null || map === undefined) return map;
  if (typeof map !== 'object') throw new TypeError(`${what} must be an object keyed by locale, or null`);
  const copy: LocalizationMap = {};
  for (const locale in map) {
    const value = map[locale as Locale];
    if (value !== null && value !== undefined) expectString(value, `${what} for ${locale}`);
    if (value !== undefined) copy[locale as Locale] = value;
  }
  return copy;
}

/**
 * A copy of a dictionary for a JSON body, so that changing the body never changes the builder.
 * @internal
 */
export function cloneLocalizations(map: LocalizationMap | null): LocalizationMap | null {
  return map === null ? null : { ...map };
}
