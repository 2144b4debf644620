import type { ApplicationCommandType } from '../enums/application-command-type.js';
import type { ApplicationIntegrationType } from '../enums/application-integration-type.js';
import type { EntryPointCommandHandlerType } from '../enums/entry-point-command-handler-type.js';
import type { InteractionContextType } from '../enums/interaction-context-type.js';
import type { LocalizationDictionary, OptionJSON } from './application-command-option-json.js';

// A command's create body as a client sends it, one exact type per command type (the exact input types,
// beside the loose `RESTPostAPIApplicationCommandJSONBody` of application-command-bodies.ts; see
// application-command-option-json.ts for what "exact" means). @slashkit/builders emits exactly these.

/**
 * The fields every command's exact create body has.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command-json-params | Create Global Application Command}
 */
export interface CommandJSONBase {
  name: string;
  name_localizations?: LocalizationDictionary | null;
  default_member_permissions?: string | null;
  /** @deprecated Use `contexts`. */
  dm_permission?: boolean;
  /** @deprecated Use `default_member_permissions`. */
  default_permission?: boolean;
  integration_types?: ApplicationIntegrationType[];
  contexts?: InteractionContextType[];
  nsfw?: boolean;
}

/**
 * A CHAT_INPUT command's create body (what `SlashCommandBuilder#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command-json-params | Create Global Application Command}
 */
export interface ChatInputCommandJSON extends CommandJSONBase {
  type: typeof ApplicationCommandType.ChatInput;
  description: string;
  description_localizations?: LocalizationDictionary | null;
  options?: OptionJSON[];
}

/**
 * A USER or MESSAGE command's create body (no description, no options): what `UserCommandBuilder#toJSON()`
 * and `MessageCommandBuilder#toJSON()` of @slashkit/builders return.
 * @example
 * const body: ContextMenuCommandJSON = { type: ApplicationCommandType.User, name: 'Wave at' };
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types}
 */
export interface ContextMenuCommandJSON<
  Type extends typeof ApplicationCommandType.User | typeof ApplicationCommandType.Message =
    | typeof ApplicationCommandType.User
    | typeof ApplicationCommandType.Message,
> extends CommandJSONBase {
  type: Type;
}

/**
 * A USER command's create body.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types}
 */
export type UserCommandJSON = ContextMenuCommandJSON<typeof ApplicationCommandType.User>;

/**
 * A MESSAGE command's create body.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types}
 */
export type MessageCommandJSON = ContextMenuCommandJSON<typeof ApplicationCommandType.Message>;

/**
 * A PRIMARY_ENTRY_POINT command's create body (what `EntryPointCommandBuilder#toJSON()` of @slashkit/builders returns).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-entry-point-command-handler-types | Entry point command handler types}
 */
export interface EntryPointCommandJSON extends CommandJSONBase {
  type: typeof ApplicationCommandType.PrimaryEntryPoint;
  description: string;
  description_localizations?: LocalizationDictionary | null;
  handler?: EntryPointCommandHandlerType;
}

/**
 * The exact create body of each command type, by command type.
 * @example
 * type SlashBody = CommandJSONByType[1]; // ChatInputCommandJSON
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types}
 */
export interface CommandJSONByType {
  [ApplicationCommandType.ChatInput]: ChatInputCommandJSON;
  [ApplicationCommandType.User]: UserCommandJSON;
  [ApplicationCommandType.Message]: MessageCommandJSON;
  [ApplicationCommandType.PrimaryEntryPoint]: EntryPointCommandJSON;
}

/**
 * Any command's exact create body (a bulk overwrite takes a list of them).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command-json-params | Create Global Application Command}
 */
export type CommandJSON = CommandJSONByType[keyof CommandJSONByType];
