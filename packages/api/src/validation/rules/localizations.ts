import { isLocale } from '../../enums/locale.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { type ErrorCollector, jsonType } from './collector.js';
import { checkDescription, checkLength, checkName, checkString } from './text.js';

/**
 * The field a localization map translates; its values obey that field's rules: a command's names,
 * description or choice name, or a plain text of `min`-`max` characters (`hint` says what to send).
 */
export type LocalizedField =
  | 'chatName'
  | 'freeName'
  | 'description'
  | 'choiceName'
  | { readonly min: number; readonly max: number; readonly hint: string };

/**
 * Checks a `*_localizations` map: null or an object whose keys are known locales and whose values are
 * null or obey the rules of the field they translate. Returns whether it had any entry worth looking at.
 *
 * Choice: a `null` value is accepted (it means "no translation", as discord-api-types types it).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization};
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object} (values obey the same restrictions)
 */
export function checkLocalizations(
  c: ErrorCollector,
  key: string,
  value: unknown,
  field: LocalizedField,
): boolean {
  if (value === undefined || value === null) return false;
  if (!isJsonObject(value)) {
    c.add(
      key,
      FieldErrorCodes.DictType,
      `Expected an object keyed by locale or null, got ${jsonType(value)} — e.g. { "fr": "..." }`,
    );
    return false;
  }
  c.path.push(key);
  let any = false;
  // Own keys only: an enumerable key on Object.prototype is not part of the body.
  for (const locale of Object.keys(value)) {
    const text = value[locale];
    if (!isLocale(locale)) {
      c.add(
        locale,
        FieldErrorCodes.InvalidLocale,
        `${JSON.stringify(locale)} is not a known locale — use one of the 32 codes such as "en-US", "fr" or "pt-BR" (see Locales)`,
      );
      continue;
    }
    if (text === null || text === undefined) continue;
    any = true;
    if (field === 'chatName') checkName(c, locale, text, 'chat');
    else if (field === 'freeName') checkName(c, locale, text, 'free');
    else if (field === 'description') checkDescription(c, locale, text, 1);
    else if (field === 'choiceName') {
      if (checkString(c, locale, text))
        checkLength(c, locale, text, 1, 100, 'use a choice name of 1 to 100 characters');
    } else if (checkString(c, locale, text)) checkLength(c, locale, text, field.min, field.max, field.hint);
  }
  c.path.pop();
  return any;
}
