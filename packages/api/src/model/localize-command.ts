import { type Locale, type LocalizationMap, resolveLocalization } from '../enums/locale.js';
import type { APIApplicationCommand } from '../types/application-command.js';

type Localizable = {
  name?: string;
  name_localizations?: LocalizationMap | null;
  description_localizations?: LocalizationMap | null;
  options?: unknown[];
  choices?: unknown[];
};

/**
 * The list-endpoint view of a command without `with_localizations`: the dictionaries are left out, and
 * `name_localized` / `description_localized` (also on options and choices) hold the requester's locale's
 * value, with the service's fallbacks, when there is one. The command itself is not changed.
 * @example
 * localizeCommand(command, Locale.French).name_localized; // the French name, or absent without one
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
 */
export function localizeCommand(command: APIApplicationCommand, locale: Locale): APIApplicationCommand {
  return localizeNode(structuredClone(command) as Localizable, locale) as unknown as APIApplicationCommand;
}

function localizeNode(node: Localizable, locale: Locale): Localizable {
  const name = resolveLocalization(node.name_localizations, locale);
  const description = resolveLocalization(node.description_localizations, locale);
  const hadDescriptions = 'description_localizations' in node;
  delete node.name_localizations;
  delete node.description_localizations;
  // Localized fields sit right after the field they translate in the service's output; key order does
  // not matter to JSON clients, so they are appended.
  if (name !== undefined) (node as Record<string, unknown>).name_localized = name;
  if (hadDescriptions && description !== undefined)
    (node as Record<string, unknown>).description_localized = description;
  if (Array.isArray(node.options))
    node.options = node.options.map((o) => localizeNode(o as Localizable, locale));
  if (Array.isArray(node.choices))
    node.choices = node.choices.map((c) => localizeNode(c as Localizable, locale));
  return node;
}
