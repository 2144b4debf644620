import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import type { ErrorCollector } from './collector.js';

/** An option anywhere in the command, with its path below the command's `options`. */
interface PlacedOption {
  option: Record<string, unknown>;
  path: (string | number)[];
}

// command → group → subcommand → option: deeper options are refused elsewhere and not walked here.
const maxDepth = 3;

/**
 * The localized-name rule over a whole command (collector path at the command): an option's localized
 * name must differ from every default option name of the command and from every other option name in the
 * same locale on that command — subcommands and groups included, at any level.
 *
 * Choice: the same option repeated in several subcommands (same default name, e.g. `user` in `/ban add`
 * and `/ban remove`) may carry the same translation; the rule is about telling different options apart.
 * A localized name equal to the option's own default is ignored by the service, so it is allowed.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
 */
export function checkLocalizedOptionNames(c: ErrorCollector, options: unknown[]): void {
  const all: PlacedOption[] = [];
  collect(options, ['options'], 1, all);
  if (!all.some((p) => isJsonObject(p.option.name_localizations))) return;
  // Default name → where it is first used.
  const defaults = new Map<unknown, PlacedOption>();
  for (const placed of all) if (!defaults.has(placed.option.name)) defaults.set(placed.option.name, placed);
  // "locale\0text" → the first option that uses it.
  const localized = new Map<string, PlacedOption>();
  for (const placed of all) {
    const { option } = placed;
    const localizations = option.name_localizations;
    if (!isJsonObject(localizations)) continue;
    for (const locale of Object.keys(localizations)) {
      const text = localizations[locale];
      if (typeof text !== 'string' || text === option.name) continue;
      const owner = defaults.get(text);
      const key = `${locale}\0${text}`;
      const earlier = localized.get(key);
      if (earlier === undefined) localized.set(key, placed);
      let problem: string | undefined;
      if (owner !== undefined && owner.option.name !== option.name) {
        problem = `Localized name ${JSON.stringify(text)} equals the default name of ${owner.path.join('.')} — pick a different ${locale} name`;
      } else if (earlier !== undefined && earlier.option.name !== option.name) {
        problem = `Localized name ${JSON.stringify(text)} is already the ${locale} name of ${earlier.path.join('.')} — pick a different one`;
      }
      if (problem === undefined) continue;
      c.path.push(...placed.path, 'name_localizations');
      c.add(locale, FieldErrorCodes.OptionsNameAlreadyExists, problem);
      c.path.length -= placed.path.length + 1;
    }
  }
}

function collect(options: unknown[], path: (string | number)[], depth: number, into: PlacedOption[]): void {
  for (let i = 0; i < options.length; i++) {
    const option = options[i];
    if (!isJsonObject(option)) continue;
    const here = [...path, i];
    into.push({ option, path: here });
    if (depth < maxDepth && Array.isArray(option.options))
      collect(option.options, [...here, 'options'], depth + 1, into);
  }
}
