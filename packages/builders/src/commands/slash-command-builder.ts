import type { ChatInputCommandJSON, OptionJSON } from '@slashkit/api';
import { ApplicationCommandOptionType, ApplicationCommandType } from '@slashkit/api';
import { addChild, type BuilderInput, type BuilderLike, type ChildKind } from '../internal/option-input.js';
import type { SlashCommandAttachmentOption } from '../options/attachment-option.js';
import type { SlashCommandBooleanOption } from '../options/boolean-option.js';
import type { SlashCommandChannelOption } from '../options/channel-option.js';
import type { SlashCommandIntegerOption } from '../options/integer-option.js';
import type { SlashCommandMentionableOption } from '../options/mentionable-option.js';
import type { SlashCommandNumberOption } from '../options/number-option.js';
import { optionKinds } from '../options/option-kinds.js';
import type { SlashCommandRoleOption } from '../options/role-option.js';
import type { SlashCommandStringOption } from '../options/string-option.js';
import type { SlashCommandUserOption } from '../options/user-option.js';
import type {
  OptionsAfterSubcommandsError,
  SubcommandsAfterOptionsError,
} from '../types/builder-type-errors.js';
import type { OptionEntry } from '../types/option-entry.js';
import type { GroupedSubcommandEntry, SubcommandEntry } from '../types/subcommand-entry.js';
import { DescribedCommandBuilderBase } from './described-command-builder-base.js';
import type { SlashCommandSubcommandBuilder } from './subcommand-builder.js';
import { SlashCommandSubcommandGroupBuilder } from './subcommand-group-builder.js';
import { subcommandKind } from './subcommand-kind.js';

/**
 * An option, subcommand or group as a slash command keeps it.
 * @example
 * const first: SlashCommandChildBuilder | undefined = command.options[0];
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface SlashCommandChildBuilder {
  readonly type: OptionJSON['type'];
  readonly name: string;
  toJSON(): OptionJSON;
}

/** What `addSubcommand` accepts at the type level: a subcommand builder with its record. @internal */
type SubcommandLike = BuilderLike<
  typeof ApplicationCommandOptionType.Subcommand,
  { readonly options: OptionEntry }
> & {
  readonly name: string;
};

/** What `addSubcommandGroup` accepts at the type level: a group builder with its record. @internal */
type GroupLike = BuilderLike<
  typeof ApplicationCommandOptionType.SubcommandGroup,
  { readonly subcommands: SubcommandEntry }
> & {
  readonly name: string;
};

/** Tags each subcommand of a group with the group's name (distributes over the union). @internal */
type InGroup<Group extends string, Entries extends SubcommandEntry> = Entries extends SubcommandEntry
  ? GroupedSubcommandEntry<Group, Entries['subcommand'], Entries['options']>
  : never;

/** Groups as `addSubcommandGroup` takes them (made once: an `add…` call allocates nothing else). */
const groupKind: ChildKind<SlashCommandSubcommandGroupBuilder> = {
  Builder: SlashCommandSubcommandGroupBuilder,
  type: ApplicationCommandOptionType.SubcommandGroup,
  method: 'addSubcommandGroup',
};

