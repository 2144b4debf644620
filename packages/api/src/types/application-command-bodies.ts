import type { ApplicationCommandType } from '../enums/application-command-type.js';
import type { ApplicationIntegrationType } from '../enums/application-integration-type.js';
import type { EntryPointCommandHandlerType } from '../enums/entry-point-command-handler-type.js';
import type { InteractionContextType } from '../enums/interaction-context-type.js';
import type { LocalizationMap } from '../enums/locale.js';
import type { Snowflake } from '../snowflake.js';
import type { APIApplicationCommandOption } from './application-command-option.js';

/**
 * The body of Create Global Application Command (POST). Only `name` is required.
 * @see spec "Create Global body"
 */
export interface RESTPostAPIApplicationCommandJSONBody {
  name: string;
  name_localizations?: LocalizationMap | null;
  /** 1-100 characters for CHAT_INPUT; not allowed for USER and MESSAGE. */
  description?: string;
  description_localizations?: LocalizationMap | null;
  options?: APIApplicationCommandOption[];
  default_member_permissions?: string | null;
  /** @deprecated Use `contexts`. */
  dm_permission?: boolean | null;
  /** @deprecated Use `default_member_permissions`. */
  default_permission?: boolean;
  integration_types?: ApplicationIntegrationType[];
  contexts?: InteractionContextType[] | null;
  /** Defaults to 1 (CHAT_INPUT). */
  type?: ApplicationCommandType;
  nsfw?: boolean;
  /** Only for PRIMARY_ENTRY_POINT commands of apps with an Activity. */
  handler?: EntryPointCommandHandlerType;
}

/**
 * The body of Create Guild Application Command (POST). Guild commands take no `dm_permission`,
 * `integration_types` or `contexts` in the spec's table; the service accepts them on bulk overwrite.
 * @see spec "Create Guild body"
 */
export type RESTPostAPIApplicationGuildCommandJSONBody = RESTPostAPIApplicationCommandJSONBody;

/**
 * The body of Edit Global Application Command (PATCH): every field optional, `type` not accepted.
 * @see spec "Edit Global body"
 */
export type RESTPatchAPIApplicationCommandJSONBody = Partial<
  Omit<RESTPostAPIApplicationCommandJSONBody, 'type'>
>;

/** The body of Edit Guild Application Command (PATCH). @see spec "Edit Guild body" */
export type RESTPatchAPIApplicationGuildCommandJSONBody = RESTPatchAPIApplicationCommandJSONBody;

/** One element of a bulk overwrite: a create body that may name the id of the command it replaces. */
export interface RESTPutAPIApplicationCommandsJSONBodyItem extends RESTPostAPIApplicationCommandJSONBody {
  id?: Snowflake;
}

/**
 * The body of Bulk Overwrite Global/Guild Application Commands (PUT): the whole list for the scope.
 * @see spec "Bulk Overwrite Guild element", service-facts "Endpoints left out of the spec"
 */
export type RESTPutAPIApplicationCommandsJSONBody = RESTPutAPIApplicationCommandsJSONBodyItem[];
