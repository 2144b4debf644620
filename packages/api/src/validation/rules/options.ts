import { ChannelType } from '../../enums/channel-type.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { Limits } from '../../limits.js';
import { checkChoices } from './choices.js';
import { type ErrorCollector, isObject, jsonType, show } from './collector.js';
import { checkLocalizations } from './localizations.js';
import { checkBoolean, checkIntegerInRange, checkNumberValue } from './numbers.js';
import { checkDescription, checkName, checkString } from './text.js';

// Where an options array sits: what it may contain follows from it.
// spec "Subcommand structure rules": command -> groups -> subcommands, command -> subcommands, nothing else.
/** The options of a command: all subcommands/groups, or all plain options. */
export const LEVEL_COMMAND = 0;
/** The options of a group: subcommands only. */
export const LEVEL_GROUP = 1;
/** The options of a subcommand: plain options only. */
export const LEVEL_SUBCOMMAND = 2;
type Level = 0 | 1 | 2;

const TYPE_NAMES = [
  '',
  'SUB_COMMAND',
  'SUB_COMMAND_GROUP',
  'STRING',
  'INTEGER',
  'BOOLEAN',
  'USER',
  'CHANNEL',
  'ROLE',
  'MENTIONABLE',
  'NUMBER',
  'ATTACHMENT',
] as const;

// Which option types take which fields, as bit masks over option types (bit n = type n).
// spec "Application command option", column "Valid for option types"; service-facts: file_types on ATTACHMENT.
const bit = (...types: number[]) => types.reduce((mask, type) => mask | (1 << type), 0);
const FIELD_TYPES: ReadonlyArray<readonly [field: string, mask: number, validFor: string]> = [
  ['required', bit(3, 4, 5, 6, 7, 8, 9, 10, 11), 'options that take a value (not subcommands or groups)'],
  ['choices', bit(3, 4, 10), 'STRING, INTEGER and NUMBER options'],
  ['options', bit(1, 2), 'subcommands and groups'],
  ['channel_types', bit(7), 'CHANNEL options'],
  ['min_value', bit(4, 10), 'INTEGER and NUMBER options'],
  ['max_value', bit(4, 10), 'INTEGER and NUMBER options'],
  ['min_length', bit(3), 'STRING options'],
  ['max_length', bit(3), 'STRING options'],
  ['autocomplete', bit(3, 4, 10), 'STRING, INTEGER and NUMBER options'],
  ['file_types', bit(11), 'ATTACHMENT options'],
];

const CHANNEL_TYPES: ReadonlySet<unknown> = new Set(Object.values(ChannelType));

/**
 * Checks an options array found under `key` of the object at the collector's path: at most 25 options,
 * each valid, placed at a level where its type may sit, required before optional, unique names, and
 * localized names distinct from sibling names.
 *
 * Choice: the localized-name rule ("distinct from all default option names of the command and from other
 * option names in that locale on that command") is applied per options array (siblings). Applied across
 * the whole command it would refuse the common case of two subcommands that share an option name and its
 * translation, which the service accepts.
 * @see spec "Application command option", "Subcommand structure rules", "Localization" rule 4
 */
export function checkOptions(c: ErrorCollector, value: unknown, level: Level): void {
  if (!Array.isArray(value)) {
    c.add(
      'options',
      FieldErrorCodes.ListType,
      `Expected an array of options, got ${jsonType(value)} — send [{ type, name, description }, ...]`,
    );
    return;
  }
  c.path.push('options');
  const count = value.length;
  if (count > Limits.options) {
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `Must be 25 or fewer in length: at most 25 options (got ${count}) — ` +
        (level === LEVEL_SUBCOMMAND ? 'split the subcommand' : 'group them into subcommands'),
    );
  }
  // A command's options are either all subcommands/groups or all plain options; the first one decides
  // which kind the others are measured against.
  let commandHoldsSubcommands = false;
  if (level === LEVEL_COMMAND) {
    for (let i = 0; i < count; i++) {
      const option: unknown = value[i];
      if (isObject(option) && (option.type === 1 || option.type === 2)) {
        commandHoldsSubcommands = true;
        break;
      }
    }
  }
  let sawOptional = false;
  let localized = false;
  for (let i = 0; i < count; i++) {
    const option: unknown = value[i];
    if (!isObject(option)) {
      c.add(
        i,
        FieldErrorCodes.ModelType,
        `Expected an option object, got ${jsonType(option)} — send { type, name, description }`,
      );
      continue;
    }
    c.path.push(i);
    const type = option.type;
    if (typeof type === 'number' && Number.isInteger(type) && type >= 1 && type <= 11) {
      checkPlacement(c, type, level, commandHoldsSubcommands);
      // spec "Application command option": required options must be listed before optional options.
      if (type > 2) {
        if (option.required === true) {
          if (sawOptional) {
            c.add(
              'required',
              FieldErrorCodes.OptionsRequiredOrder,
              'Required options must be placed before non-required options — move this option up',
            );
          }
        } else {
          sawOptional = true;
        }
      }
    }
    if (checkOption(c, option)) localized = true;
    // Duplicate names at this level: compare with earlier siblings (at most 25, so a scan is cheapest).
    const name = option.name;
    if (typeof name === 'string') {
      for (let j = 0; j < i; j++) {
        const other: unknown = value[j];
        if (isObject(other) && other.name === name) {
          c.add(
            'name',
            FieldErrorCodes.OptionsNameAlreadyExists,
            `Option names must be unique within an options array: ${JSON.stringify(name)} is already used by options[${j}] — rename one`,
          );
          break;
        }
      }
    }
    c.path.pop();
  }
  if (localized) checkLocalizedNames(c, value);
  c.path.pop();
}

