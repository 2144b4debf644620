import type { LocalizationMap } from '../enums/locale.js';
import { characterLength } from './character-length.js';

/** The parts of a command body that count toward the 8000-character total. */
export interface CharacterCountedCommand {
  name?: string;
  name_localizations?: LocalizationMap | null;
  description?: string;
  description_localizations?: LocalizationMap | null;
  options?: readonly CharacterCountedOption[];
}

/** The parts of an option that count toward the total (choices and nested options included). */
export interface CharacterCountedOption {
  name?: string;
  name_localizations?: LocalizationMap | null;
  description?: string;
  description_localizations?: LocalizationMap | null;
  choices?: readonly {
    name?: string;
    name_localizations?: LocalizationMap | null;
    value?: string | number;
  }[];
  options?: readonly CharacterCountedOption[];
}

/**
 * The combined characters of a slash command's names, descriptions and choice values, with nested
 * subcommands, groups, options and choices, counting for each localized field only its longest variant
 * (the default included). The service refuses a command above 8000.
 *
 * Choices: numeric choice values count as their decimal rendering (`String(value)`); lengths are in code
 * points, like every other length. Malformed parts (a non-string name, a non-array `options`) count 0, so
 * this can run on an unvalidated body.
 * @example
 * commandCharacterCount({ name: 'ping', description: 'Replies with pong' }); // 21
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command} (combined name, description and value characters)
 */
export function commandCharacterCount(body: CharacterCountedCommand): number {
  return (
    longest(body.name, body.name_localizations) +
    longest(body.description, body.description_localizations) +
    countOptions(body.options, 1)
  );
}

// command -> group -> subcommand -> value options: deeper `options` (refused by validation) are not counted,
// so an unvalidated body nested thousands deep costs no stack.
const maxDepth = 3;

function countOptions(options: unknown, depth: number): number {
  if (!Array.isArray(options) || depth > maxDepth) return 0;
  let total = 0;
  for (let i = 0; i < options.length; i++) {
    const option = options[i] as CharacterCountedOption | null;
    if (typeof option !== 'object' || option === null) continue;
    total += longest(option.name, option.name_localizations);
    total += longest(option.description, option.description_localizations);
    const choices = option.choices;
    if (Array.isArray(choices)) {
      for (let j = 0; j < choices.length; j++) {
        const choice = choices[j] as NonNullable<CharacterCountedOption['choices']>[number] | null;
        if (typeof choice !== 'object' || choice === null) continue;
        total += longest(choice.name, choice.name_localizations);
        const value = choice.value;
        if (typeof value === 'string') total += characterLength(value);
        else if (typeof value === 'number') total += String(value).length;
      }
    }
    total += countOptions(option.options, depth + 1);
  }
  return total;
}

/** The length of the longest of a default value and its localizations. */
function longest(value: unknown, localizations: unknown): number {
  let max = typeof value === 'string' ? characterLength(value) : 0;
  if (typeof localizations === 'object' && localizations !== null) {
    const map = localizations as Record<string, unknown>;
    for (const locale of Object.keys(map)) {
      const text = map[locale];
      if (typeof text === 'string' && text.length > 0) {
        const length = characterLength(text);
        if (length > max) max = length;
      }
    }
  }
  return max;
}
