import { ApplicationCommandOptionType as OptionType } from '../../enums/application-command-option-type.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { Limits } from '../../limits.js';
import { checkChoices } from './choices.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import { checkLocalizations } from './localizations.js';
import { checkBoolean, checkIntegerInRange, checkNumberValue } from './numbers.js';
import { checkChannelTypes, checkFileTypes } from './option-lists.js';
import {
  childLevel,
  type OptionLevel,
  type OptionTypeRule,
  optionFields,
  optionsTaking,
  optionTypeRule,
  optionTypes,
} from './option-type-rules.js';
import { checkDescription, checkName } from './text.js';

export type { OptionLevel };

const firstType = optionTypes[0];
const lastType = optionTypes.at(-1);

/**
 * Checks an options array found under `key` of the object at the collector's path: at most 25 options,
 * each valid, placed at a level where its type may sit, required before optional, and unique names
 * (localized names are checked across the whole command, in `checkLocalizedOptionNames`). An option placed where its type may not sit is reported and
 * its own options are not read, so nesting stops at the documented depth whatever the body holds.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export function checkOptions(c: ErrorCollector, value: unknown, level: OptionLevel): void {
  if (!Array.isArray(value)) {
    c.add(
      'options',
      FieldErrorCodes.ListType,
      `Expected an array of options, got ${jsonType(value)} — send [{ type, name, description }, ...]`,
    );
    return;
  }
  c.path.push('options');
  if (value.length > Limits.options) {
    c.add(
      undefined,
      FieldErrorCodes.MaxLength,
      `Must be ${Limits.options} or fewer in length: at most ${Limits.options} options (got ${value.length}) — ` +
        (level === 'subcommand' ? 'split the subcommand' : 'group them into subcommands'),
    );
  }
  // A command's options are either all subcommands/groups or all plain options; one structural option
  // makes the others misplaced.
  const holdsSubcommands =
    level === 'command' &&
    value.some((option) => isJsonObject(option) && optionTypeRule(option.type)?.structural);
  let sawOptional = false;
  for (let i = 0; i < value.length; i++) {
    const option: unknown = value[i];
    if (!isJsonObject(option)) {
      c.add(
        i,
        FieldErrorCodes.ModelType,
        `Expected an option object, got ${jsonType(option)} — send { type, name, description }`,
      );
      continue;
    }
    c.path.push(i);
    const rule = optionTypeRule(option.type);
    const placed = rule === undefined || checkPlacement(c, rule, level, holdsSubcommands);
    // Required options must be listed before optional options (application command option structure).
    if (rule && !rule.structural) {
      if (option.required !== true) sawOptional = true;
      else if (sawOptional) {
        c.add(
          'required',
          FieldErrorCodes.OptionsRequiredOrder,
          'Required options must be placed before non-required options — move this option up',
        );
      }
    }
    checkOption(c, option, rule, placed);
    checkUniqueName(c, value, i);
    c.path.pop();
  }
  c.path.pop();
}

/** Reports a second option of the same name among earlier siblings (at most 25: a scan is cheapest). */
function checkUniqueName(c: ErrorCollector, options: unknown[], index: number): void {
  const name = (options[index] as Record<string, unknown>).name;
  if (typeof name !== 'string') return;
  for (let j = 0; j < index; j++) {
    const other: unknown = options[j];
    if (isJsonObject(other) && other.name === name) {
      c.add(
        'name',
        FieldErrorCodes.OptionsNameAlreadyExists,
        `Option names must be unique within an options array: ${JSON.stringify(name)} is already used by options[${j}] — rename one`,
      );
      return;
    }
  }
}

/**
 * Reports an option whose type cannot sit at this level (collector path at the option); returns whether it
 * is placed well.
 */
function checkPlacement(
  c: ErrorCollector,
  rule: OptionTypeRule,
  level: OptionLevel,
  holdsSubcommands: boolean,
): boolean {
  let problem: string | undefined;
  if (level === 'command') {
    if (holdsSubcommands && !rule.structural) {
      problem = `A ${rule.name} option cannot sit beside subcommands or groups — move it into a subcommand`;
    }
  } else if (level === 'group') {
    if (rule !== optionTypeRule(OptionType.Subcommand)) {
      problem =
        `A subcommand group can only contain subcommands (type ${OptionType.Subcommand}), got ${rule.name} — ` +
        (rule.structural ? 'groups cannot be nested; move it to the command' : 'wrap it in a subcommand');
    }
  } else if (rule.structural) {
    problem = `A subcommand cannot contain a ${rule.name} — nesting is command → group → subcommand → options`;
  }
  if (problem !== undefined) c.add('type', FieldErrorCodes.OptionsTypeInvalid, problem);
  return problem === undefined;
}

/**
 * Checks one option's own fields (collector path at the option), by the rule of its type. Returns whether
 * its name has localizations, so the caller knows to run the sibling rule. `placed` is false for an option
 * at a level its type may not sit at: its own options are then not followed.
 */
