import type {
  ApplicationCommandType,
  ApplicationIntegrationType,
  EntryPointCommandHandlerType,
  InteractionContextType,
} from '@slashkit/api';
import type { LocalizationDictionary, OptionJSON } from './option-json.js';

// The bodies command builders emit, one per command type (see option-json.ts for why they are exact).

/** The fields every command body has. @see spec "Create Global body" */
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

/** `SlashCommandBuilder#toJSON()`: a CHAT_INPUT body. @see spec "Create Global body" */
export interface ChatInputCommandJSON extends CommandJSONBase {
  type: typeof ApplicationCommandType.ChatInput;
  description: string;
  description_localizations?: LocalizationDictionary | null;
  options?: OptionJSON[];
}

/**
 * `UserCommandBuilder#toJSON()` and `MessageCommandBuilder#toJSON()`: a USER or MESSAGE body (no description,
 * no options).
 * @example
 * const body: ContextMenuCommandJSON = new UserCommandBuilder().setName('Wave at').toJSON();
 * @see spec "Command types"
 */
export interface ContextMenuCommandJSON<
  Type extends typeof ApplicationCommandType.User | typeof ApplicationCommandType.Message =
    | typeof ApplicationCommandType.User
    | typeof ApplicationCommandType.Message,
> extends CommandJSONBase {
  type: Type;
}

/** `UserCommandBuilder#toJSON()`: a USER body. @see spec "Command types" */
export type UserCommandJSON = ContextMenuCommandJSON<typeof ApplicationCommandType.User>;

/** `MessageCommandBuilder#toJSON()`: a MESSAGE body. @see spec "Command types" */
export type MessageCommandJSON = ContextMenuCommandJSON<typeof ApplicationCommandType.Message>;

/** `EntryPointCommandBuilder#toJSON()`: a PRIMARY_ENTRY_POINT body. @see spec "Entry point handler types" */
export interface EntryPointCommandJSON extends CommandJSONBase {
  type: typeof ApplicationCommandType.PrimaryEntryPoint;
  description: string;
  description_localizations?: LocalizationDictionary | null;
  handler?: EntryPointCommandHandlerType;
}

/**
 * The body each command type's builder emits, by command type.
 * @example
 * type SlashBody = CommandJSONByType[1]; // ChatInputCommandJSON
 * @see spec "Command types"
 */
export interface CommandJSONByType {
  [ApplicationCommandType.ChatInput]: ChatInputCommandJSON;
  [ApplicationCommandType.User]: UserCommandJSON;
  [ApplicationCommandType.Message]: MessageCommandJSON;
  [ApplicationCommandType.PrimaryEntryPoint]: EntryPointCommandJSON;
}

/** Any command builder's body. @see spec "Create Global body" */
export type CommandJSON = CommandJSONByType[keyof CommandJSONByType];