/** Reports an option whose type cannot sit at this level (collector path at the option). */
function checkPlacement(
  c: ErrorCollector,
  type: number,
  level: Level,
  commandHoldsSubcommands: boolean,
): void {
  const structural = type === 1 || type === 2;
  if (level === LEVEL_COMMAND) {
    if (commandHoldsSubcommands && !structural) {
      c.add(
        'type',
        FieldErrorCodes.OptionsTypeInvalid,
        `A ${TYPE_NAMES[type]} option cannot sit beside subcommands or groups — move it into a subcommand`,
      );
    }
  } else if (level === LEVEL_GROUP) {
    if (type !== 1) {
      c.add(
        'type',
        FieldErrorCodes.OptionsTypeInvalid,
        `A subcommand group can only contain subcommands (type 1), got ${TYPE_NAMES[type]} — ` +
          (type === 2 ? 'groups cannot be nested; move it to the command' : 'wrap it in a subcommand'),
      );
    }
  } else if (structural) {
    c.add(
      'type',
      FieldErrorCodes.OptionsTypeInvalid,
      `A subcommand cannot contain a ${TYPE_NAMES[type]} — nesting is command → group → subcommand → options`,
    );
  }
}

/**
 * Checks one option's own fields (collector path at the option). Returns whether its name has
 * localizations, so the caller knows to run the sibling rule.
 */
