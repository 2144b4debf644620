import { ApplicationCommandOptionType } from '../enums/application-command-option-type.js';
import type { APIApplicationCommandOption } from '../types/application-command-option.js';
import { storedLocalizations } from './stored-localizations.js';

// The option fields the service keeps, in the order it returns them; anything else is dropped.
const optionFields = [
  'type',
  'name',
  'name_localizations',
  'description',
  'description_localizations',
  'required',
  'choices',
  'options',
  'channel_types',
  'min_value',
  'max_value',
  'min_length',
  'max_length',
  'autocomplete',
  'file_types',
] as const;

// command -> group -> subcommand -> value option: the deepest nesting Discord allows. Deeper `options`
// (refused by validation, possible in data from the network) are not followed, so nothing recurses unbounded.
const maxDepth = 3;

/**
 * One option as the service stores it: known fields only, in the service's order; `required: false` and
 * `autocomplete: false` dropped (the service omits them); localization maps cleaned (null when sent but
 * empty, absent when not sent); choices as `{ name, name_localizations?, value }`; nested `options` only on
 * subcommands and groups.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
 */
export function storedOption(option: APIApplicationCommandOption, depth = 1): APIApplicationCommandOption {
  const source = option as unknown as Record<string, unknown>;
  const structural =
    option.type === ApplicationCommandOptionType.Subcommand ||
    option.type === ApplicationCommandOptionType.SubcommandGroup;
  const out: Record<string, unknown> = {};
  for (const field of optionFields) {
    const value = source[field];
    if (value === undefined) continue;
    switch (field) {
      case 'required':
      case 'autocomplete':
        if (value !== false) out[field] = value;
        break;
      case 'name_localizations':
        out[field] = storedLocalizations(value, option.name);
        break;
      case 'description_localizations':
        out[field] = storedLocalizations(value, option.description);
        break;
      case 'choices':
        if (Array.isArray(value)) out[field] = value.map(storedChoice);
        break;
      case 'options':
        if (structural && depth < maxDepth && Array.isArray(value)) {
          out[field] = (value as APIApplicationCommandOption[]).map((child) =>
            storedOption(child, depth + 1),
          );
        }
        break;
      default:
        out[field] = Array.isArray(value) ? [...value] : value;
    }
  }
  return out as unknown as APIApplicationCommandOption;
}

function storedChoice(choice: { name: string; name_localizations?: unknown; value: unknown }): object {
  const out: Record<string, unknown> = { name: choice.name };
  if (choice.name_localizations !== undefined) {
    out.name_localizations = storedLocalizations(choice.name_localizations, choice.name);
  }
  out.value = choice.value;
  return out;
}
