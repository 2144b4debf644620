import { ApplicationCommandOptionType as OptionType } from '../../enums/application-command-option-type.js';
import type { ChoiceValueKind } from './choices.js';

/** The option fields that only some option types take (type, name, description and localizations: all). */
export type OptionField =
  | 'required'
  | 'choices'
  | 'options'
  | 'channel_types'
  | 'min_value'
  | 'max_value'
  | 'min_length'
  | 'max_length'
  | 'autocomplete'
  | 'file_types';

/** Every {@link OptionField}, in the order of Discord's option structure table (the order fields are reported in). */
export const optionFields: readonly OptionField[] = [
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
];

/** What one option type is: its name, the fields it takes, and what its values are. */
export interface OptionTypeRule {
  /** The name in Discord's option type table, for messages. */
  name: string;
  /** The fields it takes (the option structure's fields valid for this type). */
  fields: ReadonlySet<OptionField>;
  /** Subcommands and groups hold options and take no value. */
  structural: boolean;
  /** The kind of its values (and choice values), for types that take choices or bounds. */
  valueKind?: ChoiceValueKind;
}

const rule = (
  name: string,
  fields: readonly OptionField[],
  extra: { structural?: boolean; valueKind?: ChoiceValueKind } = {},
): OptionTypeRule => ({ name, fields: new Set(fields), structural: extra.structural ?? false, ...extra });

/**
 * The option rules, keyed by option type.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (`file_types` on ATTACHMENT)
 */
export const optionTypeRules: Readonly<Record<OptionType, OptionTypeRule>> = {
  [OptionType.Subcommand]: rule('SUB_COMMAND', ['options'], { structural: true }),
  [OptionType.SubcommandGroup]: rule('SUB_COMMAND_GROUP', ['options'], { structural: true }),
  [OptionType.String]: rule('STRING', ['required', 'choices', 'min_length', 'max_length', 'autocomplete'], {
    valueKind: 'string',
  }),
  [OptionType.Integer]: rule('INTEGER', ['required', 'choices', 'min_value', 'max_value', 'autocomplete'], {
    valueKind: 'integer',
  }),
  [OptionType.Boolean]: rule('BOOLEAN', ['required']),
  [OptionType.User]: rule('USER', ['required']),
  [OptionType.Channel]: rule('CHANNEL', ['required', 'channel_types']),
  [OptionType.Role]: rule('ROLE', ['required']),
  [OptionType.Mentionable]: rule('MENTIONABLE', ['required']),
  [OptionType.Number]: rule('NUMBER', ['required', 'choices', 'min_value', 'max_value', 'autocomplete'], {
    valueKind: 'number',
  }),
  [OptionType.Attachment]: rule('ATTACHMENT', ['required', 'file_types']),
};

/** Every option type, lowest first. */
export const optionTypes: readonly OptionType[] = Object.values(OptionType);

/** The rule of an option type, or undefined for anything that is not one (own properties only). */
export function optionTypeRule(type: unknown): OptionTypeRule | undefined {
  return typeof type === 'number' && Object.hasOwn(optionTypeRules, type)
    ? optionTypeRules[type as OptionType]
    : undefined;
}

/** Which options take `field`, in words: "STRING, INTEGER and NUMBER options". */
export function optionsTaking(field: OptionField): string {
  const rules = optionTypes.map((type) => optionTypeRules[type]);
  const taking = rules.filter((r) => r.fields.has(field));
  if (taking.length === rules.filter((r) => !r.structural).length && taking.every((r) => !r.structural)) {
    return 'options that take a value (not subcommands or groups)';
  }
  const names = taking.map((r) => r.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return field === 'options' ? 'subcommands and groups' : `${list} options`;
}

/**
 * Where an options array sits, which decides what it may hold: command → groups → subcommands, or
 * command → subcommands, nothing deeper.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export type OptionLevel = 'command' | 'group' | 'subcommand';

/** The level of the options a structural option holds: a group holds subcommands, a subcommand plain options. */
export function childLevel(type: OptionType): OptionLevel {
  return type === OptionType.SubcommandGroup ? 'group' : 'subcommand';
}
