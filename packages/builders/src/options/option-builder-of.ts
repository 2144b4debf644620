import type { ApplicationCommandOptionType, ChannelType } from '@slashkit/api';
import type { SlashCommandAttachmentOption } from './attachment-option.js';
import type { SlashCommandBooleanOption } from './boolean-option.js';
import type { SlashCommandChannelOption } from './channel-option.js';
import type { SlashCommandIntegerOption } from './integer-option.js';
import type { SlashCommandMentionableOption } from './mentionable-option.js';
import type { SlashCommandNumberOption } from './number-option.js';
import type { SlashCommandRoleOption } from './role-option.js';
import type { SlashCommandStringOption } from './string-option.js';
import type { SlashCommandUserOption } from './user-option.js';

/**
 * Each value option builder class by its option type, given the type arguments a setter leaves it with.
 * `Values` is what narrows the handler value: the choice values (STRING, INTEGER, NUMBER) or the channel
 * types (CHANNEL); the other options ignore it, and `Autocomplete` too.
 * @internal
 */
interface OptionBuilders<
  Name extends string,
  Required extends boolean,
  Values,
  Autocomplete extends boolean,
> {
  [ApplicationCommandOptionType.String]: SlashCommandStringOption<
    Name,
    Required,
    Values & string,
    Autocomplete
  >;
  [ApplicationCommandOptionType.Integer]: SlashCommandIntegerOption<
    Name,
    Required,
    Values & number,
    Autocomplete
  >;
  [ApplicationCommandOptionType.Number]: SlashCommandNumberOption<
    Name,
    Required,
    Values & number,
    Autocomplete
  >;
  [ApplicationCommandOptionType.Boolean]: SlashCommandBooleanOption<Name, Required>;
  [ApplicationCommandOptionType.User]: SlashCommandUserOption<Name, Required>;
  [ApplicationCommandOptionType.Channel]: SlashCommandChannelOption<Name, Required, Values & ChannelType>;
  [ApplicationCommandOptionType.Role]: SlashCommandRoleOption<Name, Required>;
  [ApplicationCommandOptionType.Mentionable]: SlashCommandMentionableOption<Name, Required>;
  [ApplicationCommandOptionType.Attachment]: SlashCommandAttachmentOption<Name, Required>;
}

/**
 * The option builder class of option type `Type`, with these type arguments. The setters shared by every
 * option (`setName`, `setRequired`, `addChoices`, …) are written once, on the base classes, yet each must
 * return the caller's own class with one type argument changed; TypeScript cannot pass a generic class as
 * a type argument, so the bases look their class up here by the option type.
 * @internal
 */
export type OptionBuilderOf<
  Type extends ApplicationCommandOptionType,
  Name extends string,
  Required extends boolean,
  Values,
  Autocomplete extends boolean,
> = OptionBuilders<Name, Required, Values, Autocomplete>[Type & ValueOptionType];

/** The option types that have a builder above (not SUB_COMMAND or SUB_COMMAND_GROUP). @internal */
type ValueOptionType = keyof OptionBuilders<string, boolean, never, boolean>;
