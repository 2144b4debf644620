import type { ApplicationCommandOptionType, ChannelType, Locale } from '@slashkit/api';

// What the builders put on the wire, typed exactly: optional fields are absent or set (never `undefined`),
// localization maps have no `undefined` entries, and a choice option has either choices or autocomplete. So
// a builder's JSON is assignable both to the looser `@slashkit/api` wire types (which also describe what
// the service returns) and to the discord-api-types request types, even under exactOptionalPropertyTypes.

/**
 * A localization dictionary as builders emit it: a string (or `null`, "use the default") per locale.
 * @example
 * const names: LocalizationDictionary = { fr: 'lancer', de: null };
 * @see spec "Localization"
 */
export type LocalizationDictionary = { [L in Locale]?: string | null };

/**
 * A choice as option builders emit it.
 * @example
 * const choice: OptionChoiceJSON<number> = { name: 'd6', value: 6 };
 * @see spec "Option choice"
 */
export interface OptionChoiceJSON<Value extends string | number = string | number> {
  name: string;
  name_localizations?: LocalizationDictionary | null;
  value: Value;
}

/** The fields of every option, subcommand and group. @internal */
export interface NamedOptionJSON<Type extends ApplicationCommandOptionType> {
  type: Type;
  name: string;
  name_localizations?: LocalizationDictionary | null;
  description: string;
  description_localizations?: LocalizationDictionary | null;
}

/** The fields of every value option. @internal */
export interface ValueOptionJSON<Type extends ApplicationCommandOptionType> extends NamedOptionJSON<Type> {
  required?: boolean;
}

/**
 * A STRING, INTEGER or NUMBER option's JSON: with choices (and autocomplete off), or with autocomplete on
 * and no choices; the builders' types refuse the mix, and `toJSON()` of the command validates it.
 * @example
 * type StringOption = WithChoicesOrAutocomplete<StringOptionJSONBase, string>;
 * @see spec "Application command option" (`autocomplete`)
 */
export type WithChoicesOrAutocomplete<Base, Value extends string | number> =
  | (Base & { autocomplete?: false; choices?: OptionChoiceJSON<Value>[] })
  | (Base & { autocomplete: true; choices?: [] });

/** The fields of a STRING option besides choices and autocomplete. @see spec "Application command option" */
export interface StringOptionJSONBase extends ValueOptionJSON<typeof ApplicationCommandOptionType.String> {
  min_length?: number;
  max_length?: number;
}

/** The fields of an INTEGER or NUMBER option besides choices and autocomplete. @see spec "Application command option" */
export interface NumericOptionJSONBase<
  Type extends typeof ApplicationCommandOptionType.Integer | typeof ApplicationCommandOptionType.Number,
> extends ValueOptionJSON<Type> {
  min_value?: number;
  max_value?: number;
}

/** `SlashCommandStringOption#toJSON()`. @see spec "Application command option" */
export type StringOptionJSON = WithChoicesOrAutocomplete<StringOptionJSONBase, string>;
/** `SlashCommandIntegerOption#toJSON()`. @see spec "Application command option" */
export type IntegerOptionJSON = WithChoicesOrAutocomplete<
  NumericOptionJSONBase<typeof ApplicationCommandOptionType.Integer>,
  number
>;
/** `SlashCommandNumberOption#toJSON()`. @see spec "Application command option" */
export type NumberOptionJSON = WithChoicesOrAutocomplete<
  NumericOptionJSONBase<typeof ApplicationCommandOptionType.Number>,
  number
>;
/** `SlashCommandBooleanOption#toJSON()`. @see spec "Application command option" */
export interface BooleanOptionJSON extends ValueOptionJSON<typeof ApplicationCommandOptionType.Boolean> {}
/** `SlashCommandUserOption#toJSON()`. @see spec "Application command option" */
export interface UserOptionJSON extends ValueOptionJSON<typeof ApplicationCommandOptionType.User> {}
/**
 * The channel types a CHANNEL option can offer: every type but GUILD_DIRECTORY (14), a hub's directory,
 * which no user can pick (discord-api-types types it so too).
 * @example
 * const offered: OptionChannelType[] = [ChannelType.GuildText, ChannelType.GuildForum];
 * @see service-facts "Enumerations" (channel types)
 */
export type OptionChannelType = Exclude<ChannelType, typeof ChannelType.GuildDirectory>;

/** `SlashCommandChannelOption#toJSON()`. @see spec "Application command option" (`channel_types`) */
export interface ChannelOptionJSON extends ValueOptionJSON<typeof ApplicationCommandOptionType.Channel> {
  channel_types?: OptionChannelType[];
}
/** `SlashCommandRoleOption#toJSON()`. @see spec "Application command option" */
export interface RoleOptionJSON extends ValueOptionJSON<typeof ApplicationCommandOptionType.Role> {}
/** `SlashCommandMentionableOption#toJSON()`. @see spec "Application command option" */
export interface MentionableOptionJSON
  extends ValueOptionJSON<typeof ApplicationCommandOptionType.Mentionable> {}
/**
 * A file type an ATTACHMENT option's picker offers: a kind (`'audio'`, `'image'`, `'video'`) or an extension
 * with its dot (`'.pdf'`), as discord-api-types types it.
 * @example
 * const types: FileUploadType[] = ['image', '.pdf'];
 * @see service-facts "Enumerations" (`file_types`)
 */
export type FileUploadType = 'audio' | 'image' | 'video' | `.${string}`;

/** `SlashCommandAttachmentOption#toJSON()`. @see service-facts "Enumerations" (`file_types`) */
export interface AttachmentOptionJSON
  extends ValueOptionJSON<typeof ApplicationCommandOptionType.Attachment> {
  file_types?: FileUploadType[];
}

/** Any value option's JSON. @see spec "Application command option" */
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

/** `SlashCommandSubcommandBuilder#toJSON()`. @see spec "Subcommand structure rules" */
export interface SubcommandJSON extends NamedOptionJSON<typeof ApplicationCommandOptionType.Subcommand> {
  options?: BasicOptionJSON[];
}

/** `SlashCommandSubcommandGroupBuilder#toJSON()`. @see spec "Subcommand structure rules" */
export interface SubcommandGroupJSON
  extends NamedOptionJSON<typeof ApplicationCommandOptionType.SubcommandGroup> {
  options?: SubcommandJSON[];
}

/** Any option, subcommand or group as a slash command's JSON holds it. @see spec "Application command option" */
export type OptionJSON = SubcommandJSON | SubcommandGroupJSON | BasicOptionJSON;
