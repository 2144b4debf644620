import type { LocalizationMap } from '../enums/locale.js';

/**
 * A localization map as the service stores it: only string entries, none equal to the default text (the
 * service ignores those), in the order sent; null when nothing is left.
 * @example
 * storedLocalizations({ fr: 'écho', de: 'echo' }, 'echo'); // { fr: 'écho' }
 * @see spec "Localization" rule 3
 */
export function storedLocalizations(map: unknown, defaultText: unknown): LocalizationMap | null {
  if (map === null || typeof map !== 'object' || Array.isArray(map)) return null;
  const out: Record<string, string> = {};
  let any = false;
  for (const [locale, text] of Object.entries(map)) {
    if (typeof text !== 'string' || text === defaultText) continue;
    out[locale] = text;
    any = true;
  }
  return any ? (out as LocalizationMap) : null;
}
