import type { ChannelType } from '../enums/channel-type.js';
import type { LocalizationMap } from '../enums/locale.js';

/**
 * A fixed value an option may take; when an option has choices, they are the only valid values.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure | Application command option choice structure}
 */
export interface APIApplicationCommandOptionChoice<Value extends string | number = string | number> {
  /** 1-100 characters. */
  name: string;
  name_localizations?: LocalizationMap | null | undefined;
  /** Localized name for the requester's locale (list endpoints without `with_localizations`). */
  name_localized?: string | undefined;
  /** A string (at most 100 characters), integer or double, following the option type. */
  value: Value;
}

/**
 * Fields every option has.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
interface APIOptionBase<Type extends number> {
  type: Type;
  /** 1-32 characters, unique within its options array. */
  name: string;
  name_localizations?: LocalizationMap | null | undefined;
  name_localized?: string | undefined;
  /** 1-100 characters. */
  description: string;
  description_localizations?: LocalizationMap | null | undefined;
  description_localized?: string | undefined;
}

/** Fields of options that take a value (not subcommands or groups). */
interface APIValueOptionBase<Type extends number> extends APIOptionBase<Type> {
  /** Defaults to false. Required options come before optional ones. */
  required?: boolean | undefined;
}

/** A STRING option. */
export interface APIApplicationCommandStringOption extends APIValueOptionBase<3> {
  choices?: APIApplicationCommandOptionChoice<string>[] | undefined;
  /** Never true together with choices. */
  autocomplete?: boolean | undefined;
  /** 0-6000. */
  min_length?: number | undefined;
  /** 1-6000. */
  max_length?: number | undefined;
}

/** An INTEGER option. */
export interface APIApplicationCommandIntegerOption extends APIValueOptionBase<4> {
  choices?: APIApplicationCommandOptionChoice<number>[] | undefined;
  autocomplete?: boolean | undefined;
  min_value?: number | undefined;
  max_value?: number | undefined;
}

/** A NUMBER option. */
export interface APIApplicationCommandNumberOption extends APIValueOptionBase<10> {
  choices?: APIApplicationCommandOptionChoice<number>[] | undefined;
  autocomplete?: boolean | undefined;
  min_value?: number | undefined;
  max_value?: number | undefined;
}

/** A BOOLEAN option. */
export interface APIApplicationCommandBooleanOption extends APIValueOptionBase<5> {}

/** A USER option. */
export interface APIApplicationCommandUserOption extends APIValueOptionBase<6> {}

/** A CHANNEL option, optionally restricted to some channel types. */
export interface APIApplicationCommandChannelOption extends APIValueOptionBase<7> {
  channel_types?: ChannelType[] | undefined;
}

/** A ROLE option. */
export interface APIApplicationCommandRoleOption extends APIValueOptionBase<8> {}

/** A MENTIONABLE option (a user or a role). */
export interface APIApplicationCommandMentionableOption extends APIValueOptionBase<9> {}

/** An ATTACHMENT option. */
export interface APIApplicationCommandAttachmentOption extends APIValueOptionBase<11> {
  /**
   * At most 10 file types the client offers.
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  file_types?: string[] | undefined;
}

/** Any option that takes a value. */
export type APIApplicationCommandBasicOption =
  | APIApplicationCommandStringOption
  | APIApplicationCommandIntegerOption
  | APIApplicationCommandNumberOption
  | APIApplicationCommandBooleanOption
  | APIApplicationCommandUserOption
  | APIApplicationCommandChannelOption
  | APIApplicationCommandRoleOption
  | APIApplicationCommandMentionableOption
  | APIApplicationCommandAttachmentOption;

/** A SUB_COMMAND: its options are the parameters. */
export interface APIApplicationCommandSubcommandOption extends APIOptionBase<1> {
  options?: APIApplicationCommandBasicOption[] | undefined;
}

/** A SUB_COMMAND_GROUP: its options are subcommands. */
export interface APIApplicationCommandSubcommandGroupOption extends APIOptionBase<2> {
  options?: APIApplicationCommandSubcommandOption[] | undefined;
}

/**
 * Any application command option.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export type APIApplicationCommandOption =
  | APIApplicationCommandSubcommandOption
  | APIApplicationCommandSubcommandGroupOption
  | APIApplicationCommandBasicOption;
