import type { ApplicationCommandType } from '../enums/application-command-type.js';
import type { ApplicationIntegrationType } from '../enums/application-integration-type.js';
import type { InteractionContextType } from '../enums/interaction-context-type.js';
import type { Locale } from '../enums/locale.js';
import type { Snowflake } from '../snowflake.js';
import type { APIMessageComponentInteractionData } from './component-interaction-data.js';
import type { APIModalSubmitInteractionData } from './modal.js';
import type { APIEntitlement } from './monetization.js';
import type {
  APIInteractionDataResolved,
  APIInteractionDataResolvedChannel,
  APIInteractionGuildMember,
  APIMessage,
  APIUser,
} from './resolved-objects.js';

/** A value option as received: a string, a number, a boolean, or an id (users, roles, channels, attachments). */
export interface APIApplicationCommandInteractionDataBasicOption {
  name: string;
  type: 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
  value: string | number | boolean;
  /** True on the option being typed, in autocomplete interactions. */
  focused?: boolean;
}

/** A subcommand as received, with its options. */
export interface APIApplicationCommandInteractionDataSubcommandOption {
  name: string;
  type: 1;
  options?: APIApplicationCommandInteractionDataBasicOption[];
}

/** A subcommand group as received, holding one subcommand. */
export interface APIApplicationCommandInteractionDataSubcommandGroupOption {
  name: string;
  type: 2;
  options: APIApplicationCommandInteractionDataSubcommandOption[];
}

/**
 * Any option as received in an interaction.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export type APIApplicationCommandInteractionDataOption =
  | APIApplicationCommandInteractionDataBasicOption
  | APIApplicationCommandInteractionDataSubcommandOption
  | APIApplicationCommandInteractionDataSubcommandGroupOption;

/**
 * The `data` of an APPLICATION_COMMAND or autocomplete interaction.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object | Interaction object}
 */
export interface APIApplicationCommandInteractionData {
  id: Snowflake;
  /** The default (unlocalized) command name. */
  name: string;
  type: ApplicationCommandType;
  version?: Snowflake;
  guild_id?: Snowflake;
  /** The user or message acted on, for USER and MESSAGE commands. */
  target_id?: Snowflake;
  options?: APIApplicationCommandInteractionDataOption[];
  resolved?: APIInteractionDataResolved;
}

/**
 * The fields every interaction carries, whatever its type.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export interface APIBaseInteraction<Type extends number> {
  id: Snowflake;
  application_id: Snowflake;
  type: Type;
  guild_id?: Snowflake;
  channel_id?: Snowflake;
  /** A partial channel: `id` and `type` always, the rest when the service has it. */
  channel?: Partial<APIInteractionDataResolvedChannel> &
    Pick<APIInteractionDataResolvedChannel, 'id' | 'type'>;
  /** In guilds: the invoking member, with permissions. */
  member?: APIInteractionGuildMember;
  /** In DMs: the invoking user. */
  user?: APIUser;
  token: string;
  /** Always 1. */
  version: 1;
  /** The app's permissions in the channel, as a decimal bit-set string. */
  app_permissions: string;
  /** The invoking client's language; absent on PING. */
  locale?: Locale;
  guild_locale?: Locale;
  /** The entitlements of the invoking user and of the guild, for this app's SKUs. */
  entitlements: APIEntitlement[];
  /** `{"0": guild id or "0", "1": user id}` by installation type. */
  authorizing_integration_owners: Partial<Record<`${ApplicationIntegrationType}`, Snowflake>>;
  context?: InteractionContextType;
  attachment_size_limit: number;
}

/** A PING (1): the service checking the endpoint; answer PONG. */
export interface APIPingInteraction extends APIBaseInteraction<1> {
  data?: undefined;
  message?: APIMessage;
}

/** An APPLICATION_COMMAND (2) interaction: a slash command, or a user or message context menu entry. */
export interface APIApplicationCommandInteraction extends APIBaseInteraction<2> {
  data: APIApplicationCommandInteractionData;
  message?: APIMessage;
}

/** An APPLICATION_COMMAND_AUTOCOMPLETE (4) interaction: an option being typed; answer with choices. */
export interface APIApplicationCommandAutocompleteInteraction extends APIBaseInteraction<4> {
  data: APIApplicationCommandInteractionData;
  message?: APIMessage;
}

/**
 * A MESSAGE_COMPONENT (3) interaction: a button click or a select menu choice on `message`.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-message-component-data-structure | Message component data structure}
 */
export interface APIMessageComponentInteraction extends APIBaseInteraction<3> {
  data: APIMessageComponentInteractionData;
  /** The message that holds the component. */
  message: APIMessage;
}

/**
 * A MODAL_SUBMIT (5) interaction: the fields of a modal the app showed.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure | Modal submit data structure}
 */
export interface APIModalSubmitInteraction extends APIBaseInteraction<5> {
  data: APIModalSubmitInteractionData;
  /** Present when the modal was opened from a component: the message that holds that component. */
  message?: APIMessage;
}

/**
 * An interaction as delivered by webhook or gateway, discriminated by `type`.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export type APIInteraction =
  | APIPingInteraction
  | APIApplicationCommandInteraction
  | APIMessageComponentInteraction
  | APIApplicationCommandAutocompleteInteraction
  | APIModalSubmitInteraction;
