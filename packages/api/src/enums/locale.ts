import { ownValue } from '../records/own-value.js';

/**
 * The 32 locales the service knows, keyed by a readable name.
 * @see {@link https://discord.com/developers/docs/reference#locales | Locales}
 */
export const Locale = {
  Indonesian: 'id',
  Danish: 'da',
  German: 'de',
  EnglishGB: 'en-GB',
  EnglishUS: 'en-US',
  SpanishES: 'es-ES',
  SpanishLATAM: 'es-419',
  French: 'fr',
  Croatian: 'hr',
  Italian: 'it',
  Lithuanian: 'lt',
  Hungarian: 'hu',
  Dutch: 'nl',
  Norwegian: 'no',
  Polish: 'pl',
  PortugueseBR: 'pt-BR',
  Romanian: 'ro',
  Finnish: 'fi',
  Swedish: 'sv-SE',
  Vietnamese: 'vi',
  Turkish: 'tr',
  Czech: 'cs',
  Greek: 'el',
  Bulgarian: 'bg',
  Russian: 'ru',
  Ukrainian: 'uk',
  Hindi: 'hi',
  Thai: 'th',
  ChineseCN: 'zh-CN',
  Japanese: 'ja',
  ChineseTW: 'zh-TW',
  Korean: 'ko',
} as const;

/** A locale code such as `en-US` or `fr`. */
export type Locale = (typeof Locale)[keyof typeof Locale];

const knownLocales: ReadonlySet<string> = new Set(Object.values(Locale));

/** Every locale code, in the service's order. */
export const Locales: readonly Locale[] = Object.values(Locale);

/** Whether `value` is one of the 32 locale codes (case-sensitive, as the service is). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && knownLocales.has(value);
}

/**
 * Where a locale falls back to when a dictionary has no entry for it.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
 */
export const LocaleFallbacks: Readonly<Partial<Record<Locale, Locale>>> = {
  'en-US': 'en-GB',
  'en-GB': 'en-US',
  'es-419': 'es-ES',
};

/**
 * A dictionary of localized values keyed by locale, as in `name_localizations`. A `null` or `undefined`
 * entry means "no translation" (discord-api-types allows `undefined` in request bodies; JSON drops it).
 */
export type LocalizationMap = { [L in Locale]?: string | null | undefined };

/**
 * Picks the value a user of `locale` sees from a localization dictionary: the locale's own entry, else its
 * fallback's, else `undefined` (the caller shows the default).
 */
export function resolveLocalization(
  map: LocalizationMap | null | undefined,
  locale: Locale,
): string | undefined {
  if (!map) return undefined;
  // Own entries only: the locale may come from the network (`constructor` names no translation).
  const entry = (key: string): string | undefined => {
    const value: unknown = ownValue(map as Record<string, unknown>, key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const fallback = ownValue(LocaleFallbacks as Record<string, Locale>, locale);
  return entry(locale) ?? (fallback === undefined ? undefined : entry(fallback));
}
