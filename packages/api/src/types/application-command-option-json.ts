import type { ApplicationCommandOptionType } from '../enums/application-command-option-type.js';
import type { ChannelType } from '../enums/channel-type.js';
import type { Locale } from '../enums/locale.js';

// The options of a command as a client sends them, typed exactly (the exact input types, beside the loose
// `APIApplicationCommandOption` of application-command-option.ts, which also describes what the service
// stores and returns): optional fields are absent or set (never `undefined`), localization maps have no
// `undefined` entries, and a choice option has either choices or autocomplete. So a body of these types is
// assignable both to the loose wire types and to the discord-api-types request types, even under
// exactOptionalPropertyTypes. @slashkit/builders emits exactly these.

/**
 * A localization dictionary as a request body carries it: a string (or `null`, "use the default") per
 * locale, never `undefined` (the loose `LocalizationMap` allows it).
 * @example
 * const names: LocalizationDictionary = { fr: 'lancer', de: null };
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
 */
export type LocalizationDictionary = { [L in Locale]?: string | null };

/**
 * A choice of a STRING, INTEGER or NUMBER option, as a request body carries it.
 * @example
 * const choice: OptionChoiceJSON<number> = { name: 'd6', value: 6 };
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure | Application command option choice structure}
 */
export interface OptionChoiceJSON<Value extends string | number = string | number> {
  name: string;
  name_localizations?: LocalizationDictionary | null;
  value: Value;
}

/**
 * The fields of every option, subcommand and group in a request body.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface NamedOptionJSON<Type extends ApplicationCommandOptionType> {
  type: Type;
  name: string;
  name_localizations?: LocalizationDictionary | null;
  description: string;
  description_localizations?: LocalizationDictionary | null;
}

/**
 * The fields of every value option (not a subcommand or group) in a request body.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface ValueOptionJSON<Type extends ApplicationCommandOptionType> extends NamedOptionJSON<Type> {
  required?: boolean;
}

/**
 * A STRING, INTEGER or NUMBER option's JSON: with choices (and autocomplete off), or with autocomplete on
 * and no choices, never both (the service refuses the mix).
 * @example
 * type StringOption = WithChoicesOrAutocomplete<StringOptionJSONBase, string>;
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`autocomplete`)
 */
export type WithChoicesOrAutocomplete<Base, Value extends string | number> =
  | (Base & { autocomplete?: false; choices?: OptionChoiceJSON<Value>[] })
  | (Base & { autocomplete: true; choices?: [] });

/**
 * The fields of a STRING option besides choices and autocomplete.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface StringOptionJSONBase extends ValueOptionJSON<typeof ApplicationCommandOptionType.String> {
  min_length?: number;
  max_length?: number;
}

/**
 * The fields of an INTEGER or NUMBER option besides choices and autocomplete.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface NumericOptionJSONBase<
  Type extends typeof ApplicationCommandOptionType.Integer | typeof ApplicationCommandOptionType.Number,
> extends ValueOptionJSON<Type> {
  min_value?: number;
  max_value?: number;
}

/**
 * A STRING option in a request body (what `SlashCommandStringOption#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export type StringOptionJSON = WithChoicesOrAutocomplete<StringOptionJSONBase, string>;
/**
 * An INTEGER option in a request body (what `SlashCommandIntegerOption#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export type IntegerOptionJSON = WithChoicesOrAutocomplete<
  NumericOptionJSONBase<typeof ApplicationCommandOptionType.Integer>,
  number
>;
/**
 * A NUMBER option in a request body (what `SlashCommandNumberOption#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export type NumberOptionJSON = WithChoicesOrAutocomplete<
  NumericOptionJSONBase<typeof ApplicationCommandOptionType.Number>,
  number
>;
/**
 * A BOOLEAN option in a request body (what `SlashCommandBooleanOption#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface BooleanOptionJSON extends ValueOptionJSON<typeof ApplicationCommandOptionType.Boolean> {}
/**
 * A USER option in a request body (what `SlashCommandUserOption#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface UserOptionJSON extends ValueOptionJSON<typeof ApplicationCommandOptionType.User> {}
/**
 * The channel types a CHANNEL option can offer: every type but GUILD_DIRECTORY (14), a hub's directory,
 * which no user can pick (discord-api-types types it so too).
 * @example
 * const offered: OptionChannelType[] = [ChannelType.GuildText, ChannelType.GuildForum];
 * @see {@link https://discord.com/developers/docs/resources/channel#channel-object-channel-types | Channel types}
 */
export type OptionChannelType = Exclude<ChannelType, typeof ChannelType.GuildDirectory>;

/**
 * A CHANNEL option in a request body (what `SlashCommandChannelOption#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`channel_types`)
 */
export interface ChannelOptionJSON extends ValueOptionJSON<typeof ApplicationCommandOptionType.Channel> {
  channel_types?: OptionChannelType[];
}
/**
 * A ROLE option in a request body (what `SlashCommandRoleOption#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface RoleOptionJSON extends ValueOptionJSON<typeof ApplicationCommandOptionType.Role> {}
/**
 * A MENTIONABLE option in a request body (what `SlashCommandMentionableOption#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface MentionableOptionJSON
  extends ValueOptionJSON<typeof ApplicationCommandOptionType.Mentionable> {}
/**
 * A file type an ATTACHMENT option's picker offers: a kind (`'audio'`, `'image'`, `'video'`) or an extension
 * with its dot (`'.pdf'`), as discord-api-types types it.
 * @example
 * const types: FileUploadType[] = ['image', '.pdf'];
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export type FileUploadType = 'audio' | 'image' | 'video' | `.${string}`;

/**
 * An ATTACHMENT option in a request body (what `SlashCommandAttachmentOption#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface AttachmentOptionJSON
  extends ValueOptionJSON<typeof ApplicationCommandOptionType.Attachment> {
  file_types?: FileUploadType[];
}

/**
 * Any value option in a request body.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export type BasicOptionJSON =
  | StringOptionJSON
  | IntegerOptionJSON
  | NumberOptionJSON
  | BooleanOptionJSON
  | UserOptionJSON
  | ChannelOptionJSON
  | RoleOptionJSON
  | MentionableOptionJSON
  | AttachmentOptionJSON;

/**
 * A SUB_COMMAND in a request body (what `SlashCommandSubcommandBuilder#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export interface SubcommandJSON extends NamedOptionJSON<typeof ApplicationCommandOptionType.Subcommand> {
  options?: BasicOptionJSON[];
}

/**
 * A SUB_COMMAND_GROUP in a request body (what `SlashCommandSubcommandGroupBuilder#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export interface SubcommandGroupJSON
  extends NamedOptionJSON<typeof ApplicationCommandOptionType.SubcommandGroup> {
  options?: SubcommandJSON[];
}

/**
 * Any option, subcommand or group as a CHAT_INPUT command's request body holds it.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export type OptionJSON = SubcommandJSON | SubcommandGroupJSON | BasicOptionJSON;
