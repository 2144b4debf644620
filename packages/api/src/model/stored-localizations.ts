import type { LocalizationMap } from '../enums/locale.js';

/**
 * A localization map as the service stores it: only string entries, none equal to the default text (the
 * service ignores those), in the order sent; null when nothing is left.
 * @example
 * storedLocalizations({ fr: 'écho', de: 'echo' }, 'echo'); // { fr: 'écho' }
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
 */
export function storedLocalizations(map: unknown, defaultText: unknown): LocalizationMap | null {
  if (map === null || typeof map !== 'object' || Array.isArray(map)) return null;
  const kept = Object.entries(map).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== defaultText,
  );
  // fromEntries makes every key an own data property: a key such as `__proto__` stays data.
  return kept.length > 0 ? (Object.fromEntries(kept) as LocalizationMap) : null;
}
