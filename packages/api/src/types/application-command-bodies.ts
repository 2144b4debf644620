import type { ApplicationCommandType } from '../enums/application-command-type.js';
import type { ApplicationIntegrationType } from '../enums/application-integration-type.js';
import type { EntryPointCommandHandlerType } from '../enums/entry-point-command-handler-type.js';
import type { InteractionContextType } from '../enums/interaction-context-type.js';
import type { LocalizationMap } from '../enums/locale.js';
import type { Snowflake } from '../snowflake.js';
import type { APIApplicationCommandOption } from './application-command-option.js';

/**
 * The body of Create Global Application Command (POST). Only `name` is required. Optional fields also
 * accept `undefined` (JSON drops it), as discriminated by discord-api-types for request bodies.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command-json-params | Create Global Application Command}
 */
export interface RESTPostAPIApplicationCommandJSONBody {
  name: string;
  name_localizations?: LocalizationMap | null | undefined;
  /** 1-100 characters for CHAT_INPUT; not allowed for USER and MESSAGE. */
  description?: string | undefined;
  description_localizations?: LocalizationMap | null | undefined;
  options?: APIApplicationCommandOption[] | undefined;
  default_member_permissions?: string | null | undefined;
  /** @deprecated Use `contexts`. */
  dm_permission?: boolean | null | undefined;
  /** @deprecated Use `default_member_permissions`. */
  default_permission?: boolean | undefined;
  /** Null means the default, as if omitted. */
  integration_types?: ApplicationIntegrationType[] | null | undefined;
  /** Null means the default (every context), as if omitted. */
  contexts?: InteractionContextType[] | null | undefined;
  /** Defaults to 1 (CHAT_INPUT). */
  type?: ApplicationCommandType | undefined;
  nsfw?: boolean | undefined;
  /** Only for PRIMARY_ENTRY_POINT commands of apps with an Activity. */
  handler?: EntryPointCommandHandlerType | undefined;
}

/**
 * The body of Create Guild Application Command (POST). Guild commands take no `dm_permission`,
 * `integration_types` or `contexts` in Discord's table; the service accepts them on bulk overwrite.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-guild-application-command-json-params | Create Guild Application Command}
 */
export type RESTPostAPIApplicationGuildCommandJSONBody = RESTPostAPIApplicationCommandJSONBody;

/**
 * The body of Edit Global Application Command (PATCH): every field optional, `type` not accepted.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-global-application-command-json-params | Edit Global Application Command}
 */
export type RESTPatchAPIApplicationCommandJSONBody = {
  [Field in Exclude<keyof RESTPostAPIApplicationCommandJSONBody, 'type'>]?:
    | RESTPostAPIApplicationCommandJSONBody[Field]
    | undefined;
};

/**
 * The body of Edit Guild Application Command (PATCH).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-guild-application-command-json-params | Edit Guild Application Command}
 */
export type RESTPatchAPIApplicationGuildCommandJSONBody = RESTPatchAPIApplicationCommandJSONBody;

/** One element of a bulk overwrite: a create body that may name the id of the command it replaces. */
export interface RESTPutAPIApplicationCommandsJSONBodyItem extends RESTPostAPIApplicationCommandJSONBody {
  id?: Snowflake | undefined;
}

/**
 * The body of Bulk Overwrite Global/Guild Application Commands (PUT): the whole list for the scope.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-guild-application-commands | Bulk Overwrite Guild Application Commands}
 */
export type RESTPutAPIApplicationCommandsJSONBody = RESTPutAPIApplicationCommandsJSONBodyItem[];
