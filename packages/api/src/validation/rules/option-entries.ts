import { ComponentErrorCodes } from '../../component-error-codes.js';
import { type ErrorCollector, show } from './collector.js';
import { checkEmoji, checkFlag, checkObject, checkText } from './component-fields.js';

/** What differs between the option lists of string selects and of radio and checkbox groups. */
export interface OptionEntryRules {
  readonly labelMaxLength: number;
  readonly valueMaxLength: number;
  readonly descriptionMaxLength: number;
  /** What a value becomes, for the error that says it is missing. */
  readonly valueMeans: string;
  /** How the list's options are named in the duplicate-value error ("Option", "Select option"). */
  readonly noun: string;
  /** Whether an option may carry an `emoji` (select options do). */
  readonly emoji: boolean;
}

/**
 * Checks each entry of an option list (already known to be an array) at `options[i]`: an object with a
 * label and a unique value within their lengths, an optional description, emoji (where allowed) and
 * `default`. Returns how many options are marked default.
 */
export function checkOptionEntries(
  c: ErrorCollector,
  options: readonly unknown[],
  rules: OptionEntryRules,
): number {
  c.path.push('options');
  const values = new Map<string, number>();
  let defaults = 0;
  for (let i = 0; i < options.length; i++) {
    const option: unknown = options[i];
    if (!checkObject(c, i, option, '{ "label": "Red", "value": "red" }')) continue;
    c.path.push(i);
    checkText(c, 'label', option.label, 1, rules.labelMaxLength, 'the text the user sees');
    const value = checkText(c, 'value', option.value, 1, rules.valueMaxLength, rules.valueMeans);
    checkText(c, 'description', option.description, 0, rules.descriptionMaxLength);
    if (rules.emoji) checkEmoji(c, 'emoji', option.emoji);
    checkFlag(c, 'default', option.default);
    if (option.default === true) defaults++;
    if (value !== undefined) {
      const first = values.get(value);
      if (first === undefined) values.set(value, i);
      else
        c.add(
          'value',
          ComponentErrorCodes.OptionValueDuplicated,
          `${rules.noun} values must be unique: options[${first}] already has the value ${show(value)} — change one`,
        );
    }
    c.path.pop();
  }
  c.path.pop();
  return defaults;
}
