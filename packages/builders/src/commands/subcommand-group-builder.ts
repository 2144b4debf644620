import type { SubcommandGroupJSON } from '@slashkit/api';
import { ApplicationCommandOptionType } from '@slashkit/api';
import { addChild, type BuilderInput, type BuilderLike } from '../internal/option-input.js';
import { SlashCommandNamedOptionBase } from '../options/named-option-base.js';
import type { OptionEntry } from '../types/option-entry.js';
import type { SubcommandEntry } from '../types/subcommand-entry.js';
import type { SlashCommandSubcommandBuilder } from './subcommand-builder.js';
import { subcommandKind } from './subcommand-kind.js';

/**
 * A subcommand group (SUB_COMMAND_GROUP): a name, a description and up to 25 subcommands; groups cannot
 * nest. Its type records the subcommands for `InferOptions` (`{ group: 'members'; subcommand: 'kick'; … }`).
 * @example
 * new SlashCommandSubcommandGroupBuilder()
 *   .setName('members')
 *   .setDescription('Manage members')
 *   .addSubcommand((s) => s.setName('kick').setDescription('Kick a member'));
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export class SlashCommandSubcommandGroupBuilder<
  Name extends string = string,
  Subcommands extends SubcommandEntry = never,
> extends SlashCommandNamedOptionBase<typeof ApplicationCommandOptionType.SubcommandGroup> {
  /** Always SUB_COMMAND_GROUP (2). */
  readonly type = ApplicationCommandOptionType.SubcommandGroup;
  /** The subcommands, in the order they were added. */
  readonly options: SlashCommandSubcommandBuilder[] = [];
  declare readonly name: Name;
  /** Type-only record of the group for `InferOptions`; absent at run time. */
  declare readonly '~types': { readonly subcommands: Subcommands };

  /**
   * Sets the group name (1-32 characters, lowercase); the literal becomes `group` in `InferOptions`.
   * @example
   * group.setName('members');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
   */
  setName<const N extends string>(name: N): SlashCommandSubcommandGroupBuilder<N, Subcommands> {
    this.storeName(name);
    return this as unknown as SlashCommandSubcommandGroupBuilder<N, Subcommands>;
  }

  /**
   * Adds a subcommand: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * group.addSubcommand((s) => s.setName('kick').setDescription('Kick a member'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
   */
  addSubcommand<
    S extends BuilderLike<
      typeof ApplicationCommandOptionType.Subcommand,
      { readonly options: OptionEntry }
    > & {
      readonly name: string;
    },
  >(
    input: BuilderInput<S, SlashCommandSubcommandBuilder>,
  ): SlashCommandSubcommandGroupBuilder<
    Name,
    Subcommands | SubcommandEntry<S['name'], S['~types']['options']>
  > {
    return addChild(this, input, subcommandKind);
  }

  /**
   * The group as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * group.toJSON(); // { type: 2, name: 'members', description: 'Manage members', options: [...] }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): SubcommandGroupJSON {
    const json: SubcommandGroupJSON = this.namedJSON();
    if (this.options.length > 0) json.options = this.options.map((subcommand) => subcommand.toJSON());
    return json;
  }
}