/**
 * A slash command (CHAT_INPUT). Each `add…` call returns the builder with its type widened by what was
 * added, so `InferOptions<typeof command>` gives the handler's options: an object for a command with
 * options, a discriminated union for one with subcommands. A command takes options or subcommands, never
 * both; the compiler refuses the mix.
 * @example
 * const roll = new SlashCommandBuilder()
 *   .setName('roll')
 *   .setDescription('Roll a die')
 *   .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true))
 *   .addStringOption((o) => o.setName('label').setDescription('Label'));
 * type RollOptions = InferOptions<typeof roll>; // { sides: number; label?: string }
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export class SlashCommandBuilder<
  Name extends string = string,
  Options extends OptionEntry = never,
  Subcommands extends SubcommandEntry = never,
> extends DescribedCommandBuilderBase<typeof ApplicationCommandType.ChatInput> {
  // The name comes first on purpose: in a list of builders TypeScript removes subtypes pairwise, and skips a
  // pair at once when the first literal-typed property differs. Literal names differ; `type` is shared.
  declare readonly name: Name;
  /** Always CHAT_INPUT (1). */
  readonly type = ApplicationCommandType.ChatInput;
  /** The options, subcommands or groups, in the order they were added. */
  readonly options: SlashCommandChildBuilder[] = [];
  /** Type-only record of the command for `InferOptions`; absent at run time. */
  declare readonly '~types': { readonly options: Options; readonly subcommands: Subcommands };

  /**
   * Sets the command name (1-32 characters, lowercase, no spaces); the literal becomes `CommandName<…>`.
   * @example
   * command.setName('roll');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
   */
  setName<const N extends string>(name: N): SlashCommandBuilder<N, Options, Subcommands> {
    this.storeName(name);
    return this as unknown as SlashCommandBuilder<N, Options, Subcommands>;
  }

  /**
   * Adds a STRING option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * command.addStringOption((o) => o.setName('item').setDescription('What to add').setRequired(true));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addStringOption<O extends BuilderLike<typeof ApplicationCommandOptionType.String, OptionEntry>>(
    input: [Subcommands] extends [never]
      ? BuilderInput<O, SlashCommandStringOption>
      : OptionsAfterSubcommandsError,
  ): SlashCommandBuilder<Name, Options | O['~types'], Subcommands> {
    return addChild(this, input, optionKinds.string);
  }

  /**
   * Adds an INTEGER option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * command.addIntegerOption((o) => o.setName('count').setDescription('How many').setMinValue(1));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addIntegerOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Integer, OptionEntry>>(
    input: [Subcommands] extends [never]
      ? BuilderInput<O, SlashCommandIntegerOption>
      : OptionsAfterSubcommandsError,
  ): SlashCommandBuilder<Name, Options | O['~types'], Subcommands> {
    return addChild(this, input, optionKinds.integer);
  }

  /**
   * Adds a NUMBER option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * command.addNumberOption((o) => o.setName('ratio').setDescription('Zoom ratio'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addNumberOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Number, OptionEntry>>(
    input: [Subcommands] extends [never]
      ? BuilderInput<O, SlashCommandNumberOption>
      : OptionsAfterSubcommandsError,
  ): SlashCommandBuilder<Name, Options | O['~types'], Subcommands> {
    return addChild(this, input, optionKinds.number);
  }

  /**
   * Adds a BOOLEAN option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * command.addBooleanOption((o) => o.setName('public').setDescription('Show everyone'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addBooleanOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Boolean, OptionEntry>>(
    input: [Subcommands] extends [never]
      ? BuilderInput<O, SlashCommandBooleanOption>
      : OptionsAfterSubcommandsError,
  ): SlashCommandBuilder<Name, Options | O['~types'], Subcommands> {
    return addChild(this, input, optionKinds.boolean);
  }

  /**
   * Adds a USER option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * command.addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addUserOption<O extends BuilderLike<typeof ApplicationCommandOptionType.User, OptionEntry>>(
    input: [Subcommands] extends [never]
      ? BuilderInput<O, SlashCommandUserOption>
      : OptionsAfterSubcommandsError,
  ): SlashCommandBuilder<Name, Options | O['~types'], Subcommands> {
    return addChild(this, input, optionKinds.user);
  }

  /**
   * Adds a CHANNEL option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * command.addChannelOption((o) => o.setName('where').setDescription('Where').addChannelTypes(ChannelType.GuildText));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addChannelOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Channel, OptionEntry>>(
    input: [Subcommands] extends [never]
      ? BuilderInput<O, SlashCommandChannelOption>
      : OptionsAfterSubcommandsError,
  ): SlashCommandBuilder<Name, Options | O['~types'], Subcommands> {
    return addChild(this, input, optionKinds.channel);
  }

  /**
   * Adds a ROLE option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * command.addRoleOption((o) => o.setName('role').setDescription('Role to grant'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addRoleOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Role, OptionEntry>>(
    input: [Subcommands] extends [never]
      ? BuilderInput<O, SlashCommandRoleOption>
      : OptionsAfterSubcommandsError,
  ): SlashCommandBuilder<Name, Options | O['~types'], Subcommands> {
    return addChild(this, input, optionKinds.role);
  }

  /**
   * Adds a MENTIONABLE option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * command.addMentionableOption((o) => o.setName('who').setDescription('A user or a role'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addMentionableOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Mentionable, OptionEntry>>(
    input: [Subcommands] extends [never]
      ? BuilderInput<O, SlashCommandMentionableOption>
      : OptionsAfterSubcommandsError,
  ): SlashCommandBuilder<Name, Options | O['~types'], Subcommands> {
    return addChild(this, input, optionKinds.mentionable);
  }

  /**
   * Adds an ATTACHMENT option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * command.addAttachmentOption((o) => o.setName('file').setDescription('File to upload'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addAttachmentOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Attachment, OptionEntry>>(
    input: [Subcommands] extends [never]
      ? BuilderInput<O, SlashCommandAttachmentOption>
      : OptionsAfterSubcommandsError,
  ): SlashCommandBuilder<Name, Options | O['~types'], Subcommands> {
    return addChild(this, input, optionKinds.attachment);
  }

  /**
   * Adds a subcommand: pass a builder, or a function that configures the fresh one it is given. Not
   * allowed once the command has options of its own.
   * @example
   * command.addSubcommand((s) => s.setName('add').setDescription('Add an item'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
   */
  addSubcommand<S extends SubcommandLike>(
    input: [Options] extends [never]
      ? BuilderInput<S, SlashCommandSubcommandBuilder>
      : SubcommandsAfterOptionsError,
  ): SlashCommandBuilder<Name, Options, Subcommands | SubcommandEntry<S['name'], S['~types']['options']>> {
    return addChild(this, input, subcommandKind);
  }

  /**
   * Adds a subcommand group: pass a builder, or a function that configures the fresh one it is given. Not
   * allowed once the command has options of its own.
   * @example
   * command.addSubcommandGroup((g) =>
   *   g.setName('members').setDescription('Members').addSubcommand((s) => s.setName('kick').setDescription('Kick')),
   * );
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
   */
  addSubcommandGroup<G extends GroupLike>(
    input: [Options] extends [never]
      ? BuilderInput<G, SlashCommandSubcommandGroupBuilder>
      : SubcommandsAfterOptionsError,
  ): SlashCommandBuilder<Name, Options, Subcommands | InGroup<G['name'], G['~types']['subcommands']>> {
    return addChild(this, input, groupKind);
  }

  /** @internal */
  protected buildBody(): ChatInputCommandJSON {
    const body: ChatInputCommandJSON = this.describedFields();
    if (this.options.length > 0) body.options = this.options.map((option) => option.toJSON());
    return this.addCommonFields(body);
  }
}
