import type { BasicOptionJSON, SubcommandJSON } from '@slashkit/api';
import { ApplicationCommandOptionType } from '@slashkit/api';
import { addChild, type BuilderInput, type BuilderLike } from '../internal/option-input.js';
import type { SlashCommandAttachmentOption } from '../options/attachment-option.js';
import type { SlashCommandBooleanOption } from '../options/boolean-option.js';
import type { SlashCommandChannelOption } from '../options/channel-option.js';
import type { SlashCommandIntegerOption } from '../options/integer-option.js';
import type { SlashCommandMentionableOption } from '../options/mentionable-option.js';
import { SlashCommandNamedOptionBase } from '../options/named-option-base.js';
import type { SlashCommandNumberOption } from '../options/number-option.js';
import { optionKinds } from '../options/option-kinds.js';
import type { SlashCommandRoleOption } from '../options/role-option.js';
import type { SlashCommandStringOption } from '../options/string-option.js';
import type { SlashCommandUserOption } from '../options/user-option.js';
import type { OptionEntry } from '../types/option-entry.js';

/**
 * A value option builder as a subcommand or command keeps it: what `toJSON` needs and `name` for errors.
 * @example
 * const kept: SlashCommandOptionBuilder = new SlashCommandStringOption().setName('item');
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface SlashCommandOptionBuilder {
  readonly type: BasicOptionJSON['type'];
  readonly name: string;
  toJSON(): BasicOptionJSON;
}

/**
 * A subcommand (SUB_COMMAND): a name, a description and up to 25 options; its type records the options
 * so that `InferOptions` of the command gives `{ subcommand: 'add'; options: { ... } }`.
 * @example
 * new SlashCommandSubcommandBuilder()
 *   .setName('add')
 *   .setDescription('Add an item')
 *   .addStringOption((o) => o.setName('item').setDescription('What to add').setRequired(true));
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export class SlashCommandSubcommandBuilder<
  Name extends string = string,
  Options extends OptionEntry = never,
> extends SlashCommandNamedOptionBase<typeof ApplicationCommandOptionType.Subcommand> {
  /** Always SUB_COMMAND (1). */
  readonly type = ApplicationCommandOptionType.Subcommand;
  /** The options, in the order they were added. */
  readonly options: SlashCommandOptionBuilder[] = [];
  declare readonly name: Name;
  /** Type-only record of the subcommand for `InferOptions`; absent at run time. */
  declare readonly '~types': { readonly options: Options };

  /**
   * Sets the subcommand name (1-32 characters, lowercase); the literal becomes `subcommand` in `InferOptions`.
   * @example
   * sub.setName('add');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
   */
  setName<const N extends string>(name: N): SlashCommandSubcommandBuilder<N, Options> {
    this.storeName(name);
    return this as unknown as SlashCommandSubcommandBuilder<N, Options>;
  }

  /**
   * Adds a STRING option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * sub.addStringOption((o) => o.setName('item').setDescription('What to add').setRequired(true));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addStringOption<O extends BuilderLike<typeof ApplicationCommandOptionType.String, OptionEntry>>(
    input: BuilderInput<O, SlashCommandStringOption>,
  ): SlashCommandSubcommandBuilder<Name, Options | O['~types']> {
    return addChild(this, input, optionKinds.string);
  }

  /**
   * Adds an INTEGER option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * sub.addIntegerOption((o) => o.setName('count').setDescription('How many').setMinValue(1));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addIntegerOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Integer, OptionEntry>>(
    input: BuilderInput<O, SlashCommandIntegerOption>,
  ): SlashCommandSubcommandBuilder<Name, Options | O['~types']> {
    return addChild(this, input, optionKinds.integer);
  }

  /**
   * Adds a NUMBER option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * sub.addNumberOption((o) => o.setName('ratio').setDescription('Zoom ratio'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addNumberOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Number, OptionEntry>>(
    input: BuilderInput<O, SlashCommandNumberOption>,
  ): SlashCommandSubcommandBuilder<Name, Options | O['~types']> {
    return addChild(this, input, optionKinds.number);
  }

  /**
   * Adds a BOOLEAN option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * sub.addBooleanOption((o) => o.setName('public').setDescription('Show everyone'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addBooleanOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Boolean, OptionEntry>>(
    input: BuilderInput<O, SlashCommandBooleanOption>,
  ): SlashCommandSubcommandBuilder<Name, Options | O['~types']> {
    return addChild(this, input, optionKinds.boolean);
  }

  /**
   * Adds a USER option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * sub.addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addUserOption<O extends BuilderLike<typeof ApplicationCommandOptionType.User, OptionEntry>>(
    input: BuilderInput<O, SlashCommandUserOption>,
  ): SlashCommandSubcommandBuilder<Name, Options | O['~types']> {
    return addChild(this, input, optionKinds.user);
  }

  /**
   * Adds a CHANNEL option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * sub.addChannelOption((o) => o.setName('where').setDescription('Where').addChannelTypes(ChannelType.GuildText));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addChannelOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Channel, OptionEntry>>(
    input: BuilderInput<O, SlashCommandChannelOption>,
  ): SlashCommandSubcommandBuilder<Name, Options | O['~types']> {
    return addChild(this, input, optionKinds.channel);
  }

  /**
   * Adds a ROLE option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * sub.addRoleOption((o) => o.setName('role').setDescription('Role to grant'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addRoleOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Role, OptionEntry>>(
    input: BuilderInput<O, SlashCommandRoleOption>,
  ): SlashCommandSubcommandBuilder<Name, Options | O['~types']> {
    return addChild(this, input, optionKinds.role);
  }

  /**
   * Adds a MENTIONABLE option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * sub.addMentionableOption((o) => o.setName('who').setDescription('A user or a role'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addMentionableOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Mentionable, OptionEntry>>(
    input: BuilderInput<O, SlashCommandMentionableOption>,
  ): SlashCommandSubcommandBuilder<Name, Options | O['~types']> {
    return addChild(this, input, optionKinds.mentionable);
  }

  /**
   * Adds an ATTACHMENT option: pass a builder, or a function that configures the fresh one it is given.
   * @example
   * sub.addAttachmentOption((o) => o.setName('file').setDescription('File to upload'));
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  addAttachmentOption<O extends BuilderLike<typeof ApplicationCommandOptionType.Attachment, OptionEntry>>(
    input: BuilderInput<O, SlashCommandAttachmentOption>,
  ): SlashCommandSubcommandBuilder<Name, Options | O['~types']> {
    return addChild(this, input, optionKinds.attachment);
  }

  /**
   * The subcommand as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * sub.toJSON(); // { type: 1, name: 'add', description: 'Add an item', options: [...] }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): SubcommandJSON {
    const json: SubcommandJSON = this.namedJSON();
    if (this.options.length > 0) json.options = this.options.map((option) => option.toJSON());
    return json;
  }
}
