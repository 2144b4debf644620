import type { Locale, LocalizationMap } from '@slashkit/api';
import { expectString } from './argument-checks.js';

/**
 * Returns `map` with one locale set (a fresh map when there was none). A `null` value is kept: the wire
 * format allows it and the service then shows the default.
 * @internal
 */
export function withLocalization(
  map: LocalizationMap | null | undefined,
  locale: Locale,
  value: string | null,
  what: string,
): LocalizationMap {
  expectString(locale, `${what} locale`);
  if (value !== null) expectString(value, `${what} for ${locale}`);
  const next = map ?? {};
  next[locale] = value;
  return next;
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
