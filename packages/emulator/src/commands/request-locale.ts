import { isLocale, type Locale, Locales } from '@slashkit/api';

// Bare language tags that map to one of the service's locales.
const languageDefaults: Readonly<Record<string, Locale>> = {
  en: 'en-US',
  es: 'es-ES',
  pt: 'pt-BR',
  sv: 'sv-SE',
  zh: 'zh-CN',
  nb: 'no',
  nn: 'no',
};

/**
 * The requester's locale: `X-Discord-Locale`, else the best `Accept-Language` entry the service knows,
 * else the user's settings locale (Bearer tokens of users), else `en-US`.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization},
 *   {@link https://discord.com/developers/docs/reference#locales | Locales}
 */
export function requestLocale(headers: Headers, userLocale: Locale | undefined): Locale {
  const explicit = headers.get('x-discord-locale')?.trim();
  if (explicit && isLocale(explicit)) return explicit;
  const accept = headers.get('accept-language');
  if (accept) {
    const ranked = accept
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
        return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
      })
      .filter((entry) => entry.tag && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      const locale = matchLocale(tag);
      if (locale) return locale;
    }
  }
  return userLocale ?? 'en-US';
}

function matchLocale(tag: string): Locale | undefined {
  const exact = Locales.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = tag.split('-')[0]?.toLowerCase() ?? '';
  if (isLocale(language)) return language;
  return languageDefaults[language];
}