function checkOption(
  c: ErrorCollector,
  option: Record<string, unknown>,
  rule: OptionTypeRule | undefined,
  placed: boolean,
): boolean {
  if (option.type === undefined) {
    c.add(
      'type',
      FieldErrorCodes.Required,
      `This field is required — set the option type (${firstType}-${lastType}, see ApplicationCommandOptionType)`,
    );
  } else if (rule === undefined) {
    c.add(
      'type',
      FieldErrorCodes.Choices,
      `Value must be one of ${firstType}-${lastType} (got ${show(option.type)}) — use ApplicationCommandOptionType`,
    );
  }
  if (option.name === undefined) {
    c.add(
      'name',
      FieldErrorCodes.Required,
      `This field is required — give the option a name of ${Limits.nameMinLength} to ${Limits.nameMaxLength} characters`,
    );
  } else {
    checkName(c, 'name', option.name, 'chat');
  }
  if (option.description === undefined) {
    c.add(
      'description',
      FieldErrorCodes.Required,
      `This field is required — give the option a description of ${Limits.descriptionMinLength} to ${Limits.descriptionMaxLength} characters`,
    );
  } else {
    checkDescription(c, 'description', option.description, Limits.descriptionMinLength);
  }
  const localized = checkLocalizations(c, 'name_localizations', option.name_localizations, 'chatName');
  checkLocalizations(c, 'description_localizations', option.description_localizations, 'description');
  if (rule === undefined) return localized;

  // Fields this option type does not take. `undefined` counts as absent (JSON drops it).
  for (const field of optionFields) {
    if (!rule.fields.has(field) && option[field] !== undefined) {
      c.add(
        field,
        field === 'required' ? FieldErrorCodes.RequiredInvalid : FieldErrorCodes.OptionFieldInvalid,
        `\`${field}\` cannot be set on a ${rule.name} option; it is only for ${optionsTaking(field)} — remove it`,
      );
    }
  }
  if (rule.structural) checkChildren(c, option, placed);
  else checkValueFields(c, option, rule);
  return localized;
}

/** The options of a subcommand or group (collector path at it). */
function checkChildren(c: ErrorCollector, option: Record<string, unknown>, placed: boolean): void {
  const type = option.type as OptionType;
  const children = option.options;
  if (children !== undefined && placed) checkOptions(c, children, childLevel(type));
  // An empty group is accepted (as the service does: it just does not appear in the
  // picker), though it is almost always a mistake.
}

/** The fields of an option that takes a value (collector path at it), each only if its type takes it. */
function checkValueFields(c: ErrorCollector, option: Record<string, unknown>, rule: OptionTypeRule): void {
  const takes = (field: 'choices' | 'min_value' | 'min_length' | 'channel_types' | 'file_types') =>
    rule.fields.has(field);
  if (option.required !== undefined) checkBoolean(c, 'required', option.required);
  let choiceCount = 0;
  if (takes('choices') && rule.valueKind && option.choices !== undefined) {
    choiceCount = checkChoices(c, option.choices, rule.valueKind);
  }
  const autocomplete = option.autocomplete;
  if (
    rule.fields.has('autocomplete') &&
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
  if (takes('min_value') && (rule.valueKind === 'integer' || rule.valueKind === 'number')) {
    const kind = rule.valueKind;
    const min =
      option.min_value === undefined ? undefined : checkNumberValue(c, 'min_value', option.min_value, kind);
    const max =
      option.max_value === undefined ? undefined : checkNumberValue(c, 'max_value', option.max_value, kind);
    checkOrder(c, 'min_value', min, 'max_value', max);
  }
  if (takes('min_length')) {
    const min =
      option.min_length === undefined
        ? undefined
        : checkIntegerInRange(c, 'min_length', option.min_length, Limits.minLengthMin, Limits.minLengthMax);
    const max =
      option.max_length === undefined
        ? undefined
        : checkIntegerInRange(c, 'max_length', option.max_length, Limits.maxLengthMin, Limits.maxLengthMax);
    // Choice: min_length > max_length could never be satisfied, so it is refused like min_value > max_value.
    checkOrder(c, 'min_length', min, 'max_length', max);
  }
  if (takes('channel_types')) checkChannelTypes(c, option.channel_types);
  if (takes('file_types')) checkFileTypes(c, option.file_types);
}

/** Reports a lower bound above its upper bound, at the upper bound. */
function checkOrder(
  c: ErrorCollector,
  minKey: string,
  min: number | undefined,
  maxKey: string,
  max: number | undefined,
): void {
  if (min !== undefined && max !== undefined && min > max) {
    c.add(
      maxKey,
      FieldErrorCodes.Min,
      `${maxKey} (${max}) must be greater than or equal to ${minKey} (${min}) — swap them`,
    );
  }
}
