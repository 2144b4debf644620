import type { OptionEntry } from './option-entry.js';
import type { OptionValues } from './option-values.js';
import type { SubcommandEntry } from './subcommand-entry.js';

/**
 * The `options` a handler of a command receives, inferred from its builder: an object of the options for
 * a command without subcommands (`{ sides: number; label?: string }`), or a union discriminated by
 * `subcommand` (and `group`) for one with subcommands. USER, MESSAGE and entry-point commands give `{}`.
 * Also works on a subcommand builder (its options) and a group builder (its subcommands).
 * @example
 * const roll = new SlashCommandBuilder()
 *   .setName('roll')
 *   .setDescription('Roll a die')
 *   .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true));
 * type Options = InferOptions<typeof roll>; // { sides: number }
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export type InferOptions<Builder> = Builder extends { readonly '~types': infer Types }
  ? Types extends { readonly subcommands: infer Subs extends SubcommandEntry }
    ? [Subs] extends [never]
      ? Types extends { readonly options: infer Entries extends OptionEntry }
        ? OptionValues<Entries>
        : {}
      : SubcommandOptions<Subs>
    : Types extends { readonly options: infer Entries extends OptionEntry }
      ? OptionValues<Entries>
      : {}
  : {};

/**
 * One member of the discriminated union per subcommand record.
 * @example
 * type U = SubcommandOptions<SubcommandEntry<'add', OptionEntry<'item', true, string>>>;
 * // { subcommand: 'add'; options: { item: string } }
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export type SubcommandOptions<Subs extends SubcommandEntry> = Subs extends {
  readonly group: infer Group extends string;
}
  ? { group: Group; subcommand: Subs['subcommand']; options: OptionValues<Subs['options']> }
  : { subcommand: Subs['subcommand']; options: OptionValues<Subs['options']> };
