import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, isObject } from './collector.js';

/**
 * The localized-name rule over one options array (collector path at the array): in each locale, an
 * option's localized name must differ from every other sibling's default name and from every other
 * sibling's name in that locale. A localized name equal to the option's own default is ignored by the
 * service, so it is allowed.
 *
 * Choice: the rule ("distinct from all default option names of the command and from other option names in
 * that locale on that command") is applied per options array (siblings). Applied across the whole command it
 * would refuse the common case of two subcommands that share an option name and its translation, which the
 * service accepts.
 * @see spec "Localization", rule 4
 */
export function checkLocalizedOptionNames(c: ErrorCollector, options: unknown[]): void {
  // Nested scans over at most 25 siblings allocate nothing, unlike a Map keyed by locale and name.
  for (let i = 0; i < options.length; i++) {
    const option = options[i];
    if (!isObject(option) || !isObject(option.name_localizations)) continue;
    const localizations = option.name_localizations;
    for (const locale in localizations) {
      const text = localizations[locale];
      if (typeof text !== 'string' || text === option.name) continue;
      let clash = -1;
      let earlier = -1;
      for (let j = 0; j < options.length; j++) {
        const other = options[j];
        if (j === i || !isObject(other)) continue;
        if (other.name === text) {
          clash = j;
          break;
        }
        if (
          j < i &&
          earlier === -1 &&
          isObject(other.name_localizations) &&
          other.name_localizations[locale] === text
        ) {
          earlier = j;
        }
      }
      if (clash === -1 && earlier === -1) continue;
      c.path.push(i, 'name_localizations');
      c.add(
        locale,
        FieldErrorCodes.OptionsNameAlreadyExists,
        clash !== -1
          ? `Localized name ${JSON.stringify(text)} equals the default name of options[${clash}] — pick a different ${locale} name`
          : `Localized name ${JSON.stringify(text)} is already the ${locale} name of options[${earlier}] — pick a different one`,
      );
      c.path.pop();
      c.path.pop();
    }
  }
}
