import type { OptionEntry } from './option-entry.js';

/**
 * What a command builder's type records about one of its subcommands: the subcommand's name, its group
 * (for subcommands inside a group) and its options.
 * @example
 * type Add = SubcommandEntry<'add', OptionEntry<'item', true, string>>;
 * type Kick = GroupedSubcommandEntry<'members', 'kick', never>;
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export interface SubcommandEntry<
  Subcommand extends string = string,
  Options extends OptionEntry = OptionEntry,
> {
  readonly subcommand: Subcommand;
  readonly options: Options;
}

/**
 * A subcommand inside a subcommand group, as a command builder's type records it.
 * @example
 * type Kick = GroupedSubcommandEntry<'members', 'kick', OptionEntry<'user', true, ResolvedUser>>;
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export interface GroupedSubcommandEntry<
  Group extends string = string,
  Subcommand extends string = string,
  Options extends OptionEntry = OptionEntry,
> extends SubcommandEntry<Subcommand, Options> {
  readonly group: Group;
}