function checkOption(c: ErrorCollector, option: Record<string, unknown>): boolean {
  const type = option.type;
  let known = 0;
  if (type === undefined) {
    c.add(
      'type',
      FieldErrorCodes.Required,
      'This field is required — set the option type (1-11, see ApplicationCommandOptionType)',
    );
  } else if (typeof type === 'number' && Number.isInteger(type) && type >= 1 && type <= 11) {
    known = type;
  } else {
    c.add(
      'type',
      FieldErrorCodes.Choices,
      `Value must be one of 1-11 (got ${show(type)}) — use ApplicationCommandOptionType`,
    );
  }

  if (option.name === undefined) {
    c.add(
      'name',
      FieldErrorCodes.Required,
      'This field is required — give the option a name of 1 to 32 characters',
    );
  } else {
    checkName(c, 'name', option.name, 'chat');
  }
  if (option.description === undefined) {
    c.add(
      'description',
      FieldErrorCodes.Required,
      'This field is required — give the option a description of 1 to 100 characters',
    );
  } else {
    checkDescription(c, 'description', option.description, 1);
  }
  const localized = checkLocalizations(c, 'name_localizations', option.name_localizations, 'chatName');
  checkLocalizations(c, 'description_localizations', option.description_localizations, 'description');
  if (known === 0) return localized;

  // Fields this option type does not take. `undefined` counts as absent (JSON drops it).
  const mask = 1 << known;
  for (let f = 0; f < FIELD_TYPES.length; f++) {
    const [field, fieldMask, validFor] = FIELD_TYPES[f]!;
    if ((fieldMask & mask) === 0 && option[field] !== undefined) {
      c.add(
        field,
        field === 'required' ? FieldErrorCodes.RequiredInvalid : FieldErrorCodes.OptionFieldInvalid,
        `\`${field}\` cannot be set on a ${TYPE_NAMES[known]} option; it is only for ${validFor} — remove it`,
      );
    }
  }

  if (known <= 2) {
    const children = option.options;
    if (children !== undefined) checkOptions(c, children, known === 2 ? LEVEL_GROUP : LEVEL_SUBCOMMAND);
    if (known === 2 && (children === undefined || (Array.isArray(children) && children.length === 0))) {
      // The spec lets an empty group exist but never shows it; the issue asks to refuse it so it is not lost.
      c.add(
        'options',
        FieldErrorCodes.Required,
        'A subcommand group needs at least one subcommand — add { type: 1, ... } to its options',
      );
    }
    return localized;
  }

  if (option.required !== undefined) checkBoolean(c, 'required', option.required);
  let choiceCount = 0;
  if ((known === 3 || known === 4 || known === 10) && option.choices !== undefined) {
    choiceCount = checkChoices(c, option.choices, known);
  }
  if (known === 3 || known === 4 || known === 10) {
    const autocomplete = option.autocomplete;
    if (
      autocomplete !== undefined &&
      checkBoolean(c, 'autocomplete', autocomplete) &&
      autocomplete &&
      choiceCount > 0
    ) {
      c.add(
        'autocomplete',
        FieldErrorCodes.AutocompleteInvalid,
        'Autocomplete cannot be used together with choices — remove the choices or set autocomplete to false',
      );
    }
  }
  if (known === 4 || known === 10) {
    const kind = known === 4 ? 'integer' : 'number';
    const min =
      option.min_value === undefined ? undefined : checkNumberValue(c, 'min_value', option.min_value, kind);
    const max =
      option.max_value === undefined ? undefined : checkNumberValue(c, 'max_value', option.max_value, kind);
    if (min !== undefined && max !== undefined && min > max) {
      c.add(
        'max_value',
        FieldErrorCodes.Min,
        `max_value (${max}) must be greater than or equal to min_value (${min}) — swap them`,
      );
    }
  } else if (known === 3) {
    const min =
      option.min_length === undefined
        ? undefined
        : checkIntegerInRange(c, 'min_length', option.min_length, Limits.minLengthMin, Limits.minLengthMax);
    const max =
      option.max_length === undefined
        ? undefined
        : checkIntegerInRange(c, 'max_length', option.max_length, Limits.maxLengthMin, Limits.maxLengthMax);
    // Choice: min_length > max_length could never be satisfied, so it is refused like min_value > max_value.
    if (min !== undefined && max !== undefined && min > max) {
      c.add(
        'max_length',
        FieldErrorCodes.Min,
        `max_length (${max}) must be greater than or equal to min_length (${min}) — swap them`,
      );
    }
  } else if (known === 7) {
    checkChannelTypes(c, option.channel_types);
  } else if (known === 11) {
    checkFileTypes(c, option.file_types);
  }
  return localized;
}

function checkChannelTypes(c: ErrorCollector, value: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    c.add(
      'channel_types',
      FieldErrorCodes.ListType,
      `Expected an array of channel types, got ${jsonType(value)} — e.g. [0, 2]`,
    );
    return;
  }
  for (let i = 0; i < value.length; i++) {
    if (!CHANNEL_TYPES.has(value[i])) {
      c.path.push('channel_types');
      c.add(
        i,
        FieldErrorCodes.Choices,
        `${show(value[i])} is not a channel type — use ChannelType (0-5, 10-16)`,
      );
      c.path.pop();
    }
  }
}

function checkFileTypes(c: ErrorCollector, value: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    c.add(
      'file_types',
      FieldErrorCodes.ListType,
      `Expected an array of file types, got ${jsonType(value)} — e.g. [".png"]`,
    );
    return;
  }
  if (value.length > Limits.attachmentFileTypes) {
    c.add(
      'file_types',
      FieldErrorCodes.MaxLength,
      `Must be 10 or fewer in length (got ${value.length}) — keep at most 10 file types`,
    );
  }
  c.path.push('file_types');
  for (let i = 0; i < value.length; i++) checkString(c, i, value[i]);
  c.path.pop();
}

/**
 * The localized-name rule over one options array (collector path at the array): in each locale, an
 * option's localized name must differ from every other sibling's default name and from every other
 * sibling's name in that locale. A localized name equal to the option's own default is ignored by the
 * service, so it is allowed.
 * @see spec "Localization", rule 4
 */
function checkLocalizedNames(c: ErrorCollector, options: unknown[]): void {
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
